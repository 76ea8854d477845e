import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpsDrawPage, type OpsDraw, type OpsDrawKind } from '@hapa/contracts';
import { Tabs } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsContent } from '../../../lib/i18n/en/ops-content.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, money, OpsHeading, OpsTable, Pager, Td, when } from '../ui.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';

i18n.addResourceBundle('en', 'translation', { opsContent }, true, true);

const PAGE_SIZE = 20;
const d = 'opsContent.draws';

/** A draw's status as the console says it. */
export function drawStatus(draw: Pick<OpsDraw, 'status'>): string {
  return i18n.t(`${d}.statuses.${draw.status}`, { defaultValue: draw.status });
}

/**
 * Draws (finance; docs/how-to/operator-day.md#draws): the daily lottery's draws and the bingo games, newest first, with
 * entries, sales, winners and payouts; the server seed's hash always, the seed once revealed. A row opens the draw.
 */
export default function DrawsPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<OpsDrawKind>('lottery');
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['ops', 'draws', kind, page],
    queryFn: () => opsApi('/ops/draws', { query: { kind, page, pageSize: PAGE_SIZE }, schema: OpsDrawPage }),
  });
  return (
    <div className="flex flex-col gap-4" data-testid="ops-draws">
      <OpsHeading title={t(`${d}.title`)} subtitle={t(`${d}.subtitle`)} />
      <Tabs
        variant="segmented"
        value={kind}
        onValueChange={(v) => {
          setKind(v as OpsDrawKind);
          setPage(1);
        }}
        items={[
          { value: 'lottery', label: t(`${d}.lottery`), testId: 'draws-tab-lottery' },
          { value: 'bingo', label: t(`${d}.bingo`), testId: 'draws-tab-bingo' },
        ]}
      />
      <ErrorLine error={q.error} />
      {q.data ? (
        q.data.list.length ? (
          <>
            <OpsTable
              head={[
                t(`${d}.draw`),
                t(`${d}.status`),
                t(`${d}.entries`),
                t(`${d}.sold`),
                t(`${d}.winners`),
                t(`${d}.paid`),
                t(`${d}.seed`),
              ]}
              testId="draws-list"
            >
              {q.data.list.map((r) => (
                <tr key={`${r.kind}:${r.id}`} data-testid={`draw-row-${r.id}`}>
                  <Td>
                    <Link to={`/ops/draws/${r.kind}/${r.id}`} className="font-semibold text-accent hover:underline">
                      {r.key}
                    </Link>
                    <span className="block text-xs text-muted">{when(r.at)}</span>
                  </Td>
                  <Td className="whitespace-nowrap">{drawStatus(r)}</Td>
                  <Td className="tabular-nums">{formatNumber(r.entries)}</Td>
                  <Td className="tabular-nums">{money(r.soldCents)}</Td>
                  <Td className="tabular-nums">{formatNumber(r.winners)}</Td>
                  <Td className="tabular-nums">{money(r.paidCents)}</Td>
                  <Td className="text-xs text-muted">
                    {r.serverSeed ? t(`${d}.revealed`) : r.serverSeedHashed ? t(`${d}.hashOnly`) : '—'}
                  </Td>
                </tr>
              ))}
            </OpsTable>
            <Pager page={page} total={q.data.total} pageSize={PAGE_SIZE} onPage={setPage} />
          </>
        ) : (
          <Empty />
        )
      ) : null}
    </div>
  );
}
