import type { BingoHistoryItem } from '@hapa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, CardTitle, MonoField, Spinner } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { useBingoHistory } from '../../bingo/index.ts';
import { useBingoGame, useWebCryptoSha256 } from '../api/draws.ts';
import { lookupEntry, parseDrawId, verifyBingoGameSteps, type DrawStep } from '../lib/draws.ts';
import { DrawPicker, DrawSteps, EntryList, EntryLookupForm, SeedPending } from './draw-parts.tsx';

type Prize = 'line' | 'full';

/** An ended game: recomputes it (lib/draws.ts) and shows the steps, the calls, the prizes and the card lookup. */
function EndedGame({ game: g }: { game: BingoHistoryItem }) {
  const { t } = useTranslation();
  const webHash = useWebCryptoSha256(g.serverSeed);
  if (webHash.isPending)
    return (
      <div className="flex items-center gap-2 text-sm text-muted">
        <Spinner size="sm" label={false} />
        {t('fairness.draws.computing')}
      </div>
    );
  const v = verifyBingoGameSteps(g, webHash.data ?? null);
  if (!v)
    return (
      <p className="text-sm text-muted" data-testid="draws-bingo-empty">
        {t('fairness.draws.noCards')}
      </p>
    );
  const label = (s: DrawStep) =>
    s.key === 'hash'
      ? t('fairness.draws.steps.hash')
      : s.key === 'clientSeed'
        ? t('fairness.draws.steps.clientSeedCards', { count: g.cardIds.length })
        : t('fairness.draws.steps.calls', { count: g.called.length });
  const winners = [
    ...g.line.winners.map((w) => ({ id: w.cardId, prize: 'line' as Prize })),
    ...g.full.winners.map((w) => ({ id: w.cardId, prize: 'full' as Prize })),
  ];
  const prizeText = (p: Prize) => (p === 'line' ? t('fairness.draws.prizeLine') : t('fairness.draws.prizeFull'));
  return (
    <div className="flex flex-col gap-3">
      <DrawSteps prefix="draws-bingo" steps={v.steps} ok={v.ok} label={label} />
      {webHash.data === null ? <p className="text-xs text-muted">{t('fairness.draws.noWebCrypto')}</p> : null}
      <MonoField label={t('fairness.serverSeed')} value={g.serverSeed ?? ''} testId="draws-bingo-server-seed" />
      <EntryList summary={t('fairness.draws.cardIds', { count: g.cardIds.length })} entries={g.cardIds} />
      <div>
        <p className="mb-1.5 text-[11px] font-bold uppercase tracking-wider text-subtle">{t('fairness.draws.callsTitle')}</p>
        <ol className="flex flex-wrap gap-1" data-testid="draws-bingo-calls">
          {g.called.map((n, i) => (
            <li
              key={n}
              className="min-w-7 rounded bg-bg-2 px-1 py-0.5 text-center font-mono text-xs tabular-nums text-fg"
              title={t('fairness.draws.callNumber', { n: i + 1 })}
            >
              {n}
            </li>
          ))}
        </ol>
      </div>
      <ul className="flex flex-col gap-1.5" data-testid="draws-bingo-prizes">
        {(['line', 'full'] as const).map((p) =>
          g[p].atCall === null ? null : (
            <li key={p} className="flex flex-wrap items-center gap-x-3 gap-y-0.5 rounded-lg bg-bg-2 px-3 py-2 text-sm">
              <span className="font-bold text-fg">{t('fairness.draws.prizeAt', { prize: prizeText(p), call: g[p].atCall })}</span>
              <span className="font-mono text-fg">{g[p].winners.map((w) => t('fairness.draws.card', { id: w.cardId })).join(', ')}</span>
            </li>
          ),
        )}
      </ul>
      <EntryLookupForm
        prefix="draws-bingo"
        label={t('fairness.draws.cardLookup')}
        answer={(id) => {
          const found = lookupEntry(g.cardIds, winners, id);
          if (!found) return <span data-found="no">{t('fairness.draws.cardMissing', { id })}</span>;
          return found.prizes.length === 0 ? (
            <span data-found="yes" data-won="no">
              {t('fairness.draws.cardLost', { id, position: found.position, total: found.total })}
            </span>
          ) : (
            <span data-found="yes" data-won="yes" className="font-semibold text-accent">
              {t('fairness.draws.cardWon', {
                id,
                position: found.position,
                total: found.total,
                prizes: found.prizes.map(prizeText).join(', '),
              })}
            </span>
          );
        }}
      />
    </div>
  );
}

function GameResult({ id }: { id: number }) {
  const { t } = useTranslation();
  const q = useBingoGame(id);
  if (q.isPending) return <Spinner size="sm" className="py-3" />;
  if (!q.data) {
    const missing = isApiError(q.error, 'bingo.error.not_found');
    return (
      <p className="text-sm text-danger" data-testid="draws-bingo-missing">
        {missing ? t('fairness.draws.bingoMissing', { id }) : t('fairness.draws.loadFailed')}
      </p>
    );
  }
  const g = q.data;
  return (
    <div className="flex flex-col gap-3" data-testid="draws-bingo-result" data-game-id={g.id} data-state={g.state}>
      <p className="text-sm font-semibold text-fg">
        {t('fairness.draws.gameHeading', { id: g.id, date: formatDateTime(g.endedAt ?? g.opensAt), count: g.cardsCount })}
      </p>
      {g.serverSeed === null ? (
        <SeedPending testId="draws-bingo-pending" text={t('fairness.draws.bingoPending')} hash={g.serverSeedHashed ?? ''} />
      ) : (
        <EndedGame game={g} />
      )}
    </div>
  );
}

/**
 * Bingo King part of the Draws tab (fairness.md "Draws shared by many players"): pick one of the recent finished
 * games or type a game number (or arrive with ?bingo=N); the game is fetched and its call order recomputed in the
 * browser; any card can then be looked up. Public: works signed out.
 */
export function BingoGameVerifier() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = params.get('bingo') ?? '';
  const [id, setId] = useState<number | null>(parseDrawId(initial));
  const history = useBingoHistory();
  const recent = (history.data?.list ?? []).map((g) => ({
    id: g.id,
    label: t('fairness.draws.bingoOption', { id: g.id, date: formatDateTime(g.endedAt ?? g.opensAt) }),
  }));
  return (
    <Card id="bingo-game-verifier" data-testid="draws-bingo">
      <CardTitle>{t('fairness.draws.bingoTitle')}</CardTitle>
      <p className="-mt-1 mb-4 text-sm text-muted">{t('fairness.draws.bingoText')}</p>
      <DrawPicker
        prefix="draws-bingo"
        value={id}
        onPick={setId}
        recentLabel={t('fairness.draws.recentGames')}
        recent={recent}
        idLabel={t('fairness.draws.gameId')}
        initialText={initial}
      />
      {id === null ? null : <GameResult key={id} id={id} />}
    </Card>
  );
}
