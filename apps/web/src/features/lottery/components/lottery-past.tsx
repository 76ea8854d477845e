import type { LotteryHome } from '@hapa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, PageSpinner, Pagination, Tabs } from '../../../components/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useLotteryHistory } from '../api/lottery-history.ts';
import { useLotteryTickets } from '../api/lottery-tickets.ts';
import { lotteryMoney } from '../lib/lottery-format.ts';
import { LotteryResult } from './lottery-result.tsx';

/**
 * The past of the lottery: the drawn results, each verifiable in the browser (docs/fairness.md#lottery), and for a
 * signed-in player a tab with their ticket history; both paged.
 */
export function LotteryPast({ home }: { home: LotteryHome }) {
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
