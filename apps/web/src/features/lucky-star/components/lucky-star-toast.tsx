import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LuckyStarWin } from '@hapa/contracts';
import { getSocket, subscribeChannel } from '../../../lib/realtime.ts';
import { formatCoinUnits } from '../../../lib/money.ts';
import { enqueueWin, LUCKY_SHOW_MS } from '../lib/lucky-queue.ts';

const SUBSCRIBE_DELAY_MS = 2_000;

/**
 * lucky_star (apps/server/src/modules/lucky-star/README.md; docs/product/endpoints.md#realtime): a big win anywhere on the site shows as a small card for 5 s, one at a
 * time (at most 3 waiting), with the masked nickname, the amount, the multiplier and a link to where it happened.
 * Bottom left on wide screens; above the bottom navigation on phones. Not shown in the operator console.
 */
export function LuckyStarToast() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [queue, setQueue] = useState<LuckyStarWin[]>([]);
  const current = queue[0] ?? null;

  useEffect(() => {
    const onWin = (w: LuckyStarWin) => setQueue((q) => enqueueWin(q, w));
    // after the first paint has settled: the ticker never competes with the page's own first requests
    const start = setTimeout(() => {
      subscribeChannel('lucky_star');
      getSocket().on('lucky_star:win', onWin);
    }, SUBSCRIBE_DELAY_MS);
    return () => {
      clearTimeout(start);
      getSocket().off('lucky_star:win', onWin);
    };
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setQueue((q) => q.slice(1)), LUCKY_SHOW_MS);
    return () => clearTimeout(timer);
  }, [current]);

  if (!current || pathname.startsWith('/ops')) return null;
  const amount = formatCoinUnits(current.amount);
  const text =
    current.multiplier && current.multiplier >= 2
      ? t('luckyStar.wonMultiplier', { name: current.nickname, amount, multiplier: current.multiplier })
      : t('luckyStar.won', { name: current.nickname, amount });
  const where = current.title ?? t(`luckyStar.source.${current.source}`);
  return (
    <div
      className="pointer-events-none fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-[90] flex justify-start md:inset-x-auto md:bottom-5 md:left-5"
      role="status"
      aria-live="polite"
      data-testid="lucky-star-toast"
    >
      <div
        key={current.id}
        className="pointer-events-auto flex w-full max-w-sm animate-toast-in items-center gap-3 rounded-xl border border-amber-400/40 bg-surface-2 px-3 py-2.5 shadow-xl shadow-black/40 motion-reduce:animate-none"
      >
        <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-amber-400/15 text-lg">
          ★
        </span>
        <Link to={current.link} className="min-w-0 flex-1" onClick={() => setQueue((q) => q.slice(1))}>
          <p className="text-[11px] font-semibold uppercase tracking-wide text-amber-300">{t('luckyStar.label')}</p>
          <p className="truncate text-sm font-semibold text-fg">{text}</p>
          <p className="truncate text-xs text-muted">{t('luckyStar.on', { source: where })}</p>
        </Link>
        <button
          type="button"
          onClick={() => setQueue((q) => q.slice(1))}
          className="shrink-0 rounded-md px-1.5 text-lg leading-none text-muted hover:text-fg"
          aria-label={t('luckyStar.dismiss')}
        >
          ×
        </button>
      </div>
    </div>
  );
}
