import type { LotteryOpenDraw } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardTitle, EmptyState, IconShield, MonoField, PageSpinner } from '../../../components/index.ts';
import { useLotteryHome } from '../api/lottery-home.ts';
import { lotteryKeys } from '../api/lottery-keys.ts';
import { drawEndsAt, lotteryMoney, sharePercent, utcDateTime } from '../lib/lottery-format.ts';
import { LotteryBuy, LotteryMyTickets } from '../components/lottery-buy.tsx';
import { LotteryHeader } from '../components/lottery-header.tsx';
import { LotteryPast } from '../components/lottery-past.tsx';
import { LotteryResult } from '../components/lottery-result.tsx';

/**
 * `/daily-lottery` (docs/games.md; docs/product/routes.md#games): the open draw with its countdown (on the server's clock), pool and prize
 * table, the committed server seed hash, buying N tickets, the player's tickets, the last result, the history of
 * draws each verifiable in the browser, the player's ticket history and the rules (maths, edge, remainder, quests).
 */
export default function DailyLotteryPage() {
  const { t } = useTranslation();
  const [drawingId, setDrawingId] = useState<number | null>(null);
  const home = useLotteryHome(drawingId !== null);
  const data = home.data;
  // the countdown runs on the server's clock: its time came with the answer
  const endsAt = useMemo(() => (data ? drawEndsAt(data.open.drawAt, data.now, home.dataUpdatedAt) : 0), [data, home.dataUpdatedAt]);
  const queryClient = useQueryClient();
  const openId = data?.open.id;
  // a new open draw means the last one was drawn: its result and the player's tickets changed
  useEffect(() => {
    if (openId === undefined) return;
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.historyRoot });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.ticketsRoot });
  }, [openId, queryClient]);

  if (home.isPending) return <PageSpinner />;
  if (!data) return <EmptyState title={t('lottery.unavailable')} data-testid="lottery-unavailable" />;
  const open = data.open;
  const drawing = drawingId === open.id || endsAt <= Date.now();
  const mine = new Set(open.myTicketIds);

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="lottery-page" data-draw-key={open.drawKey}>
      <LotteryHeader open={open} endsAt={endsAt} drawing={drawing} onEnd={() => setDrawingId(open.id)} />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-6">
        <div className="flex min-w-0 flex-col gap-4">
          <LotteryBuy open={open} drawing={drawing} />
          <LotteryMyTickets open={open} />
          <Card data-testid="lottery-fair">
            <CardTitle>{t('lottery.fairTitle')}</CardTitle>
            <MonoField label={t('lottery.serverSeedHashed')} value={open.serverSeedHashed} testId="lottery-server-seed-hashed" />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Prizes open={open} />
          <Card data-testid="lottery-last">
            <CardTitle>{t('lottery.lastTitle')}</CardTitle>
            {data.last ? (
              <LotteryResult draw={data.last} myTicketIds={mine} />
            ) : (
              <p className="text-sm text-muted">{t('lottery.lastNone')}</p>
            )}
          </Card>
        </div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-6">
        <LotteryPast home={data} />
        <Rules open={open} />
      </div>
    </div>
  );
}

function Prizes({ open }: { open: LotteryOpenDraw }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="lottery-prizes">
      <CardTitle>{t('lottery.prizesTitle')}</CardTitle>
      <ol className="flex flex-col gap-1.5">
        {open.prizes.map((p) => (
          <li key={p.rank} className="flex items-center justify-between gap-3 rounded-xl border border-line bg-bg-2 px-3 py-2">
            <span className="text-sm font-bold text-fg">{t('lottery.rank', { rank: p.rank })}</span>
            <span className="flex-1 text-xs text-muted">{t('lottery.share', { share: sharePercent(p.sharePpm) })}</span>
            <span className="font-mono text-base font-black text-rarity-1" data-testid="lottery-prize">
              {lotteryMoney(p.prize)}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-xs text-muted">
        {t('lottery.poolNote', { min: lotteryMoney(open.guaranteedPool) })}. {t('lottery.prizesNote')}
      </p>
    </Card>
  );
}

function Rules({ open }: { open: LotteryOpenDraw }) {
  const { t } = useTranslation();
  const { time } = utcDateTime(open.drawAt);
  return (
    <Card data-testid="lottery-rules">
      <CardTitle>{t('lottery.rulesTitle')}</CardTitle>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-muted">
        <li>{t('lottery.rule1', { time })}</li>
        <li>{t('lottery.rule2', { price: lotteryMoney(open.price), max: open.maxTickets })}</li>
        <li>{t('lottery.rule3', { edge: sharePercent(open.edgePpm), min: lotteryMoney(open.guaranteedPool) })}</li>
        <li>{t('lottery.rule4')}</li>
        <li>{t('lottery.rule5')}</li>
        <li>{t('lottery.rule6')}</li>
        <li>{t('lottery.rule7')}</li>
      </ol>
      <p className="mt-4 flex items-center gap-2 text-sm">
        <IconShield size={16} className="shrink-0 text-accent" />
        <Link to="/provably-fair" className="font-semibold text-accent underline-offset-2 hover:underline">
          {t('lottery.fairnessLink')}
        </Link>
      </p>
    </Card>
  );
}
