import { useEffect, useMemo, useRef, useState, type ComponentType, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasCloseControl } from '@hapa/domain';
import type { Banner } from '@hapa/contracts';
import { Button, cn, IconChevronLeft, IconChevronRight, IconClose, Skeleton } from '../../../components/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { usePageVisible } from '../../../lib/use-page-visible.ts';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';
import { useHomeBanners } from '../api/get-banners.ts';
import { BANNER_AUTOPLAY_MS, BUILT_IN_SLIDES, nextIndex, recordClose, visibleBanners, type BannerArt } from '../lib/banners.ts';
import { runBannerAction } from '../lib/banner-action.ts';
import { BoxesArt, CoinsArt, GiftArt, ShieldArt } from './banner-art.tsx';

const ART: Record<BannerArt, ComponentType> = { boxes: BoxesArt, gift: GiftArt, coins: CoinsArt, shield: ShieldArt };
// the tallest slide sets the row's height (its texts are never cut), and its content keeps clear of the dots below;
// phones skip the kicker, so most texts fit the least height
const SLIDE = 'relative flex min-h-48 w-full shrink-0 items-center overflow-hidden pb-8 pt-4 sm:min-h-60 sm:py-8 md:min-h-72';

/**
 * Home banner carousel (docs/product/routes.md#home, docs/product/states.md#banners banner visibility, docs/product/constants.md#timings home autoplay 2 s): the console's banners from the API,
 * autoplay every 2 s (paused while hovered or focused, on a hidden tab and under reduced motion), dots, arrows,
 * swipe; a close control unless the banner is no_close.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const visible = usePageVisible();
  const { data, isPending } = useHomeBanners();
  const [closedTick, setClosedTick] = useState(0);
  const banners = useMemo(() => visibleBanners(data ?? []), [data, closedTick]);
  const [index, setIndex] = useState(0);
  const [hover, setHover] = useState(false);
  const [focused, setFocused] = useState(false);
  const still = usePrefersReducedMotion();
  const dragStart = useRef<number | null>(null);
  const count = banners.length;
  const current = count ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (hover || focused || still || !visible || count < 2) return;
    const id = setTimeout(() => setIndex((i) => nextIndex(i, count)), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(id);
  }, [index, hover, focused, still, visible, count]);

  // the slides' least height: most texts fit it, so little moves when they arrive (a first screen has them at once)
  if (isPending) return <Skeleton className="h-48 w-full rounded-3xl sm:h-60 md:h-72" />;
  if (!count) return null;

  function close(b: Banner) {
    recordClose(b.id);
    setClosedTick((n) => n + 1);
  }
  function onPointerDown(e: PointerEvent) {
    dragStart.current = e.clientX;
  }
  function onPointerUp(e: PointerEvent) {
    if (dragStart.current === null) return;
    const dx = e.clientX - dragStart.current;
    dragStart.current = null;
    if (Math.abs(dx) > 40) setIndex((i) => nextIndex(i, count, dx < 0 ? 1 : -1));
  }
  const act = (b: Banner) => runBannerAction(b, { loggedIn, navigate });

  return (
    <section
      className="group relative overflow-hidden rounded-3xl border border-line"
      aria-roledescription="carousel"
      aria-label={t('home.bannersLabel')}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      data-testid="banner-carousel"
      data-autoplay-ms={BANNER_AUTOPLAY_MS}
    >
      <div
        className="flex transition-transform duration-700 ease-[cubic-bezier(0.22,1,0.36,1)]"
        style={{ transform: `translateX(-${current * 100}%)` }}
      >
        {banners.map((b, i) => {
          const builtIn = b.bannerKey ? BUILT_IN_SLIDES[b.bannerKey] : undefined;
          const label = `${i + 1} / ${count}`;
          if (!builtIn) {
            return (
              <div
                key={b.id}
                className={cn(SLIDE, 'bg-surface-2')}
                aria-roledescription="slide"
                aria-label={label}
                aria-hidden={i !== current}
                data-testid={`banner-${b.id}`}
              >
                <button
                  type="button"
                  className="absolute inset-0 size-full"
                  tabIndex={i === current ? 0 : -1}
                  onClick={() => act(b)}
                  disabled={b.redirectType === 'none'}
                >
                  <img
                    src={b.img}
                    alt={b.title || t('home.bannerImage')}
                    className="size-full object-cover"
                    loading={i === 0 ? 'eager' : 'lazy'}
                    draggable={false}
                  />
                </button>
              </div>
            );
          }
          const Art = ART[builtIn.art];
          const key = b.bannerKey!;
          return (
            <div
              key={b.id}
              className={cn(SLIDE, 'on-dark bg-gradient-to-br px-5 md:px-12', builtIn.tone)}
              aria-roledescription="slide"
              aria-label={label}
              aria-hidden={i !== current}
              data-testid={`banner-${b.id}`}
            >
              <div className="pointer-events-none absolute inset-0 bg-[linear-gradient(rgb(255_255_255/0.03)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.03)_1px,transparent_1px)] bg-[size:32px_32px]" />
              <div className="relative z-10 flex max-w-[62%] flex-col items-start gap-2 md:max-w-[50%] md:gap-3">
                <span className="rounded-full border border-accent/40 bg-accent/10 px-2.5 py-1 text-[10px] font-black uppercase tracking-widest text-accent max-sm:hidden md:text-xs">
                  {t(`home.banners.${key}.kicker`)}
                </span>
                <h2 className="text-xl font-black uppercase italic leading-none tracking-tight sm:text-3xl lg:text-5xl">
                  {t(`home.banners.${key}.title`)}
                </h2>
                <p className="text-xs text-muted sm:text-sm md:text-base">{t(`home.banners.${key}.text`)}</p>
                <Button
                  size="sm"
                  className="mt-1 md:h-11 md:px-6 md:text-sm"
                  tabIndex={i === current ? 0 : -1}
                  onClick={() => act(b)}
                  data-testid={`banner-cta-${key}`}
                >
                  {t(`home.banners.${key}.cta`)}
                </Button>
              </div>
              <div className="absolute -right-6 bottom-0 top-0 w-[42%] py-6 sm:w-[45%] md:right-8 md:w-[42%] md:py-6">
                <Art />
              </div>
            </div>
          );
        })}
      </div>
      {hasCloseControl(banners[current]!) ? (
        <button
          type="button"
          aria-label={t('home.closeBanner')}
          onClick={() => close(banners[current]!)}
          className="absolute right-3 top-3 z-20 flex size-8 items-center justify-center rounded-full bg-black/50 text-fg backdrop-blur hover:bg-black/70"
          data-testid="banner-close"
        >
          <IconClose size={16} />
        </button>
      ) : null}
      {count > 1 ? (
        <>
          <button
            type="button"
            aria-label={t('common.prev')}
            onClick={() => setIndex((i) => nextIndex(i, count, -1))}
            className="absolute left-3 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-fg opacity-0 backdrop-blur transition group-hover:opacity-100 md:flex"
          >
            <IconChevronLeft />
          </button>
          <button
            type="button"
            aria-label={t('common.next')}
            onClick={() => setIndex((i) => nextIndex(i, count, 1))}
            className="absolute right-3 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-fg opacity-0 backdrop-blur transition group-hover:opacity-100 md:flex"
          >
            <IconChevronRight />
          </button>
          <div className="absolute bottom-1.5 left-1/2 flex -translate-x-1/2">
            {banners.map((b, i) => (
              // a 24 px tap target around the small dot
              <button
                key={b.id}
                type="button"
                aria-label={`${i + 1}`}
                aria-current={i === current}
                onClick={() => setIndex(i)}
                className="group/dot flex h-6 min-w-6 items-center justify-center px-0.5"
              >
                <span
                  className={cn(
                    'h-1.5 rounded-full transition-all',
                    i === current ? 'w-6 bg-accent' : 'w-1.5 bg-white/30 group-hover/dot:bg-white/60',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
