import { Link } from 'react-router';

export default function HowItWorks() {
  return (
    <>
      <p>HapaBox is a mystery-box shop. Every box holds a list of real products, each with published odds. You open a box, a provably-fair draw picks one item, and the prize is yours to keep, ship or sell back for coins.</p>
      <h2>1. Top up your balance</h2>
      <p>Add coins with a card or another payment method from $20. One coin is worth one US dollar. Your balance is shown in the header at all times.</p>
      <h2>2. Pick a box</h2>
      <p>Browse boxes by category, search by name and filter by price. Every box page lists each item with its value, its odds in percent and the exact ticket range it owns, plus the box's expected value and return to player (RTP).</p>
      <h2>3. Open it</h2>
      <p>Choose 1X, 3X or 5X. The server decides each result the moment you press the button, using your seed pair, and only then does the reel spin to show it. Nothing you see on screen changes the outcome.</p>
      <h2>4. Keep, sell or ship</h2>
      <p>Prizes land in <Link to="/user/cart">My prizes</Link>. Sell any prize back instantly for coins, or keep it and request shipping with full tracking.</p>
      <h2>5. Verify</h2>
      <p>Change your seed pair at any time to reveal the server seed behind your past openings, then check every ticket on the <Link to="/provably-fair">Provably Fair</Link> page, right in your browser.</p>
      <h2>Play responsibly</h2>
      <p>HapaBox is for adults (18+). Opening boxes costs money and most openings return less than the box price on average; the RTP on each box page tells you how much. Set a budget and stop when you reach it.</p>
    </>
  );
}
