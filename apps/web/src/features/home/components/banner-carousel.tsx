import { useEffect, useRef, useState, type ComponentType, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, cn, IconChevronLeft, IconChevronRight } from '../../../components/index.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { usePageVisible } from '../../../lib/use-page-visible.ts';
import { BANNER_AUTOPLAY_MS, BANNERS, nextIndex, type BannerArt } from '../lib/banners.ts';
import { BoxesArt, CoinsArt, GiftArt, ShieldArt } from './banner-art.tsx';

const ART: Record<BannerArt, ComponentType> = { boxes: BoxesArt, gift: GiftArt, coins: CoinsArt, shield: ShieldArt };

/** Home banner carousel: autoplay every 8 s (paused on hover / hidden tab), dots, arrows, swipe. */
export function BannerCarousel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const visible = usePageVisible();
  const [index, setIndex] = useState(0);
  const [hover, setHover] = useState(false);
  const dragStart = useRef<number | null>(null);
  const count = BANNERS.length;

  useEffect(() => {
    if (hover || !visible) return;
    const id = setTimeout(() => setIndex((i) => nextIndex(i, count)), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(id);
  }, [index, hover, visible, count]);

  function act(action: string) {
    if (action === 'topup') {
      if (loggedIn) openTopUp();
      else openAuth('signup');
    } else navigate(action);
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

  return (
    <section
      className="group relative overflow-hidden rounded-3xl border border-line"
      aria-roledescription="carousel"
      aria-label={t('home.bannersLabel')}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      data-testid="banner-carousel"
    >
      <div className="flex transition-transform duration-700 ease-[cubic-bezier(0.22,1,0.36,1)]" style={{ transform: `translateX(-${index * 100}%)` }}>
        {BANNERS.map((b, i) => {
          const Art = ART[b.art];
          return (
            <div
              key={b.id}
              className={cn('relative flex h-48 w-full shrink-0 items-center overflow-hidden bg-gradient-to-br px-5 sm:h-60 md:h-72 md:px-12', b.tone)}
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== index}
            >
              <div className="pointer-events-none absolute inset-0 bg-[linear-gradient(rgb(255_255_255/0.03)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.03)_1px,transparent_1px)] bg-[size:32px_32px]" />
              <div className="relative z-10 flex max-w-[62%] flex-col items-start gap-2 md:max-w-[50%] md:gap-3">
                <span className="rounded-full border border-accent/40 bg-accent/10 px-2.5 py-1 text-[10px] font-black uppercase tracking-widest text-accent md:text-xs">
                  {t(`home.banners.${b.id}.kicker`)}
                </span>
                <h2 className="text-xl font-black uppercase italic leading-none tracking-tight sm:text-3xl md:text-5xl">{t(`home.banners.${b.id}.title`)}</h2>
                <p className="line-clamp-2 text-xs text-muted sm:text-sm md:text-base">{t(`home.banners.${b.id}.text`)}</p>
                <Button size="sm" className="mt-1 md:h-11 md:px-6 md:text-sm" tabIndex={i === index ? 0 : -1} onClick={() => act(b.action)} data-testid={`banner-cta-${b.id}`}>
                  {t(`home.banners.${b.id}.cta`)}
                </Button>
              </div>
              <div className="absolute -right-6 bottom-0 top-0 w-[42%] py-6 sm:w-[45%] md:right-8 md:w-[42%] md:py-6">
                <Art />
              </div>
            </div>
          );
        })}
      </div>
      <button type="button" aria-label={t('common.prev')} onClick={() => setIndex((i) => nextIndex(i, count, -1))} className="absolute left-3 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-fg opacity-0 backdrop-blur transition group-hover:opacity-100 md:flex">
        <IconChevronLeft />
      </button>
      <button type="button" aria-label={t('common.next')} onClick={() => setIndex((i) => nextIndex(i, count, 1))} className="absolute right-3 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-fg opacity-0 backdrop-blur transition group-hover:opacity-100 md:flex">
        <IconChevronRight />
      </button>
      <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1.5">
        {BANNERS.map((b, i) => (
          <button
            key={b.id}
            type="button"
            aria-label={`${i + 1}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            className={cn('h-1.5 rounded-full transition-all', i === index ? 'w-6 bg-accent' : 'w-1.5 bg-white/30 hover:bg-white/60')}
          />
        ))}
      </div>
    </section>
  );
}
