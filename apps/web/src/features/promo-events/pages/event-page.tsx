import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, ButtonLink, EmptyState, IconTrophy, PageSpinner } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useEventPage } from '../api/get-event-page.ts';
import { BoxesBlock, CountdownBlock, LeaderboardBlock, RulesBlock } from '../components/event-blocks.tsx';
import { eventTexts, textIn } from '../lib/event-texts.ts';

/**
 * An operator's event page at `/{slug}` (docs/product/routes.md#events "other event pages"; docs/events.md#event-pages): its title and
 * subtitle in the player's language over its banner, then its blocks in the operator's order. A switched-off event
 * says so; an ended one shows how it finished; an unknown slug renders `notFound` (the app's 404).
 */
export function EventPage({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const { t, i18n } = useTranslation();
  const q = useEventPage(slug);
  if (q.isPending) return <PageSpinner />;
  if (q.error) {
    if (isApiError(q.error, 'event.error.not_found')) return <>{notFound}</>;
    const off = isApiError(q.error, 'event.error.off');
    return (
      <EmptyState
        icon={<IconTrophy size={28} />}
        title={off ? t('eventPage.off') : t('eventPage.loadFailed')}
        description={off ? t('eventPage.offText') : undefined}
        action={
          off ? (
            <ButtonLink to="/">{t('eventPage.backHome')}</ButtonLink>
          ) : (
            <Button variant="secondary" onClick={() => void q.refetch()}>
              {t('common.retry')}
            </Button>
          )
        }
        className="my-10"
        data-testid={off ? 'event-off' : 'event-error'}
      />
    );
  }
  const { event: e, page, boxes, leaderboard } = q.data;
  const lang = i18n.language;
  const texts = eventTexts(e, lang, t);
  const refetch = () => void q.refetch();
  return (
    <div className="flex flex-col gap-6 md:gap-8" data-testid="event-page" data-slug={e.slug} data-state={e.state}>
      <header className="relative overflow-hidden rounded-3xl border border-rarity-1/30 bg-[radial-gradient(120%_140%_at_0%_0%,rgb(255_200_61/0.18),transparent_55%),linear-gradient(135deg,var(--color-surface-2),var(--color-bg-2))] p-5 md:p-8">
        {e.bannerImg ? <img src={e.bannerImg} alt="" className="absolute inset-0 size-full object-cover opacity-25" /> : null}
        <div className="relative flex flex-col items-start gap-3">
          <Badge tone={e.state === 'live' ? 'accent' : e.state === 'upcoming' ? 'violet' : 'neutral'}>{t(`eventPage.${e.state}`)}</Badge>
          <h1
            className="text-3xl font-black uppercase italic leading-none tracking-tight text-rarity-1 md:text-5xl"
            data-testid="event-title"
          >
            {texts.title}
          </h1>
          {texts.subtitle ? (
            <p className="max-w-2xl text-sm text-muted md:text-base" data-testid="event-subtitle">
              {texts.subtitle}
            </p>
          ) : null}
        </div>
      </header>
      {page?.blocks.map((b, i) =>
        b.type === 'countdown' ? (
          <CountdownBlock key={i} event={e} onEnd={refetch} />
        ) : b.type === 'boxes' ? (
          <BoxesBlock key={i} ids={b.boxIds} boxes={boxes} />
        ) : b.type === 'leaderboard' ? (
          <LeaderboardBlock key={i} rows={leaderboard ?? []} />
        ) : (
          <RulesBlock key={i} text={textIn(b.text, lang)} />
        ),
      )}
    </div>
  );
}
