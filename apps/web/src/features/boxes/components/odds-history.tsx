import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, IconChevronRight, Spinner } from '../../../components/index.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { useOddsVersions } from '../api/get-odds-versions.ts';
import { formatRatioPercent } from '../../../lib/i18n/format.ts';

/**
 * A box's odds version history (docs/architecture/console.md): every published version with its date and RTP, the current
 * one marked. Openings record the version they used, so each stays verifiable against its own odds.
 */
export function OddsHistory({ boxId, current }: { boxId: number; current: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const versions = useOddsVersions(boxId, open);
  return (
    <div className="rounded-xl border border-line bg-bg-2/70" data-testid="odds-history">
      <button
        type="button"
        className="flex w-full items-center justify-between gap-3 px-3 py-2.5 text-left"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="odds-history-toggle"
      >
        <span>
          <span className="block text-xs font-bold">{t('boxes.oddsHistory.title')}</span>
          <span className="block text-[11px] text-muted">{t('boxes.oddsHistory.current', { v: current })}</span>
        </span>
        <IconChevronRight size={16} className={cn('shrink-0 text-muted transition-transform', open && 'rotate-90')} />
      </button>
      {open ? (
        <div className="border-t border-line px-3 py-2">
          {versions.isPending ? (
            <Spinner />
          ) : versions.data?.length ? (
            <ol className="flex flex-col divide-y divide-line/60">
              {versions.data.map((v) => (
                <li
                  key={v.version}
                  className="flex items-center justify-between gap-3 py-1.5 text-xs"
                  data-testid={`odds-version-${v.version}`}
                >
                  <span className="font-bold">
                    {t('boxes.oddsHistory.version', { v: v.version })}
                    {v.isCurrent ? (
                      <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 text-[10px] font-bold uppercase text-accent">
                        {t('boxes.oddsHistory.live')}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-muted">{formatDateTime(v.publishedAt)}</span>
                  <span className="tabular-nums">{t('boxes.oddsHistory.rtp', { rtp: formatRatioPercent(v.rtp) })}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="py-1 text-xs text-muted">{t('boxes.oddsHistory.none')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
