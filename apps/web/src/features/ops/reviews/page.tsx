import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsReview, OpsReviewPage, type OpsReviewStatusBody, type ReviewStatus } from '@hapa/contracts';
import { Badge, Button, Tabs } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsReviews } from '../../../lib/i18n/en/ops-reviews.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, OpsHeading, OpsTable, Pager, Td, when } from '../ui.tsx';

// the page's strings join i18n with its chunk
i18n.addResourceBundle('en', 'translation', { opsReviews }, true, true);

const PAGE_SIZE = 20;
const FILTERS = ['pending', 'approved', 'rejected', 'hidden', 'all'] as const;
type Filter = (typeof FILTERS)[number];
const TONE = { pending: 'warning', approved: 'accent', rejected: 'danger', hidden: 'neutral' } as const;

/** Console, reviews (docs/architecture/console.md): the moderation queue (roles support, catalogue); approve, reject, hide, audited. */
export default function ReviewsOpsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const key = ['ops', 'reviews', filter, page];
  const list = useQuery({
    queryKey: key,
    queryFn: () =>
      opsApi('/ops/reviews', {
        query: { ...(filter === 'all' ? {} : { status: filter }), page, pageSize: PAGE_SIZE },
        schema: OpsReviewPage,
      }),
  });
  const moderate = useMutation({
    meta: { silent: true },
    mutationFn: (v: { id: number; body: OpsReviewStatusBody }) =>
      opsApi(`/ops/reviews/${v.id}/status`, { method: 'POST', body: v.body, schema: OpsReview }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['ops', 'reviews'] }),
  });
  const rows = list.data?.list ?? [];
  const act = (r: OpsReview, status: OpsReviewStatusBody['status'], label: string, variant: 'primary' | 'ghost' | 'danger') =>
    r.status === status ? null : (
      <Button
        size="sm"
        variant={variant}
        loading={moderate.isPending && moderate.variables?.id === r.id && moderate.variables.body.status === status}
        onClick={() => moderate.mutate({ id: r.id, body: { status } })}
        data-testid={`ops-review-${status}-${r.id}`}
      >
        {label}
      </Button>
    );
  return (
    <div data-testid="ops-reviews-page">
      <OpsHeading title={t('opsReviews.title')} subtitle={t('opsReviews.subtitle')} />
      <Tabs
        items={FILTERS.map((f) => ({
          value: f,
          label: f === 'all' ? t('opsReviews.all') : t(`reviews.status.${f}`),
          testId: `ops-reviews-tab-${f}`,
        }))}
        value={filter}
        onValueChange={(v) => {
          setFilter(v as Filter);
          setPage(1);
        }}
        className="mb-4"
      />
      <ErrorLine error={list.error ?? moderate.error} />
      {list.isSuccess && rows.length === 0 ? (
        <Empty />
      ) : (
        <OpsTable
          head={[t('opsReviews.player'), t('opsReviews.review'), t('opsReviews.status'), t('opsReviews.written'), '']}
          testId="ops-reviews-table"
        >
          {rows.map((r) => (
            <tr key={r.id} data-testid="ops-review-row" data-review-id={r.id}>
              <Td>
                <p className="font-semibold">{r.nickname}</p>
                <p className="text-xs text-muted">
                  {r.email} · #{r.userId}
                </p>
              </Td>
              <Td className="max-w-md">
                <p className="font-bold text-rarity-1">
                  {'★'.repeat(r.rating)}
                  <span className="text-line">{'★'.repeat(5 - r.rating)}</span>
                </p>
                <p className="whitespace-pre-line break-words">{r.text}</p>
                {r.item ? <p className="text-xs text-muted">{r.item.name}</p> : null}
              </Td>
              <Td>
                <Badge tone={TONE[r.status as ReviewStatus]}>{t(`reviews.status.${r.status}`)}</Badge>
              </Td>
              <Td className="whitespace-nowrap text-xs text-muted">{when(r.createdAt)}</Td>
              <Td>
                <div className="flex flex-wrap gap-2">
                  {act(r, 'approved', t('opsReviews.approve'), 'primary')}
                  {act(r, 'rejected', t('opsReviews.reject'), 'danger')}
                  {act(r, 'hidden', t('opsReviews.hide'), 'ghost')}
                </div>
              </Td>
            </tr>
          ))}
        </OpsTable>
      )}
      {list.data ? <Pager page={page} total={list.data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
    </div>
  );
}
