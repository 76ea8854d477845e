import type { FreeBoxView } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { FreeBoxCard } from './free-box-card.tsx';

/** The free boxes as a row of cards (swipe on phones, a grid on wide screens); the chosen one goes on the stage. */
export function FreeBoxChooser({
  list,
  selectedId,
  onSelect,
}: {
  list: FreeBoxView[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('free.listLabel')} data-testid="free-box-list">
      <h2 className="mb-3 text-lg font-black uppercase italic tracking-tight">{t('free.listTitle')}</h2>
      <div className="-mx-3 flex snap-x scroll-px-3 gap-3 overflow-x-auto px-3 pb-1 scrollbar-none sm:mx-0 sm:grid sm:scroll-px-0 sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-5">
        {list.map((b) => (
          <FreeBoxCard key={b.boxId} box={b} selected={b.boxId === selectedId} onSelect={() => onSelect(b.boxId)} />
        ))}
      </div>
    </section>
  );
}
