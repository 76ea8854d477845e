import type { LotteryDrawResult } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, CardTitle, IconCheck, MonoField, Spinner } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useLotteryEntries, useLotteryHistory } from '../../lottery/index.ts';
import { useLotteryDraw, useWebCryptoSha256 } from '../api/draws.ts';
import { lookupEntry, parseDrawId, verifyLotteryDrawSteps } from '../lib/draws.ts';
import { DrawPicker, DrawSteps, EntryList, EntryLookupForm, SeedPending } from './draw-parts.tsx';

const money = (coins: number) => formatCoins(coinsToCents(coins));

/** A revealed draw: fetches its entries, recomputes it (lib/draws.ts) and shows the steps, the winners and the ticket lookup. */
function RevealedDraw({ draw }: { draw: LotteryDrawResult }) {
  const { t } = useTranslation();
  const entries = useLotteryEntries(draw.drawId, true);
  const webHash = useWebCryptoSha256(draw.serverSeed);
  if (entries.isError) return <p className="text-sm text-danger">{t('fairness.draws.loadFailed')}</p>;
  if (!entries.data || webHash.isPending)
    return (
      <div className="flex items-center gap-2 text-sm text-muted">
        <Spinner size="sm" label={false} />
        {t('fairness.draws.computing')}
      </div>
    );
  const list = entries.data.entries;
  const v = verifyLotteryDrawSteps(draw, list, webHash.data ?? null);
  if (!v)
    return (
      <p className="text-sm text-muted" data-testid="draws-lottery-empty">
        {t('fairness.draws.noEntries')}
      </p>
    );
  const winners = [...draw.winners].sort((a, b) => a.rank - b.rank);
  const label = (key: string) =>
    key === 'hash'
      ? t('fairness.draws.steps.hash')
      : key === 'clientSeed'
        ? t('fairness.draws.steps.clientSeedTickets', { count: list.length })
        : t('fairness.draws.steps.winners', { count: winners.length });
  return (
    <div className="flex flex-col gap-3">
      <DrawSteps prefix="draws-lottery" steps={v.steps} ok={v.ok} label={(s) => label(s.key)} />
      {webHash.data === null ? <p className="text-xs text-muted">{t('fairness.draws.noWebCrypto')}</p> : null}
      <MonoField label={t('fairness.serverSeed')} value={draw.serverSeed ?? ''} testId="draws-lottery-server-seed" />
      <EntryList summary={t('fairness.draws.ticketIds', { count: list.length })} entries={list} />
      <div>
        <p className="mb-1.5 text-[11px] font-bold uppercase tracking-wider text-subtle">{t('fairness.draws.winnersTitle')}</p>
        <ol className="flex flex-col gap-1.5" data-testid="draws-lottery-winners">
          {winners.map((w, i) => {
            const recomputed = v.winners[i] === w.ticketId;
            return (
              <li
                key={w.rank}
                className="flex flex-wrap items-center gap-x-3 gap-y-0.5 rounded-lg bg-bg-2 px-3 py-2 text-sm"
                data-testid="draws-lottery-winner"
                data-ticket-id={w.ticketId}
                data-ok={recomputed}
              >
                <span className="font-bold text-fg">{t('fairness.draws.prizeRank', { rank: w.rank })}</span>
                <span className="font-mono text-fg">{t('fairness.draws.ticket', { id: w.ticketId })}</span>
                <span className="text-muted">{w.name}</span>
                <span className="ml-auto font-bold text-accent">{money(w.prize)}</span>
                {recomputed ? <IconCheck size={14} strokeWidth={3} className="text-accent" /> : null}
              </li>
            );
          })}
        </ol>
      </div>
      <EntryLookupForm
        prefix="draws-lottery"
        label={t('fairness.draws.ticketLookup')}
        answer={(id) => {
          const found = lookupEntry(
            list,
            v.winners.map((ticketId, i) => ({ id: ticketId, prize: i + 1 })),
            id,
          );
          if (!found) return <span data-found="no">{t('fairness.draws.ticketMissing', { id })}</span>;
          const rank = found.prizes[0];
          const prize = winners.find((w) => w.rank === rank)?.prize;
          return rank === undefined ? (
            <span data-found="yes" data-won="no">
              {t('fairness.draws.ticketLost', { id, position: found.position, total: found.total })}
            </span>
          ) : (
            <span data-found="yes" data-won="yes" className="font-semibold text-accent">
              {t('fairness.draws.ticketWon', { id, position: found.position, total: found.total, rank, amount: money(prize ?? 0) })}
            </span>
          );
        }}
      />
    </div>
  );
}

function DrawResult({ id }: { id: number }) {
  const { t } = useTranslation();
  const q = useLotteryDraw(id);
  if (q.isPending) return <Spinner size="sm" className="py-3" />;
  if (!q.data) {
    const missing = isApiError(q.error, 'lottery.error.not_found');
    return (
      <p className="text-sm text-danger" data-testid="draws-lottery-missing">
        {missing ? t('fairness.draws.lotteryMissing', { id }) : t('fairness.draws.loadFailed')}
      </p>
    );
  }
  const d = q.data;
  return (
    <div className="flex flex-col gap-3" data-testid="draws-lottery-result" data-draw-id={d.drawId} data-status={d.status}>
      <p className="text-sm font-semibold text-fg">
        {t('fairness.draws.drawHeading', { id: d.drawId, key: d.drawKey, count: d.ticketCount })}
      </p>
      {d.serverSeed === null ? (
        <SeedPending testId="draws-lottery-pending" text={t('fairness.draws.lotteryPending')} hash={d.serverSeedHashed} />
      ) : (
        <RevealedDraw draw={d} />
      )}
    </div>
  );
}

/**
 * Daily lottery part of the Draws tab (fairness.md "Draws shared by many players"): pick one of the recent draws or
 * type a draw number (or arrive with ?draw=N); the draw is fetched, recomputed in the browser and every winning
 * ticket listed; any ticket can then be looked up. Public: works signed out.
 */
export function LotteryDrawVerifier() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = params.get('draw') ?? '';
  const [id, setId] = useState<number | null>(parseDrawId(initial));
  const history = useLotteryHistory(1);
  const recent = (history.data?.list ?? []).map((d) => ({
    id: d.drawId,
    label: t('fairness.draws.lotteryOption', { id: d.drawId, date: formatDate(d.drawAt, undefined, 'UTC') }),
  }));
  return (
    <Card id="lottery-draw-verifier" data-testid="draws-lottery">
      <CardTitle>{t('fairness.draws.lotteryTitle')}</CardTitle>
      <p className="-mt-1 mb-4 text-sm text-muted">{t('fairness.draws.lotteryText')}</p>
      <DrawPicker
        prefix="draws-lottery"
        value={id}
        onPick={setId}
        recentLabel={t('fairness.draws.recentDraws')}
        recent={recent}
        idLabel={t('fairness.draws.drawId')}
        initialText={initial}
      />
      {id === null ? null : <DrawResult key={id} id={id} />}
    </Card>
  );
}
