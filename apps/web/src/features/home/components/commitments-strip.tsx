import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, IconCard, IconGift, IconShield, IconTruck } from '../../../components/index.ts';
import { usePageVisible } from '../../../lib/use-page-visible.ts';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';
import { COMMITMENTS_ROTATE_MS } from '../lib/banners.ts';

const ITEMS = [
  { key: 'fair', icon: IconShield },
  { key: 'guaranteed', icon: IconGift },
  { key: 'shipping', icon: IconTruck },
  { key: 'payment', icon: IconCard },
] as const;

/**
 * Commitments (docs/product/routes.md#static-pages: Provably Fair, Guaranteed Items, 100% Trackable Shipping, Safe Payment; docs/product/constants.md#timings rotating every
 * 2.5 s): on a phone one commitment at a time in a one-line strip that moves on every 2.5 s; on wider screens all
 * four, the current one lit. Stops while hovered or focused, on a hidden tab and under reduced motion (a phone then
 * shows the four in two rows).
 */
export function CommitmentsStrip() {
  const { t } = useTranslation();
  const visible = usePageVisible();
  const still = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || still || !visible) return;
    const id = setTimeout(() => setCurrent((i) => (i + 1) % ITEMS.length), COMMITMENTS_ROTATE_MS);
    return () => clearTimeout(id);
  }, [current, paused, still, visible]);
  return (
    <section
      className={cn(
        'skip-offscreen grid gap-3 [--offscreen-height:80px]',
        still ? 'grid-cols-2 md:grid-cols-4' : 'grid-cols-1 sm:grid-cols-4',
      )}
      aria-label={t('home.commitments.title')}
      data-testid="commitments"
      data-current={ITEMS[current]!.key}
      data-rotate-ms={COMMITMENTS_ROTATE_MS}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {ITEMS.map(({ key, icon: Icon }, i) => (
        <div
          key={key}
          className={cn(
            // one height for every commitment: the phone strip never changes height as it moves on. Under 360 px the
            // two columns of reduced motion are 140 px: the icon goes above the title, so "Trackable" fits its line
            'min-h-[4.5rem] items-start gap-3 rounded-2xl border bg-surface p-3 transition-colors duration-500 md:p-4',
            still && 'max-[359px]:flex-col max-[359px]:gap-2',
            i === current && !still ? 'border-accent/50' : 'border-line',
            still || i === current ? 'flex' : 'hidden sm:flex',
          )}
          data-testid={`commitment-${key}`}
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent">
            <Icon size={22} />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-extrabold leading-tight">{t(`home.commitments.${key}.title`)}</p>
            <p className={cn('mt-1 text-xs text-muted md:line-clamp-2 md:block', still ? 'hidden' : 'line-clamp-1 sm:hidden')}>
              {t(`home.commitments.${key}.text`)}
            </p>
          </div>
        </div>
      ))}
    </section>
  );
}
