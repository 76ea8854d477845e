export default function AmlPolicy() {
  return (
    <>
      <p>HapaBox is committed to preventing money laundering and the financing of terrorism. This policy summarises the controls we apply.</p>
      <h2>Know your customer</h2>
      <p>We may ask you to verify your identity, your address and the source of funds, in particular before large deposits, withdrawals of referral commissions or the shipment of high-value prizes.</p>
      <h2>Monitoring</h2>
      <ul>
        <li>Every balance change is recorded in a double-entry ledger and can be traced to a deposit, an opening, a sale or a payout.</li>
        <li>We monitor for unusual patterns such as rapid deposits and sales without play, multiple accounts, or payments from third parties.</li>
        <li>Payments must come from an account or card in your own name.</li>
      </ul>
      <h2>Actions</h2>
      <p>We may delay, refuse or reverse transactions, suspend accounts and report suspicious activity to the competent authorities, as the law requires. We do not tell a customer when a report has been made.</p>
      <h2>Record keeping</h2>
      <p>Identification and transaction records are kept for at least five years after an account is closed.</p>
    </>
  );
}
