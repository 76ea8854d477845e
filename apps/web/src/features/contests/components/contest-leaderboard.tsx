import { useTranslation } from 'react-i18next';
import { Card, CardTitle, Price, Skeleton, cn } from '../../../components/index.ts';
import { useContestLeaderboardQuery } from '../api/get-contest-leaderboard.ts';

/** The current period's leaderboard: rank, masked nickname, points, prize; my line highlighted, my rank below when off the list. */
export function ContestLeaderboardCard() {
  const { t } = useTranslation();
  const q = useContestLeaderboardQuery();
  const lb = q.data;
  const meListed = lb?.list.some((l) => l.isMe);
  return (
    <Card data-testid="contest-leaderboard">
      <CardTitle>{t('contests.leaderboard')}</CardTitle>
      {q.isLoading ? (
        <Skeleton className="h-40" />
      ) : !lb || !lb.list.length ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">{t('contests.leaderboardEmpty')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-[11px] uppercase text-muted">
              <th className="py-1 pr-2 font-semibold">{t('contests.rank')}</th>
              <th className="py-1 pr-2 font-semibold">{t('contests.player')}</th>
              <th className="py-1 pr-2 text-right font-semibold">{t('contests.pts')}</th>
              <th className="py-1 text-right font-semibold">{t('contests.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {lb.list.map((l) => (
              <tr
                key={l.rank}
                className={cn('border-t border-line', l.isMe && 'bg-accent/10 font-bold')}
                data-testid={l.isMe ? 'contest-rank-me' : undefined}
              >
                <td className="py-1.5 pr-2 tabular-nums">#{l.rank}</td>
                <td className="py-1.5 pr-2">
                  {l.nickname}
                  {l.isMe ? <span className="ml-1 text-xs text-accent">({t('contests.you')})</span> : null}
                </td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{l.points}</td>
                <td className="py-1.5 text-right">{l.prize > 0 ? <Price coins={l.prize} /> : <span className="text-muted">-</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lb?.me && !meListed && lb.me.rank ? (
        <p className="mt-2 text-xs text-muted">
          {t('contests.myRank')}: #{lb.me.rank} · {t('contests.points', { count: lb.me.points })}
        </p>
      ) : null}
    </Card>
  );
}
