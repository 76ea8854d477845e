import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsFlaggedList } from '@hapa/contracts';
import { Button } from '../../../components/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, errorMessage, OpsHeading, OpsTable, Td, when } from '../ui.tsx';

/** Finance: referrals the self-referral rule flagged (same device or public address); clear one after review. */
export default function FlaggedPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const f = 'ops.referral.flagged';
  const q = useQuery({ queryKey: ['ops', 'flagged'], queryFn: () => opsApi('/ops/referral/flagged', { schema: OpsFlaggedList }) });
  const clear = useMutation({
    mutationFn: (id: number) => opsApi(`/ops/referral/flagged/${id}/clear`, { method: 'POST' }),
    onSuccess: () => {
      toast.success(t(`${f}.cleared`));
      void qc.invalidateQueries({ queryKey: ['ops', 'flagged'] });
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  return (
    <div className="flex flex-col gap-5">
      <OpsHeading title={t(`${f}.title`)} subtitle={t(`${f}.subtitle`)} />
      <ErrorLine error={q.error} />
      <OpsTable head={[t(`${f}.when`), t(`${f}.referred`), t(`${f}.referrer`), t(`${f}.reason`), '']} testId="ops-flagged">
        {(q.data?.list ?? []).map((r) => (
          <tr key={r.referredId}>
            <Td className="whitespace-nowrap text-muted">{when(r.createdAt)}</Td>
            <Td>
              {r.referredName} <span className="text-xs text-muted">#{r.referredId}</span>
            </Td>
            <Td>
              {r.referrerName} <span className="text-xs text-muted">#{r.referrerId}</span>
            </Td>
            <Td>{r.reason ? t(`${f}.reasons.${r.reason}`, { defaultValue: r.reason }) : '—'}</Td>
            <Td>
              <Button
                size="sm"
                variant="secondary"
                loading={clear.isPending && clear.variables === r.referredId}
                onClick={() => clear.mutate(r.referredId)}
              >
                {t(`${f}.clear`)}
              </Button>
            </Td>
          </tr>
        ))}
      </OpsTable>
      {q.data && !q.data.list.length ? <Empty /> : null}
    </div>
  );
}
