import type { LotteryDrawResult } from '@hapa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, cn } from '../../../components/index.ts';
import { lotteryMoney, utcDateTime } from '../lib/lottery-format.ts';
import { LotteryDrawCheck } from './lottery-draw-check.tsx';

const MEDALS = [
  'bg-rarity-1/20 text-rarity-1 border-rarity-1/50',
  'bg-surface-3 text-fg border-line',
  'bg-warning/15 text-warning border-warning/50',
];

/** One closed draw: date, tickets and pool, the winners (masked names, ticket ids, prizes) and its verify toggle. */
export function LotteryResult({
  draw,
  myTicketIds,
  defaultOpen = false,
}: {
  draw: LotteryDrawResult;
  myTicketIds?: ReadonlySet<number>;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const { date } = utcDateTime(draw.drawAt);
  return (
    <div className="flex flex-col gap-3" data-testid="lottery-result" data-draw-key={draw.drawKey} data-status={draw.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm font-bold text-fg">{draw.drawKey}</p>
          <p className="text-xs text-muted">{t('lottery.drawnOn', { date, count: draw.ticketCount, pool: lotteryMoney(draw.pool) })}</p>
        </div>
        {draw.ticketCount > 0 ? (
          <Button size="sm" variant="outline" onClick={() => setOpen((v) => !v)} aria-expanded={open} data-testid="lottery-verify">
            {open ? t('lottery.hideVerify') : t('lottery.verify')}
          </Button>
        ) : null}
      </div>
      {draw.winners.length === 0 ? (
        <p className="text-sm text-muted">{t('lottery.noEntries')}</p>
      ) : (
        <ol className="flex flex-col gap-1.5">
          {draw.winners.map((w) => {
            const mine = myTicketIds?.has(w.ticketId) ?? false;
            return (
              <li
                key={w.rank}
                className={cn(
                  'flex items-center gap-3 rounded-xl border px-3 py-2',
                  mine ? 'border-accent/60 bg-accent/10' : 'border-line bg-bg-2',
                )}
                data-testid="lottery-winner"
                data-ticket={w.ticketId}
              >
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-black',
                    MEDALS[w.rank - 1] ?? MEDALS[1],
                  )}
                >
                  {w.rank}
                </span>
                <span className="min-w-0 flex-1 truncate text-sm text-fg">
                  {t('lottery.winnerLine', { name: w.name, ticket: w.ticketId })}
                </span>
                <span className="shrink-0 font-mono text-sm font-black text-rarity-1">{lotteryMoney(w.prize)}</span>
              </li>
            );
          })}
        </ol>
      )}
      {open ? (
        <div className="rounded-xl border border-line bg-bg-2 p-3">
          <LotteryDrawCheck draw={draw} />
          <Link
            to={`/provably-fair?tab=draws&draw=${draw.drawId}`}
            className="mt-2 inline-block text-xs font-semibold text-accent hover:underline"
            data-testid="lottery-fairness-link"
          >
            {t('lottery.drawFairnessLink')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
