import { useTranslation } from 'react-i18next';
import { IconCard, IconGift, IconShield, IconTruck } from '../../../components/index.ts';

const ITEMS = [
  { key: 'fair', icon: IconShield },
  { key: 'guaranteed', icon: IconGift },
  { key: 'shipping', icon: IconTruck },
  { key: 'payment', icon: IconCard },
] as const;

/** Commitments (spec §2): Provably Fair, Guaranteed Items, 100% Trackable Shipping, Safe Payment. */
export function CommitmentsStrip() {
  const { t } = useTranslation();
  return (
    <section className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('home.commitments.title')} data-testid="commitments">
      {ITEMS.map(({ key, icon: Icon }) => (
        <div key={key} className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-3 md:p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent">
            <Icon size={22} />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-extrabold leading-tight">{t(`home.commitments.${key}.title`)}</p>
            <p className="mt-1 hidden text-xs text-muted sm:block">{t(`home.commitments.${key}.text`)}</p>
          </div>
        </div>
      ))}
    </section>
  );
}
