import { useLayoutEffect, useRef, useState } from 'react';
import { cn, rarityClasses, rarityColor } from '../../../components/index.ts';
import { landingOffset } from '../lib/build-reel.ts';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';
import { picture } from '../../../lib/picture.ts';

export interface ReelCard {
  id: number;
  name: string;
  image: string;
  skuLevel: number;
}

export type ReelSize = 'lg' | 'md' | 'sm';

const CARD: Record<ReelSize, string> = {
  lg: 'w-24 h-28 md:w-36 md:h-40',
  md: 'w-20 h-24 md:w-28 md:h-32',
  sm: 'w-16 h-[4.5rem] md:w-24 md:h-24',
};
const IMG: Record<ReelSize, string> = { lg: 'size-16 md:size-24', md: 'size-12 md:size-20', sm: 'size-10 md:size-14' };
/** How wide IMG draws a card's picture, for its srcset (lib/picture.ts). */
const PICTURE_SIZES: Record<ReelSize, string> = {
  lg: '(min-width: 768px) 96px, 64px',
  md: '(min-width: 768px) 80px, 48px',
  sm: '(min-width: 768px) 56px, 40px',
};

/** Decelerating ease: fast start, long smooth stop. */
const EASING = 'cubic-bezier(0.06, 0.72, 0.12, 1)';

interface ReelProps {
  cards: ReelCard[];
  landingIndex: number;
  /** changes per opening; a new value starts a new spin */
  spinKey: number;
  durationMs: number;
  /** -0.35..0.35 of a card: where under the marker the landing card stops */
  jitter: number;
  size: ReelSize;
  onDone: () => void;
}

/**
 * One horizontal reel that decelerates onto `cards[landingIndex]` (the prize the server already
 * returned). Ends via transitionend, with a timer fallback (hidden tabs skip transitions).
 */
export function Reel({ cards, landingIndex, spinKey, durationMs, jitter, size, onDone }: ReelProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const [landed, setLanded] = useState(false);
  const reduced = usePrefersReducedMotion();
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useLayoutEffect(() => {
    const vp = viewport.current;
    const el = strip.current;
    if (!vp || !el) return;
    setLanded(false);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      setLanded(true);
      onDoneRef.current();
    };
    const first = el.children[0] as HTMLElement | undefined;
    const cardWidth = first?.getBoundingClientRect().width ?? 100;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    const target = landingOffset(landingIndex, cardWidth, gap, vp.clientWidth, jitter);

    el.style.transition = 'none';
    if (reduced) {
      // reduced motion (docs/architecture/web-app.md): no spin, the reel shows the prize under the marker at once
      el.style.transform = `translate3d(${target}px,0,0)`;
      finish();
      return;
    }
    el.style.transform = 'translate3d(0,0,0)';
    void el.offsetWidth; // commit the start position before animating
    const raf = requestAnimationFrame(() => {
      el.style.transition = `transform ${durationMs}ms ${EASING}`;
      el.style.transform = `translate3d(${target}px,0,0)`;
    });
    const onEnd = (e: TransitionEvent) => {
      if (e.target === el && e.propertyName === 'transform') finish();
    };
    el.addEventListener('transitionend', onEnd);
    const fallback = setTimeout(finish, durationMs + 600);
    return () => {
      cancelAnimationFrame(raf);
      clearTimeout(fallback);
      el.removeEventListener('transitionend', onEnd);
    };
  }, [spinKey, landingIndex, durationMs, jitter, reduced]);

  return (
    <div
      ref={viewport}
      className="relative w-full min-w-0 overflow-hidden rounded-2xl border border-line bg-bg-2/80 py-2"
      data-testid="reel"
      data-landed={landed}
    >
      <div className="pointer-events-none absolute inset-y-0 left-0 z-10 w-12 bg-gradient-to-r from-bg-2 to-transparent md:w-24" />
      <div className="pointer-events-none absolute inset-y-0 right-0 z-10 w-12 bg-gradient-to-l from-bg-2 to-transparent md:w-24" />
      <div
        className="pointer-events-none absolute inset-y-0 left-1/2 z-20 w-0.5 -translate-x-1/2 bg-accent shadow-[0_0_12px_var(--color-accent)]"
        data-testid="reel-marker"
      >
        <span className="absolute -left-[5px] -top-0.5 border-x-[6px] border-t-8 border-x-transparent border-t-accent" />
        <span className="absolute -bottom-0.5 -left-[5px] border-x-[6px] border-b-8 border-x-transparent border-b-accent" />
      </div>
      <div ref={strip} className="flex w-max gap-2 px-0 will-change-transform">
        {cards.map((card, i) => {
          const winner = i === landingIndex;
          const rarity = rarityClasses(card.skuLevel);
          return (
            <div
              key={i}
              className={cn(
                'relative flex shrink-0 flex-col items-center justify-center overflow-hidden rounded-xl border bg-surface transition duration-500',
                CARD[size],
                rarity.border,
                landed && winner && 'z-10 scale-105 shadow-[0_0_30px_-4px_var(--glow)]',
                landed && !winner && 'opacity-35',
              )}
              style={{ ['--glow' as string]: rarityColor(card.skuLevel) }}
              data-testid={winner ? 'reel-winner' : undefined}
              data-item-id={winner ? card.id : undefined}
            >
              <span className={cn('absolute inset-x-0 bottom-0 h-1', rarity.bar)} />
              <span
                className="pointer-events-none absolute inset-0 opacity-30"
                style={{ background: `radial-gradient(circle at 50% 80%, ${rarityColor(card.skuLevel)}, transparent 70%)` }}
              />
              <img
                {...picture(card.image, PICTURE_SIZES[size])}
                alt={winner ? card.name : ''}
                className={cn('relative object-contain', IMG[size])}
                draggable={false}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
