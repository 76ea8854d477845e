import { coinsToCents, formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { DoubleGuessRound, GameHistoryItem } from '@hapa/contracts';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  IconDice,
  IconShield,
  MonoField,
  PageSpinner,
  Pagination,
} from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useRedirect } from '../../../lib/navigation.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { GAME_HISTORY_PAGE_SIZE, useGameHistory } from '../api/get-game-history.ts';
import { gameKeys } from '../api/keys.ts';
import { revealGameSeed } from '../api/rotate-game-seed.ts';
import { getActiveDoubleGuess } from '../api/double-guess-api.ts';
import { DoubleGuessDialogLazy } from '../components/double-guess-lazy.ts';
import { roundDetail, verifyRound } from '../lib/verify-round.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';

const money = (coins: number) => formatCoins(coinsToCents(coins));

/**
 * `/user/game-history` (docs/product/routes.md#user-area): the player's game rounds with their round numbers and seeds, each linked to its check
 * on /provably-fair and verifiable once revealed; an open round shows what is in play and how to finish it
 * (docs/games.md#open-rounds), a double or nothing decided right here.
 */
export default function GameHistoryPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [page, setPage] = useState(1);
  const history = useGameHistory(page);
  const queryClient = useQueryClient();
  const [revealing, setRevealing] = useState(false);
  // an open double or nothing is decided here (its resume path: ?resume=<round id>; docs/games.md#open-rounds)
  const [params] = useSearchParams();
  const redirect = useRedirect();
  const [deciding, setDeciding] = useState<DoubleGuessRound | null>(null);
  const resumeId = Number(params.get('resume') ?? 0);
  async function decide(id: number) {
    const open = await getActiveDoubleGuess().catch(() => null);
    if (open && open.id === id) setDeciding(open);
    else void queryClient.invalidateQueries({ queryKey: gameKeys.historyRoot }); // decided meanwhile: show what it became
  }
  useEffect(() => {
    if (loggedIn && resumeId > 0) void decide(resumeId);
    // once per ?resume= (decide is recreated each render)
  }, [loggedIn, resumeId]);

  if (!loggedIn) {
    return (
      <EmptyState
        icon={<IconDice size={28} />}
        title={t('games.history.title')}
        action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
        className="my-10"
      />
    );
  }
  if (!history.data) return <PageSpinner />;
  const data = history.data;
  const hidden = data.list.some((r) => r.status === 'settled' && !r.serverSeed);

  async function reveal() {
    setRevealing(true);
    try {
      await revealGameSeed();
      toast.success(t('games.history.revealed'));
      await queryClient.invalidateQueries({ queryKey: gameKeys.historyRoot });
    } catch (e) {
      if (shouldToastError(e)) toast.error(errorMessage(e));
    } finally {
      setRevealing(false);
    }
  }

  return (
    <div className="flex flex-col gap-6" data-testid="game-history-page">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('games.history.title')}</h1>
          <p className="mt-1 text-sm text-muted">{t('games.history.subtitle')}</p>
        </div>
        {hidden ? (
          <div className="flex max-w-md flex-col items-start gap-2 sm:items-end">
            <Button variant="outline" loading={revealing} onClick={() => void reveal()} data-testid="game-history-reveal">
              {t('games.history.reveal')}
            </Button>
            <p className="text-xs text-muted sm:text-right">{t('games.history.revealText')}</p>
          </div>
        ) : null}
      </header>
      {data.list.length === 0 ? (
        <EmptyState
          icon={<IconDice size={28} />}
          title={t('games.history.empty')}
          action={<ButtonLink to="/mad-miner">{t('games.history.play')}</ButtonLink>}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {data.list.map((r) => (
            <HistoryRow key={r.id} round={r} onDecide={() => void decide(r.id)} />
          ))}
        </ul>
      )}
      <Pagination page={page} pages={Math.ceil(data.total / GAME_HISTORY_PAGE_SIZE)} onPageChange={setPage} />
      {deciding ? (
        <Suspense fallback={null}>
          <DoubleGuessDialogLazy
            resume={deciding}
            onDone={() => {
              setDeciding(null);
              if (params.has('resume')) {
                params.delete('resume');
                redirect({ search: `?${params}` });
              }
              void queryClient.invalidateQueries({ queryKey: gameKeys.historyRoot });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * One round: game, outcome, its round number (what /provably-fair asks for) with a link to its check, the money (an
 * open round's stake "in play" with the way to finish it), the seeds and the browser's verification.
 */
function HistoryRow({ round: r, onDecide }: { round: GameHistoryItem; onDecide: () => void }) {
  const { t } = useTranslation();
  const check = verifyRound(r, t);
  const outcome = r.status === 'open' ? 'open' : (r.outcome ?? 'lose');
  const detail = roundDetail(r, t);
  const tone = outcome === 'lose' ? 'text-danger' : outcome === 'open' ? 'text-warning' : 'text-accent';
  // a double or nothing "cashed out" is a prize kept, not a payout of $0.00
  const kept = r.game === 'double_guess' && outcome === 'cashout';
  return (
    <li data-testid="game-history-row" data-round-id={r.id} data-status={r.status}>
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Badge>{t(`games.history.game.${r.game}`)}</Badge>
            <span className={`text-sm font-bold ${tone}`} data-testid="game-history-outcome">
              {kept ? t('games.history.kept') : t(`games.history.outcome.${outcome}`)}
            </span>
          </div>
          <span className="flex items-center gap-2 text-xs text-muted">
            <span className="font-mono font-bold text-fg" data-testid="game-history-round">
              {t('games.history.round', { id: r.id })}
            </span>
            <span aria-hidden>·</span>
            <span>{formatDateTime(r.createdAt)}</span>
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          {r.status === 'open' ? (
            <>
              <span className="font-bold text-warning" data-testid="game-history-in-play">
                {t('games.history.inPlay', { amount: money(r.amount) })}
              </span>
              {r.resumePath ? (
                r.game === 'double_guess' ? (
                  <Button size="sm" variant="gold" onClick={onDecide} data-testid="game-history-resume">
                    {t('games.history.decide')}
                  </Button>
                ) : (
                  <ButtonLink size="sm" variant="gold" to={r.resumePath} data-testid="game-history-resume">
                    {t('games.history.resume')}
                  </ButtonLink>
                )
              ) : null}
            </>
          ) : kept ? (
            <span className="text-muted" data-testid="game-history-money">
              {t('games.history.prizeKept', { amount: money(r.amount) })}
            </span>
          ) : (
            <>
              <span>{t('games.history.bet', { amount: money(r.amount) })}</span>
              {/* upgrade, treasure and flip wins pay a prize to My Prizes, not coins: the detail line names it */}
              {r.payout === 0 && outcome === 'win' ? (
                <span className="font-bold text-accent" data-testid="game-history-prize">
                  {/* a Fancy Cards pack gives cards for the album, not a prize in My Prizes */}
                  {t(r.game === 'fancy' ? 'games.history.cardsWon' : 'games.history.prizeWon')}
                </span>
              ) : (
                <span className={r.payout > 0 ? 'font-bold text-accent' : 'text-muted'} data-testid="game-history-money">
                  {t('games.history.payout', { amount: money(r.payout) })}
                </span>
              )}
            </>
          )}
        </div>
        {detail ? (
          <p className="text-xs text-muted" data-testid="game-history-detail">
            {detail}
          </p>
        ) : null}
        <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
          <MonoField label={t('games.mines.clientSeed')} value={`${r.clientSeed} · nonce ${r.nonce}`} />
          {r.serverSeed ? (
            <MonoField label={t('games.history.serverSeed')} value={r.serverSeed} />
          ) : (
            <MonoField label={t('games.mines.serverSeedHashed')} value={r.serverSeedHashed} />
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p
            className={`flex items-center gap-2 text-xs ${check ? (check.ok ? 'text-success' : 'text-danger') : 'text-subtle'}`}
            data-testid="game-history-verify"
            data-ok={check ? String(check.ok) : 'hidden'}
          >
            <IconShield size={14} className="shrink-0" />
            {check
              ? check.ok
                ? t('games.history.verified', { tiles: check.summary })
                : t('games.history.mismatch')
              : r.status === 'settled'
                ? t('games.history.hidden')
                : t('games.history.outcome.open')}
          </p>
          <Link
            to={`/provably-fair?round=${r.id}#game-verifier`}
            className="text-xs font-semibold text-accent underline-offset-2 hover:underline"
            title={t('games.history.checkHint')}
            data-testid="game-history-check"
          >
            {t('games.history.check')}
          </Link>
        </div>
      </Card>
    </li>
  );
}
