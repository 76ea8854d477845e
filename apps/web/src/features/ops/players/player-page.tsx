import { coinsToCents } from '@hapa/domain';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsBattlePage, OpsLedgerPage, OpsOpeningPage, OpsOrderQueue, OpsPlayerProfile, OpsVipView } from '@hapa/contracts';
import { Button, IconChevronLeft, cn } from '../../../components/index.ts';
import { opsApi } from '../api.ts';
import { useOpsSession } from '../session.ts';
import { canOpen, OPS_PAGES } from '../registry.ts';
import { Empty, ErrorLine, money, OpsCard, OpsHeading, OpsTable, Pager, Td, when } from '../ui.tsx';
import { DOSSIER_TABS, DossierTabView, XpChangeCard, type DossierTab } from './dossier.tsx';
import { SessionsTab } from './sessions-tab.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';

const PAGE_SIZE = 20;
type BaseTab = 'ledger' | 'openings' | 'battles' | 'orders' | 'sessions';
type Tab = BaseTab | DossierTab;
/** The tabs PlayerTab draws (sessions has its own, with End session: sessions-tab.tsx). */
type ListTab = Exclude<BaseTab, 'sessions'>;

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl border border-line bg-bg-2 p-3">
      <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{label}</p>
      <p className="mt-1 text-lg font-extrabold" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** How many VIP levels the table has (the XP change form's choices); the default table's 11 until it loads. */
function useVipLevelCount(enabled: boolean): number {
  const q = useQuery({
    queryKey: ['ops', 'vip'],
    enabled,
    queryFn: () => opsApi('/ops/vip', { schema: OpsVipView }),
  });
  return q.data?.levels.length ?? 11;
}

/** A player's profile, balances, ledger / openings / battles / sessions, and the support actions. */
export default function PlayerPage() {
  const { t } = useTranslation();
  const uid = Number(useParams().uid);
  const qc = useQueryClient();
  const session = useOpsSession();
  const roles = session?.operator.roles ?? [];
  const canAct = roles.includes('admin') || roles.includes('support');
  const correctionsPage = OPS_PAGES.find((p) => p.path === 'corrections');
  const canCorrect = !!correctionsPage && canOpen(roles, correctionsPage);
  const [tab, setTab] = useState<Tab>('ledger');
  const [page, setPage] = useState(1);
  const profile = useQuery({
    queryKey: ['ops', 'player', uid],
    queryFn: () => opsApi(`/ops/players/${uid}`, { schema: OpsPlayerProfile }),
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['ops', 'player', uid] });
  const status = useMutation({
    mutationFn: (disabled: boolean) =>
      opsApi(`/ops/players/${uid}/status`, { method: 'POST', body: { disabled }, schema: OpsPlayerProfile }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: () => opsApi<{ revoked: number }>(`/ops/players/${uid}/revoke_sessions`, { method: 'POST' }),
    onSuccess: refresh,
  });
  const p = profile.data;
  const tabs: Tab[] = ['ledger', 'openings', 'battles', 'orders', 'sessions', ...DOSSIER_TABS];
  const canChangeXp = roles.includes('admin') || roles.includes('finance');
  const vipLevels = useVipLevelCount(canChangeXp);
  return (
    <div className="flex flex-col gap-5">
      <Link to="/ops/players" className="inline-flex items-center gap-1 text-sm text-muted hover:text-fg">
        <IconChevronLeft size={16} />
        {t('ops.common.back')}
      </Link>
      <ErrorLine error={profile.error} />
      {p ? (
        <>
          <OpsHeading
            title={p.email}
            subtitle={`${t('ops.players.uid')} ${p.uid} · ${p.nickname} · ${t('ops.players.joined')} ${when(p.createdAt)}`}
          >
            <span
              className={cn(
                'rounded-full px-3 py-1 text-xs font-bold',
                p.disabled ? 'bg-danger/15 text-danger' : 'bg-accent/15 text-accent',
              )}
              data-testid="ops-player-status"
            >
              {p.disabled ? t('ops.players.disabled') : t('ops.players.active')}
            </span>
          </OpsHeading>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Stat label={t('ops.players.coin')} value={money(p.coinCents)} testId="ops-player-coins" />
            <Stat label={t('ops.players.bean')} value={formatNumber(p.beans)} />
            <Stat label={t('ops.players.level')} value={`${p.level} · ${formatNumber(p.xp)} ${t('ops.players.xp')}`} />
            <Stat label={t('ops.dashboard.deposits')} value={money(p.depositsCents)} />
            {p.refundsDueCents > 0 ? (
              <Stat
                label={t('ops.players.refundsDue')}
                value={<span className="text-danger">{money(p.refundsDueCents)}</span>}
                testId="ops-player-refunds-due"
              />
            ) : null}
          </div>
          {canAct || canCorrect ? (
            <OpsCard>
              <div className="flex flex-wrap items-center gap-2">
                {canAct ? (
                  <>
                    <Button
                      variant={p.disabled ? 'secondary' : 'danger'}
                      loading={status.isPending}
                      onClick={() => (p.disabled || window.confirm(t('ops.players.confirmDisable'))) && status.mutate(!p.disabled)}
                      data-testid="ops-player-toggle"
                    >
                      {p.disabled ? t('ops.players.enable') : t('ops.players.disable')}
                    </Button>
                    <Button variant="secondary" loading={revoke.isPending} onClick={() => revoke.mutate()} data-testid="ops-player-revoke">
                      {t('ops.players.revoke')}
                    </Button>
                  </>
                ) : null}
                {canCorrect ? (
                  <Link
                    to={`/ops/corrections?uid=${p.uid}`}
                    className="rounded-xl border border-accent/60 px-4 py-2 text-sm font-bold text-accent hover:bg-accent/10"
                    data-testid="ops-player-correct"
                  >
                    {t('ops.players.correction')}
                  </Link>
                ) : null}
                {revoke.data ? (
                  <span className="text-sm text-muted">{t('ops.players.revoked', { count: revoke.data.revoked })}</span>
                ) : null}
              </div>
              {p.disabled ? <p className="mt-2 text-xs text-muted">{t('ops.players.disabledNote')}</p> : null}
              <ErrorLine error={status.error ?? revoke.error} />
            </OpsCard>
          ) : null}
          {canChangeXp ? <XpChangeCard uid={p.uid} level={p.level} xp={p.xp} levels={vipLevels} /> : null}
          <div className="flex gap-1 overflow-x-auto border-b border-line" role="tablist">
            {tabs.map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                aria-selected={tab === k}
                onClick={() => {
                  setTab(k);
                  setPage(1);
                }}
                className={cn(
                  'whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold',
                  tab === k ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
                )}
              >
                {(DOSSIER_TABS as readonly string[]).includes(k) ? t(`opsDay.dossier.tabs.${k}`) : t(`ops.players.tabs.${k}`)}
              </button>
            ))}
          </div>
          {(DOSSIER_TABS as readonly string[]).includes(tab) ? (
            <DossierTabView key={tab} uid={uid} tab={tab as DossierTab} />
          ) : tab === 'sessions' ? (
            <SessionsTab uid={uid} page={page} onPage={setPage} canAct={canAct} />
          ) : (
            <PlayerTab uid={uid} tab={tab as ListTab} page={page} onPage={setPage} />
          )}
        </>
      ) : null}
    </div>
  );
}

function PlayerTab({ uid, tab, page, onPage }: { uid: number; tab: ListTab; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const schema = {
    ledger: OpsLedgerPage,
    openings: OpsOpeningPage,
    battles: OpsBattlePage,
    orders: OpsOrderQueue,
  }[tab];
  const q = useQuery({
    queryKey: ['ops', 'player', uid, tab, page],
    placeholderData: keepPreviousData,
    queryFn: () =>
      opsApi(`/ops/players/${uid}/${tab}`, { query: { page, pageSize: PAGE_SIZE }, schema: schema as typeof OpsLedgerPage }) as Promise<{
        list: unknown[];
        total: number;
      }>,
  });
  if (q.error) return <ErrorLine error={q.error} />;
  if (!q.data) return null;
  if (!q.data.list.length) return <Empty />;
  const pager = <Pager page={page} total={q.data.total} pageSize={PAGE_SIZE} onPage={onPage} />;
  if (tab === 'ledger') {
    const list = q.data.list as OpsLedgerPage['list'];
    return (
      <>
        <OpsTable
          head={[
            t('ops.players.ledger.when'),
            t('ops.players.ledger.kind'),
            t('ops.players.ledger.ref'),
            t('ops.players.ledger.amount'),
            t('ops.players.ledger.balance'),
          ]}
          testId="ops-ledger"
        >
          {list.map((l) => (
            <tr key={l.id}>
              <Td className="whitespace-nowrap text-muted">{when(l.createdAt)}</Td>
              <Td className="font-mono text-xs">{l.kind}</Td>
              <Td className="font-mono text-xs text-muted">{l.refType ? `${l.refType} ${l.refId ?? ''}` : '—'}</Td>
              <Td className={cn('text-right font-semibold tabular-nums', l.amount < 0 ? 'text-danger' : 'text-accent')}>
                {money(l.amount)}
              </Td>
              <Td className="text-right tabular-nums">{money(l.balanceAfter)}</Td>
            </tr>
          ))}
        </OpsTable>
        {pager}
      </>
    );
  }
  if (tab === 'openings') {
    const list = q.data.list as OpsOpeningPage['list'];
    return (
      <>
        <OpsTable
          head={[
            t('ops.players.openings.when'),
            t('ops.players.openings.box'),
            t('ops.players.openings.item'),
            t('ops.players.openings.price'),
            t('ops.players.openings.value'),
            t('ops.players.openings.nonce'),
          ]}
        >
          {list.map((o) => (
            <tr key={o.id}>
              <Td className="whitespace-nowrap text-muted">{when(o.createdAt)}</Td>
              <Td>{o.boxName ?? `#${o.boxId}`}</Td>
              <Td>{o.itemName ?? `#${o.itemId}`}</Td>
              <Td className="tabular-nums">{money(o.priceCents)}</Td>
              <Td className="tabular-nums">{money(o.itemPriceCents)}</Td>
              <Td className="font-mono text-xs">
                {o.nonce} · v{o.oddsVersion}
              </Td>
            </tr>
          ))}
        </OpsTable>
        {pager}
      </>
    );
  }
  if (tab === 'battles') {
    const list = q.data.list as OpsBattlePage['list'];
    return (
      <>
        <OpsTable
          head={[
            t('ops.players.battles.when'),
            t('ops.players.battles.battle'),
            t('ops.players.battles.mode'),
            t('ops.players.battles.stake'),
            t('ops.players.battles.won'),
            t('ops.players.battles.status'),
          ]}
        >
          {list.map((b) => (
            <tr key={b.battleId}>
              <Td className="whitespace-nowrap text-muted">{when(b.joinedAt)}</Td>
              <Td className="font-mono text-xs">{b.uuid.slice(0, 8)}</Td>
              <Td>{b.mode}</Td>
              <Td className="tabular-nums">{money(b.paidCents)}</Td>
              <Td className="tabular-nums">{b.wonCents === null ? '—' : money(b.wonCents)}</Td>
              <Td>{b.state}</Td>
            </tr>
          ))}
        </OpsTable>
        {pager}
      </>
    );
  }
  const list = q.data.list as OpsOrderQueue['list'];
  return (
    <>
      <OpsTable
        head={[
          t('ops.players.orders.when'),
          t('ops.players.orders.order'),
          t('ops.players.orders.items'),
          t('ops.players.orders.value'),
          t('ops.players.orders.status'),
          t('ops.players.orders.tracking'),
        ]}
        testId="ops-player-orders"
      >
        {list.map((o) => (
          <tr key={o.id}>
            <Td className="whitespace-nowrap text-muted">{when(o.createdAt)}</Td>
            <Td className="font-mono text-xs">#{o.id}</Td>
            <Td>{o.items.length}</Td>
            <Td className="tabular-nums">{money(coinsToCents(o.originalPrice))}</Td>
            <Td>{o.cancelled ? t('ops.players.orders.cancelled') : t('ops.players.orders.step', { step: o.step, status: o.status })}</Td>
            <Td className="font-mono text-xs">{o.trackingNo ? `${o.carrier ?? ''} ${o.trackingNo}` : '—'}</Td>
          </tr>
        ))}
      </OpsTable>
      {pager}
    </>
  );
}
