import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsGameRoundPage, OpsPaymentList, OpsPlayerLimits, OpsWithdrawalPage, OpsXpChange, OpsXpChangePage } from '@hapa/contracts';
import { Button, Input, Select, cn } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsDay } from '../../../lib/i18n/en/ops-day.ts';
import { opsApi } from '../api.ts';
import { RefundBadge } from '../payments/refund-badge.tsx';
import { Empty, ErrorLine, money, OpsCard, OpsTable, Pager, Td, when } from '../ui.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';

i18n.addResourceBundle('en', 'translation', { opsDay }, true, true);

const PAGE_SIZE = 20;
/** The dossier's tabs beside ledger, openings, battles, orders and sessions (docs/how-to/operator-day.md#players). */
export const DOSSIER_TABS = ['rounds', 'deposits', 'withdrawals', 'limits'] as const;
export type DossierTab = (typeof DOSSIER_TABS)[number];

/** One dossier tab: a page of game rounds, deposits, withdrawals, or the limits in force. */
export function DossierTabView({ uid, tab }: { uid: number; tab: DossierTab }) {
  const [page, setPage] = useState(1);
  if (tab === 'limits') return <Limits uid={uid} />;
  if (tab === 'deposits') return <Deposits uid={uid} page={page} onPage={setPage} />;
  if (tab === 'withdrawals') return <Withdrawals uid={uid} page={page} onPage={setPage} />;
  return <Rounds uid={uid} page={page} onPage={setPage} />;
}

function Rounds({ uid, page, onPage }: { uid: number; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['ops', 'player', uid, 'rounds', page],
    placeholderData: keepPreviousData,
    queryFn: () => opsApi(`/ops/players/${uid}/rounds`, { query: { page, pageSize: PAGE_SIZE }, schema: OpsGameRoundPage }),
  });
  if (q.error) return <ErrorLine error={q.error} />;
  if (!q.data) return null;
  if (!q.data.list.length) return <Empty />;
  return (
    <>
      <OpsTable
        head={[
          t('ops.players.ledger.when'),
          t('opsDay.dossier.game'),
          t('opsDay.dossier.stake'),
          t('opsDay.dossier.payout'),
          t('opsDay.dossier.status'),
          t('opsDay.dossier.seeds'),
        ]}
        testId="ops-player-rounds"
      >
        {q.data.list.map((r) => (
          <tr key={r.id}>
            <Td className="whitespace-nowrap text-muted">{when(r.createdAt)}</Td>
            <Td className="font-semibold">{r.game}</Td>
            <Td className="tabular-nums">{money(r.stakeCents)}</Td>
            <Td className={cn('tabular-nums', r.payoutCents > 0 && 'text-accent')}>{money(r.payoutCents)}</Td>
            <Td>{r.status}</Td>
            <Td className="max-w-[360px] font-mono text-[11px] [overflow-wrap:anywhere]">
              {r.nonce} · {r.clientSeed ?? '—'} · {r.serverSeed ?? <span className="text-muted">{t('opsDay.dossier.hidden')}</span>}
            </Td>
          </tr>
        ))}
      </OpsTable>
      <Pager page={page} total={q.data.total} pageSize={PAGE_SIZE} onPage={onPage} />
    </>
  );
}

function Deposits({ uid, page, onPage }: { uid: number; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['ops', 'player', uid, 'deposits', page],
    placeholderData: keepPreviousData,
    queryFn: () => opsApi('/ops/payments', { query: { player: String(uid), page, pageSize: PAGE_SIZE }, schema: OpsPaymentList }),
  });
  if (q.error) return <ErrorLine error={q.error} />;
  if (!q.data) return null;
  return (
    <>
      <Link to={`/ops/payments?player=${uid}`} className="mb-2 inline-block text-sm font-semibold text-accent hover:underline">
        {t('opsDay.dossier.allPayments')}
      </Link>
      {q.data.list.length ? (
        <OpsTable
          head={[
            t('opsDay.payments.when'),
            t('opsDay.payments.order'),
            t('opsDay.payments.method'),
            t('opsDay.payments.charged'),
            t('opsDay.payments.status'),
            t('opsDay.payments.refund'),
          ]}
          testId="ops-player-deposits"
        >
          {q.data.list.map((o) => (
            <tr key={o.orderNo}>
              <Td className="whitespace-nowrap text-muted">{when(o.createdAt)}</Td>
              <Td>
                <Link to={`/ops/payments/${encodeURIComponent(o.orderNo)}`} className="font-mono text-xs text-accent hover:underline">
                  {o.orderNo}
                </Link>
              </Td>
              <Td>{o.payType}</Td>
              <Td className="tabular-nums">{money(o.amountCents)}</Td>
              <Td>{o.status}</Td>
              <Td>{o.refundStatus ? <RefundBadge status={o.refundStatus} /> : '—'}</Td>
            </tr>
          ))}
        </OpsTable>
      ) : (
        <Empty />
      )}
      <Pager page={page} total={q.data.total} pageSize={PAGE_SIZE} onPage={onPage} />
    </>
  );
}

function Withdrawals({ uid, page, onPage }: { uid: number; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['ops', 'player', uid, 'withdrawals', page],
    placeholderData: keepPreviousData,
    queryFn: () => opsApi(`/ops/players/${uid}/withdrawals`, { query: { page, pageSize: PAGE_SIZE }, schema: OpsWithdrawalPage }),
  });
  if (q.error) return <ErrorLine error={q.error} />;
  if (!q.data) return null;
  if (!q.data.list.length) return <Empty />;
  return (
    <>
      <OpsTable
        head={[t('ops.players.ledger.when'), '#', t('opsDay.dossier.amount'), t('opsDay.dossier.status')]}
        testId="ops-player-withdrawals"
      >
        {q.data.list.map((w) => (
          <tr key={w.id}>
            <Td className="whitespace-nowrap text-muted">{when(w.createdAt)}</Td>
            <Td className="font-mono text-xs">{w.id}</Td>
            <Td className="tabular-nums">{money(w.amountCents)}</Td>
            <Td>{w.status}</Td>
          </tr>
        ))}
      </OpsTable>
      <Pager page={page} total={q.data.total} pageSize={PAGE_SIZE} onPage={onPage} />
    </>
  );
}

function Limits({ uid }: { uid: number }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['ops', 'player', uid, 'limits'],
    queryFn: () => opsApi(`/ops/players/${uid}/limits`, { schema: OpsPlayerLimits }),
  });
  if (q.error) return <ErrorLine error={q.error} />;
  if (!q.data) return null;
  return (
    <OpsCard testId="ops-player-limits">
      {q.data.limits.length ? (
        <OpsTable head={[t('opsDay.dossier.limitKind'), t('opsDay.dossier.period'), t('opsDay.dossier.amount'), t('opsDay.dossier.since')]}>
          {q.data.limits.map((l) => (
            <tr key={`${l.kind}:${l.period}`}>
              <Td className="font-semibold">{l.kind}</Td>
              <Td>{l.period}</Td>
              <Td className="tabular-nums">{money(l.amountCents)}</Td>
              <Td className="text-muted">{when(l.createdAt)}</Td>
            </tr>
          ))}
        </OpsTable>
      ) : (
        <p className="text-sm text-muted">{t('opsDay.dossier.noLimits')}</p>
      )}
      <p className="mt-3 text-sm">
        {q.data.exclusion
          ? t('opsDay.dossier.breakUntil', { kind: q.data.exclusion.kind, until: when(q.data.exclusion.until) })
          : t('opsDay.dossier.noBreak')}
      </p>
    </OpsCard>
  );
}

/**
 * Finance: ask for an XP / VIP level change with a reason; it applies only when a second operator approves it on the
 * VIP changes page (docs/how-to/operator-day.md#players). Shows a change already waiting for this player.
 */
export function XpChangeCard({ uid, level, xp, levels }: { uid: number; level: number; xp: number; levels: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [mode, setMode] = useState<'level' | 'xp'>('level');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const waiting = useQuery({
    queryKey: ['ops', 'xp_changes', uid, 'awaiting'],
    queryFn: () => opsApi('/ops/xp_changes', { query: { uid, status: 'awaiting' }, schema: OpsXpChangePage }),
  });
  const ask = useMutation({
    mutationFn: () =>
      opsApi(`/ops/players/${uid}/xp`, {
        method: 'POST',
        body: { reason, ...(mode === 'level' ? { level: Number(value) } : { xp: Number(value) }) },
        schema: OpsXpChange,
      }),
    onSuccess: () => {
      setReason('');
      setValue('');
      void qc.invalidateQueries({ queryKey: ['ops', 'xp_changes'] });
    },
  });
  const pending = waiting.data?.list[0];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask.mutate();
  };
  const valid = value.trim() !== '' && Number.isInteger(Number(value)) && Number(value) >= 0 && reason.trim() !== '';
  return (
    <OpsCard title={t('opsDay.xp.title')} testId="ops-xp-card">
      <p className="mb-3 text-sm text-muted">{t('opsDay.xp.current', { level, xp: formatNumber(xp) })}</p>
      {pending ? (
        <p className="text-sm font-semibold text-warning" data-testid="ops-xp-pending">
          {t('opsDay.xp.pendingHere', {
            from: pending.fromLevel,
            to: pending.toLevel,
            xp: formatNumber(pending.toXp),
            who: pending.requestedByEmail ?? `#${pending.requestedBy}`,
          })}
        </p>
      ) : (
        <form className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_10rem_1fr_auto] sm:items-end" onSubmit={submit}>
          <Select
            label={t('opsDay.xp.byLevel')}
            value={mode}
            onChange={(e) => setMode(e.target.value as 'level' | 'xp')}
            options={[
              { value: 'level', label: t('opsDay.xp.byLevel') },
              { value: 'xp', label: t('opsDay.xp.byXp') },
            ]}
            data-testid="ops-xp-mode"
          />
          {mode === 'level' ? (
            <Select
              label={t('opsDay.xp.level')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              options={[{ value: '', label: '—' }, ...Array.from({ length: levels }, (_, l) => ({ value: String(l), label: `VIP${l}` }))]}
              data-testid="ops-xp-level"
            />
          ) : (
            <Input
              label={t('opsDay.xp.xp')}
              inputMode="numeric"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              data-testid="ops-xp-value"
            />
          )}
          <Input
            label={t('opsDay.xp.reason')}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            data-testid="ops-xp-reason"
          />
          <Button type="submit" disabled={!valid} loading={ask.isPending} data-testid="ops-xp-submit">
            {t('opsDay.xp.submit')}
          </Button>
        </form>
      )}
      {ask.data && !pending ? (
        <p className="mt-2 text-sm text-accent" data-testid="ops-xp-asked">
          {t('opsDay.xp.asked', { from: ask.data.fromLevel, to: ask.data.toLevel, xp: formatNumber(ask.data.toXp) })}
        </p>
      ) : null}
      <ErrorLine error={ask.error ?? waiting.error} />
    </OpsCard>
  );
}
