import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsXpChange, OpsXpChangePage } from '@hapa/contracts';
import { Button, cn } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsDay } from '../../../lib/i18n/en/ops-day.ts';
import { opsApi } from '../api.ts';
import { useOpsSession } from '../session.ts';
import { Empty, ErrorLine, OpsHeading, OpsTable, Pager, Td, when } from '../ui.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';

i18n.addResourceBundle('en', 'translation', { opsDay }, true, true);

const PAGE_SIZE = 20;
const STATUSES = ['awaiting', 'applied', 'rejected'] as const;

/**
 * Finance: XP / VIP level changes asked by one operator; a second, different operator approves (the level and its perks
 * follow at once, the player is notified) or rejects (docs/how-to/operator-day.md#players).
 */
export default function XpChangesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const me = useOpsSession()?.operator.userId;
  const [params, setParams] = useSearchParams();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '') ? params.get('status')! : 'awaiting';
  const page = Number(params.get('page') ?? 1) || 1;
  const q = useQuery({
    queryKey: ['ops', 'xp_changes', status, page],
    placeholderData: keepPreviousData,
    queryFn: () => opsApi('/ops/xp_changes', { query: { status, page, pageSize: PAGE_SIZE }, schema: OpsXpChangePage }),
  });
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      opsApi(`/ops/xp_changes/${id}/decision`, { method: 'POST', body: { approve }, schema: OpsXpChange }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['ops', 'xp_changes'] }),
  });
  return (
    <div className="flex flex-col gap-5">
      <OpsHeading title={t('opsDay.xpChanges.title')} subtitle={t('opsDay.xpChanges.subtitle')} />
      <div className="flex gap-1 border-b border-line" role="tablist">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            onClick={() => setParams({ status: s })}
            className={cn(
              'border-b-2 px-4 py-2 text-sm font-semibold',
              status === s ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
            )}
          >
            {t(`opsDay.xpChanges.filter.${s}`)}
          </button>
        ))}
      </div>
      <ErrorLine error={q.error ?? decide.error} />
      {q.data ? (
        q.data.list.length ? (
          <>
            <OpsTable
              head={[
                t('opsDay.xpChanges.when'),
                t('opsDay.xpChanges.player'),
                t('opsDay.xpChanges.change'),
                t('opsDay.xpChanges.reason'),
                t('opsDay.xpChanges.by'),
                t('opsDay.xpChanges.status'),
                '',
              ]}
              testId="ops-xp-changes"
            >
              {q.data.list.map((c) => (
                <tr key={c.id} data-testid="ops-xp-change-row" data-uid={c.uid}>
                  <Td className="whitespace-nowrap text-muted">{when(c.createdAt)}</Td>
                  <Td>
                    <Link to={`/ops/players/${c.uid}`} className="font-semibold hover:underline">
                      {c.nickname}
                    </Link>
                    <span className="ml-1 text-xs text-muted">#{c.uid}</span>
                  </Td>
                  <Td className="whitespace-nowrap tabular-nums">
                    VIP{c.fromLevel} → <span className="font-bold">VIP{c.toLevel}</span>
                    <p className="text-xs text-muted">
                      {formatNumber(c.fromXp)} → {formatNumber(c.toXp)} XP
                    </p>
                  </Td>
                  <Td className="max-w-[280px] [overflow-wrap:anywhere]">{c.reason}</Td>
                  <Td className="text-muted">{c.requestedByEmail ?? `#${c.requestedBy}`}</Td>
                  <Td>{t(`opsDay.xpChanges.statuses.${c.status}`)}</Td>
                  <Td>
                    {c.status === 'awaiting' && c.requestedBy !== me ? (
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          loading={decide.isPending && decide.variables?.id === c.id}
                          onClick={() => decide.mutate({ id: c.id, approve: true })}
                          data-testid="ops-xp-approve"
                        >
                          {t('opsDay.xpChanges.approve')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => decide.mutate({ id: c.id, approve: false })}
                          data-testid="ops-xp-reject"
                        >
                          {t('opsDay.xpChanges.reject')}
                        </Button>
                      </div>
                    ) : null}
                  </Td>
                </tr>
              ))}
            </OpsTable>
            <Pager page={page} total={q.data.total} pageSize={PAGE_SIZE} onPage={(p) => setParams({ status, page: String(p) })} />
          </>
        ) : (
          <Empty />
        )
      ) : null}
    </div>
  );
}
