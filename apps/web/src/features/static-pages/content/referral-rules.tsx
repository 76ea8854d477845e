export default function ReferralRules() {
  return (
    <>
      <p>Invite friends to HapaBox with your personal referral code and earn a share of their play.</p>
      <h2>How it works</h2>
      <ul>
        <li>Share your code or link. A friend who signs up with it is linked to your account.</li>
        <li>You earn a commission on the boxes your referred friends open, credited in coins.</li>
        <li>Commissions can be withdrawn once they reach 100 USD (crypto withdrawals above 0.001 of the coin).</li>
      </ul>
      <h2>Rules</h2>
      <ul>
        <li>You cannot use your own code, and a friend can only be linked to one referrer.</li>
        <li>A distribution code can be claimed once. Codes can expire or not have started yet.</li>
        <li>Self-referrals, fake accounts and incentivised spam lead to the loss of commissions and account closure.</li>
        <li>HapaBox may change commission rates with notice on this page.</li>
      </ul>
    </>
  );
}
