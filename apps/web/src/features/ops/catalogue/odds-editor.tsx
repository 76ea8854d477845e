import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OpsBoxDetail, OpsItem, paged, type OpsBoxDetail as Detail } from '@hapa/contracts';
import { bpToPercentText, formatCoins, summarizeOddsDraft } from '@hapa/domain';
import { Button, Dialog, Input, IconClose, cn } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsContent } from '../../../lib/i18n/en/ops-content.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { formatOddsPercent } from '../../../lib/odds-format.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard, OpsTable, Td, when } from '../ui.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { picture } from '../../../lib/picture.ts';

const Band = z.object({ minBp: z.number(), maxBp: z.number() });
const ItemPage = paged(OpsItem);

interface Line {
  itemId: number;
  name: string;
  image: string;
  priceCents: number;
  ppm: string;
}

i18n.addResourceBundle('en', 'translation', { opsContent }, true, true);

const ppmOf = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * Odds editor (docs/architecture/console.md): the box's items in order with ppm; sum, EV and RTP update as the operator types
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
        body: { lines: lines.map((l) => ({ itemId: l.itemId, ppm: ppmOf(l.ppm) || 0 })), baseVersion: detail.box.oddsVersion },
        schema: OpsBoxDetail,
      }),
    onSuccess: (d) => {
      setReview(false);
      onPublished(d);
    },
    onError: () => setReview(false),
  });
  const [review, setReview] = useState(false);
  const current = useMemo(
    () =>
      summarizeOddsDraft(
        detail.box.priceCents,
        detail.lines.map((l) => ({ itemId: l.itemId, priceCents: l.priceCents, ppm: l.ppm })),
        { minBp: 0, maxBp: Number.MAX_SAFE_INTEGER },
      ),
    [detail],
  );
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
        sum: formatNumber(summary.sumPpm),
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
                  <img {...picture(l.image, '32px')} alt="" className="size-8 rounded bg-bg-2 object-contain" />
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
                  <img {...picture(it.image, '28px')} alt="" className="size-7 rounded bg-bg-2 object-contain" />
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
          value={formatNumber(summary.sumPpm)}
          bad={summary.sumPpm !== 1_000_000}
          testId="odds-sum"
        />
        <Stat
          label={t('opsCatalogue.odds.remaining')}
          value={formatNumber(summary.remainingPpm)}
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
        <Button
          // a publishable draft is confirmed against the difference first; a refused one goes to the server, which says why
          onClick={() => (summary.problem ? publish.mutate() : setReview(true))}
          loading={publish.isPending && !review}
          disabled={!lines.length}
          data-testid="odds-publish"
        >
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
      <Dialog
        open={review}
        onOpenChange={setReview}
        size="lg"
        title={t('opsContent.odds.reviewTitle', { v: detail.box.oddsVersion + 1 })}
        description={t('opsContent.odds.reviewHelp', { v: detail.box.oddsVersion })}
        data-testid="odds-diff"
        footer={
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setReview(false)}>
              {t('opsContent.odds.back')}
            </Button>
            <Button onClick={() => publish.mutate()} loading={publish.isPending} data-testid="odds-confirm">
              {t('opsContent.odds.confirm')}
            </Button>
          </div>
        }
      >
        <OddsDiff
          before={detail.lines.map((l) => ({ itemId: l.itemId, name: l.name, ppm: l.ppm }))}
          after={lines.map((l) => ({ itemId: l.itemId, name: l.name, ppm: ppmOf(l.ppm) }))}
          rtpBefore={detail.lines.length ? current.rtpBp : null}
          rtpAfter={summary.rtpBp}
        />
      </Dialog>
    </OpsCard>
  );
}

/**
 * The difference an operator confirms before publishing (docs/how-to/operator-day.md#safety): RTP before and after,
 * each item's chance before and after, added and removed items marked.
 */
function OddsDiff({
  before,
  after,
  rtpBefore,
  rtpAfter,
}: {
  before: { itemId: number; name: string; ppm: number }[];
  after: { itemId: number; name: string; ppm: number }[];
  rtpBefore: number | null;
  rtpAfter: number;
}) {
  const { t } = useTranslation();
  const old = new Map(before.map((l) => [l.itemId, l]));
  const next = new Map(after.map((l) => [l.itemId, l]));
  const rows = [
    ...after.map((l) => ({ itemId: l.itemId, name: l.name, from: old.get(l.itemId)?.ppm ?? null, to: l.ppm as number | null })),
    ...before.filter((l) => !next.has(l.itemId)).map((l) => ({ itemId: l.itemId, name: l.name, from: l.ppm as number | null, to: null })),
  ];
  const pctOf = (ppm: number | null) => (ppm === null ? '—' : formatOddsPercent(ppm));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-base font-bold tabular-nums" data-testid="odds-diff-rtp">
        {t('opsContent.odds.rtpChange', {
          from: rtpBefore === null ? '—' : `${bpToPercentText(rtpBefore)}%`,
          to: `${bpToPercentText(rtpAfter)}%`,
        })}
      </p>
      <div className="max-h-[50dvh] overflow-y-auto rounded-xl border border-line">
        {/* no minimum width (unlike OpsTable): the before and after columns stay in view on a phone */}
        <table className="w-full text-left text-sm" data-testid="odds-diff-lines">
          <thead className="border-b border-line bg-bg-2 text-xs uppercase tracking-wide text-muted">
            <tr>
              <th className="px-3 py-2 font-semibold">{t('opsCatalogue.odds.item')}</th>
              <th className="px-3 py-2 text-right font-semibold">{t('opsContent.odds.before')}</th>
              <th className="px-3 py-2 text-right font-semibold">{t('opsContent.odds.after')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((r) => {
              const state = r.from === null ? 'added' : r.to === null ? 'removed' : r.from === r.to ? 'same' : 'changed';
              return (
                <tr key={r.itemId} data-testid={`odds-diff-${r.itemId}`} className={cn(state === 'same' && 'text-muted')}>
                  <td className="px-3 py-2 align-top">
                    <span className="block font-semibold [overflow-wrap:anywhere]">{r.name}</span>
                    {state === 'same' ? null : (
                      <span
                        className={cn(
                          'text-[11px] font-bold uppercase',
                          state === 'added' && 'text-accent',
                          state === 'removed' && 'text-danger',
                          state === 'changed' && 'text-warning',
                        )}
                      >
                        {t(`opsContent.odds.${state}`)}
                      </span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right align-top tabular-nums">{pctOf(r.from)}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right align-top font-semibold tabular-nums">{pctOf(r.to)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
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
