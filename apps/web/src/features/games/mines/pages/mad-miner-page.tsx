import type { MinesRound } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, IconGrid, PageSpinner, Select } from '../../../../components/index.ts';
import { setCachedBalance } from '../../../../lib/balance.ts';
import { formatPercentFixed, formatPpmPercent } from '../../../../lib/i18n/format.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { useActiveMines } from '../api/get-active-mines.ts';
import { useMinesConfig } from '../api/get-mines-config.ts';
import { gameKeys } from '../../api/keys.ts';
import { betMines, cashOutMines, revealMinesTile } from '../api/play-mines.ts';
import { MinesBoard } from '../components/mines-board.tsx';
import { GamePageShell } from '../../components/game-page-shell.tsx';
import { GameRules, GameSeeds, RoundOutcome, StakeBar } from '../../components/game-parts.tsx';
import { clampBet, formatMultiplier, halveBet, doubleBet } from '../../lib/bet.ts';
import { reportGameError } from '../../lib/game-error.ts';

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

  const title = { title: t('games.mines.title'), subtitle: t('games.mines.subtitle') };
  if (!loggedIn) {
    return (
      <GamePageShell
        title={title}
        signIn={{ icon: <IconGrid size={28} />, title: t('games.mines.signInTitle'), testId: 'mines-signin' }}
        footer={<Rules />}
      />
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
    // "Finish your current round first" (another tab started one): bring it here (docs/games.md#open-rounds)
    reportGameError(e, { 'mines.error.round_open': () => void queryClient.invalidateQueries({ queryKey: gameKeys.minesActive }) });
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
    <GamePageShell testId="mad-miner-page" title={title} footer={<Rules />}>
      {/* phones: board, action, bet settings, seeds; wide screens: settings, action and seeds beside the board */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,4fr)_minmax(0,6fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-6">
        <Card className="order-3 flex flex-col gap-4 lg:order-none lg:col-start-1 lg:row-start-1">
          <StakeBar
            label={t('games.mines.betAmount')}
            value={amount}
            disabled={open}
            onChange={setAmount}
            onBlur={() => setAmount(clampBet(amount, cfg.minBet, cfg.maxBet))}
            onHalf={() => setAmount(halveBet(amount, cfg.minBet))}
            onDouble={() => setAmount(doubleBet(amount, cfg.maxBet))}
            halfLabel={t('games.mines.half')}
            doubleLabel={t('games.mines.double')}
            hint={t('games.mines.range', { min: money(cfg.minBet), max: money(cfg.maxBet) })}
            testId="mines-amount"
          />
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
            <GameSeeds round={round} ns="games.mines" testId="mines-seeds" nonceTestId="mines-nonce" clientSeedTestId="mines-client-seed" />
          </Card>
        ) : null}
      </div>
    </GamePageShell>
  );
}

function Outcome({ round }: { round: MinesRound }) {
  const { t } = useTranslation();
  return (
    <RoundOutcome
      testId="mines-result"
      outcome={round.outcome}
      lostTitle={t('games.mines.lost')}
      lostText={t('games.mines.lostText')}
      wonText={t(round.outcome === 'win' ? 'games.mines.wonAll' : 'games.mines.won', {
        amount: money(round.payout),
        multiplier: formatMultiplier(round.multiplier),
      })}
      wonClassName="text-accent"
    />
  );
}

/** The rules with the edge, RTP and cap of GET /api/mines/config (docs/fairness.md#mines). */
function Rules() {
  const { t } = useTranslation();
  const config = useMinesConfig();
  if (!config.data) return null;
  const c = config.data;
  return (
    <GameRules
      title={t('games.mines.rulesTitle')}
      testId="mines-rules"
      history={{ label: t('games.mines.history'), testId: 'mines-history-link' }}
      rules={[
        t('games.mines.rule1'),
        t('games.mines.rule2'),
        t('games.mines.rule3'),
        t('games.mines.rule4', { edge: formatPpmPercent(c.edgePpm), rtp: formatPercentFixed(c.rtp), cap: money(c.maxPayout) }),
        t('games.mines.rule5', { hours: c.autoCashOutHours }),
        t('games.mines.rule6'),
      ]}
    />
  );
}
