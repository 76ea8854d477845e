import { useTranslation } from 'react-i18next';
import { Tx } from '../lib/static-texts.tsx';

/** Question keys of `staticPages.faq` (`<id>Q` / `<id>A`), in order. */
const QUESTIONS = ['real', 'decided', 'change', 'ev', 'topUp', 'sell', 'shipping', 'free', 'charged', 'who'] as const;

export default function Faq() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      {QUESTIONS.map((id) => (
        <details key={id} className="group rounded-2xl border border-line bg-bg-2/60 px-4 py-3 open:border-accent/40">
          <summary className="cursor-pointer list-none text-sm font-bold text-fg marker:hidden">
            <span className="mr-2 inline-block text-accent transition group-open:rotate-45" aria-hidden="true">
              +
            </span>
            {t(`staticPages.faq.${id}Q`)}
          </summary>
          <p className="mt-2 pl-5">
            <Tx k={`faq.${id}A`} />
          </p>
        </details>
      ))}
    </div>
  );
}
