import { useLayoutEffect, useMemo, useRef } from 'react';
import { cn, rarityClasses, rarityColor } from '../../../components/index.ts';
import { LANDING, seatReel, type ReelItem } from '../lib/reel.ts';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';
import { picture } from '../../../lib/picture.ts';

const EASING = 'cubic-bezier(0.08, 0.7, 0.14, 1)';

interface SeatReelProps {
  /** the round box's items (filler), may be empty while loading */
  items: ReelItem[];
  won: ReelItem;
  /** presentation seed (the draw's ticket) */
  seed: number;
  /** battle-time ms the spin started / how long it lasts; a page opened mid-spin joins it in motion */
  spinStart: number;
  spinMs: number;
  battleNow: number;
}

/**
 * One seat's vertical reel for the current round, stopping on the item the server drew. Uses the Web
 * Animations API with a negative delay so late joiners see the reel exactly where it is.
 */
export function SeatReel({ items, won, seed, spinStart, spinMs, battleNow }: SeatReelProps) {
  const strip = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const cards = useMemo(() => seatReel(items, won, seed), [items, won, seed]);
  const elapsedAtMount = useRef(battleNow - spinStart);
  const reduced = usePrefersReducedMotion();
  useLayoutEffect(() => {
    const el = strip.current;
    const vp = viewport.current;
    if (!el || !vp || typeof el.animate !== 'function') return;
    const card = (el.children[0] as HTMLElement | undefined)?.offsetHeight ?? 80;
    const gap = parseFloat(getComputedStyle(el).rowGap) || 0;
    const end = -(LANDING * (card + gap) + card / 2 - vp.clientHeight / 2);
    const anim = el.animate([{ transform: 'translateY(0)' }, { transform: `translateY(${end}px)` }], {
      // reduced motion (docs/battles.md): the reel stands on the drawn item at once
      duration: reduced ? 1 : spinMs,
      delay: reduced ? 0 : -Math.max(0, elapsedAtMount.current),
      easing: EASING,
      fill: 'forwards',
    });
    return () => anim.cancel();
  }, [spinMs, cards, reduced]);
  return (
    <div ref={viewport} className="relative h-44 overflow-hidden rounded-xl border border-line bg-bg-2 md:h-56" data-testid="seat-reel">
      <div className="pointer-events-none absolute inset-x-0 top-0 z-10 h-10 bg-gradient-to-b from-bg-2 to-transparent" />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 h-10 bg-gradient-to-t from-bg-2 to-transparent" />
      <div className="pointer-events-none absolute inset-x-0 top-1/2 z-20 h-0.5 -translate-y-1/2 bg-accent/70 shadow-[0_0_10px_var(--color-accent)]" />
      <div ref={strip} className="flex flex-col items-center gap-2 py-0 will-change-transform">
        {cards.map((c, i) => (
          <div
            key={i}
            className={cn(
              'flex size-16 shrink-0 items-center justify-center rounded-lg border bg-surface md:size-20',
              rarityClasses(c.skuLevel).border,
            )}
            style={{ boxShadow: `inset 0 -18px 24px -18px ${rarityColor(c.skuLevel)}` }}
          >
            <img
              {...picture(c.image, '(min-width: 768px) 64px, 48px')}
              alt=""
              className="size-12 object-contain md:size-16"
              draggable={false}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
