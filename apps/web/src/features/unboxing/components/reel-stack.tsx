import { SPIN_MS } from '../hooks/use-quick-open.ts';
import type { ReelPlan } from '../hooks/use-unboxing.ts';
import { Reel, type ReelSize } from './reel.tsx';

interface ReelStackProps {
  reels: ReelPlan[];
  landingIndex: number;
  quick: boolean;
  onReelDone: () => void;
}

/** 1, 3 or 5 reels stacked; each later reel stops a little after the previous one. */
export function ReelStack({ reels, landingIndex, quick, onReelDone }: ReelStackProps) {
  const size: ReelSize = reels.length >= 5 ? 'sm' : reels.length >= 3 ? 'md' : 'lg';
  const base = quick ? SPIN_MS.quick : SPIN_MS.normal;
  return (
    <div className="flex flex-col gap-2" data-testid="reel-stack" data-count={reels.length}>
      {reels.map((plan, i) => (
        <Reel
          key={plan.key}
          spinKey={plan.key}
          cards={plan.cards}
          landingIndex={landingIndex}
          jitter={plan.jitter}
          size={size}
          durationMs={base + i * (quick ? 120 : SPIN_MS.stagger)}
          onDone={onReelDone}
        />
      ))}
    </div>
  );
}
