import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OpsDrawDetail } from '@hapa/contracts';
import { IconChevronLeft, MonoField } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsContent } from '../../../lib/i18n/en/ops-content.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, money, OpsCard, OpsHeading, OpsTable, Td, when } from '../ui.tsx';
import { drawStatus } from './draws-page.tsx';
import { formatNumber, formatPpmPercent } from '../../../lib/i18n/format.ts';

i18n.addResourceBundle('en', 'translation', { opsContent }, true, true);

const d = 'opsContent.draws';

/** One draw (docs/how-to/operator-day.md#draws): its terms, seeds (the server seed once revealed), entries and winners. */
export default function DrawPage() {
  const { t } = useTranslation();
  const { kind, id } = useParams();
  const q = useQuery({
    queryKey: ['ops', 'draws', kind, 'detail', id],
    queryFn: () => opsApi(`/ops/draws/${kind}/${id}`, { schema: OpsDrawDetail }),
  });
  const draw = q.data?.draw;
  return (
    <div className="flex flex-col gap-4" data-testid="ops-draw">
      <Link to="/ops/draws" className="inline-flex items-center gap-1 text-sm text-muted hover:text-fg">
        <IconChevronLeft size={16} />
        {t(`${d}.back`)}
      </Link>
      <ErrorLine error={q.error} />
      {draw ? (
        <>
          <OpsHeading title={draw.key} subtitle={`${drawStatus(draw)} · ${when(draw.at)}`} />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Fact label={t(`${d}.entries`)} value={formatNumber(draw.entries)} testId="draw-entries" />
            <Fact label={t(`${d}.sold`)} value={money(draw.soldCents)} testId="draw-sold" />
            <Fact label={t(`${d}.pool`)} value={draw.poolCents === null ? '—' : money(draw.poolCents)} />
            <Fact label={t(`${d}.paid`)} value={money(draw.paidCents)} testId="draw-paid" />
            <Fact label={t(`${d}.price`)} value={money(draw.priceCents)} />
            <Fact label={t(`${d}.edge`)} value={formatPpmPercent(draw.edgePpm)} />
            <Fact label={t(`${d}.ended`)} value={draw.endedAt ? when(draw.endedAt) : '—'} />
            <Fact label={t(`${d}.winners`)} value={formatNumber(draw.winners)} />
          </div>
          <OpsCard title={t(`${d}.seeds`)}>
            <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
              <MonoField label={t(`${d}.serverSeedHashed`)} value={draw.serverSeedHashed ?? ''} testId="draw-seed-hash" />
              <MonoField
                label={t(`${d}.serverSeed`)}
                value={draw.serverSeed ?? ''}
                placeholder={t(`${d}.notRevealed`)}
                testId="draw-seed"
              />
              <MonoField
                label={t(`${d}.clientSeed`)}
                value={draw.clientSeed ?? ''}
                placeholder={t(`${d}.notFixed`)}
                testId="draw-client-seed"
              />
            </div>
          </OpsCard>
          <div>
            <h2 className="mb-3 text-lg font-bold">{t(`${d}.winners`)}</h2>
            {q.data!.winners.length ? (
              <OpsTable
                head={[t(`${d}.prize`), t(`${d}.player`), t(`${d}.entry`), t(`${d}.amount`), t(`${d}.payout`)]}
                testId="draw-winners"
              >
                {q.data!.winners.map((w) => (
                  <tr key={`${w.prize}:${w.entryId}`}>
                    <Td className="font-semibold">{/^\d+$/.test(w.prize) ? `#${w.prize}` : t(`${d}.prizes.${w.prize}`)}</Td>
                    <Td>
                      <Link to={`/ops/players/${w.uid}`} className="text-accent hover:underline">
                        {w.nickname}
                      </Link>
                      <span className="block text-xs text-muted">#{w.uid}</span>
                    </Td>
                    <Td className="tabular-nums">#{w.entryId}</Td>
                    <Td className="tabular-nums">{money(w.prizeCents)}</Td>
                    <Td className={w.paid ? 'text-accent' : 'text-warning'}>{w.paid ? t(`${d}.paidYes`) : t(`${d}.paidNo`)}</Td>
                  </tr>
                ))}
              </OpsTable>
            ) : (
              <Empty />
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-3">
      <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{label}</p>
      <p className="mt-1 text-lg font-extrabold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
