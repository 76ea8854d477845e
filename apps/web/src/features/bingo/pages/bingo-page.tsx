import type { BingoGame, BingoHome } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardTitle, Countdown, EmptyState, IconGrid, PageSpinner } from '../../../components/index.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { ApiError, errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useBingoCards } from '../api/bingo-cards.ts';
import { useBingoHome } from '../api/bingo-home.ts';
import { bingoKeys } from '../api/bingo-keys.ts';
import { playBingoMultiple } from '../api/bingo-multiple.ts';
import { playBingo } from '../api/bingo-play.ts';
import { BingoBarragePanel } from '../components/bingo-barrage.tsx';
import { BingoBoard } from '../components/bingo-board.tsx';
import { BingoCardView } from '../components/bingo-card.tsx';
import { BingoPrizes } from '../components/bingo-prizes.tsx';
import { BingoRules } from '../components/bingo-rules.tsx';
import { BingoTabs } from '../components/bingo-tabs.tsx';
import { useBingoLive } from '../hooks/use-bingo-live.ts';
import { money } from '../lib/money.ts';

const STATE_TONE = { scheduled: 'neutral', selling: 'accent', calling: 'gold', ended: 'violet' } as const;

/**
 * `/bingo` (docs/games.md; docs/product/routes.md#games /bingo): Bingo King. The live game's state and countdown, its server seed hash,
 * buying one or several cards, my cards auto-daubing from the numbers called over `bingo_call`, the 75-number
 * board with the last calls, prizes and winners, the barrage, and tabs for ranking, history (verified in the
 * browser) and the points exchange; the rules. Between games the last game's board and winners stay on screen.
 */
export default function BingoPage() {
  const { t } = useTranslation();
  const home = useBingoHome();
  useBingoLive();
  if (home.isPending) return <PageSpinner />;
  if (!home.data) return <EmptyState icon={<IconGrid size={28} />} title={t('bingo.unavailable')} data-testid="bingo-unavailable" />;
  const h = home.data;
  // between games (next one scheduled) the game that just ended stays on the board
  const shown = h.game.state === 'scheduled' && h.lastGame ? h.lastGame : h.game;
  return (
    <div className="flex flex-col gap-6" data-testid="bingo-page" data-game-id={h.game.id} data-state={h.game.state}>
      <Header game={h.game} onTimer={() => void home.refetch()} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <div className="flex min-w-0 flex-col gap-4">
          <Buy home={h} onClosed={() => void home.refetch()} />
          {shown.id !== h.game.id ? (
            <p className="rounded-xl border border-line bg-surface px-4 py-2 text-sm text-muted" data-testid="bingo-last-game">
              <span className="font-bold text-fg">{t('bingo.lastGame')}</span> ·{' '}
              {t('bingo.lastGameText', { id: shown.id, count: shown.called.length })}
            </p>
          ) : null}
          <MyCards game={shown} />
          <Card>
            <CardTitle>{t('bingo.board')}</CardTitle>
            <div className="mt-3">
              <BingoBoard called={shown.called} />
            </div>
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <BingoPrizes game={shown} />
          <BingoBarragePanel />
        </div>
      </div>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2 lg:gap-6">
        <BingoTabs />
        <BingoRules game={h.game} />
      </div>
    </div>
  );
}

function Header({ game, onTimer }: { game: BingoGame; onTimer: () => void }) {
  const { t } = useTranslation();
  const timer =
    game.state === 'scheduled'
      ? { label: t('bingo.opensIn'), at: game.opensAt }
      : game.state === 'selling' && game.closesAt
        ? { label: t('bingo.closesIn'), at: game.closesAt }
        : null;
  return (
    <header
      className="relative overflow-hidden rounded-2xl border border-accent/30 bg-[radial-gradient(120%_140%_at_0%_0%,rgb(43_245_160/0.16),transparent_55%),linear-gradient(135deg,var(--color-surface-2),var(--color-bg-2))] p-4 md:px-7 md:py-5"
      data-testid="bingo-header"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 md:gap-6">
        <div className="min-w-0">
          <h1 className="text-2xl font-black uppercase italic leading-none tracking-tight text-accent sm:text-3xl md:text-5xl">
            {t('bingo.title')}
          </h1>
          <p className="mt-2 max-w-2xl text-xs text-muted sm:text-sm md:text-base">{t('bingo.subtitle')}</p>
        </div>
        <div
          className="shrink-0 rounded-xl border border-line bg-bg/60 px-4 py-2 text-center backdrop-blur-sm md:min-w-56 md:py-3"
          data-testid="bingo-status"
        >
          <div className="flex items-center justify-center gap-2">
            <span className="text-xs font-semibold text-muted">{t('bingo.game', { id: game.id })}</span>
            <Badge tone={STATE_TONE[game.state]}>
              <span data-testid="bingo-state">{t(`bingo.state.${game.state}`)}</span>
            </Badge>
          </div>
          {timer ? (
            <>
              <p className="mt-1 text-[11px] font-semibold uppercase tracking-wide text-muted">{timer.label}</p>
              <Countdown key={timer.at} endsAt={Date.parse(timer.at)} onEnd={onTimer} className="text-lg font-black text-fg md:text-2xl" />
            </>
          ) : game.state === 'calling' ? (
            <>
              <p className="mt-1 text-[11px] font-semibold uppercase tracking-wide text-muted">{t('bingo.numbersCalled')}</p>
              <p className="text-lg font-black tabular-nums text-fg md:text-2xl" data-testid="bingo-header-called">
                {t('bingo.calledOf', { count: game.called.length })}
              </p>
            </>
          ) : (
            <p className="mt-1 text-sm font-bold text-muted">{t('bingo.finished')}</p>
          )}
        </div>
      </div>
    </header>
  );
}

function Buy({ home, onClosed }: { home: BingoHome; onClosed: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const qc = useQueryClient();
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const g = home.game;
  if (!loggedIn) {
    return (
      <EmptyState
        icon={<IconGrid size={28} />}
        title={t('bingo.signInTitle')}
        action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
        data-testid="bingo-signin"
      />
    );
  }
  const selling = g.state === 'selling';
  async function buy() {
    if (busy) return;
    setBusy(true);
    key.current ??= crypto.randomUUID();
    try {
      const r = count === 1 ? await playBingo(g.id, key.current) : await playBingoMultiple(g.id, count, key.current);
      setCachedBalance(qc, r.balance);
      toast.success(t('bingo.bought', { count: r.cards.length }));
      void qc.invalidateQueries({ queryKey: bingoKeys.cards(g.id) });
      void qc.invalidateQueries({ queryKey: bingoKeys.myHomeRoot });
      key.current = null;
    } catch (e) {
      if (e instanceof ApiError && e.key === 'coin.error.not_enough') openTopUp();
      else if (e instanceof ApiError && e.key === 'bingo.error.sales_closed') onClosed();
      if (shouldToastError(e) && !(e instanceof ApiError && e.key === 'coin.error.not_enough')) toast.error(errorMessage(e));
      key.current = null;
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card className="flex flex-col gap-3" data-testid="bingo-buy">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('bingo.myCardsCount', { count: home.myCards })}</CardTitle>
        <span className="text-xs text-muted">
          {t('bingo.points', { count: home.points })} · {t('bingo.pointsPerCard', { count: home.pointsPerCard })}
        </span>
      </div>
      {selling ? (
        <div className="flex flex-wrap items-center gap-3">
          <div
            className="flex items-center gap-1 rounded-xl border border-line bg-surface-2 p-1"
            role="group"
            aria-label={t('bingo.howMany')}
          >
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('bingo.fewer')}
              disabled={count <= 1}
              onClick={() => setCount((c) => Math.max(1, c - 1))}
              data-testid="bingo-fewer"
            >
              −
            </Button>
            <span className="w-8 text-center text-lg font-black tabular-nums" data-testid="bingo-count">
              {count}
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('bingo.more')}
              disabled={count >= home.maxCards}
              onClick={() => setCount((c) => Math.min(home.maxCards, c + 1))}
              data-testid="bingo-more"
            >
              +
            </Button>
          </div>
          <Button
            size="lg"
            loading={busy}
            onClick={() => void buy()}
            data-testid="bingo-buy-button"
            className="min-w-44 flex-1 sm:flex-none"
          >
            {count === 1 ? t('bingo.buyOne') : t('bingo.buyMany', { count })} · {money(g.cardPrice * count)}
          </Button>
          <span className="text-xs text-muted">{t('bingo.maxCards', { count: home.maxCards })}</span>
        </div>
      ) : (
        <p className="text-sm text-muted" data-testid="bingo-sales-closed">
          {t('bingo.salesClosed')}
        </p>
      )}
    </Card>
  );
}

function MyCards({ game }: { game: BingoGame }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const cards = useBingoCards(game.id, loggedIn);
  if (!loggedIn) return null;
  const list = cards.data?.list ?? [];
  return (
    <Card data-testid="bingo-my-cards">
      <CardTitle>{t('bingo.myCards')}</CardTitle>
      {list.length === 0 ? (
        <div className="py-6 text-center">
          <p className="font-semibold">{t('bingo.noCards')}</p>
          <p className="mt-1 text-sm text-muted">{t('bingo.noCardsText')}</p>
        </div>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-3">
          {list.map((c) => (
            <BingoCardView
              key={c.id}
              card={c}
              called={game.called}
              last={game.called.at(-1)}
              wonLine={game.line.winners.some((w) => w.cardId === c.id)}
              wonFull={game.full.winners.some((w) => w.cardId === c.id)}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
