import { useTranslation } from 'react-i18next';
import { Tx } from '../lib/static-texts.tsx';

/** Support mailboxes; titles and texts in `staticPages.contact.channels.<id>`. */
const CHANNELS = [
  { id: 'support', value: 'support@hapabox.com' },
  { id: 'shipping', value: 'shipping@hapabox.com' },
  { id: 'fairness', value: 'fair@hapabox.com' },
  { id: 'partners', value: 'partners@hapabox.com' },
] as const;

export default function ContactUs() {
  const { t } = useTranslation();
  const s = (k: string) => t(`staticPages.contact.${k}`);
  return (
    <>
      <p>{s('intro')}</p>
      <div className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {CHANNELS.map((c) => (
          <a
            key={c.id}
            href={`mailto:${c.value}`}
            className="rounded-2xl border border-line bg-bg-2/60 p-4 no-underline transition hover:border-accent/50"
          >
            <span className="block text-xs font-bold uppercase tracking-widest text-subtle">{s(`channels.${c.id}.title`)}</span>
            <span className="mt-1 block font-bold text-accent">{c.value}</span>
            <span className="mt-1 block text-sm text-muted">{s(`channels.${c.id}.text`)}</span>
          </a>
        ))}
      </div>
      <h2>{s('beforeTitle')}</h2>
      <p>
        <Tx k="contact.before" />
      </p>
      <h2>{s('responsibleTitle')}</h2>
      <p>{s('responsible')}</p>
    </>
  );
}
