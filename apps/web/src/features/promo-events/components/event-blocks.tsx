import type { BoxSummary, EventLeaderRow, PromoEvent } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Countdown, IconTrophy, Price } from '../../../components/index.ts';
import { BoxCard } from '../../boxes/index.ts';
import { paragraphs } from '../lib/event-texts.ts';
import { picture } from '../../../lib/picture.ts';

/** The countdown block: to the start while upcoming, to the end while live; the end said once ended. */
export function CountdownBlock({ event: e, onEnd }: { event: PromoEvent; onEnd: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      className="flex flex-col items-center gap-1 rounded-2xl border border-line bg-surface p-5 text-center md:p-6"
      data-testid="event-block-countdown"
      data-state={e.state}
    >
      {e.state === 'ended' ? (
        <>
          <p className="text-xl font-black uppercase italic text-danger md:text-2xl">{t('eventPage.endedTitle')}</p>
          <p className="text-sm text-muted">{t('eventPage.endedText')}</p>
        </>
      ) : (
        <>
          <p className="text-xs font-bold uppercase tracking-widest text-subtle">
            {e.state === 'live' ? t('eventPage.endsIn') : t('eventPage.startsIn')}
          </p>
          <Countdown
            endsAt={Date.parse(e.state === 'live' ? e.endsAt : e.startsAt)}
            onEnd={onEnd}
            className="text-4xl font-black tabular-nums text-accent md:text-5xl"
          />
        </>
      )}
    </section>
  );
}

/** The boxes block: the operator's boxes still on sale, as box cards. */
export function BoxesBlock({ ids, boxes }: { ids: number[]; boxes: BoxSummary[] }) {
  const { t } = useTranslation();
  const shown = ids.map((id) => boxes.find((b) => b.id === id)).filter((b): b is BoxSummary => !!b);
  return (
    <section className="flex flex-col gap-3" data-testid="event-block-boxes">
      <h2 className="text-lg font-black uppercase italic tracking-tight md:text-xl">{t('eventPage.boxes')}</h2>
      {shown.length ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {shown.map((b) => (
            <BoxCard key={b.id} box={b} />
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted">{t('eventPage.boxesNone')}</p>
      )}
    </section>
  );
}

/** The leaderboard block: each player's best single drop from the event boxes during the event, best first. */
export function LeaderboardBlock({ rows }: { rows: EventLeaderRow[] }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 md:p-5" data-testid="event-block-leaderboard">
      <div className="flex items-center gap-2">
        <IconTrophy size={20} className="text-rarity-1" />
        <h2 className="text-lg font-black uppercase italic tracking-tight md:text-xl">{t('eventPage.leaderboard')}</h2>
      </div>
      <p className="-mt-2 text-xs text-muted">{t('eventPage.leaderboardText')}</p>
      {rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted" data-testid="event-leader-empty">
          {t('eventPage.leaderEmpty')}
        </p>
      ) : (
        <ol className="flex flex-col gap-1.5">
          {rows.map((r) => (
            <li key={r.rank} className="flex items-center gap-3 rounded-xl bg-bg-2 px-3 py-2" data-testid="event-leader-row">
              <span
                className={`w-7 text-center text-sm font-black ${r.rank === 1 ? 'text-rarity-1' : r.rank <= 3 ? 'text-fg' : 'text-muted'}`}
                aria-label={`${t('eventPage.rank')} ${r.rank}`}
              >
                {r.rank}
              </span>
              <img {...picture(r.itemImage, '40px')} alt="" className="size-10 shrink-0 object-contain" loading="lazy" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-bold">{r.nickname}</span>
                <span className="block truncate text-xs text-muted">{r.itemName}</span>
              </span>
              <Price coins={r.value} className="shrink-0 text-sm text-accent" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The rules block: the operator's text in paragraphs. */
export function RulesBlock({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 md:p-5" data-testid="event-block-rules">
      <h2 className="text-lg font-black uppercase italic tracking-tight md:text-xl">{t('eventPage.rules')}</h2>
      {paragraphs(text).map((p, i) => (
        <p key={i} className="whitespace-pre-line text-sm text-muted">
          {p}
        </p>
      ))}
    </section>
  );
}
