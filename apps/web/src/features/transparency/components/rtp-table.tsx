import type { RtpRow } from '@hapa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, CardTitle, Skeleton, Tabs, cn } from '../../../components/index.ts';
import { formatNumber, formatPercent } from '../../../lib/i18n/format.ts';
import { useRtp } from '../api/get-rtp.ts';

/** Below this many plays the 99 % range is too wide to say much: shown, not judged. */
const FEW = 30;
const pct = (ratio: number | null) => (ratio === null ? '–' : formatPercent(ratio * 100, 2));

function Status({ row }: { row: RtpRow }) {
  const { t } = useTranslation();
  if (row.samples < FEW || row.within === null) return <Badge>{t('transparency.rtp.tooFew')}</Badge>;
  return row.within ? (
    <Badge tone="accent">{t('transparency.rtp.within')}</Badge>
  ) : (
    <Badge tone="danger">{t('transparency.rtp.outside')}</Badge>
  );
}

function Range({ row }: { row: RtpRow }) {
  if (row.samples < FEW || row.low === null) return <span className="font-mono text-xs text-muted">–</span>;
  return (
    <span className="whitespace-nowrap font-mono text-xs text-muted">
      {pct(row.low === null ? null : Math.max(0, row.low))} – {pct(row.high)}
    </span>
  );
}

/**
 * Real RTP (docs/transparency.md#real-rtp): each box and game's promised return beside what players really got, with
 * the 99 % range; all-time or today. Phones get one card per row, wider screens a table.
 */
export function RtpTable() {
  const { t } = useTranslation();
  const nameOf = (r: RtpRow) => (r.kind === 'game' ? t(`transparency.rtp.games.${r.subject}`, { defaultValue: r.name }) : r.name);
  const [period, setPeriod] = useState<'allTime' | 'daily'>('allTime');
  const rtp = useRtp();
  const rows = rtp.data?.[period] ?? [];
  return (
    <Card className="flex flex-col gap-3" data-testid="rtp">
      <CardTitle>{t('transparency.rtp.title')}</CardTitle>
      <p className="text-sm text-muted">{t('transparency.rtp.text')}</p>
      <Tabs
        variant="segmented"
        className="max-w-xs"
        value={period}
        onValueChange={(v) => setPeriod(v as 'allTime' | 'daily')}
        items={[
          { value: 'allTime', label: t('transparency.rtp.allTime'), testId: 'rtp-all-time' },
          { value: 'daily', label: t('transparency.rtp.today'), testId: 'rtp-today' },
        ]}
      />
      {rtp.isLoading ? (
        <Skeleton className="h-40" />
      ) : rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('transparency.rtp.empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2 md:hidden" data-testid="rtp-list">
            {rows.map((r) => (
              <li key={`${r.kind}:${r.subject}`} className="flex flex-col gap-1.5 rounded-xl bg-bg-2 p-3" data-testid="rtp-row">
                <div className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate text-sm font-bold">{nameOf(r)}</span>
                  <Status row={r} />
                </div>
                <div className="grid grid-cols-3 gap-2 text-xs">
                  <span>
                    <span className="block text-subtle">{t('transparency.rtp.promised')}</span>
                    <span className="font-mono font-bold">{pct(r.promised)}</span>
                  </span>
                  <span>
                    <span className="block text-subtle">{t('transparency.rtp.realised')}</span>
                    <span className={cn('font-mono font-bold', r.within === false && r.samples >= FEW && 'text-danger')}>
                      {pct(r.realised)}
                    </span>
                  </span>
                  <span>
                    <span className="block text-subtle">{t('transparency.rtp.samples')}</span>
                    <span className="font-mono font-bold">{formatNumber(r.samples)}</span>
                  </span>
                </div>
                <span className="text-xs text-subtle">
                  {t('transparency.rtp.range')} <Range row={r} />
                </span>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm" data-testid="rtp-table">
              <thead className="text-[11px] uppercase tracking-wider text-subtle">
                <tr>
                  <th className="py-2 pr-3 font-bold">{t('transparency.rtp.subject')}</th>
                  <th className="py-2 pr-3 text-right font-bold">{t('transparency.rtp.samples')}</th>
                  <th className="py-2 pr-3 text-right font-bold">{t('transparency.rtp.promised')}</th>
                  <th className="py-2 pr-3 text-right font-bold">{t('transparency.rtp.realised')}</th>
                  <th className="py-2 pl-6 pr-3 font-bold">{t('transparency.rtp.range')}</th>
                  <th className="py-2 font-bold">{t('transparency.rtp.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.kind}:${r.subject}`} className="border-t border-line" data-testid="rtp-row">
                    <td
                      className="py-2 pr-3 font-semibold"
                      title={r.varianceFrom === 'observed' ? t('transparency.rtp.observed') : undefined}
                    >
                      {nameOf(r)}
                    </td>
                    <td className="py-2 pr-3 text-right font-mono">{formatNumber(r.samples)}</td>
                    <td className="py-2 pr-3 text-right font-mono">{pct(r.promised)}</td>
                    <td className={cn('py-2 pr-3 text-right font-mono font-bold', r.within === false && r.samples >= FEW && 'text-danger')}>
                      {pct(r.realised)}
                    </td>
                    <td className="py-2 pl-6 pr-3">
                      <Range row={r} />
                    </td>
                    <td className="py-2">
                      <Status row={r} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.some((r) => r.kind === 'game') ? <p className="text-xs text-subtle">{t('transparency.rtp.howGames')}</p> : null}
        </>
      )}
    </Card>
  );
}
