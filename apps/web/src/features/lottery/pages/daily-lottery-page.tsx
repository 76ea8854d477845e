import type { LotteryHome, LotteryOpenDraw } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Button,
  Card,
  CardTitle,
  Countdown,
  EmptyState,
  IconMinus,
  IconPlus,
  IconShield,
  MonoField,
  PageSpinner,
  Pagination,
  Tabs,
} from '../../../components/index.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { ApiError, errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { buyLotteryTickets } from '../api/lottery-buy.ts';
import { useLotteryHistory } from '../api/lottery-history.ts';
import { useLotteryHome } from '../api/lottery-home.ts';
import { lotteryKeys } from '../api/lottery-keys.ts';
import { useLotteryTickets } from '../api/lottery-tickets.ts';
import { drawEndsAt, lotteryMoney, sharePercent, utcDateTime } from '../lib/lottery-format.ts';
import { LotteryResult } from '../components/lottery-result.tsx';

const QUICK_COUNTS = [1, 5, 10, 25];

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
      <Header open={open} endsAt={endsAt} drawing={drawing} onEnd={() => setDrawingId(open.id)} />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-6">
        <div className="flex min-w-0 flex-col gap-4">
          <Buy open={open} drawing={drawing} />
          <MyTickets open={open} />
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
        <Past home={data} />
        <Rules open={open} />
      </div>
    </div>
  );
}

function Header({ open, endsAt, drawing, onEnd }: { open: LotteryOpenDraw; endsAt: number; drawing: boolean; onEnd: () => void }) {
  const { t } = useTranslation();
  const { date, time } = utcDateTime(open.drawAt);
  return (
    <header
      className="relative overflow-hidden rounded-2xl border border-rarity-1/30 bg-[radial-gradient(120%_140%_at_100%_0%,rgb(255_200_61/0.16),transparent_55%),radial-gradient(100%_120%_at_0%_100%,rgb(43_245_160/0.10),transparent_60%),linear-gradient(135deg,var(--color-surface-2),var(--color-bg-2))] p-4 md:px-7 md:py-6"
      data-testid="lottery-header"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between md:gap-6">
        <div className="min-w-0">
          <h1 className="text-3xl font-black uppercase italic leading-none tracking-tight text-rarity-1 md:text-5xl">
            {t('lottery.title')}
          </h1>
          <p className="mt-2 max-w-xl text-sm text-muted md:text-base">{t('lottery.subtitle')}</p>
          <p className="mt-1 font-mono text-xs text-subtle">{t('lottery.drawAt', { date, time })}</p>
        </div>
        <div className="grid grid-cols-2 gap-2 md:min-w-[26rem] md:gap-3">
          <div
            className="rounded-xl border border-line bg-bg/60 px-3 py-2 text-center backdrop-blur-sm md:px-4 md:py-3"
            data-testid="lottery-countdown"
          >
            {drawing ? (
              <>
                <p className="text-sm font-black text-warning" data-testid="lottery-drawing">
                  {t('lottery.drawing')}
                </p>
                <p className="mt-1 text-xs text-muted">{t('lottery.drawingText')}</p>
              </>
            ) : (
              <>
                <p className="text-[11px] font-semibold uppercase tracking-wide text-muted">{t('lottery.drawIn')}</p>
                <Countdown endsAt={endsAt} onEnd={onEnd} className="text-xl font-black text-fg md:text-2xl" />
              </>
            )}
          </div>
          <div className="rounded-xl border border-rarity-1/40 bg-bg/60 px-3 py-2 text-center backdrop-blur-sm md:px-4 md:py-3">
            <p className="text-[11px] font-semibold uppercase tracking-wide text-muted">{t('lottery.pool')}</p>
            <p className="font-mono text-xl font-black text-rarity-1 md:text-2xl" data-testid="lottery-pool">
              {lotteryMoney(open.pool)}
            </p>
            <p className="text-[11px] text-muted">
              {t('lottery.tickets')}:{' '}
              <span className="font-mono text-fg" data-testid="lottery-ticket-count">
                {open.ticketCount}
              </span>
            </p>
          </div>
        </div>
      </div>
    </header>
  );
}

function Buy({ open, drawing }: { open: LotteryOpenDraw; drawing: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  if (!loggedIn) {
    return (
      <Card data-testid="lottery-signin">
        <CardTitle>{t('lottery.buyTitle')}</CardTitle>
        <p className="mb-3 text-sm text-muted">{t('lottery.signInText')}</p>
        <Button block onClick={() => openAuth('login')}>
          {t('lottery.signInTitle')}
        </Button>
      </Card>
    );
  }
  const max = open.myRemaining;
  const n = Math.max(1, Math.min(count, Math.max(1, max)));
  const cost = Math.round(open.price * 100 * n) / 100;

  async function buy() {
    if (busy) return;
    setBusy(true);
    try {
      const r = await buyLotteryTickets(open.id, n, crypto.randomUUID());
      setCachedBalance(queryClient, r.balance);
      toast.success(t('lottery.bought', { count: r.ticketIds.length }));
      setCount(1);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: lotteryKeys.home(true) }),
        queryClient.invalidateQueries({ queryKey: lotteryKeys.ticketsRoot }),
      ]);
    } catch (e) {
      if (e instanceof ApiError && e.key === 'coin.error.not_enough') openTopUp();
      else if (shouldToastError(e)) toast.error(errorMessage(e));
      if (e instanceof ApiError && (e.key === 'lottery.error.closed' || e.key === 'lottery.error.limit'))
        await queryClient.invalidateQueries({ queryKey: lotteryKeys.home(true) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card data-testid="lottery-buy">
      <CardTitle>{t('lottery.buyTitle')}</CardTitle>
      <div className="flex items-center gap-2">
        <Button variant="secondary" aria-label={t('lottery.less')} disabled={n <= 1} onClick={() => setCount(n - 1)}>
          <IconMinus size={16} />
        </Button>
        <label className="sr-only" htmlFor="lottery-count">
          {t('lottery.count')}
        </label>
        <input
          id="lottery-count"
          inputMode="numeric"
          className="h-10 min-w-0 flex-1 rounded-xl border border-line bg-bg-2 px-3 text-center font-mono text-lg font-black text-fg outline-none focus:border-accent"
          value={String(n)}
          onChange={(e) => setCount(Number(e.target.value.replace(/[^0-9]/g, '')) || 1)}
          data-testid="lottery-count"
        />
        <Button variant="secondary" aria-label={t('lottery.more')} disabled={n >= max} onClick={() => setCount(n + 1)}>
          <IconPlus size={16} />
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {QUICK_COUNTS.filter((q) => q <= Math.max(1, max)).map((q) => (
          <button
            key={q}
            type="button"
            onClick={() => setCount(q)}
            className={
              q === n
                ? 'rounded-lg border border-accent bg-accent/10 px-3 py-1 text-sm font-bold text-accent'
                : 'rounded-lg border border-line bg-surface-2 px-3 py-1 text-sm font-bold text-fg hover:border-accent/60'
            }
          >
            {q}
          </button>
        ))}
      </div>
      <p className="mt-3 flex justify-between text-sm text-muted">
        <span>
          {t('lottery.price')}: <span className="font-mono text-fg">{lotteryMoney(open.price)}</span>
        </span>
        <span>
          {t('lottery.total')}:{' '}
          <span className="font-mono font-bold text-fg" data-testid="lottery-total">
            {lotteryMoney(cost)}
          </span>
        </span>
      </p>
      <Button
        className="mt-3"
        size="lg"
        block
        loading={busy}
        disabled={drawing || max <= 0}
        onClick={() => void buy()}
        data-testid="lottery-buy-button"
      >
        {t('lottery.buy', { count: n, amount: lotteryMoney(cost) })}
      </Button>
      <p className="mt-2 text-xs text-muted" data-testid="lottery-remaining">
        {max > 0 ? t('lottery.remaining', { count: max, max: open.maxTickets }) : t('lottery.limitReached', { max: open.maxTickets })}
      </p>
    </Card>
  );
}

function MyTickets({ open }: { open: LotteryOpenDraw }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Card data-testid="lottery-my-tickets">
      <CardTitle>{t('lottery.myTicketsTitle')}</CardTitle>
      {open.myTicketIds.length === 0 ? (
        <p className="text-sm text-muted">{t('lottery.myTicketsNone')}</p>
      ) : (
        <ul className="flex max-h-40 flex-wrap gap-1.5 overflow-y-auto">
          {open.myTicketIds.map((id) => (
            <li
              key={id}
              className="rounded-lg border border-rarity-1/40 bg-rarity-1/10 px-2 py-0.5 font-mono text-xs font-bold text-rarity-1"
              data-testid="lottery-my-ticket"
            >
              #{id}
            </li>
          ))}
        </ul>
      )}
    </Card>
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

function Past({ home }: { home: LotteryHome }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [tab, setTab] = useState('results');
  const items = [{ value: 'results', label: t('lottery.tabResults'), testId: 'lottery-tab-results' }];
  if (loggedIn) items.push({ value: 'mine', label: t('lottery.tabMine'), testId: 'lottery-tab-mine' });
  return (
    <Card>
      <Tabs items={items} value={loggedIn ? tab : 'results'} onValueChange={setTab} variant="underline" className="mb-3" />
      {tab === 'mine' && loggedIn ? <TicketHistory /> : <History myTicketIds={new Set(home.open.myTicketIds)} />}
    </Card>
  );
}

function History({ myTicketIds }: { myTicketIds: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useLotteryHistory(page);
  if (history.isPending) return <PageSpinner />;
  const list = history.data?.list ?? [];
  if (list.length === 0)
    return (
      <p className="text-sm text-muted" data-testid="lottery-history-empty">
        {t('lottery.historyNone')}
      </p>
    );
  const pages = Math.ceil((history.data?.total ?? 0) / (history.data?.pageSize ?? 1));
  return (
    <div className="flex flex-col gap-4" data-testid="lottery-history">
      {list.map((d) => (
        <div key={d.drawId} className="border-b border-line pb-4 last:border-0 last:pb-0">
          <LotteryResult draw={d} myTicketIds={myTicketIds} />
        </div>
      ))}
      <Pagination page={page} pages={pages} onPageChange={setPage} />
    </div>
  );
}

function TicketHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const tickets = useLotteryTickets(page, true);
  if (tickets.isPending) return <PageSpinner />;
  const list = tickets.data?.list ?? [];
  if (list.length === 0) return <p className="text-sm text-muted">{t('lottery.mineNone')}</p>;
  const pages = Math.ceil((tickets.data?.total ?? 0) / (tickets.data?.pageSize ?? 1));
  return (
    <div className="flex flex-col gap-3" data-testid="lottery-ticket-history">
      <ul className="flex flex-col gap-1.5">
        {list.map((x) => {
          const status =
            x.drawStatus === 'open'
              ? t('lottery.statusOpen')
              : x.rank !== null
                ? t('lottery.statusWon', { rank: x.rank, amount: lotteryMoney(x.prize ?? 0) })
                : x.drawStatus === 'closed'
                  ? t('lottery.statusClosed')
                  : t('lottery.statusLost');
          return (
            <li
              key={x.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-line bg-bg-2 px-3 py-2 text-sm"
            >
              <span className="font-mono font-bold text-fg">{t('lottery.ticketId', { id: x.id })}</span>
              <span className="text-xs text-muted">
                {x.drawKey} · {x.source === 'quest' ? t('lottery.sourceQuest') : t('lottery.sourceCoin')}
              </span>
              <span className={x.rank !== null ? 'font-bold text-rarity-1' : 'text-muted'}>{status}</span>
            </li>
          );
        })}
      </ul>
      <Pagination page={page} pages={pages} onPageChange={setPage} />
    </div>
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
