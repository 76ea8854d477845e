import { useTranslation } from 'react-i18next';
import { EmptyState, SectionHeading, Skeleton, IconBolt } from '../../../components/index.ts';
import { useBoxDrops } from '../hooks/use-live-drops.ts';
import { DropCard } from './drop-card.tsx';

/** Recent drops of one box (box detail page), realtime. */
export function RecentDrops({ boxId }: { boxId: number }) {
  const { t } = useTranslation();
  const { drops, isLoading } = useBoxDrops(boxId);
  return (
    <section data-testid="box-recent-drops">
      <SectionHeading title={t('drops.recent')} icon={<IconBolt size={20} />} />
      {isLoading ? (
        <div className="flex gap-2 overflow-hidden">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-[118px] w-28 shrink-0" />
          ))}
        </div>
      ) : drops.length === 0 ? (
        <EmptyState title={t('drops.noneForBox')} className="py-8" />
      ) : (
        <div className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-2 scrollbar-none md:mx-0 md:flex-wrap md:px-0">
          {drops.map((d) => (
            <DropCard key={d.id} drop={d} />
          ))}
        </div>
      )}
    </section>
  );
}
