import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsPayoutCheck, OpsWithdrawal, OpsWithdrawalList, type WithdrawStatus } from '@hapa/contracts';
import { Badge, Button, Input, Select } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast-store.ts';
import { opsApi } from '../api.ts';
import { useOpsSession } from '../session.ts';
import { Empty, ErrorLine, errorMessage, money, OpsHeading, OpsTable, Td, when } from '../ui.tsx';

const STATUSES: WithdrawStatus[] = ['pending', 'approved', 'sending', 'sent', 'paid', 'failed', 'rejected', 'released'];
const TONE = {
  pending: 'warning',
  approved: 'violet',
  sending: 'violet',
  sent: 'violet',
  paid: 'accent',
  failed: 'danger',
  rejected: 'danger',
  released: 'danger',
} as const;

/** A block explorer's page of a transaction on `chain` (real payouts only: a sandbox hash is on no chain). */
function explorerUrl(chain: string, hash: string): string | null {
  const h = encodeURIComponent(hash);
  if (chain === 'TRON') return `https://tronscan.org/#/transaction/${h}`;
  if (chain === 'ETH') return `https://etherscan.io/tx/${h}`;
  if (chain === 'BTC') return `https://mempool.space/tx/${h}`;
  if (chain === 'TON') return `https://tonviewer.com/transaction/${h}`;
  return null;
}

/**
 * One row's actions: approve / reject (with a reason) when pending; with the manual payout provider, mark paid (with
 * the hash) or release (with a reason: the payout was never sent, the amount returns) when approved; while a payout
 * provider sends it, its state and since when, "Ask the provider now" once it is sent (the provider's answer settles it
 * as its webhook would) and, on the sandbox, the SANDBOX confirm / fail buttons; then the hash (with an
 * explorer link for real payouts) or the failure's reason (docs/payments.md#payouts). A first approval above the
 * approver's limit waits for a second operator (docs/security.md#console-money-rules): its approver sees no approve button.
 */
function Actions({ w, provider, onDone }: { w: OpsWithdrawal; provider: string; onDone: () => void }) {
  const { t } = useTranslation();
  const me = useOpsSession()?.operator;
  const [mode, setMode] = useState<'none' | 'reject' | 'release'>('none');
  const [text, setText] = useState('');
  const act = useMutation({
    mutationFn: (a: { kind: 'approve' | 'reject' | 'paid' | 'release' | 'sandbox/confirm' | 'sandbox/fail'; body?: unknown }) =>
      opsApi(`/ops/referral/withdrawals/${w.id}/${a.kind}`, { method: 'POST', body: a.body, schema: OpsWithdrawal }),
    onSuccess: (r, a) => {
      if (a.kind === 'approve' && r.awaitingSecond) toast.info(t('ops.referral.withdrawals.awaiting'));
      else if (a.kind === 'approve' && r.status !== 'approved') toast.success(t('ops.referral.withdrawals.sentToast', { id: r.id }));
      else if (a.kind.startsWith('sandbox/')) toast.success(t('ops.referral.withdrawals.sandboxDone', { id: r.id }));
      else
        toast.success(
          t(
            `ops.referral.withdrawals.${a.kind === 'paid' ? 'paid' : a.kind === 'approve' ? 'approved' : a.kind === 'release' ? 'released' : 'rejected'}`,
            { id: r.id },
          ),
        );
      setText('');
      setMode('none');
      onDone();
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const ask = useMutation({
    mutationFn: () => opsApi(`/ops/referral/withdrawals/${w.id}/check`, { method: 'POST', schema: OpsPayoutCheck }),
    onSuccess: (r) => {
      const say = t(`ops.referral.withdrawals.askAnswers.${r.answer}`, {
        id: w.id,
        provider: t(`ops.referral.withdrawals.providers.${provider}`, { defaultValue: provider }),
        reason: r.reason ?? '',
      });
      if (r.answer === 'submitted') toast.info(say);
      else if (r.answer === 'confirmed') toast.success(say);
      else toast.error(say);
      onDone();
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  if ((w.status === 'pending' && mode === 'reject') || (w.status === 'approved' && mode === 'release')) {
    const kind = mode as 'reject' | 'release';
    return (
      <div className="flex min-w-[260px] items-start gap-2">
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('ops.referral.withdrawals.reason')}
          aria-label={t('ops.referral.withdrawals.reason')}
          containerClassName="flex-1"
          data-testid={`ops-${kind}-reason-${w.id}`}
        />
        <Button
          variant="danger"
          size="sm"
          className="mt-1"
          disabled={!text.trim()}
          loading={act.isPending}
          onClick={() => act.mutate({ kind, body: { reason: text.trim() } })}
          data-testid={`ops-${kind}-confirm-${w.id}`}
        >
          {t(kind === 'reject' ? 'ops.referral.withdrawals.confirmReject' : 'ops.referral.withdrawals.confirmRelease')}
        </Button>
        <Button size="sm" variant="ghost" className="mt-1" onClick={() => setMode('none')}>
          {t('common.cancel')}
        </Button>
      </div>
    );
  }
  if (w.status === 'pending') {
    const mineToSecond = w.awaitingSecond?.requestedBy === me?.userId;
    return (
      <div className="flex flex-wrap items-center gap-2">
        {w.awaitingSecond ? (
          <span className="text-xs text-warning" data-testid={`ops-awaiting-${w.id}`}>
            {t('ops.referral.withdrawals.awaitingSecond', { who: w.awaitingSecond.requestedByEmail ?? `#${w.awaitingSecond.requestedBy}` })}
          </span>
        ) : null}
        {mineToSecond ? null : (
          <Button size="sm" loading={act.isPending} onClick={() => act.mutate({ kind: 'approve' })} data-testid={`ops-approve-${w.id}`}>
            {t('ops.referral.withdrawals.approve')}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => setMode('reject')} data-testid={`ops-reject-${w.id}`}>
          {t('ops.referral.withdrawals.reject')}
        </Button>
      </div>
    );
  }
  if (w.status === 'approved') {
    return (
      <div className="flex min-w-[300px] items-start gap-2">
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('ops.referral.withdrawals.hashPlaceholder')}
          aria-label={t('ops.referral.withdrawals.hash')}
          className="font-mono text-xs"
          containerClassName="flex-1"
          data-testid={`ops-hash-${w.id}`}
        />
        <Button
          size="sm"
          className="mt-1"
          disabled={text.trim().length < 8}
          loading={act.isPending}
          onClick={() => act.mutate({ kind: 'paid', body: { txHash: text.trim() } })}
          data-testid={`ops-paid-${w.id}`}
        >
          {t('ops.referral.withdrawals.markPaid')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="mt-1"
          onClick={() => {
            setText('');
            setMode('release');
          }}
          data-testid={`ops-release-${w.id}`}
        >
          {t('ops.referral.withdrawals.release')}
        </Button>
      </div>
    );
  }
  if (w.status === 'sending' || w.status === 'sent') {
    return (
      <div className="flex flex-col items-start gap-1.5">
        <span className="text-xs text-muted" data-testid={`ops-waiting-${w.id}`}>
          {t('ops.referral.withdrawals.waitingProvider')} · {t('ops.referral.withdrawals.since', { when: when(w.updatedAt) })}
        </span>
        {w.status === 'sent' && w.payoutProvider === provider ? (
          <Button
            size="sm"
            variant="secondary"
            loading={ask.isPending}
            onClick={() => ask.mutate()}
            data-testid={`ops-ask-provider-${w.id}`}
          >
            {t('ops.referral.withdrawals.askProvider')}
          </Button>
        ) : null}
        {w.status === 'sent' && provider === 'sandbox' && w.payoutProvider === 'sandbox' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              loading={act.isPending}
              onClick={() => act.mutate({ kind: 'sandbox/confirm' })}
              data-testid={`ops-sandbox-confirm-${w.id}`}
            >
              {t('ops.referral.withdrawals.sandboxConfirm')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              loading={act.isPending}
              onClick={() => act.mutate({ kind: 'sandbox/fail' })}
              data-testid={`ops-sandbox-fail-${w.id}`}
            >
              {t('ops.referral.withdrawals.sandboxFail')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  if (w.txHash) {
    const link = w.payoutProvider === 'sandbox' ? null : explorerUrl(w.chain, w.txHash);
    return (
      <div className="flex max-w-[240px] flex-col gap-1">
        <code className="block break-all font-mono text-[11px] text-muted" data-testid={`ops-txhash-${w.id}`}>
          {w.txHash}
        </code>
        {link ? (
          <a href={link} target="_blank" rel="noreferrer" className="text-xs font-semibold text-accent hover:underline">
            {t('ops.referral.withdrawals.viewTx')}
          </a>
        ) : null}
      </div>
    );
  }
  if (w.status === 'failed')
    return (
      <span className="block max-w-[240px] text-xs text-danger" data-testid={`ops-fail-reason-${w.id}`}>
        {t('ops.referral.withdrawals.failReason')}: {w.failReason}
      </span>
    );
  return <span className="text-xs text-muted">{w.rejectReason}</span>;
}

/** Provider name and reference of a withdrawal handed to a payout provider (SANDBOX says so). */
function ProviderCell({ w }: { w: OpsWithdrawal }) {
  const { t } = useTranslation();
  if (!w.payoutProvider) return null;
  return (
    <div className="flex flex-col items-start gap-0.5">
      <Badge tone={w.payoutProvider === 'sandbox' ? 'warning' : 'violet'}>
        {t(`ops.referral.withdrawals.providers.${w.payoutProvider}`, { defaultValue: w.payoutProvider })}
      </Badge>
      {w.providerRef ? (
        <code className="block max-w-[160px] break-all font-mono text-[10px] text-muted" title={w.providerRef}>
          {t('ops.referral.withdrawals.ref')} {w.providerRef}
        </code>
      ) : null}
    </div>
  );
}

/** Finance: the withdrawal queue (GET /api/ops/referral/withdrawals), oldest open first. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [status, setStatus] = useState<WithdrawStatus | ''>('');
  const q = useQuery({
    queryKey: ['ops', 'withdrawals', status],
    queryFn: () => opsApi('/ops/referral/withdrawals', { query: { status }, schema: OpsWithdrawalList }),
    // while a payout is on its way the provider's answer can land any moment: the queue refreshes itself
    refetchInterval: (query) => (query.state.data?.list.some((r) => r.status === 'sending' || r.status === 'sent') ? 2_000 : false),
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['ops', 'withdrawals'] });
  const w = 'ops.referral.withdrawals';
  return (
    <div className="flex flex-col gap-5">
      <OpsHeading title={t(`${w}.title`)} subtitle={t(`${w}.subtitle`)}>
        <Select
          label={t(`${w}.status`)}
          value={status}
          onChange={(e) => setStatus(e.target.value as WithdrawStatus | '')}
          options={[{ value: '', label: t('ops.common.all') }, ...STATUSES.map((s) => ({ value: s, label: t(`${w}.statuses.${s}`) }))]}
          data-testid="ops-withdrawals-status"
        />
      </OpsHeading>
      {q.data ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="ops-payout-provider">
          <span className="text-muted">{t(`${w}.provider`)}:</span>
          <Badge tone={q.data.provider === 'sandbox' ? 'warning' : 'violet'}>
            {t(`${w}.providers.${q.data.provider}`, { defaultValue: q.data.provider })}
          </Badge>
          {q.data.provider === 'sandbox' ? <span className="text-xs text-warning">{t(`${w}.sandboxNote`)}</span> : null}
        </div>
      ) : null}
      <ErrorLine error={q.error} />
      <OpsTable
        head={[
          t(`${w}.id`),
          t(`${w}.when`),
          t(`${w}.player`),
          t(`${w}.amount`),
          t(`${w}.payout`),
          t(`${w}.address`),
          t(`${w}.status`),
          t(`${w}.actions`),
        ]}
        testId="ops-withdrawals"
      >
        {(q.data?.list ?? []).map((r) => (
          <tr key={r.id} data-testid={`ops-withdrawal-${r.id}`}>
            <Td className="font-mono text-xs">{r.id}</Td>
            <Td className="whitespace-nowrap text-muted">{when(r.createdAt)}</Td>
            <Td className="whitespace-nowrap">
              {r.nickname} <span className="text-xs text-muted">#{r.uid}</span>
              {r.vipPriority ? (
                <Badge tone="warning" className="ml-1.5">
                  {t(`${w}.vipPriority`)}
                </Badge>
              ) : null}
            </Td>
            <Td className="whitespace-nowrap tabular-nums">
              {money(coinsToCents(r.amount))}{' '}
              <span className="text-xs text-muted">
                ({t(`${w}.fee`)} {money(coinsToCents(r.fee))})
              </span>
            </Td>
            <Td className="whitespace-nowrap font-semibold tabular-nums">
              {r.coinAmount} {r.ccy} <span className="text-xs font-normal text-muted">{r.chain}</span>
            </Td>
            <Td>
              <code className="block max-w-[220px] break-all font-mono text-[11px]">{r.address}</code>
            </Td>
            <Td>
              <div className="flex flex-col items-start gap-1">
                <Badge tone={TONE[r.status]}>
                  <span data-testid={`ops-status-${r.id}`}>{t(`${w}.statuses.${r.status}`)}</span>
                </Badge>
                <ProviderCell w={r} />
              </div>
            </Td>
            <Td>
              <Actions w={r} provider={q.data?.provider ?? 'manual'} onDone={refresh} />
            </Td>
          </tr>
        ))}
      </OpsTable>
      {q.data && !q.data.list.length ? <Empty /> : null}
    </div>
  );
}
