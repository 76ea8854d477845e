import type { BoxSummary } from '@hapa/contracts';
import { cn, SkeletonGrid } from '../../../components/index.ts';
import { BoxCard } from './box-card.tsx';

/** Responsive grid of box cards (2 columns on phones, up to 6 on wide screens). */
export function BoxGrid({ boxes, loading, className }: { boxes: BoxSummary[]; loading?: boolean; className?: string }) {
  if (loading && boxes.length === 0) return <SkeletonGrid count={12} />;
  return (
    <div
      className={cn(
        'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-6',
        loading && 'opacity-60 transition',
        className,
      )}
      data-testid="box-grid"
    >
      {boxes.map((box, i) => (
        <BoxCard key={box.id} box={box} eager={i < 2} />
      ))}
    </div>
  );
}
