import {
  CLAIM_MAX_ATTEMPTS,
  CLAIM_WINDOW_MS,
  COMMISSION_PERIOD_DAYS,
  COMMISSION_RATE_PPM,
  formatCoins,
  WITHDRAW_MIN_CENTS,
  WITHDRAW_MIN_COIN,
  WITHDRAW_OPTIONS,
} from '@hapa/domain';

/**
 * Referral rules (spec §2 static page; issue 15). Every number comes from `@hapa/domain`'s referral rules,
 * the same constants the server applies, so this page cannot say something the code does not do.
 */
export default function ReferralRules() {
  const rate = COMMISSION_RATE_PPM / 10_000;
  const networks = WITHDRAW_OPTIONS.map((o) => `${o.ccy}${o.standard ? ` (${o.standard})` : ''} — network fee ${formatCoins(o.feeCents)}`);
  return (
    <>
      <p>Invite friends to HapaBox with your personal referral link or code and earn a commission on their deposits.</p>
      <h2>Commission</h2>
      <ul>
        <li>
          You earn <strong>{rate}% of every deposit</strong> a friend you referred makes (the coins they paid for; bonuses are not counted), rounded down to the cent.
        </li>
        <li>
          The commission is earned on deposits made within <strong>{COMMISSION_PERIOD_DAYS} days</strong> of the moment the friend joined through your link or entered your code.
        </li>
        <li>It is credited to your separate commission balance, shown on the Earn Money page, as soon as the deposit is confirmed. One level only: you earn on the friends you invited, not on the friends they invite.</li>
        <li>A friend is linked to one referrer, once, either by signing up through a link or by entering a code later. Nobody can use their own code.</li>
      </ul>
      <h2>Using your commission</h2>
      <ul>
        <li>Move any part of it to your coin balance at any time. Moved commission becomes coins for play and can no longer be withdrawn in crypto.</li>
        <li>
          Withdraw it in crypto from <strong>{formatCoins(WITHDRAW_MIN_CENTS)}</strong>. After the network fee the payout must be above {WITHDRAW_MIN_COIN} of the coin. Networks:
        </li>
      </ul>
      <ul>
        {networks.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <ul>
        <li>The amount is reserved when you request the withdrawal. Our finance team reviews it, usually within 24 hours, and pays it to your address; the transaction hash then appears in your withdrawal history. A rejected withdrawal returns the full amount to your commission balance.</li>
        <li>Check your address and network: a payout sent to the address you entered cannot be reversed.</li>
      </ul>
      <h2>Promo codes</h2>
      <ul>
        <li>Promo (distribution) codes give coins or a box. Each code can be claimed once per player, only between its start and end, and while it has uses left.</li>
        <li>
          You can try {CLAIM_MAX_ATTEMPTS} codes per {CLAIM_WINDOW_MS / 3_600_000} hour; after that, please wait (“Too many attempts”).
        </li>
      </ul>
      <h2>Fair play</h2>
      <ul>
        <li>
          A referral is <strong>flagged for review</strong> when the new account signs up from the same device, or the same public internet address, that the referrer used to sign up or to open the Earn Money page. A flagged referral earns no commission while it is under review.
        </li>
        <li>Fake accounts, self-referrals and incentivised spam lead to the loss of commissions and to account closure.</li>
        <li>HapaBox may change these rules with notice on this page; commission already credited is never taken back for a change of rules.</li>
      </ul>
    </>
  );
}
