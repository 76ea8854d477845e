import type { BoxSummary } from '@hapa/contracts';
import { cn, SkeletonGrid } from '../../../components/index.ts';
import { BoxCard } from './box-card.tsx';

/**
 * Responsive grid of box cards (2 columns on phones, up to 6 on wide screens). `eager`: how many of its first cards
 * load their pictures at once and first (a grid at the top of its page: its first row is the largest paint); a grid
 * further down loads them lazily, so they never compete with the first screen's.
 */
export function BoxGrid({
  boxes,
  loading,
  className,
  eager = 0,
}: {
  boxes: BoxSummary[];
  loading?: boolean;
  className?: string;
  eager?: number;
}) {
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
        <BoxCard key={box.id} box={box} eager={i < eager} />
      ))}
    </div>
  );
}
