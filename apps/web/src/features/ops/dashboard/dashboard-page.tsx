import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { OpsDashboard, OpsLedgerCheck } from '@hapa/contracts';
import { coinsToCents, DAY_MS, formatCompactCoins } from '@hapa/domain';
import { Button, Input, cn } from '../../../components/index.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, money, OpsCard, OpsHeading, OpsTable, Td, when } from '../ui.tsx';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsContent } from '../../../lib/i18n/en/ops-content.ts';
import { formatNumber, formatRatioPercent } from '../../../lib/i18n/format.ts';

i18n.addResourceBundle('en', 'translation', { opsContent }, true, true);

const DAY = DAY_MS;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const pct = (r: number | null) => (r === null ? '—' : formatRatioPercent(r));
const AXIS = { stroke: '#8d98b8', fontSize: 11 };
const TOOLTIP = {
  contentStyle: { background: '#0f1526', border: '1px solid #243052', borderRadius: 12, fontSize: 12 },
  labelStyle: { color: '#e9edf8' },
};

function Kpi({ label, value, sub, tone, testId }: { label: string; value: string; sub?: string; tone?: 'good' | 'bad'; testId?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{label}</p>
      <p
        className={cn('mt-1 text-2xl font-extrabold tabular-nums', tone === 'good' && 'text-accent', tone === 'bad' && 'text-danger')}
        data-testid={testId}
      >
        {value}
      </p>
      {sub ? <p className="mt-0.5 text-xs text-muted">{sub}</p> : null}
    </div>
  );
}

/** Admin and finance: deposits, opens, battles, GGR and realised RTP per box over a range, and the ledger check. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 29 * DAY)));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const range = {
    from: new Date(`${from}T00:00:00Z`).toISOString(),
    to: new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY).toISOString(),
  };
  const q = useQuery({
    queryKey: ['ops', 'dashboard', range],
    queryFn: () => opsApi('/ops/dashboard', { query: range, schema: OpsDashboard }),
    enabled: !!from && !!to,
  });
  const check = useMutation({
    mutationFn: () => opsApi('/ops/dashboard/ledger_check', { method: 'POST', schema: OpsLedgerCheck.nullable() }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['ops', 'dashboard'] }),
  });
  const d = q.data;
  const days = (d?.days ?? []).map((x) => ({ ...x, deposits: x.depositsCents / 100, ggr: x.ggrCents / 100 }));
  return (
    <div className="flex flex-col gap-6">
      <OpsHeading title={t('ops.dashboard.title')} subtitle={t('ops.dashboard.subtitle')}>
        <div className="flex items-end gap-2">
          <Input
            label={t('ops.dashboard.from')}
            type="date"
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
            name="from"
            containerClassName="w-40"
          />
          <Input
            label={t('ops.dashboard.to')}
            type="date"
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
            name="to"
            containerClassName="w-40"
          />
        </div>
      </OpsHeading>
      <ErrorLine error={q.error ?? check.error} />
      {d ? (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5" data-testid="ops-kpis">
            <Kpi
              label={t('ops.dashboard.deposits')}
              value={money(d.depositsCents)}
              sub={t('ops.dashboard.depositCount', { count: d.depositCount })}
            />
            <Kpi label={t('ops.dashboard.opens')} value={formatNumber(d.opens)} />
            <Kpi label={t('ops.dashboard.battles')} value={formatNumber(d.battles)} />
            <Kpi
              label={t('ops.dashboard.ggr')}
              value={money(d.ggrCents)}
              sub={`${t('ops.dashboard.stakes')} ${money(d.stakesCents)} · ${t('ops.dashboard.prizes')} ${money(d.prizesCents)}`}
              tone={d.ggrCents < 0 ? 'bad' : 'good'}
              testId="ops-ggr"
            />
            <Kpi label={t('ops.dashboard.rtp')} value={pct(d.rtp)} />
          </div>
          <LedgerCard ledger={d.ledger} running={check.isPending} onRun={() => check.mutate()} />
          {days.length ? (
            <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
              <OpsCard title={`${t('ops.dashboard.ggr')} · ${t('ops.dashboard.perDay')}`}>
                <div className="h-64">
                  <ResponsiveContainer width="100%" height="100%">
                    <BarChart data={days}>
                      <CartesianGrid stroke="#243052" vertical={false} />
                      <XAxis dataKey="day" tick={AXIS} tickLine={false} />
                      <YAxis tick={AXIS} tickLine={false} width={56} tickFormatter={(v: number) => formatCompactCoins(coinsToCents(v))} />
                      <Tooltip {...TOOLTIP} formatter={(v) => money(coinsToCents(Number(v)))} />
                      <Bar dataKey="ggr" name={t('ops.dashboard.ggr')} fill="#2bf5a0" radius={[4, 4, 0, 0]} />
                    </BarChart>
                  </ResponsiveContainer>
                </div>
              </OpsCard>
              <OpsCard title={`${t('ops.dashboard.deposits')} · ${t('ops.dashboard.opens')} · ${t('ops.dashboard.perDay')}`}>
                <div className="h-64">
                  <ResponsiveContainer width="100%" height="100%">
                    <LineChart data={days}>
                      <CartesianGrid stroke="#243052" vertical={false} />
                      <XAxis dataKey="day" tick={AXIS} tickLine={false} />
                      <YAxis
                        yAxisId="money"
                        tick={AXIS}
                        tickLine={false}
                        width={56}
                        tickFormatter={(v: number) => formatCompactCoins(coinsToCents(v))}
                      />
                      <YAxis yAxisId="count" orientation="right" tick={AXIS} tickLine={false} width={40} allowDecimals={false} />
                      <Tooltip {...TOOLTIP} />
                      <Line
                        yAxisId="money"
                        dataKey="deposits"
                        name={t('ops.dashboard.deposits')}
                        stroke="#ffc83d"
                        dot={false}
                        strokeWidth={2}
                      />
                      <Line yAxisId="count" dataKey="opens" name={t('ops.dashboard.opens')} stroke="#8b6cff" dot={false} strokeWidth={2} />
                      <Line
                        yAxisId="count"
                        dataKey="battles"
                        name={t('ops.dashboard.battles')}
                        stroke="#3d8bff"
                        dot={false}
                        strokeWidth={2}
                      />
                    </LineChart>
                  </ResponsiveContainer>
                </div>
              </OpsCard>
            </div>
          ) : (
            <p className="text-sm text-muted">{t('ops.dashboard.noData')}</p>
          )}
          <GamesTables games={d.games} gameDays={d.gameDays} />
          <div>
            <h2 className="mb-3 text-lg font-bold">{t('ops.dashboard.perBox')}</h2>
            {d.boxes.length ? (
              <OpsTable
                head={[
                  t('ops.dashboard.box'),
                  t('ops.dashboard.opensCol'),
                  t('ops.dashboard.stakes'),
                  t('ops.dashboard.prizes'),
                  t('ops.dashboard.ggr'),
                  t('ops.dashboard.rtp'),
                  t('opsContent.revenue.configured'),
                ]}
                testId="ops-boxes"
              >
                {d.boxes.map((b) => (
                  <tr key={b.boxId}>
                    <Td className="font-semibold">{b.name ?? `#${b.boxId}`}</Td>
                    <Td className="tabular-nums">{formatNumber(b.opens)}</Td>
                    <Td className="tabular-nums">{money(b.stakesCents)}</Td>
                    <Td className="tabular-nums">{money(b.prizesCents)}</Td>
                    <Td className={cn('tabular-nums', b.stakesCents - b.prizesCents < 0 ? 'text-danger' : 'text-accent')}>
                      {money(b.stakesCents - b.prizesCents)}
                    </Td>
                    <Td className="tabular-nums">{pct(b.rtp)}</Td>
                    <Td className="tabular-nums text-muted">{pct(b.configuredRtp)}</Td>
                  </tr>
                ))}
              </OpsTable>
            ) : (
              <Empty />
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}

/** A game's console label (the game key when the catalogue has none). */
function gameLabel(game: string): string {
  return i18n.t(`opsContent.revenue.games.${game}`, { defaultValue: game });
}

/** Per game over the range, then per game and UTC day (docs/how-to/operator-day.md#revenue). */
function GamesTables({ games, gameDays }: { games: OpsDashboard['games']; gameDays: OpsDashboard['gameDays'] }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h2 className="mb-3 text-lg font-bold">{t('opsContent.revenue.perGame')}</h2>
        {games.length ? (
          <OpsTable
            head={[
              t('opsContent.revenue.game'),
              t('opsContent.revenue.rounds'),
              t('ops.dashboard.stakes'),
              t('ops.dashboard.prizes'),
              t('ops.dashboard.ggr'),
              t('opsContent.revenue.realised'),
              t('opsContent.revenue.configured'),
            ]}
            testId="ops-games"
          >
            {games.map((g) => (
              <tr key={g.game} data-testid={`ops-game-${g.game}`}>
                <Td className="font-semibold">{gameLabel(g.game)}</Td>
                <Td className="tabular-nums">{formatNumber(g.rounds)}</Td>
                <Td className="tabular-nums">{money(g.stakesCents)}</Td>
                <Td className="tabular-nums">{money(g.prizesCents)}</Td>
                <Td className={cn('tabular-nums', g.ggrCents < 0 ? 'text-danger' : 'text-accent')}>
                  <span data-testid={`ops-game-ggr-${g.game}`}>{money(g.ggrCents)}</span>
                </Td>
                <Td className="tabular-nums">{pct(g.rtp)}</Td>
                <Td className="tabular-nums text-muted">
                  {g.configuredRtp === null ? <span className="text-xs">{t('opsContent.revenue.noPromise')}</span> : pct(g.configuredRtp)}
                </Td>
              </tr>
            ))}
          </OpsTable>
        ) : (
          <Empty />
        )}
      </div>
      {gameDays.length ? (
        <div>
          <h2 className="mb-3 text-lg font-bold">{t('opsContent.revenue.perGameDay')}</h2>
          <OpsTable
            head={[
              t('opsContent.revenue.day'),
              t('opsContent.revenue.game'),
              t('opsContent.revenue.rounds'),
              t('ops.dashboard.stakes'),
              t('ops.dashboard.prizes'),
              t('ops.dashboard.ggr'),
              t('opsContent.revenue.realised'),
            ]}
            testId="ops-game-days"
          >
            {[...gameDays].reverse().map((g) => (
              <tr key={`${g.day}:${g.game}`}>
                <Td className="tabular-nums">{g.day}</Td>
                <Td>{gameLabel(g.game)}</Td>
                <Td className="tabular-nums">{formatNumber(g.rounds)}</Td>
                <Td className="tabular-nums">{money(g.stakesCents)}</Td>
                <Td className="tabular-nums">{money(g.prizesCents)}</Td>
                <Td className={cn('tabular-nums', g.stakesCents - g.prizesCents < 0 ? 'text-danger' : 'text-accent')}>
                  {money(g.stakesCents - g.prizesCents)}
                </Td>
                <Td className="tabular-nums">{pct(g.stakesCents > 0 ? g.prizesCents / g.stakesCents : null)}</Td>
              </tr>
            ))}
          </OpsTable>
        </div>
      ) : null}
    </div>
  );
}

function LedgerCard({ ledger, running, onRun }: { ledger: OpsDashboard['ledger']; running: boolean; onRun: () => void }) {
  const { t } = useTranslation();
  return (
    <OpsCard className={cn(ledger && !ledger.ok && 'border-danger/70')} testId="ops-ledger-check">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('ops.dashboard.ledger')}</p>
          <p className={cn('mt-1 text-sm font-semibold', !ledger ? 'text-muted' : ledger.ok ? 'text-accent' : 'text-danger')}>
            {!ledger
              ? t('ops.dashboard.ledgerNever')
              : ledger.ok
                ? t('ops.dashboard.ledgerOk', { entries: formatNumber(ledger.entries) })
                : t('ops.dashboard.ledgerBroken', { unbalanced: ledger.unbalanced, drifted: ledger.drifted, negative: ledger.negative })}
          </p>
          {ledger ? <p className="text-xs text-muted">{t('ops.dashboard.checkedAt', { when: when(ledger.checkedAt) })}</p> : null}
        </div>
        <Button variant="secondary" size="sm" loading={running} onClick={onRun} data-testid="ops-ledger-run">
          {t('ops.dashboard.ledgerRun')}
        </Button>
      </div>
    </OpsCard>
  );
}
