import { Link } from 'react-router';

const CHANNELS = [
  { title: 'Support', value: 'support@hapabox.com', text: 'Orders, payments, account questions. We answer within 24 hours.' },
  { title: 'Shipping', value: 'shipping@hapabox.com', text: 'Tracking, damaged parcels, address changes.' },
  { title: 'Fairness', value: 'fair@hapabox.com', text: 'Questions about seeds, tickets and verification.' },
  { title: 'Partnerships', value: 'partners@hapabox.com', text: 'Creators, brands and affiliates.' },
];

export default function ContactUs() {
  return (
    <>
      <p>We are here every day. Include your account email and, for payments, the order number so we can help faster.</p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {CHANNELS.map((c) => (
          <a key={c.title} href={`mailto:${c.value}`} className="rounded-2xl border border-line bg-bg-2/60 p-4 no-underline transition hover:border-accent/50">
            <span className="block text-xs font-bold uppercase tracking-widest text-subtle">{c.title}</span>
            <span className="mt-1 block font-bold text-accent">{c.value}</span>
            <span className="mt-1 block text-sm text-muted">{c.text}</span>
          </a>
        ))}
      </div>
      <h2>Before you write</h2>
      <p>Many answers are already in the <Link to="/faq">FAQ</Link>. For a result you want to check, the <Link to="/provably-fair">Provably Fair</Link> page lets you verify any opening yourself.</p>
      <h2>Responsible play</h2>
      <p>If you want to limit or close your account, write to support with the subject "Self-exclusion" and we will act on it within 24 hours.</p>
    </>
  );
}
