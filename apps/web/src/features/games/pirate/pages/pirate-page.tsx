import type { PirateConfig, PirateRound } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, PageSpinner } from '../../../../components/index.ts';
import { setCachedBalance } from '../../../../lib/balance.ts';
import { formatPercentFixed, formatPpmPercent } from '../../../../lib/i18n/format.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { useActivePirate } from '../api/pirate-active.ts';
import { usePirateConfig } from '../api/pirate-config.ts';
import { pirateKeys } from '../api/pirate-keys.ts';
import { betPirate, cashOutPirate, pickPirateChest } from '../api/pirate-play.ts';
import { gameKeys } from '../../api/keys.ts';
import { EventHeader } from '../../../promo-events/index.ts';
import { Skull } from '../components/pirate-art.tsx';
import { PirateLeaderboard } from '../components/pirate-leaderboard.tsx';
import { PirateTower } from '../components/pirate-tower.tsx';
import { GamePageShell } from '../../components/game-page-shell.tsx';
import { GameRules, GameSeeds, RoundOutcome, StakeBar } from '../../components/game-parts.tsx';
import { clampBet, doubleBet, halveBet } from '../../lib/bet.ts';
import { reportGameError } from '../../lib/game-error.ts';
import { formatPirateMultiplier as formatMultiplier } from '../lib/pirate-format.ts';

const money = (coins: number) => formatCoins(coinsToCents(coins));

/**
 * `/pirate-2024` (docs/games.md; docs/product/routes.md#games): the Pirate 2024 event page: header with the countdown to the end, the
 * chest tower on the game core (resumable, provably fair), the event leaderboard and the rules. Before the start
 * and after the end there is no play (an open climb can still be cashed out); an ended event shows its final board.
 */
export default function PiratePage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const config = usePirateConfig();

  if (config.isPending) return <PageSpinner />;
  if (!config.data) {
    return <EmptyState icon={<Skull className="h-8" />} title={t('pirate.unavailable')} data-testid="pirate-unavailable" />;
  }
  const cfg = config.data;
  const state = cfg.event.state;
  return (
    <GamePageShell
      testId="pirate-page"
      data={{ 'data-event-state': state }}
      header={<EventHeader event={cfg.event} tone="gold" testId="pirate" ns="pirate" onEnd={() => void config.refetch()} />}
      signIn={
        !loggedIn && state !== 'ended' ? { icon: <Skull className="h-8" />, title: t('pirate.signInTitle'), testId: 'pirate-signin' } : null
      }
      footer={
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2 lg:gap-6">
          <PirateLeaderboard ended={state === 'ended'} />
          <Rules cfg={cfg} />
        </div>
      }
    >
      {loggedIn ? <Play cfg={cfg} onNotLive={() => void config.refetch()} /> : null}
    </GamePageShell>
  );
}

function Play({ cfg, onNotLive }: { cfg: PirateConfig; onNotLive: () => void }) {
  const { t } = useTranslation();
  const active = useActivePirate();
  const queryClient = useQueryClient();
  const [round, setRound] = useState<PirateRound | null>(null);
  const [amount, setAmount] = useState('1.00');
  const [busy, setBusy] = useState<'bet' | 'cashout' | number | null>(null);

  // an open climb comes back after a reload (GET /api/pirate/active)
  useEffect(() => {
    if (active.data && !round) {
      setRound(active.data);
      setAmount(active.data.amount.toFixed(2));
    }
  }, [active.data, round]);

  if (active.isPending) return <PageSpinner />;
  const live = cfg.event.state === 'live';
  const open = round?.status === 'open';
  // no play outside the event, unless a climb is still open (it can be cashed out) or just ended on this page
  if (!live && !round) return null;

  function settle(r: PirateRound) {
    setRound(r);
    if (r.balance !== undefined) setCachedBalance(queryClient, r.balance);
    queryClient.setQueryData(pirateKeys.active, r.status === 'open' ? r : null);
    if (r.status === 'settled') {
      void queryClient.invalidateQueries({ queryKey: gameKeys.historyRoot });
      void queryClient.invalidateQueries({ queryKey: pirateKeys.leaderboardRoot });
      void queryClient.invalidateQueries({ queryKey: pirateKeys.myLeaderboardRoot });
    }
  }

  function fail(e: unknown) {
    reportGameError(e, {
      'event.error.not_live': onNotLive,
      // "Finish your current climb first" (another tab started one): bring it here (docs/games.md#open-rounds)
      'pirate.error.round_open': () => void queryClient.invalidateQueries({ queryKey: pirateKeys.active }),
    });
  }

  async function run(kind: 'bet' | 'cashout' | number, call: () => Promise<PirateRound>) {
    if (busy !== null) return;
    setBusy(kind);
    try {
      settle(await call());
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  const ended = round?.status === 'settled';
  const lost = round?.outcome === 'lose';
  const cleared = round?.picks.length ?? 0;
  const levels = round?.levels ?? cfg.levels;
  return (
    <div
      className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,4fr)_minmax(0,6fr)] lg:grid-rows-[auto_auto_auto_1fr] lg:gap-6"
      data-testid="pirate-play"
    >
      <Card className="order-3 flex flex-col gap-3 lg:order-none lg:col-start-1 lg:row-start-1">
        <StakeBar
          label={t('pirate.betAmount')}
          value={amount}
          disabled={open || !live}
          onChange={setAmount}
          onBlur={() => setAmount(clampBet(amount, cfg.minBet, cfg.maxBet))}
          onHalf={() => setAmount(halveBet(amount, cfg.minBet))}
          onDouble={() => setAmount(doubleBet(amount, cfg.maxBet))}
          halfLabel={t('pirate.half')}
          doubleLabel={t('pirate.double')}
          hint={t('pirate.range', { min: money(cfg.minBet), max: money(cfg.maxBet) })}
          hintClassName="-mt-1"
          testId="pirate-amount"
        />
      </Card>
      <div className="order-2 lg:order-none lg:col-start-1 lg:row-start-2">
        {open ? (
          <Button
            size="lg"
            variant="gold"
            block
            loading={busy === 'cashout'}
            disabled={cleared === 0 || busy !== null}
            onClick={() => void run('cashout', () => cashOutPirate(round.id))}
            data-testid="pirate-cashout"
          >
            {cleared === 0 ? t('pirate.pickChest') : t('pirate.cashOut', { amount: money(round.cashOut) })}
          </Button>
        ) : live ? (
          <Button
            size="lg"
            block
            loading={busy === 'bet'}
            onClick={() => void run('bet', () => betPirate(amount, crypto.randomUUID()))}
            data-testid="pirate-bet"
          >
            {ended ? t('pirate.again') : t('pirate.play')}
          </Button>
        ) : null}
        {open && !live ? <p className="mt-2 text-center text-xs text-warning">{t('pirate.resumeAfterEnd')}</p> : null}
      </div>
      <div className="order-4 grid grid-cols-3 gap-2 rounded-2xl border border-line bg-surface p-3 text-center text-sm lg:order-none lg:col-start-1 lg:row-start-3">
        <div>
          <p className="text-[11px] uppercase tracking-wide text-muted">{t('pirate.multiplier')}</p>
          <p
            className={lost ? 'font-mono text-lg font-black text-danger' : 'font-mono text-lg font-black text-fg'}
            data-testid="pirate-multiplier"
          >
            {lost ? formatMultiplier(0) : formatMultiplier(round?.multiplier ?? 1)}
          </p>
        </div>
        <div>
          <p className="text-[11px] uppercase tracking-wide text-muted">{t('pirate.next')}</p>
          <p className="font-mono text-lg font-black text-accent" data-testid="pirate-next">
            {round && open && round.nextMultiplier !== null ? formatMultiplier(round.nextMultiplier) : '–'}
          </p>
        </div>
        <div>
          <p className="text-[11px] uppercase tracking-wide text-muted">{t('pirate.level')}</p>
          <p className="font-mono text-lg font-black text-fg" data-testid="pirate-cleared">
            {t('pirate.levelOf', { level: cleared, levels })}
          </p>
        </div>
      </div>
      <Card
        padded={false}
        className="order-1 flex flex-col items-center gap-3 p-2 sm:p-4 lg:order-none lg:col-start-2 lg:row-span-4 lg:row-start-1"
      >
        <div className="w-full max-w-xl">
          <PirateTower
            levels={levels}
            chests={round?.chests ?? cfg.chests}
            ladder={round?.ladder ?? cfg.ladder}
            picks={round?.picks ?? []}
            skulls={round?.skulls ?? null}
            hitChest={round?.hitChest ?? null}
            open={open}
            canPick={open && live && busy === null}
            pending={typeof busy === 'number' ? busy : null}
            onPick={(chest) => round && void run(chest, () => pickPirateChest(round.id, chest))}
          />
        </div>
        {/* under the tower, beside the levels that are played first and the action button on phones */}
        <div aria-live="polite" className="pb-1 text-center empty:hidden" data-testid="pirate-status">
          {ended && round ? <Outcome round={round} /> : null}
        </div>
      </Card>
      {round ? (
        <Card className="order-5 lg:order-none lg:col-start-1 lg:row-start-4 lg:self-start">
          <GameSeeds round={round} ns="pirate" testId="pirate-seeds" nonceTestId="pirate-nonce" clientSeedTestId="pirate-client-seed" />
        </Card>
      ) : null}
    </div>
  );
}

function Outcome({ round }: { round: PirateRound }) {
  const { t } = useTranslation();
  return (
    <RoundOutcome
      testId="pirate-result"
      outcome={round.outcome}
      payout={round.payout}
      lostTitle={t('pirate.lost')}
      lostText={t('pirate.lostText')}
      wonText={t(round.outcome === 'win' ? 'pirate.wonAll' : 'pirate.won', {
        amount: money(round.payout),
        multiplier: formatMultiplier(round.multiplier),
      })}
      wonClassName="text-rarity-1"
    />
  );
}

/** The rules with the levels, cap, RTP and edge of GET /api/pirate/config (docs/fairness.md#pirate). */
function Rules({ cfg }: { cfg: PirateConfig }) {
  const { t } = useTranslation();
  return (
    <GameRules
      title={t('pirate.rulesTitle')}
      testId="pirate-rules"
      history={{ label: t('pirate.history'), testId: 'pirate-history-link' }}
      rules={[
        t('pirate.rule1', { levels: cfg.levels }),
        t('pirate.rule2'),
        t('pirate.rule3', { cap: money(cfg.maxPayout) }),
        t('pirate.rule4', { rtp: formatPercentFixed(cfg.rtp), edge: formatPpmPercent(cfg.edgePpm) }),
        t('pirate.rule5', { hours: cfg.autoCashOutHours }),
        t('pirate.rule6'),
        t('pirate.rule7'),
      ]}
    />
  );
}
