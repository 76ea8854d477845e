import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsCorrection, OpsCorrectionPage } from '@hapa/contracts';
import { Button, Input, Select, cn } from '../../../components/index.ts';
import { refreshQueries } from '../../../lib/query-client.ts';
import { newIdempotencyKey, opsApi } from '../api.ts';
import { useOpsSession } from '../session.ts';
import { Empty, ErrorLine, money, OpsCard, OpsHeading, OpsTable, Pager, Td, when } from '../ui.tsx';
import { MoneyRulesCard, useMoneyRules } from './money-rules-card.tsx';

const PAGE_SIZE = 20;
const KEY = ['ops', 'corrections'];
type Status = '' | 'pending' | 'posted' | 'rejected';

/**
 * Finance: goodwill credits and corrections (journal entries against the goodwill account) with a
 * mandatory reason; above the operator's limit for the window (the console money rules, shown and edited here)
 * a second operator approves. The form keeps one idempotency key until a correction is accepted, so a double
 * submit or a retry after a timeout posts once.
 */
export default function CorrectionsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const me = useOpsSession()?.operator;
  const [params] = useSearchParams();
  const [uid, setUid] = useState(params.get('uid') ?? '');
  const [amount, setAmount] = useState('');
  const [kind, setKind] = useState<'goodwill' | 'correction'>('goodwill');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [idemKey, setIdemKey] = useState(newIdempotencyKey);
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const rules = useMoneyRules();
  const list = useQuery({
    queryKey: [...KEY, status, page],
    placeholderData: keepPreviousData,
    queryFn: () => opsApi('/ops/corrections', { query: { status, page, pageSize: PAGE_SIZE }, schema: OpsCorrectionPage }),
  });
  const submit = useMutation({
    mutationFn: () =>
      opsApi('/ops/corrections', {
        method: 'POST',
        body: { uid: Number(uid), amount, kind, reason, note, idempotencyKey: idemKey },
        schema: OpsCorrection,
      }),
    onSuccess: () => {
      setAmount('');
      setReason('');
      setNote('');
      setIdemKey(newIdempotencyKey());
      void refreshQueries(qc, KEY);
    },
  });
  const decide = useMutation({
    mutationFn: (v: { id: number; approve: boolean }) =>
      opsApi(`/ops/corrections/${v.id}/decision`, { method: 'POST', body: { approve: v.approve }, schema: OpsCorrection }),
    onSuccess: () => void refreshQueries(qc, KEY),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit.mutate();
  };
  const threshold = list.data ? money(list.data.thresholdCents) : '';
  return (
    <div className="flex flex-col gap-6">
      <OpsHeading title={t('ops.corrections.title')} subtitle={t('ops.corrections.subtitle')} />
      <OpsCard title={t('ops.corrections.new')}>
        <form className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4" onSubmit={onSubmit} data-testid="ops-correction-form">
          <Input
            label={t('ops.corrections.uid')}
            inputMode="numeric"
            value={uid}
            onChange={(e) => setUid(e.target.value.replace(/\D/g, ''))}
            required
            name="uid"
          />
          <Input
            label={t('ops.corrections.amount')}
            hint={t('ops.corrections.amountHint')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d.-]/g, ''))}
            required
            name="amount"
            prefix="$"
          />
          <Select
            label={t('ops.corrections.kind')}
            value={kind}
            onChange={(e) => setKind(e.target.value as 'goodwill' | 'correction')}
            name="kind"
            options={[
              { value: 'goodwill', label: t('ops.corrections.kinds.goodwill') },
              { value: 'correction', label: t('ops.corrections.kinds.correction') },
            ]}
          />
          <Input
            label={t('ops.corrections.reason')}
            hint={t('ops.corrections.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            maxLength={500}
            name="reason"
          />
          <Input
            label={t('ops.corrections.note')}
            hint={t('ops.corrections.noteHint')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
            name="note"
          />
          <div className="flex flex-wrap items-center gap-3 md:col-span-2 xl:col-span-4">
            <Button type="submit" loading={submit.isPending} disabled={!uid || !amount || !reason.trim()}>
              {t('ops.corrections.submit')}
            </Button>
            {threshold && rules.data ? (
              <span className="text-xs text-muted">
                {t('ops.corrections.threshold', { amount: threshold, hours: rules.data.rules.windowHours })}
              </span>
            ) : null}
          </div>
          <div className="md:col-span-2 xl:col-span-4">
            <ErrorLine error={submit.error} />
            {submit.data ? (
              <p
                className={cn('text-sm font-semibold', submit.data.status === 'posted' ? 'text-accent' : 'text-warning')}
                role="status"
                data-testid="ops-correction-result"
              >
                #{submit.data.id} · {money(submit.data.amountCents)} ·{' '}
                {submit.data.status === 'posted' ? t('ops.corrections.posted') : t('ops.corrections.pending')}
              </p>
            ) : null}
          </div>
        </form>
      </OpsCard>
      <MoneyRulesCard editable={!!me?.roles.includes('admin')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-bold">{t('ops.corrections.list')}</h2>
        <Select
          label={t('ops.corrections.filter')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as Status);
            setPage(1);
          }}
          name="status"
          containerClassName="w-44"
          options={[
            { value: 'pending', label: t('ops.corrections.status.pending') },
            { value: 'posted', label: t('ops.corrections.status.posted') },
            { value: 'rejected', label: t('ops.corrections.status.rejected') },
            { value: '', label: t('ops.common.all') },
          ]}
        />
      </div>
      <ErrorLine error={list.error ?? decide.error} />
      <OpsTable
        head={[
          '#',
          t('ops.corrections.uid'),
          t('ops.corrections.kind'),
          t('ops.players.ledger.amount'),
          t('ops.corrections.reasonCol'),
          t('ops.corrections.requestedBy'),
          t('ops.corrections.decidedBy'),
          '',
        ]}
        testId="ops-corrections"
      >
        {(list.data?.list ?? []).map((c) => (
          <tr key={c.id} data-testid={`ops-correction-${c.id}`}>
            <Td className="font-mono text-xs">
              {c.id}
              <br />
              <span className="text-muted">{when(c.createdAt)}</span>
            </Td>
            <Td>
              {c.uid}
              <br />
              <span className="text-xs text-muted">{c.playerEmail}</span>
            </Td>
            <Td>{t(`ops.corrections.kinds.${c.kind}`, { defaultValue: c.kind })}</Td>
            <Td className={cn('font-semibold tabular-nums', c.amountCents < 0 ? 'text-danger' : 'text-accent')}>{money(c.amountCents)}</Td>
            <Td className="max-w-[240px] break-words">
              {c.reason}
              {c.note ? (
                <span className="mt-1 block text-xs text-muted">
                  {t('ops.corrections.noteCol')}: {c.note}
                </span>
              ) : null}
            </Td>
            <Td className="text-xs">{c.requestedByEmail ?? c.requestedBy}</Td>
            <Td className="text-xs">{c.decidedByEmail ?? '—'}</Td>
            <Td>
              {c.status === 'pending' && c.requestedBy !== me?.userId ? (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ id: c.id, approve: true })}
                    data-testid="ops-approve"
                  >
                    {t('ops.corrections.approve')}
                  </Button>
                  <Button size="sm" variant="ghost" disabled={decide.isPending} onClick={() => decide.mutate({ id: c.id, approve: false })}>
                    {t('ops.corrections.reject')}
                  </Button>
                </div>
              ) : (
                <span
                  className={cn(
                    'text-xs font-bold',
                    c.status === 'posted' ? 'text-accent' : c.status === 'rejected' ? 'text-danger' : 'text-warning',
                  )}
                >
                  {t(`ops.corrections.status.${c.status}`)}
                </span>
              )}
            </Td>
          </tr>
        ))}
      </OpsTable>
      {list.data && !list.data.list.length ? <Empty /> : null}
      {list.data ? <Pager page={page} total={list.data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
    </div>
  );
}
