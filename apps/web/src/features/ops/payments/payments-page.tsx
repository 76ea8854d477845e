import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsPaymentList } from '@hapa/contracts';
import { centsToCoins } from '@hapa/domain';
import { Badge, Button, Input } from '../../../components/index.ts';
import { chargedAmount } from '../../../lib/history-format.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsDay } from '../../../lib/i18n/en/ops-day.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsHeading, OpsTable, Pager, Td, when } from '../ui.tsx';
import { RefundBadge } from './refund-badge.tsx';

i18n.addResourceBundle('en', 'translation', { opsDay }, true, true);

const PAGE_SIZE = 20;
const FIELDS = ['orderNo', 'player', 'providerRef', 'amount'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Support and finance: find payments by order number, player (uid, email, nickname), provider reference or exact
 * amount (docs/how-to/operator-day.md#payments); the filters live in the address so a link shares a search.
 */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FIELDS.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : []))) as Partial<Record<Field, string>>;
  const page = Number(params.get('page') ?? 1) || 1;
  const [draft, setDraft] = useState<Partial<Record<Field, string>>>(filters);
  const [needFilter, setNeedFilter] = useState(false);
  const any = Object.keys(filters).length > 0;
  const res = useQuery({
    queryKey: ['ops', 'payments', filters, page],
    enabled: any,
    placeholderData: keepPreviousData,
    queryFn: () => opsApi('/ops/payments', { query: { ...filters, page, pageSize: PAGE_SIZE }, schema: OpsPaymentList }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = Object.fromEntries(FIELDS.flatMap((f) => (draft[f]?.trim() ? [[f, draft[f]!.trim()]] : [])));
    setNeedFilter(Object.keys(next).length === 0);
    setParams(next);
  };
  return (
    <div className="flex flex-col gap-5">
      <OpsHeading title={t('opsDay.payments.title')} subtitle={t('opsDay.payments.subtitle')} />
      <form
        className="grid grid-cols-1 max-w-4xl gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={submit}
        role="search"
        data-testid="ops-payment-search"
      >
        {FIELDS.map((f) => (
          <Input
            key={f}
            name={f}
            label={t(`opsDay.payments.${f}`)}
            value={draft[f] ?? ''}
            inputMode={f === 'amount' ? 'decimal' : undefined}
            onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
          />
        ))}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit" loading={res.isFetching} data-testid="ops-payment-search-submit">
            {t('opsDay.payments.search')}
          </Button>
          {any ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setDraft({});
                setParams({});
              }}
            >
              {t('opsDay.payments.clear')}
            </Button>
          ) : null}
        </div>
      </form>
      {needFilter ? <p className="text-sm text-muted">{t('opsDay.payments.needFilter')}</p> : null}
      <ErrorLine error={res.error} />
      {res.data ? (
        res.data.list.length ? (
          <>
            <OpsTable
              head={[
                t('opsDay.payments.when'),
                t('opsDay.payments.order'),
                t('opsDay.payments.who'),
                t('opsDay.payments.method'),
                t('opsDay.payments.charged'),
                t('opsDay.payments.status'),
                t('opsDay.payments.refund'),
                '',
              ]}
              testId="ops-payment-results"
            >
              {res.data.list.map((o) => (
                <tr key={o.orderNo} data-testid="ops-payment-row" data-order-no={o.orderNo}>
                  <Td className="whitespace-nowrap text-muted">{when(o.createdAt)}</Td>
                  <Td className="font-mono text-xs">{o.orderNo}</Td>
                  <Td>
                    <Link to={`/ops/players/${o.uid}`} className="font-semibold hover:underline">
                      {o.nickname}
                    </Link>
                    <p className="text-xs text-muted">{o.email}</p>
                  </Td>
                  <Td>
                    {o.payType}
                    {o.isTest ? (
                      <Badge tone="warning" className="ml-2">
                        {t('opsDay.payments.test')}
                      </Badge>
                    ) : null}
                  </Td>
                  <Td className="whitespace-nowrap tabular-nums">{chargedAmount(centsToCoins(o.amountCents), o.currency)}</Td>
                  <Td>{o.status}</Td>
                  <Td>{o.refundStatus ? <RefundBadge status={o.refundStatus} /> : '—'}</Td>
                  <Td>
                    <Link to={`/ops/payments/${encodeURIComponent(o.orderNo)}`} className="font-semibold text-accent hover:underline">
                      {t('opsDay.payments.open')}
                    </Link>
                  </Td>
                </tr>
              ))}
            </OpsTable>
            <Pager page={page} total={res.data.total} pageSize={PAGE_SIZE} onPage={(p) => setParams({ ...filters, page: String(p) })} />
          </>
        ) : (
          <p className="text-sm text-muted" data-testid="ops-payment-none">
            {t('opsDay.payments.noMatch')}
          </p>
        )
      ) : null}
    </div>
  );
}
