import { coinsToCents, formatCoins } from '@hapa/domain';
import type { PirateLeaderboardEntry } from '@hapa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle, cn, IconTrophy, Skeleton, Tabs } from '../../../../components/index.ts';
import { usePirateLeaderboard, type PirateBoardBy } from '../api/pirate-leaderboard.ts';
import { formatPirateMultiplier } from '../lib/pirate-format.ts';

const money = (coins: number) => formatCoins(coinsToCents(coins));
const signed = (coins: number) => (coins > 0 ? `+${money(coins)}` : money(coins));
const MEDALS = ['text-rarity-1', 'text-[#c9d3e6]', 'text-[#e0915a]'];

/** The event leaderboard (top 20, masked nicknames) by best multiplier or profit, and the player's own line. */
export function PirateLeaderboard({ ended }: { ended: boolean }) {
  const { t } = useTranslation();
  const [by, setBy] = useState<PirateBoardBy>('multiplier');
  const board = usePirateLeaderboard(by);
  const value = (e: Omit<PirateLeaderboardEntry, 'rank'>) =>
    by === 'multiplier' ? (e.multiplier > 0 ? formatPirateMultiplier(e.multiplier) : '–') : signed(e.profit);
  const sub = (e: PirateLeaderboardEntry) => (by === 'multiplier' ? money(e.bestPayout) : `${e.rounds}×`);
  return (
    <Card data-testid="pirate-leaderboard" data-by={by}>
      <CardTitle
        action={
          ended ? <span className="text-xs font-bold uppercase tracking-wide text-muted">{t('pirate.leaderboard.final')}</span> : null
        }
      >
        <span className="flex items-center gap-2">
          <IconTrophy size={18} className="text-rarity-1" />
          {t('pirate.leaderboard.title')}
        </span>
      </CardTitle>
      <Tabs
        variant="segmented"
        value={by}
        onValueChange={(v) => setBy(v as PirateBoardBy)}
        items={[
          { value: 'multiplier', label: t('pirate.leaderboard.byMultiplier'), testId: 'pirate-lb-by-multiplier' },
          { value: 'profit', label: t('pirate.leaderboard.byProfit'), testId: 'pirate-lb-by-profit' },
        ]}
        aria-label={t('pirate.leaderboard.title')}
      />
      <div className="mt-3">
        {board.isPending ? (
          <div className="flex flex-col gap-2">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-9" />
            ))}
          </div>
        ) : !board.data?.list.length ? (
          <p className="py-6 text-center text-sm text-muted" data-testid="pirate-lb-empty">
            {t('pirate.leaderboard.empty')}
          </p>
        ) : (
          <ol className="flex flex-col gap-1">
            {board.data.list.map((e) => (
              <li
                key={e.rank}
                className="flex items-center gap-3 rounded-lg bg-bg-2/60 px-3 py-2 text-sm"
                data-testid="pirate-lb-row"
                data-rank={e.rank}
              >
                <span className={cn('w-6 shrink-0 text-center font-mono font-black', MEDALS[e.rank - 1] ?? 'text-muted')}>{e.rank}</span>
                <span className="min-w-0 flex-1 truncate font-semibold">{e.name}</span>
                <span className="hidden text-xs text-muted sm:inline">{sub(e)}</span>
                <span
                  className={cn(
                    'w-24 shrink-0 text-right font-mono font-black tabular-nums',
                    by === 'profit' && e.profit < 0 ? 'text-danger' : 'text-accent',
                  )}
                >
                  {value(e)}
                </span>
              </li>
            ))}
          </ol>
        )}
        {board.data?.me ? (
          <div
            className="mt-2 flex items-center gap-3 rounded-lg border border-accent/40 bg-accent/5 px-3 py-2 text-sm"
            data-testid="pirate-lb-me"
            data-rank={board.data.me.rank ?? ''}
          >
            <span className="w-6 shrink-0 text-center font-mono font-black text-accent">{board.data.me.rank ?? '–'}</span>
            <span className="min-w-0 flex-1 truncate font-semibold">
              {t('pirate.leaderboard.you')}
              {board.data.me.rank === null ? (
                <span className="ml-2 text-xs font-normal text-muted">{t('pirate.leaderboard.unranked')}</span>
              ) : null}
            </span>
            <span
              className={cn(
                'w-24 shrink-0 text-right font-mono font-black tabular-nums',
                by === 'profit' && board.data.me.profit < 0 ? 'text-danger' : 'text-fg',
              )}
            >
              {value(board.data.me)}
            </span>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
