export default function CookiePolicy() {
  return (
    <>
      <p>HapaBox uses cookies and your browser's local storage to keep you signed in and to remember your preferences.</p>
      <h2>What we store</h2>
      <ul>
        <li><strong>Essential:</strong> your session, so you stay logged in, and security tokens. The site does not work without them.</li>
        <li><strong>Preferences:</strong> choices such as quick-open and which guides you have already seen. They are cleared when you log out.</li>
        <li><strong>Payments:</strong> the number of your last top-up order, so we can show its result when you come back from the payment page.</li>
      </ul>
      <h2>Third parties</h2>
      <p>Payment providers may set their own cookies on their pages during checkout; their policies apply there.</p>
      <h2>Your choices</h2>
      <p>You can clear cookies and local storage in your browser settings at any time. Clearing essential storage logs you out.</p>
    </>
  );
}
