import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, Skeleton } from '../../../components/index.ts';
import { useLiveDrops } from '../hooks/use-live-drops.ts';
import { isHidingGoldDrop, LIVE_DROP_HIDE_MS, pinnedGoldDrop } from '../lib/merge-drops.ts';
import { DropCard } from './drop-card.tsx';

/** Ticks once per `ms` (re-renders so pinned gold drops expire). */
function useNow(ms: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/**
 * Live drops strip (docs/product/routes.md#home, docs/product/constants.md#timings live-drop timings): realtime, max 50, the latest gold drop highlighted and held
 * aside for 10 s (live-drop time), fading out over its last 500 ms (live-drop hide); pauses when the tab is hidden.
 */
export function LiveDropsTicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { drops, isLoading, paused } = useLiveDrops();
  // a pinned gold drop needs the 500 ms tick for its fade; otherwise a slow tick finds the next one
  const now = useNow(pinnedGoldDrop(drops, Date.now()) ? LIVE_DROP_HIDE_MS : 5000);
  const pinned = pinnedGoldDrop(drops, now);
  const rest = pinned ? drops.filter((d) => d.id !== pinned.id) : drops;

  return (
    <section
      className={cn('relative flex items-stretch gap-3 overflow-hidden rounded-2xl border border-line bg-surface/70 p-2', className)}
      aria-label={t('drops.title')}
      data-testid="live-drops"
    >
      <div className="flex w-12 shrink-0 flex-col items-center justify-center gap-2 rounded-xl bg-bg-2 md:w-16">
        <span className="relative flex size-2.5">
          <span className={cn('absolute inline-flex size-full rounded-full bg-accent opacity-75', !paused && 'animate-ping')} />
          <span className="relative inline-flex size-2.5 rounded-full bg-accent" />
        </span>
        <span className="text-[10px] font-black uppercase leading-tight tracking-widest text-accent [writing-mode:vertical-rl] rotate-180 md:[writing-mode:horizontal-tb] md:rotate-0 md:text-center">
          {paused ? t('drops.paused') : t('drops.live')}
        </span>
      </div>
      {pinned ? (
        <div
          className={cn('relative shrink-0 transition-opacity duration-500', isHidingGoldDrop(pinned, now) && 'opacity-0')}
          data-testid="live-drops-pinned"
        >
          <span className="absolute -top-0.5 left-1/2 z-10 -translate-x-1/2 rounded-b-md bg-rarity-1 px-1.5 text-[9px] font-black uppercase tracking-wider text-[#2a1900]">
            {t('drops.best')}
          </span>
          <DropCard drop={pinned} />
        </div>
      ) : null}
      <div className="flex min-h-[118px] min-w-0 flex-1 gap-2 overflow-x-auto scrollbar-none [mask-image:linear-gradient(90deg,#000_85%,transparent)]">
        {isLoading
          ? Array.from({ length: 10 }, (_, i) => <Skeleton key={i} className="h-[118px] w-28 shrink-0 md:w-32" />)
          : rest.map((d) => <DropCard key={d.id} drop={d} />)}
        {!isLoading && drops.length === 0 ? <p className="self-center px-4 text-sm text-muted">{t('drops.empty')}</p> : null}
      </div>
    </section>
  );
}
