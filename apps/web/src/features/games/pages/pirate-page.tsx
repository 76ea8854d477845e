import type { PirateConfig, PirateRound } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, CardTitle, EmptyState, IconShield, Input, MonoField, PageSpinner } from '../../../components/index.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { ApiError, errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useActivePirate } from '../api/pirate-active.ts';
import { usePirateConfig } from '../api/pirate-config.ts';
import { pirateKeys } from '../api/pirate-keys.ts';
import { betPirate, cashOutPirate, pickPirateChest } from '../api/pirate-play.ts';
import { gameKeys } from '../api/keys.ts';
import { EventHeader } from '../../promo-events/index.ts';
import { Skull } from '../components/pirate-art.tsx';
import { PirateLeaderboard } from '../components/pirate-leaderboard.tsx';
import { PirateTower } from '../components/pirate-tower.tsx';
import { clampBet, doubleBet, halveBet } from '../lib/bet.ts';
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
    <div className="flex flex-col gap-6" data-testid="pirate-page" data-event-state={state}>
      <EventHeader event={cfg.event} tone="gold" testId="pirate" ns="pirate" onEnd={() => void config.refetch()} />
      {!loggedIn ? (
        state === 'ended' ? null : (
          <EmptyState
            icon={<Skull className="h-8" />}
            title={t('pirate.signInTitle')}
            action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
            data-testid="pirate-signin"
          />
        )
      ) : (
        <Play cfg={cfg} onNotLive={() => void config.refetch()} />
      )}
      <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
        <PirateLeaderboard ended={state === 'ended'} />
        <Rules cfg={cfg} />
      </div>
    </div>
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
    if (e instanceof ApiError && e.key === 'coin.error.not_enough') {
      openTopUp();
      return;
    }
    if (e instanceof ApiError && e.key === 'event.error.not_live') onNotLive();
    if (shouldToastError(e)) toast.error(errorMessage(e));
    // "Finish your current climb first" (another tab started one): bring it here (docs/games.md#open-rounds)
    if (e instanceof ApiError && e.key === 'pirate.error.round_open') void queryClient.invalidateQueries({ queryKey: pirateKeys.active });
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
      className="grid gap-4 lg:grid-cols-[minmax(0,4fr)_minmax(0,6fr)] lg:grid-rows-[auto_auto_auto_1fr] lg:gap-6"
      data-testid="pirate-play"
    >
      <Card className="order-3 flex flex-col gap-3 lg:order-none lg:col-start-1 lg:row-start-1">
        <div className="flex items-end gap-2">
          <Input
            label={t('pirate.betAmount')}
            prefix="$"
            inputMode="decimal"
            value={amount}
            disabled={open || !live}
            onChange={(e) => setAmount(e.target.value.replace(/[^0-9.]/g, ''))}
            onBlur={() => setAmount(clampBet(amount, cfg.minBet, cfg.maxBet))}
            containerClassName="flex-1"
            data-testid="pirate-amount"
          />
          <Button
            variant="secondary"
            disabled={open || !live}
            onClick={() => setAmount(halveBet(amount, cfg.minBet))}
            aria-label={t('pirate.half')}
          >
            {t('pirate.half')}
          </Button>
          <Button
            variant="secondary"
            disabled={open || !live}
            onClick={() => setAmount(doubleBet(amount, cfg.maxBet))}
            aria-label={t('pirate.double')}
          >
            {t('pirate.double')}
          </Button>
        </div>
        <p className="-mt-1 text-xs text-muted">{t('pirate.range', { min: money(cfg.minBet), max: money(cfg.maxBet) })}</p>
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
          <RoundSeeds round={round} />
        </Card>
      ) : null}
    </div>
  );
}

function Outcome({ round }: { round: PirateRound }) {
  const { t } = useTranslation();
  if (round.outcome === 'lose') {
    return (
      <div data-testid="pirate-result" data-outcome="lose" data-payout={round.payout}>
        <p className="text-xl font-black text-danger">{t('pirate.lost')}</p>
        <p className="text-sm text-muted">{t('pirate.lostText')}</p>
      </div>
    );
  }
  const key = round.outcome === 'win' ? 'pirate.wonAll' : 'pirate.won';
  return (
    <p
      className="text-xl font-black text-rarity-1"
      data-testid="pirate-result"
      data-outcome={round.outcome ?? ''}
      data-payout={round.payout}
    >
      {t(key, { amount: money(round.payout), multiplier: formatMultiplier(round.multiplier) })}
    </p>
  );
}

function RoundSeeds({ round }: { round: PirateRound }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" data-testid="pirate-seeds">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('pirate.fairTitle')}</p>
      <MonoField label={t('pirate.clientSeed')} value={round.clientSeed} testId="pirate-client-seed" />
      <MonoField label={t('pirate.serverSeedHashed')} value={round.serverSeedHashed} />
      <p className="text-xs text-muted">
        {t('pirate.nonce')}:{' '}
        <span className="font-mono text-fg" data-testid="pirate-nonce">
          {round.nonce}
        </span>
      </p>
    </div>
  );
}

function Rules({ cfg }: { cfg: PirateConfig }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="pirate-rules">
      <CardTitle>{t('pirate.rulesTitle')}</CardTitle>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-muted">
        <li>{t('pirate.rule1', { levels: cfg.levels })}</li>
        <li>{t('pirate.rule2')}</li>
        <li>{t('pirate.rule3', { cap: money(cfg.maxPayout) })}</li>
        <li>{t('pirate.rule4', { rtp: `${cfg.rtp.toFixed(2)}%`, edge: `${(cfg.edgePpm / 10_000).toFixed(2)}%` })}</li>
        <li>{t('pirate.rule5', { hours: cfg.autoCashOutHours })}</li>
        <li>{t('pirate.rule6')}</li>
        <li>{t('pirate.rule7')}</li>
      </ol>
      <p className="mt-4 flex items-center gap-2 text-sm">
        <IconShield size={16} className="shrink-0 text-accent" />
        <Link
          to="/user/game-history"
          className="font-semibold text-accent underline-offset-2 hover:underline"
          data-testid="pirate-history-link"
        >
          {t('pirate.history')}
        </Link>
      </p>
    </Card>
  );
}
