import type { GameHistoryItem } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useIsLoggedIn } from '../../../lib/session.ts';
import { errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { GAME_HISTORY_PAGE_SIZE, useGameHistory } from '../api/get-game-history.ts';
import { gameKeys } from '../api/keys.ts';
import { revealGameSeed } from '../api/rotate-game-seed.ts';
import { roundDetail, verifyRound } from '../lib/verify-round.ts';

const money = (coins: number) => formatCoins(Math.round(coins * 100));

/** `/user/game-history` (spec §2): the player's game rounds with their seeds, verifiable once revealed. */
export default function GameHistoryPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [page, setPage] = useState(1);
  const history = useGameHistory(page);
  const queryClient = useQueryClient();
  const [revealing, setRevealing] = useState(false);

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
            <HistoryRow key={r.id} round={r} />
          ))}
        </ul>
      )}
      <Pagination page={page} pages={Math.ceil(data.total / GAME_HISTORY_PAGE_SIZE)} onPageChange={setPage} />
    </div>
  );
}

function HistoryRow({ round: r }: { round: GameHistoryItem }) {
  const { t } = useTranslation();
  const check = verifyRound(r, t);
  const outcome = r.status === 'open' ? 'open' : (r.outcome ?? 'lose');
  const detail = roundDetail(r, t);
  const tone = outcome === 'lose' ? 'text-danger' : outcome === 'open' ? 'text-muted' : 'text-accent';
  return (
    <li data-testid="game-history-row" data-round-id={r.id}>
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Badge>{t(`games.history.game.${r.game}`)}</Badge>
            <span className={`text-sm font-bold ${tone}`}>{t(`games.history.outcome.${outcome}`)}</span>
          </div>
          <span className="text-xs text-muted">{new Date(r.createdAt).toLocaleString()}</span>
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <span>{t('games.history.bet', { amount: money(r.amount) })}</span>
          {/* upgrade, treasure and flip wins pay a prize to My Prizes, not coins: the detail line names it */}
          {r.payout === 0 && outcome === 'win' ? (
            <span className="font-bold text-accent">{t('games.history.prizeWon')}</span>
          ) : (
            <span className={r.payout > 0 ? 'font-bold text-accent' : 'text-muted'}>
              {t('games.history.payout', { amount: money(r.payout) })}
            </span>
          )}
        </div>
        {detail ? (
          <p className="text-xs text-muted" data-testid="game-history-detail">
            {detail}
          </p>
        ) : null}
        <div className="grid gap-2 md:grid-cols-2">
          <MonoField label={t('games.mines.clientSeed')} value={`${r.clientSeed} · nonce ${r.nonce}`} />
          {r.serverSeed ? (
            <MonoField label={t('games.history.serverSeed')} value={r.serverSeed} />
          ) : (
            <MonoField label={t('games.mines.serverSeedHashed')} value={r.serverSeedHashed} />
          )}
        </div>
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
      </Card>
    </li>
  );
}
