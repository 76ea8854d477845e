import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsPaymentDetail, OpsRefund } from '@hapa/contracts';
import { centsToCoins } from '@hapa/domain';
import { Badge, Button, IconChevronLeft, Input, cn } from '../../../components/index.ts';
import { chargedAmount } from '../../../lib/history-format.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsDay } from '../../../lib/i18n/en/ops-day.ts';
import { opsApi } from '../api.ts';
import { useOpsSession } from '../session.ts';
import { Empty, ErrorLine, money, OpsCard, OpsHeading, OpsTable, Td, when } from '../ui.tsx';
import { RefundBadge } from './refund-badge.tsx';

i18n.addResourceBundle('en', 'translation', { opsDay }, true, true);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line/60 py-1.5 text-sm last:border-0">
      <span className="text-muted">{label}</span>
      <span className="text-right font-semibold [overflow-wrap:anywhere]">{children}</span>
    </div>
  );
}

/** Charged amount in the order's currency: "$50.00", "KES 1,000.00". */
const charged = (cents: number, currency: string) => chargedAmount(centsToCoins(cents), currency);

/**
 * One order's whole life (docs/how-to/operator-day.md#payments): the parts it credited, each webhook event received
 * (verified, with what it did), its journal entries and lines, the player's notifications, and its refund: through
 * the provider's API or "mark refunded", with a second operator above the money rules' limit (docs/payments.md#refunds).
 */
export default function PaymentPage() {
  const { t } = useTranslation();
  const orderNo = useParams().orderNo ?? '';
  const qc = useQueryClient();
  const session = useOpsSession();
  const roles = session?.operator.roles ?? [];
  const me = session?.operator.userId;
  const canRefund = roles.includes('admin') || roles.includes('finance');
  const [reason, setReason] = useState('');
  const q = useQuery({
    queryKey: ['ops', 'payment', orderNo],
    queryFn: () => opsApi(`/ops/payments/${encodeURIComponent(orderNo)}`, { schema: OpsPaymentDetail }),
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['ops', 'payment', orderNo] });
  const refund = useMutation({
    mutationFn: (manual: boolean) =>
      opsApi(`/ops/payments/${encodeURIComponent(orderNo)}/refund`, { method: 'POST', body: { reason, manual }, schema: OpsRefund }),
    onSuccess: refresh,
  });
  const decide = useMutation({
    mutationFn: (approve: boolean) =>
      opsApi(`/ops/payments/${encodeURIComponent(orderNo)}/refund/decision`, { method: 'POST', body: { approve }, schema: OpsRefund }),
    onSuccess: refresh,
  });
  const o = q.data;
  const r = o?.refund ?? null;
  const mayRequest = !!o && o.status === 'paid' && (!r || r.status === 'failed' || r.status === 'rejected');
  const spent = !!o && o.balanceCents < o.reversalCents;
  const ask = (manual: boolean) => {
    if (!o) return;
    const text = t('opsDay.order.confirmRefund', { amount: charged(o.amountCents, o.currency), coins: money(o.reversalCents) });
    if (window.confirm(text)) refund.mutate(manual);
  };
  return (
    <div className="flex flex-col gap-5">
      <Link to="/ops/payments" className="inline-flex items-center gap-1 text-sm text-muted hover:text-fg">
        <IconChevronLeft size={16} />
        {t('opsDay.order.back')}
      </Link>
      <ErrorLine error={q.error} />
      {o ? (
        <>
          <OpsHeading title={o.orderNo} subtitle={t('opsDay.order.subtitle', { method: o.payType, when: when(o.createdAt) })}>
            <div className="flex items-center gap-2">
              {o.isTest ? <Badge tone="warning">{t('opsDay.payments.test')}</Badge> : null}
              <span
                className={cn(
                  'rounded-full px-3 py-1 text-xs font-bold',
                  o.status === 'paid' ? 'bg-accent/15 text-accent' : 'bg-surface-3 text-muted',
                )}
                data-testid="ops-order-status"
              >
                {o.status}
              </span>
              {r ? <RefundBadge status={r.status} /> : null}
            </div>
          </OpsHeading>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <OpsCard title={t('opsDay.order.summary')}>
              <Row label={t('opsDay.order.player')}>
                <Link to={`/ops/players/${o.uid}`} className="text-accent hover:underline">
                  {o.nickname}
                </Link>{' '}
                <span className="font-normal text-muted">
                  #{o.uid} · {o.email}
                </span>
              </Row>
              <Row label={t('opsDay.order.provider')}>{o.provider ?? o.payType}</Row>
              <Row label={t('opsDay.order.providerRef')}>
                <span className="font-mono text-xs">{o.providerRef ?? '—'}</span>
              </Row>
              <Row label={t('opsDay.order.charged')}>{charged(o.amountCents, o.currency)}</Row>
              <Row label={t('opsDay.order.credited')}>{money(o.coinCents)}</Row>
              <Row label={t('opsDay.order.paidAt')}>{o.paidAt ? when(o.paidAt) : '—'}</Row>
              <Row label={t('opsDay.order.expiresAt')}>{when(o.expiresAt)}</Row>
              {o.failureReason ? <Row label={t('opsDay.order.failure')}>{o.failureReason}</Row> : null}
            </OpsCard>
            <OpsCard title={t('opsDay.order.parts')} testId="ops-order-parts">
              {o.parts.length ? (
                o.parts.map((p) => (
                  <Row key={p.kind} label={p.kind}>
                    <span className="tabular-nums">{money(p.cents)}</span>
                  </Row>
                ))
              ) : (
                <p className="text-sm text-muted">{t('opsDay.order.partsEmpty')}</p>
              )}
            </OpsCard>
          </div>
          <OpsCard title={t('opsDay.order.refund')} testId="ops-order-refund">
            {r ? (
              <div className="mb-3 flex flex-col gap-1 text-sm" data-testid="ops-refund-line">
                {r.status === 'refunded' ? (
                  <p className="font-semibold text-danger">
                    {t('opsDay.order.refundedLine', {
                      amount: money(r.coinCents + r.bonusCents),
                      when: r.refundedAt ? when(r.refundedAt) : '',
                      mode: t(`opsDay.order.modes.${r.mode}`),
                    })}
                  </p>
                ) : null}
                {r.status === 'awaiting' ? (
                  <p className="font-semibold text-warning">
                    {t('opsDay.order.awaiting', { who: r.requestedByEmail ?? `#${r.requestedBy}`, when: when(r.createdAt) })}
                  </p>
                ) : null}
                {r.status === 'failed' ? <p className="text-danger">{t('opsDay.order.failedLine', { error: r.error ?? '' })}</p> : null}
                <p className="text-muted">
                  {t('opsDay.order.requested', { who: r.requestedByEmail ?? `#${r.requestedBy}`, reason: r.reason })}
                </p>
                {r.providerRefundId ? (
                  <p className="text-muted">
                    {t('opsDay.order.providerRefund')}: <span className="font-mono text-xs">{r.providerRefundId}</span>
                  </p>
                ) : null}
              </div>
            ) : (
              <p className="mb-3 text-sm text-muted">{t('opsDay.order.refundNone')}</p>
            )}
            {canRefund && r?.status === 'awaiting' && r.requestedBy !== me ? (
              <div className="flex flex-wrap gap-2">
                <Button loading={decide.isPending} onClick={() => decide.mutate(true)} data-testid="ops-refund-approve">
                  {t('opsDay.order.approve')}
                </Button>
                <Button variant="secondary" loading={decide.isPending} onClick={() => decide.mutate(false)} data-testid="ops-refund-reject">
                  {t('opsDay.order.reject')}
                </Button>
              </div>
            ) : null}
            {canRefund && mayRequest ? (
              <div className="flex flex-col gap-3">
                <div className="grid grid-cols-2 gap-3 sm:max-w-md">
                  <div>
                    <p className="text-xs text-muted">{t('opsDay.order.balance')}</p>
                    <p className="font-bold tabular-nums">{money(o.balanceCents)}</p>
                  </div>
                  <div>
                    <p className="text-xs text-muted">{t('opsDay.order.takesBack')}</p>
                    <p className={cn('font-bold tabular-nums', spent && 'text-danger')}>{money(o.reversalCents)}</p>
                  </div>
                </div>
                {spent ? <p className="text-sm text-danger">{t('opsDay.order.spent')}</p> : null}
                {o.refundMode === 'manual' ? <p className="text-sm text-muted">{t('opsDay.order.manualNote')}</p> : null}
                <Input
                  label={t('opsDay.order.reason')}
                  value={reason}
                  maxLength={500}
                  onChange={(e) => setReason(e.target.value)}
                  containerClassName="max-w-xl"
                  data-testid="ops-refund-reason"
                />
                <div className="flex flex-wrap gap-2">
                  {o.refundMode === 'provider' ? (
                    <Button
                      variant="danger"
                      disabled={!reason.trim() || spent}
                      loading={refund.isPending}
                      onClick={() => ask(false)}
                      data-testid="ops-refund-provider"
                    >
                      {t('opsDay.order.refundProvider')}
                    </Button>
                  ) : null}
                  <Button
                    variant={o.refundMode === 'provider' ? 'secondary' : 'danger'}
                    disabled={!reason.trim() || spent}
                    loading={refund.isPending}
                    onClick={() => ask(true)}
                    data-testid="ops-refund-manual"
                  >
                    {t('opsDay.order.markRefunded')}
                  </Button>
                </div>
              </div>
            ) : null}
            <ErrorLine error={refund.error ?? decide.error} />
          </OpsCard>
          <OpsCard title={t('opsDay.order.events')} testId="ops-order-events">
            {o.events.length ? (
              <OpsTable
                head={[t('opsDay.payments.when'), t('opsDay.order.eventId'), t('opsDay.payments.status'), t('opsDay.payments.charged')]}
              >
                {o.events.map((e) => (
                  <tr key={`${e.provider}:${e.eventId}`}>
                    <Td className="whitespace-nowrap text-muted">{when(e.receivedAt)}</Td>
                    <Td className="font-mono text-xs">
                      {e.provider} · {e.eventId}
                    </Td>
                    <Td>
                      {e.status} · <span className="text-accent">{t('opsDay.order.verified', { outcome: e.outcome })}</span>
                    </Td>
                    <Td className="tabular-nums">{charged(e.amountCents, e.currency)}</Td>
                  </tr>
                ))}
              </OpsTable>
            ) : (
              <p className="text-sm text-muted">{t('opsDay.order.eventsEmpty')}</p>
            )}
          </OpsCard>
          <OpsCard title={t('opsDay.order.entries')} testId="ops-order-entries">
            {o.entries.length ? (
              <div className="flex flex-col gap-3">
                {o.entries.map((e) => (
                  <div key={e.id} className="rounded-lg border border-line bg-bg-2 p-3 text-sm">
                    <div className="flex flex-wrap justify-between gap-2">
                      <span className="font-semibold">
                        #{e.id} · {e.kind}
                      </span>
                      <span className="text-xs text-muted">{when(e.createdAt)}</span>
                    </div>
                    <p className="font-mono text-xs text-muted [overflow-wrap:anywhere]">{e.idempotencyKey}</p>
                    <ul className="mt-1">
                      {e.lines.map((l, i) => (
                        <li key={i} className="flex justify-between tabular-nums">
                          <span className="font-mono text-xs">{l.account}</span>
                          <span className={l.amount < 0 ? 'text-danger' : 'text-accent'}>{money(l.amount)}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            ) : (
              <p className="text-sm text-muted">{t('opsDay.order.entriesEmpty')}</p>
            )}
          </OpsCard>
          <OpsCard title={t('opsDay.order.notifications')}>
            {o.notifications.length ? (
              o.notifications.map((n, i) => (
                <Row key={i} label={when(n.createdAt)}>
                  {n.key ?? n.kind}
                </Row>
              ))
            ) : (
              <p className="text-sm text-muted">{t('opsDay.order.notificationsEmpty')}</p>
            )}
          </OpsCard>
        </>
      ) : q.isLoading ? null : (
        <Empty />
      )}
    </div>
  );
}
