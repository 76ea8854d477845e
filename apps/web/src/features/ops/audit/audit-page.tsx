import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsAuditPage } from '@hapa/contracts';
import { Button, Input, Select } from '../../../components/index.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, OpsHeading, OpsTable, Pager, Td, when } from '../ui.tsx';

const PAGE_SIZE = 50;
interface Filters {
  operatorId: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}
const NONE: Filters = { operatorId: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/** JSON of a before/after value, short. */
function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-subtle">—</span>;
  return (
    <code className="block min-w-[180px] max-w-[320px] whitespace-pre-wrap font-mono [overflow-wrap:anywhere] text-[11px] text-muted">
      {JSON.stringify(value)}
    </code>
  );
}

/** Admin: the append-only audit log, filtered by operator, action, target and date (GET /api/ops/audit). */
export default function AuditPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['ops', 'audit', filters, page],
    placeholderData: keepPreviousData,
    queryFn: () =>
      opsApi('/ops/audit', {
        schema: OpsAuditPage,
        query: {
          ...filters,
          from: filters.from ? new Date(`${filters.from}T00:00:00Z`).toISOString() : '',
          to: filters.to ? new Date(`${filters.to}T23:59:59.999Z`).toISOString() : '',
          page,
          pageSize: PAGE_SIZE,
        },
      }),
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setFilters(draft);
  };
  const set = (k: keyof Filters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  return (
    <div className="flex flex-col gap-5">
      <OpsHeading title={t('ops.audit.title')} subtitle={t('ops.audit.subtitle')} />
      <form className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" onSubmit={apply} data-testid="ops-audit-filters">
        <Input
          label={t('ops.audit.operator')}
          inputMode="numeric"
          value={draft.operatorId}
          onChange={set('operatorId')}
          name="operatorId"
        />
        <Select
          label={t('ops.audit.action')}
          value={draft.action}
          onChange={set('action')}
          name="action"
          options={[{ value: '', label: t('ops.common.all') }, ...(q.data?.actions ?? []).map((a) => ({ value: a, label: a }))]}
        />
        <Input label={t('ops.audit.targetType')} value={draft.targetType} onChange={set('targetType')} name="targetType" />
        <Input label={t('ops.audit.targetId')} value={draft.targetId} onChange={set('targetId')} name="targetId" />
        <Input label={t('ops.audit.from')} type="date" value={draft.from} onChange={set('from')} name="from" />
        <Input label={t('ops.audit.to')} type="date" value={draft.to} onChange={set('to')} name="to" />
        <div className="col-span-2 flex gap-2 md:col-span-3 xl:col-span-6">
          <Button type="submit">{t('ops.audit.apply')}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NONE);
              setFilters(NONE);
              setPage(1);
            }}
          >
            {t('ops.audit.clear')}
          </Button>
          {q.data ? (
            <span className="self-center text-sm text-muted" data-testid="ops-audit-total">
              {t('ops.audit.total', { count: q.data.total })}
            </span>
          ) : null}
        </div>
      </form>
      <ErrorLine error={q.error} />
      <OpsTable
        head={[
          t('ops.audit.when'),
          t('ops.audit.who'),
          t('ops.audit.what'),
          t('ops.audit.target'),
          t('ops.audit.before'),
          t('ops.audit.after'),
          t('ops.audit.ip'),
        ]}
        testId="ops-audit"
      >
        {(q.data?.list ?? []).map((r) => (
          <tr key={r.id}>
            <Td className="whitespace-nowrap text-muted">{when(r.createdAt)}</Td>
            <Td>{r.operatorEmail ?? r.operatorId}</Td>
            <Td className="font-mono text-xs font-semibold">{r.action}</Td>
            <Td className="whitespace-nowrap">
              {r.targetType} #{r.targetId}
            </Td>
            <Td>
              <Json value={r.before} />
            </Td>
            <Td>
              <Json value={r.after} />
            </Td>
            <Td className="font-mono text-xs text-muted">{r.ip}</Td>
          </tr>
        ))}
      </OpsTable>
      {q.data && !q.data.list.length ? <Empty /> : null}
      {q.data ? <Pager page={page} total={q.data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
    </div>
  );
}
