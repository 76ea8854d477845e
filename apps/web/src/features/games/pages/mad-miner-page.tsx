import type { MinesRound } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Button,
  Card,
  CardTitle,
  EmptyState,
  IconGrid,
  IconShield,
  Input,
  MonoField,
  PageSpinner,
  Select,
} from '../../../components/index.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { ApiError, errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useActiveMines } from '../api/get-active-mines.ts';
import { useMinesConfig } from '../api/get-mines-config.ts';
import { gameKeys } from '../api/keys.ts';
import { betMines, cashOutMines, revealMinesTile } from '../api/play-mines.ts';
import { MinesBoard } from '../components/mines-board.tsx';
import { clampBet, formatMultiplier, halveBet, doubleBet } from '../lib/bet.ts';

const MINES_OPTIONS = Array.from({ length: 24 }, (_, i) => i + 1);
const money = (coins: number) => formatCoins(coinsToCents(coins));

/** `/mad-miner` (docs/games.md; docs/product/routes.md#games): the mines game on the one game core, resumable, provably fair. */
export default function MadMinerPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const config = useMinesConfig();
  const active = useActiveMines();
  const queryClient = useQueryClient();
  const [round, setRound] = useState<MinesRound | null>(null);
  const [amount, setAmount] = useState('1.00');
  const [mines, setMines] = useState(3);
  const [busy, setBusy] = useState<'bet' | 'cashout' | number | null>(null);

  // an open round comes back after a reload (GET /api/mines/active)
  useEffect(() => {
    if (active.data && !round) {
      setRound(active.data);
      setMines(active.data.minesCount);
      setAmount(active.data.amount.toFixed(2));
    }
  }, [active.data, round]);

  if (!loggedIn) {
    return (
      <div className="flex flex-col gap-6">
        <Header />
        <EmptyState
          icon={<IconGrid size={28} />}
          title={t('games.mines.signInTitle')}
          action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
          data-testid="mines-signin"
        />
        {config.data ? <Rules /> : null}
      </div>
    );
  }
  if (!config.data || active.isPending) return <PageSpinner />;
  const cfg = config.data;
  const open = round?.status === 'open';

  function settle(r: MinesRound) {
    setRound(r);
    if (r.balance !== undefined) setCachedBalance(queryClient, r.balance);
    queryClient.setQueryData(gameKeys.minesActive, r.status === 'open' ? r : null);
    if (r.status === 'settled') void queryClient.invalidateQueries({ queryKey: gameKeys.historyRoot });
  }

  function fail(e: unknown) {
    if (e instanceof ApiError && e.key === 'coin.error.not_enough') {
      openTopUp();
      return;
    }
    if (shouldToastError(e)) toast.error(errorMessage(e));
    // "Finish your current round first" (another tab started one): bring it here (docs/games.md#open-rounds)
    if (e instanceof ApiError && e.key === 'mines.error.round_open') void queryClient.invalidateQueries({ queryKey: gameKeys.minesActive });
  }

  async function play() {
    if (busy !== null) return;
    setBusy('bet');
    try {
      settle(await betMines(amount, mines, crypto.randomUUID()));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  async function pick(tile: number) {
    if (!round || busy !== null) return;
    setBusy(tile);
    try {
      settle(await revealMinesTile(round.id, tile));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  async function cashOut() {
    if (!round || busy !== null) return;
    setBusy('cashout');
    try {
      settle(await cashOutMines(round.id));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  const ended = round?.status === 'settled';
  const lost = round?.outcome === 'lose';
  return (
    <div className="flex flex-col gap-6" data-testid="mad-miner-page">
      <Header />
      {/* phones: board, action, bet settings, seeds; wide screens: settings, action and seeds beside the board */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,4fr)_minmax(0,6fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-6">
        <Card className="order-3 flex flex-col gap-4 lg:order-none lg:col-start-1 lg:row-start-1">
          <div className="flex items-end gap-2">
            <Input
              label={t('games.mines.betAmount')}
              prefix="$"
              inputMode="decimal"
              value={amount}
              disabled={open}
              onChange={(e) => setAmount(e.target.value.replace(/[^0-9.]/g, ''))}
              onBlur={() => setAmount(clampBet(amount, cfg.minBet, cfg.maxBet))}
              containerClassName="flex-1"
              data-testid="mines-amount"
            />
            <Button
              variant="secondary"
              disabled={open}
              onClick={() => setAmount(halveBet(amount, cfg.minBet))}
              aria-label={t('games.mines.half')}
            >
              {t('games.mines.half')}
            </Button>
            <Button
              variant="secondary"
              disabled={open}
              onClick={() => setAmount(doubleBet(amount, cfg.maxBet))}
              aria-label={t('games.mines.double')}
            >
              {t('games.mines.double')}
            </Button>
          </div>
          <p className="-mt-2 text-xs text-muted">{t('games.mines.range', { min: money(cfg.minBet), max: money(cfg.maxBet) })}</p>
          <Select
            label={t('games.mines.mines')}
            value={String(mines)}
            disabled={open}
            onChange={(e) => setMines(Number(e.target.value))}
            options={MINES_OPTIONS.map((n) => ({ value: String(n), label: t('games.mines.minesOption', { count: n }) }))}
            data-testid="mines-count"
          />
        </Card>
        {/* phones: the bet / cash-out button stays in reach above the bottom bar (and its raised centre tab) */}
        <div className="sticky bottom-[calc(6rem+env(safe-area-inset-bottom))] z-10 order-2 md:static lg:order-none lg:col-start-1 lg:row-start-2">
          {open ? (
            <Button
              size="lg"
              variant="gold"
              block
              loading={busy === 'cashout'}
              disabled={round.revealed.length === 0 || busy !== null}
              onClick={() => void cashOut()}
              data-testid="mines-cashout"
            >
              {round.revealed.length === 0 ? t('games.mines.pickTile') : t('games.mines.cashOut', { amount: money(round.cashOut) })}
            </Button>
          ) : (
            <Button size="lg" block loading={busy === 'bet'} onClick={() => void play()} data-testid="mines-bet">
              {ended ? t('games.mines.again') : t('games.mines.play')}
            </Button>
          )}
        </div>
        <Card className="order-1 flex flex-col items-center gap-4 lg:order-none lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <div className="grid w-full grid-cols-3 gap-2 rounded-xl bg-bg-2 p-3 text-center text-sm">
            <div>
              <p className="break-words text-[10px] uppercase text-muted sm:text-[11px] sm:tracking-wide">{t('games.mines.multiplier')}</p>
              <p
                className={lost ? 'font-mono text-lg font-black text-danger' : 'font-mono text-lg font-black text-fg'}
                data-testid="mines-multiplier"
              >
                {lost ? formatMultiplier(0) : formatMultiplier(round?.multiplier ?? 1)}
              </p>
            </div>
            <div>
              <p className="break-words text-[10px] uppercase text-muted sm:text-[11px] sm:tracking-wide">{t('games.mines.next')}</p>
              <p className="font-mono text-lg font-black text-accent" data-testid="mines-next">
                {round && open && round.nextMultiplier !== null ? formatMultiplier(round.nextMultiplier) : '–'}
              </p>
            </div>
            <div>
              <p className="break-words text-[10px] uppercase text-muted sm:text-[11px] sm:tracking-wide">{t('games.mines.gems')}</p>
              <p className="font-mono text-lg font-black text-fg" data-testid="mines-gems">
                {round ? `${round.revealed.length}/${25 - round.minesCount}` : '–'}
              </p>
            </div>
          </div>
          <div className="w-full max-w-[min(100%,34rem)]">
            <MinesBoard
              revealed={round?.revealed ?? []}
              mines={round?.mines ?? null}
              hitTile={round?.hitTile ?? null}
              canPick={open && busy === null}
              pending={typeof busy === 'number' ? busy : null}
              onPick={(tile) => void pick(tile)}
            />
          </div>
          <div aria-live="polite" className="text-center empty:hidden">
            {ended && round ? (
              <Outcome round={round} />
            ) : open && round.revealed.length === 0 ? (
              <p className="text-sm text-muted">{t('games.mines.pickTile')}</p>
            ) : null}
          </div>
        </Card>
        {round ? (
          <Card className="order-4 lg:order-none lg:col-start-1 lg:row-start-3 lg:self-start">
            <RoundSeeds round={round} />
          </Card>
        ) : null}
      </div>
      <Rules />
    </div>
  );
}

function Header() {
  const { t } = useTranslation();
  return (
    <header>
      <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('games.mines.title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">{t('games.mines.subtitle')}</p>
    </header>
  );
}

function Outcome({ round }: { round: MinesRound }) {
  const { t } = useTranslation();
  if (round.outcome === 'lose') {
    return (
      <div data-testid="mines-result" data-outcome="lose">
        <p className="text-xl font-black text-danger">{t('games.mines.lost')}</p>
        <p className="text-sm text-muted">{t('games.mines.lostText')}</p>
      </div>
    );
  }
  const key = round.outcome === 'win' ? 'games.mines.wonAll' : 'games.mines.won';
  return (
    <p className="text-xl font-black text-accent" data-testid="mines-result" data-outcome={round.outcome ?? ''}>
      {t(key, { amount: money(round.payout), multiplier: formatMultiplier(round.multiplier) })}
    </p>
  );
}

function RoundSeeds({ round }: { round: MinesRound }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" data-testid="mines-seeds">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('games.mines.fairTitle')}</p>
      <MonoField label={t('games.mines.clientSeed')} value={round.clientSeed} testId="mines-client-seed" />
      <MonoField label={t('games.mines.serverSeedHashed')} value={round.serverSeedHashed} />
      <p className="text-xs text-muted">
        {t('games.mines.nonce')}:{' '}
        <span className="font-mono text-fg" data-testid="mines-nonce">
          {round.nonce}
        </span>
      </p>
    </div>
  );
}

function Rules() {
  const { t } = useTranslation();
  const config = useMinesConfig();
  if (!config.data) return null;
  const c = config.data;
  return (
    <Card data-testid="mines-rules">
      <CardTitle>{t('games.mines.rulesTitle')}</CardTitle>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-muted">
        <li>{t('games.mines.rule1')}</li>
        <li>{t('games.mines.rule2')}</li>
        <li>{t('games.mines.rule3')}</li>
        <li>
          {t('games.mines.rule4', { edge: `${(c.edgePpm / 10_000).toFixed(2)}%`, rtp: `${c.rtp.toFixed(2)}%`, cap: money(c.maxPayout) })}
        </li>
        <li>{t('games.mines.rule5', { hours: c.autoCashOutHours })}</li>
        <li>{t('games.mines.rule6')}</li>
      </ol>
      <p className="mt-4 flex items-center gap-2 text-sm">
        <IconShield size={16} className="shrink-0 text-accent" />
        <Link
          to="/user/game-history"
          className="font-semibold text-accent underline-offset-2 hover:underline"
          data-testid="mines-history-link"
        >
          {t('games.mines.history')}
        </Link>
      </p>
    </Card>
  );
}
