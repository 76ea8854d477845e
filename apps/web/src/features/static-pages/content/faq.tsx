import type { ReactNode } from 'react';
import { Link } from 'react-router';

const QUESTIONS: { q: string; a: ReactNode }[] = [
  { q: 'Are the prizes real?', a: 'Yes. Every item is a real product from an authorised supplier. You can sell it back for coins or have it shipped to you.' },
  { q: 'How are results decided?', a: <>Each opening draws a ticket from 1 to 1,000,000 with HMAC-SHA256 of our committed server seed, your client seed and a nonce. The item whose ticket range holds the ticket is yours. See <Link to="/provably-fair">Provably Fair</Link>.</> },
  { q: 'Can HapaBox change a result after I open a box?', a: 'No. We show you the SHA-256 hash of the server seed before you play. When the seed is revealed you can check that it matches, and recompute every ticket yourself.' },
  { q: 'What do EV and RTP mean?', a: 'Expected value (EV) is the average value of one opening, computed from every item price and its odds. Return to player (RTP) is EV divided by the box price. Both are shown on every box page.' },
  { q: 'How do I top up?', a: 'Press Top-up in the header, pick a payment method and an amount (minimum $20), accept the terms and complete the payment. Your balance updates as soon as the payment is confirmed.' },
  { q: 'How does selling a prize work?', a: <>Open <Link to="/user/cart">My prizes</Link>, select one or more items and press "Sell for". The value is added to your balance immediately. A sold prize cannot be shipped.</> },
  { q: 'How long does shipping take?', a: <>Most orders ship within 3 business days and arrive in 5 to 15 business days depending on your country. See <Link to="/shipping">Shipping</Link>.</> },
  { q: 'Is there a free box?', a: <>Yes. Every player can open the <Link to="/free">free box</Link>; a timer shows when the next one is ready.</> },
  { q: 'I was charged but my balance did not change.', a: <>Payments are usually confirmed within seconds. If it takes longer than 10 minutes, <Link to="/contact-us">contact us</Link> with your order number.</> },
  { q: 'Who can play?', a: 'Adults aged 18 or over (or the age of majority where you live) in countries where HapaBox is available.' },
];

export default function Faq() {
  return (
    <div className="flex flex-col gap-2">
      {QUESTIONS.map(({ q, a }) => (
        <details key={q} className="group rounded-2xl border border-line bg-bg-2/60 px-4 py-3 open:border-accent/40">
          <summary className="cursor-pointer list-none text-sm font-bold text-fg marker:hidden">
            <span className="mr-2 inline-block text-accent transition group-open:rotate-45">+</span>
            {q}
          </summary>
          <p className="mt-2 pl-5">{a}</p>
        </details>
      ))}
    </div>
  );
}
