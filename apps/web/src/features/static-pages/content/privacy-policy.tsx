import { Link } from 'react-router';

export default function PrivacyPolicy() {
  return (
    <>
      <p>This policy explains what personal data HapaBox collects, why, and the choices you have.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Account data: email address, nickname, password (stored only as a secure hash).</li>
        <li>Play data: openings, seeds, prizes, balance changes and orders.</li>
        <li>Payment data: order numbers, amounts and, for cards, the last four digits and brand. Full card numbers are handled by our payment providers, never by us.</li>
        <li>Shipping data: the address you give for deliveries.</li>
        <li>Technical data: device, browser, IP address and session identifiers, used for security and fraud prevention.</li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>To run your account, process payments, deliver prizes and provide support.</li>
        <li>To meet legal duties, including anti-money-laundering checks (see the <Link to="/aml-policy">AML Policy</Link>).</li>
        <li>To keep the service secure and prevent fraud and abuse.</li>
      </ul>
      <h2>Sharing</h2>
      <p>We share data only with payment providers, shipping partners and service providers that process it for us under contract, and with authorities when the law requires it. We do not sell personal data.</p>
      <h2>Retention</h2>
      <p>We keep account and transaction records for as long as your account is open and afterwards for the period required by law.</p>
      <h2>Your rights</h2>
      <p>You can ask for a copy of your data, its correction or deletion, and object to certain uses. Write to us via <Link to="/contact-us">Contact us</Link>.</p>
      <h2>Cookies</h2>
      <p>See our <Link to="/cookie-policy">Cookie Policy</Link>.</p>
    </>
  );
}
