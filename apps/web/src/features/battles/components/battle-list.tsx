import type { BattleSummary } from '@hapa/contracts';
import { cn } from '../../../components/index.ts';
import { BattleCard } from './battle-card.tsx';

/** A responsive grid of battle cards. */
export function BattleGrid({ battles, className, testId }: { battles: BattleSummary[]; className?: string; testId?: string }) {
  return (
    <div className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3', className)} data-testid={testId}>
      {battles.map((b) => (
        <BattleCard key={b.uuid} battle={b} />
      ))}
    </div>
  );
}
