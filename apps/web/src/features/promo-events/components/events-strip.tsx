import type { PromoEvent } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Countdown, IconChevronRight, IconTrophy, Skeleton, cn } from '../../../components/index.ts';
import { useIsWide } from '../../../lib/use-media-query.ts';
import { usePageVisible } from '../../../lib/use-page-visible.ts';
import { useEvents } from '../api/get-events.ts';
import { eventTexts } from '../lib/event-texts.ts';
import { EVENTS_AUTOPLAY_MS, stripWindow } from '../lib/strip.ts';
import { picture } from '../../../lib/picture.ts';

/**
 * Home "Events" strip (docs/product/constants.md#home-and-events event recency 48 h, events autoplay 8 s): one small card per event that is live or
 * ended less than 48 hours ago (the server decides), linking to the event page; more than fit (one on a phone, two
 * on a wide screen) move on every 8 s. Nothing when there is none.
 * While the list loads, or while `reserve` (home holds its first screen until every section above the boxes
 * has its data, docs/events.md layout shift), a placeholder of one card's height keeps the slot.
 */
export function EventsStrip({ reserve = false }: { reserve?: boolean }) {
  const { t } = useTranslation();
  const events = useEvents();
  const perView = useIsWide() ? 2 : 1;
  const visible = usePageVisible();
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = events.data?.length ?? 0;
  // docs/product/constants.md#timings "banner autoplay 8 s events": more events than fit move on every 8 s (not while hovered or hidden)
  useEffect(() => {
    if (count <= perView || paused || !visible) return;
    const id = setTimeout(() => setStart((i) => (i + 1) % count), EVENTS_AUTOPLAY_MS);
    return () => clearTimeout(id);
  }, [start, count, perView, paused, visible]);
  if (reserve || events.isPending) return <Skeleton className="h-[74px] rounded-2xl md:h-[82px]" />;
  if (!events.data?.length) return null;
  const shown = stripWindow(events.data, start % count, perView);
  return (
    <section
      aria-label={t('promoEvents.title')}
      data-testid="home-events"
      data-rotating={count > perView}
      className={cn('grid grid-cols-1 gap-3', shown.length > 1 && 'md:grid-cols-2')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {shown.map((e) => (
        <EventCard key={e.slug} event={e} />
      ))}
    </section>
  );
}

function EventCard({ event: e }: { event: PromoEvent }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const live = e.state === 'live';
  // an operator's event page has its texts in both languages (docs/events.md#event-pages)
  const texts = eventTexts(e, i18n.language, t);
  return (
    <Link
      to={e.path}
      data-testid="home-event-card"
      data-slug={e.slug}
      data-state={e.state}
      className="group relative flex items-center gap-3 overflow-hidden rounded-2xl border border-rarity-1/30 bg-[linear-gradient(100deg,rgb(255_200_61/0.14),var(--color-surface)_55%)] p-3 transition hover:border-rarity-1/60 md:gap-4 md:p-4"
    >
      <span className="relative flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-rarity-1/15 text-rarity-1">
        {e.bannerImg ? <img {...picture(e.bannerImg, '48px')} alt="" className="size-full object-cover" /> : <IconTrophy size={24} />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate text-base font-black uppercase italic tracking-tight">{texts.title}</span>
          <Badge tone={live ? 'accent' : 'neutral'}>
            {live ? <span className="size-1.5 animate-pulse rounded-full bg-accent" aria-hidden /> : null}
            {live ? t('promoEvents.live') : t('promoEvents.ended')}
          </Badge>
        </span>
        <span className="mt-0.5 block truncate text-xs text-muted">
          {live ? (
            <>
              {t('promoEvents.endsIn')}{' '}
              <Countdown
                endsAt={Date.parse(e.endsAt)}
                onEnd={() => void qc.invalidateQueries({ queryKey: ['events', 'list'] })}
                className="text-fg"
              />
              {texts.subtitle ? <span className="hidden sm:inline"> · {texts.subtitle}</span> : null}
            </>
          ) : (
            t('promoEvents.endedText')
          )}
        </span>
      </span>
      <IconChevronRight size={20} className="shrink-0 text-muted transition group-hover:translate-x-0.5 group-hover:text-fg" />
    </Link>
  );
}
