import { Link } from 'react-router';

export default function TermsOfService() {
  return (
    <>
      <p>These terms govern your use of HapaBox ("we", "us"). By creating an account or using the site you agree to them.</p>
      <h2>1. Eligibility</h2>
      <p>You must be at least 18 years old, or the age of majority where you live if higher, and HapaBox must be lawful in your country. One account per person.</p>
      <h2>2. Your account</h2>
      <p>Keep your login details safe. You are responsible for activity on your account. We may suspend accounts that break these terms, are used for fraud or money laundering, or are required to be closed by law.</p>
      <h2>3. Coins</h2>
      <p>Coins are bought with a deposit (minimum $20) and are worth one US dollar each for use on HapaBox. Coins are not a bank deposit, earn no interest and cannot be exchanged back to cash except where the law requires it.</p>
      <h2>4. Mystery boxes</h2>
      <ul>
        <li>Each box page shows every item, its value and its odds. Results are decided by the provably-fair method described on the <Link to="/provably-fair">Provably Fair</Link> page and are final.</li>
        <li>The price of a box is charged when you open it. An opening cannot be cancelled.</li>
        <li>Item values are our reference prices and may differ from retail prices in your country.</li>
      </ul>
      <h2>5. Prizes</h2>
      <p>Prizes are stored in your account. You can sell a prize back for its listed value in coins, or request shipping (see <Link to="/shipping">Shipping</Link>). Once sold, a prize cannot be shipped.</p>
      <h2>6. Payments and refunds</h2>
      <p>Deposits are processed by third-party payment providers. Deposits used to open boxes are not refundable. Chargebacks on completed deposits lead to account suspension.</p>
      <h2>7. Responsible play</h2>
      <p>Opening boxes involves chance and the average return is below the price paid. Only play with money you can afford to lose. You can ask us to limit or close your account at any time.</p>
      <h2>8. Liability</h2>
      <p>We provide HapaBox "as is". To the extent allowed by law we are not liable for indirect losses, or for losses caused by events outside our control.</p>
      <h2>9. Changes</h2>
      <p>We may update these terms. The new version applies from the date on this page; we will tell you about important changes.</p>
      <h2>10. Contact</h2>
      <p>Questions about these terms: <Link to="/contact-us">contact us</Link>.</p>
    </>
  );
}
