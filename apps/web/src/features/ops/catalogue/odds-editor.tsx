import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OpsBoxDetail, OpsItem, paged, type OpsBoxDetail as Detail } from '@hapa/contracts';
import { bpToPercentText, formatCoins, summarizeOddsDraft } from '@hapa/domain';
import { Button, Input, IconClose, cn } from '../../../components/index.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { formatOddsPercent } from '../../../lib/odds-format.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard, OpsTable, Td, when } from '../ui.tsx';

const Band = z.object({ minBp: z.number(), maxBp: z.number() });
const ItemPage = paged(OpsItem);

interface Line {
  itemId: number;
  name: string;
  image: string;
  priceCents: number;
  ppm: string;
}

const ppmOf = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * Odds editor (issue 10): the box's items in order with ppm; sum, EV and RTP update as the operator types
 * (`summarizeOddsDraft`, the same maths the server checks); publishing creates a new odds version. The
 * server is the authority: a refused publish shows its message.
 */
export function OddsEditor({ detail, onPublished }: { detail: Detail; onPublished: (d: Detail) => void }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<Line[]>(() =>
    detail.lines.map((l) => ({ itemId: l.itemId, name: l.name, image: l.image, priceCents: l.priceCents, ppm: String(l.ppm) })),
  );
  const band = useQuery({ queryKey: ['ops', 'catalogue', 'rtp-band'], queryFn: () => opsApi('/ops/catalogue/rtp-band', { schema: Band }) });
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: ['ops', 'catalogue', 'items', 'pick', q],
    queryFn: () => opsApi('/ops/catalogue/items', { query: { keyword: q, pageSize: 8 }, schema: ItemPage }),
    enabled: q.length > 0,
  });
  const publish = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      opsApi(`/ops/catalogue/boxes/${detail.box.id}/odds`, {
        method: 'POST',
        body: { lines: lines.map((l) => ({ itemId: l.itemId, ppm: ppmOf(l.ppm) || 0 })) },
        schema: OpsBoxDetail,
      }),
    onSuccess: onPublished,
  });
  const summary = useMemo(
    () =>
      summarizeOddsDraft(
        detail.box.priceCents,
        lines.map((l) => ({ itemId: l.itemId, priceCents: l.priceCents, ppm: ppmOf(l.ppm) })),
        band.data ?? { minBp: 0, maxBp: Number.MAX_SAFE_INTEGER },
      ),
    [lines, detail.box.priceCents, band.data],
  );
  const setPpm = (i: number, ppm: string) => {
    publish.reset();
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ppm } : l)));
  };
  const add = (item: OpsItem) => {
    publish.reset();
    setLines((ls) =>
      ls.some((l) => l.itemId === item.id)
        ? ls
        : [...ls, { itemId: item.id, name: item.name, image: item.image, priceCents: item.priceCents, ppm: '' }],
    );
    setSearch('');
  };
  const remove = (i: number) => setLines((ls) => ls.filter((_, j) => j !== i));
  const problemText = summary.problem
    ? t(`opsCatalogue.odds.problems.${summary.problem}`, {
        sum: summary.sumPpm.toLocaleString('en-US'),
        rtp: bpToPercentText(summary.rtpBp),
      })
    : t('opsCatalogue.odds.ok');

  return (
    <OpsCard title={t('opsCatalogue.odds.title')} testId="odds-editor">
      <p className="mb-3 text-xs text-muted">{t('opsCatalogue.odds.help')}</p>
      <OpsTable
        head={[t('opsCatalogue.odds.item'), t('opsCatalogue.odds.value'), t('opsCatalogue.odds.ppm'), t('opsCatalogue.odds.percent'), '']}
        testId="odds-lines"
      >
        {lines.map((l, i) => {
          const ppm = ppmOf(l.ppm);
          return (
            <tr key={l.itemId}>
              <Td>
                <span className="flex items-center gap-2">
                  <img src={l.image} alt="" className="size-8 rounded bg-bg-2 object-contain" />
                  <span className="font-semibold">{l.name}</span>
                </span>
              </Td>
              <Td className="tabular-nums">{formatCoins(l.priceCents)}</Td>
              <Td>
                <input
                  className={cn(
                    'h-9 w-28 rounded-lg border bg-bg-2 px-2 text-right text-sm tabular-nums',
                    Number.isNaN(ppm) || ppm <= 0 ? 'border-danger/60' : 'border-line',
                  )}
                  inputMode="numeric"
                  aria-label={`${t('opsCatalogue.odds.ppm')} ${l.name}`}
                  value={l.ppm}
                  onChange={(e) => setPpm(i, e.target.value)}
                  data-testid={`odds-ppm-${i}`}
                />
              </Td>
              <Td className="tabular-nums text-muted">{Number.isNaN(ppm) ? '—' : formatOddsPercent(ppm)}</Td>
              <Td>
                <button
                  type="button"
                  aria-label={t('opsCatalogue.odds.remove')}
                  onClick={() => remove(i)}
                  className="rounded p-1 text-muted hover:bg-surface-2 hover:text-fg"
                >
                  <IconClose size={16} />
                </button>
              </Td>
            </tr>
          );
        })}
      </OpsTable>
      <div className="relative mt-3 max-w-md">
        <Input
          placeholder={t('opsCatalogue.odds.addPlaceholder')}
          aria-label={t('opsCatalogue.odds.addItem')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="odds-add-search"
        />
        {q && found.data?.list.length ? (
          <ul
            className="absolute z-10 mt-1 w-full overflow-hidden rounded-xl border border-line bg-surface shadow-xl"
            data-testid="odds-add-results"
          >
            {found.data.list.map((it) => (
              <li key={it.id}>
                <button
                  type="button"
                  className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-surface-2"
                  onClick={() => add(it)}
                >
                  <img src={it.image} alt="" className="size-7 rounded bg-bg-2 object-contain" />
                  <span className="flex-1 font-semibold">{it.name}</span>
                  <span className="tabular-nums text-muted">{formatCoins(it.priceCents)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="odds-summary">
        <Stat
          label={t('opsCatalogue.odds.sum')}
          value={summary.sumPpm.toLocaleString('en-US')}
          bad={summary.sumPpm !== 1_000_000}
          testId="odds-sum"
        />
        <Stat
          label={t('opsCatalogue.odds.remaining')}
          value={summary.remainingPpm.toLocaleString('en-US')}
          bad={summary.remainingPpm !== 0}
          testId="odds-remaining"
        />
        <Stat label={t('opsCatalogue.odds.ev')} value={formatCoins(summary.evCents)} testId="odds-ev" />
        <Stat
          label={t('opsCatalogue.odds.rtp')}
          value={`${bpToPercentText(summary.rtpBp)}%`}
          bad={summary.problem === 'rtp_band'}
          testId="odds-rtp"
        />
      </dl>
      {band.data ? (
        <p className="mt-2 text-xs text-muted">
          {t('opsCatalogue.odds.band', { min: bpToPercentText(band.data.minBp), max: bpToPercentText(band.data.maxBp) })}
        </p>
      ) : null}
      <p className={cn('mt-2 text-sm font-medium', summary.problem ? 'text-warning' : 'text-accent')} data-testid="odds-live-check">
        {problemText}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button onClick={() => publish.mutate()} loading={publish.isPending} disabled={!lines.length} data-testid="odds-publish">
          {t('opsCatalogue.odds.publish')}
        </Button>
        {publish.isSuccess ? (
          <span className="text-sm text-accent" role="status" data-testid="odds-published">
            {t('opsCatalogue.odds.published', { v: publish.data.box.oddsVersion })}
          </span>
        ) : null}
      </div>
      <div className="mt-2" data-testid="odds-error">
        <ErrorLine error={publish.error} />
      </div>
    </OpsCard>
  );
}

function Stat({ label, value, bad, testId }: { label: string; value: string; bad?: boolean; testId: string }) {
  return (
    <div className="rounded-lg border border-line bg-bg-2 px-3 py-2">
      <dt className="text-[10px] font-bold uppercase tracking-wider text-muted">{label}</dt>
      <dd className={cn('mt-0.5 text-base font-extrabold tabular-nums', bad && 'text-warning')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Every published odds version of the box with its date, EV and RTP; the current one marked. */
export function OddsVersions({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  return (
    <OpsCard title={t('opsCatalogue.odds.versions')} testId="odds-versions">
      {detail.versions.length ? (
        <ol className="flex flex-col divide-y divide-line text-sm">
          {detail.versions.map((v) => (
            <li
              key={v.version}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid={`ops-odds-version-${v.version}`}
            >
              <span className="font-bold">
                {t('opsCatalogue.odds.versionRow', { v: v.version })}
                {v.version === detail.box.oddsVersion ? (
                  <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 text-[10px] font-bold uppercase text-accent">
                    {t('opsCatalogue.odds.current')}
                  </span>
                ) : null}
              </span>
              <span className="text-muted">{when(v.publishedAt)}</span>
              <span className="tabular-nums">
                {t('opsCatalogue.odds.ev')} {formatCoins(v.evCents)} · {t('opsCatalogue.odds.rtp')} {bpToPercentText(v.rtpBp)}%
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">{t('opsCatalogue.odds.none')}</p>
      )}
    </OpsCard>
  );
}
