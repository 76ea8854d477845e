import { centsToCoins, HOUR_MS, maskName, pirateSkulls, PPM_TOTAL } from '@hapa/domain';
import {
  PIRATE_CHESTS,
  type OpsPirateSettings,
  type PirateConfig,
  type PirateLeaderboard,
  type PirateLeaderboardEntry,
  type PirateRound,
} from '@hapa/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { AppError } from '../../../http/app-error.ts';
import { coinInputCents } from '../../../lib/coin-input.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/random.ts';
import type { Publisher } from '../../../lib/publisher.ts';
import type { JobsService } from '../../jobs/jobs.service.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import { PIRATE_EVENT_SLUG, type LeaderboardBy, type PromoEventsService, type ScoreLine } from '../../promo-events/promo-events.service.ts';
import type { GameRoundRow, GamesCore, RoundWithPair } from '../core/games-core.ts';
import { pushBalance, SteppedRound } from '../core/stepped-round.ts';
import { ladderOf, pirateCashOutCents, pirateMultiplierPpm, ppmToMultiplier } from './pirate-ladder.ts';

export const PIRATE = 'pirate';
/** Operator setting (console, finance; defaults stated in the README). */
export const PIRATE_SETTING = 'games.pirate';
export const PIRATE_AUTO_CASH_OUT_JOB = 'pirate.auto_cash_out';
/** Lines of the event leaderboard. */
export const PIRATE_LEADERBOARD_SIZE = 20;

/** Pirate settings: house edge (ppm), bet limits and the largest payout (cents), tower height, auto cash-out delay (hours). */
export interface PirateSettings {
  edgePpm: number;
  minBetCents: number;
  maxBetCents: number;
  maxPayoutCents: number;
  levels: number;
  autoCashOutHours: number;
}
export const DEFAULT_PIRATE_SETTINGS: PirateSettings = {
  edgePpm: 10_000,
  minBetCents: 10,
  maxBetCents: 100_000,
  maxPayoutCents: 10_000_000,
  levels: 10,
  autoCashOutHours: 24,
};

/** What a round keeps from the settings of its bet, and the event it belongs to. */
export interface PirateParams {
  levels: number;
  chests: number;
  edgePpm: number;
  maxPayoutCents: number;
  eventId: number;
}
/** `picks[L]`: the (safe) chest opened on level L; `hit`: the skull chest that ended the round. */
export interface PirateProgress {
  picks: number[];
  hit: number | null;
}

/**
 * Pirate 2024 (docs/games.md; docs/product/README.md pirate, docs/product/routes.md#games /pirate-2024; fairness.md "Pirate chests"): a tower of `levels`
 * levels of 3 chests; the skull of every level is fixed at the bet by the player's type 3 stream
 * (`pirateSkulls`, level L behind chest floor(float_L x 3)). A safe chest climbs one level; the skull loses the
 * stake; cash out any time after the first level; clearing the top cashes out by itself. Bets and picks only
 * while the event `pirate-2024` is live (a cash-out is always allowed: it is the player's money). Each settled
 * round adds to the player's standing on the event leaderboard in its own transaction. A round left open is
 * cashed out by a durable job after `autoCashOutHours` (1x with no level cleared: the stake comes back).
 */
export class PirateService {
  private readonly rounds: SteppedRound<PirateParams, PirateProgress>;

  constructor(
    private readonly d: {
      db: Db;
      core: GamesCore;
      settings: SettingsService;
      jobs: JobsService;
      clock: Clock;
      publisher: Publisher;
      events: PromoEventsService;
      eventSlug?: string;
    },
  ) {
    d.settings.define(PIRATE_SETTING, DEFAULT_PIRATE_SETTINGS);
    d.core.registerDetail(PIRATE, (r) => this.detail(r), { kind: 'page', path: () => '/pirate-2024' });
    // a climb still open after `autoCashOutHours` is cashed out (1x with no level cleared)
    this.rounds = new SteppedRound({
      db: d.db,
      core: d.core,
      clock: d.clock,
      game: PIRATE,
      timeoutJob: PIRATE_AUTO_CASH_OUT_JOB,
      openRoundKey: 'pirate.error.round_open',
      finish: async (tx, round) => {
        const g = this.rounds.progress(round);
        const settled = await this.settleLocked(tx, round, { outcome: 'cashout', cleared: g.picks.length, progress: g });
        return () => pushBalance(d.publisher, round.userId, settled.balance);
      },
    });
    d.jobs.register(PIRATE_AUTO_CASH_OUT_JOB, (tx, p: { roundId: number }) => this.rounds.autoFinish(tx, p.roundId));
  }

  private get slug(): string {
    return this.d.eventSlug ?? PIRATE_EVENT_SLUG;
  }

  private settings(): Promise<PirateSettings> {
    return this.d.settings.get<PirateSettings>(PIRATE_SETTING);
  }

  /** GET /api/ops/games/pirate: the settings in coin units for the console. */
  async opsSettings(): Promise<OpsPirateSettings> {
    const s = await this.settings();
    return {
      edgePpm: s.edgePpm,
      minBet: centsToCoins(s.minBetCents),
      maxBet: centsToCoins(s.maxBetCents),
      maxPayout: centsToCoins(s.maxPayoutCents),
      levels: s.levels,
      autoCashOutHours: s.autoCashOutHours,
    };
  }

  /**
   * POST /api/ops/games/pirate: new settings for the next bets (open rounds keep the edge, height and cap they
   * were placed with), with the audit row in the same transaction.
   * @throws AppError validation.amount for an amount with more than 2 decimals
   */
  async updateSettings(v: OpsPirateSettings, op: OperatorContext): Promise<OpsPirateSettings> {
    const next: PirateSettings = {
      edgePpm: v.edgePpm,
      minBetCents: coinInputCents(v.minBet),
      maxBetCents: coinInputCents(v.maxBet),
      maxPayoutCents: coinInputCents(v.maxPayout),
      levels: v.levels,
      autoCashOutHours: v.autoCashOutHours,
    };
    await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.set(tx, PIRATE_SETTING, next, op.userId);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.pirate_settings',
        targetType: 'setting',
        targetId: PIRATE_SETTING,
        before,
        after: next,
        ip: op.ip,
      });
    });
    this.d.settings.forget(PIRATE_SETTING);
    return this.opsSettings();
  }

  /** GET /api/pirate/config: limits, edge, RTP, the ladder of multipliers and the event. @throws AppError event.error.not_found */
  async config(): Promise<PirateConfig> {
    const [s, event] = await Promise.all([this.settings(), this.d.events.get(this.slug)]);
    return {
      minBet: centsToCoins(s.minBetCents),
      maxBet: centsToCoins(s.maxBetCents),
      maxPayout: centsToCoins(s.maxPayoutCents),
      edgePpm: s.edgePpm,
      rtp: (PPM_TOTAL - s.edgePpm) / 10_000,
      levels: s.levels,
      chests: PIRATE_CHESTS,
      ladder: ladderOf(s.levels, s.edgePpm, PIRATE_CHESTS),
      autoCashOutHours: s.autoCashOutHours,
      event,
    };
  }

  private skullsOf(r: RoundWithPair): number[] {
    const p = r.round.params as PirateParams;
    return pirateSkulls(r.pair.serverSeed, r.pair.clientSeed ?? '', r.round.nonce, p.chests, p.levels);
  }

  private detail(r: RoundWithPair): Record<string, unknown> {
    const p = r.round.params as PirateParams;
    const g = r.round.progress as PirateProgress;
    return {
      levels: p.levels,
      chests: p.chests,
      picks: g.picks,
      hitChest: g.hit,
      skulls: r.round.status === 'settled' ? this.skullsOf(r) : null,
    };
  }

  private view(r: RoundWithPair, balanceCents?: number): PirateRound {
    const p = r.round.params as PirateParams;
    const g = r.round.progress as PirateProgress;
    const cleared = g.picks.length;
    const open = r.round.status === 'open';
    return {
      id: r.round.id,
      status: r.round.status as PirateRound['status'],
      outcome: r.round.outcome as PirateRound['outcome'],
      amount: centsToCoins(r.round.stakeCents),
      levels: p.levels,
      chests: p.chests,
      picks: g.picks,
      hitChest: g.hit,
      multiplier: ppmToMultiplier(pirateMultiplierPpm(cleared, p.edgePpm, p.chests)),
      nextMultiplier: open && cleared < p.levels ? ppmToMultiplier(pirateMultiplierPpm(cleared + 1, p.edgePpm, p.chests)) : null,
      ladder: ladderOf(p.levels, p.edgePpm, p.chests),
      cashOut: centsToCoins(
        open && cleared > 0 ? pirateCashOutCents(r.round.stakeCents, cleared, p.edgePpm, p.maxPayoutCents, p.chests) : 0,
      ),
      payout: centsToCoins(r.round.payoutCents),
      skulls: open ? null : this.skullsOf(r),
      ...(balanceCents === undefined ? {} : { balance: centsToCoins(balanceCents) }),
      createdAt: r.round.createdAt.toISOString(),
      ...this.d.core.seedView(r),
    };
  }

  private async viewOf(db: Db | Tx, round: GameRoundRow, balanceCents?: number): Promise<PirateRound> {
    return this.view(await this.rounds.withPair(db, round), balanceCents);
  }

  /**
   * POST /api/pirate/bet: stakes `amount` coins on a new climb (one open round per player), only while the
   * event is live. The same Idempotency-Key answers the first round (even after the event ended).
   * @throws AppError validation.amount, game.error.bet_min / bet_max, event.error.not_live, pirate.error.round_open,
   *   coin.error.not_enough, protection errors
   */
  async bet(userId: number, input: { amount: unknown }, idempotencyKey?: string): Promise<PirateRound> {
    const stakeCents = coinInputCents(input.amount);
    const s = await this.settings();
    if (stakeCents < s.minBetCents)
      throw new AppError('game.error.bet_min', `The minimum bet is $${centsToCoins(s.minBetCents).toFixed(2)}`);
    if (stakeCents > s.maxBetCents)
      throw new AppError('game.error.bet_max', `The maximum bet is $${centsToCoins(s.maxBetCents).toFixed(2)}`);
    const out = await this.d.db.transaction(async (tx) => {
      // read before the stake; checked after the account lock, so a replayed key still answers its first round
      const event = await this.d.events.find(tx, this.slug);
      const placed = await this.rounds.placeBet(tx, {
        userId,
        stakeCents,
        params: { levels: s.levels, chests: PIRATE_CHESTS, edgePpm: s.edgePpm, maxPayoutCents: s.maxPayoutCents, eventId: event?.id ?? 0 },
        progress: { picks: [], hit: null },
        idempotencyKey,
        beforeStake: async () => {
          this.d.events.assertLive(event);
          await this.rounds.assertNoOpenRound(tx, userId);
        },
        timeoutMs: s.autoCashOutHours * HOUR_MS,
      });
      return { view: await this.viewOf(tx, placed.round, placed.balance), balance: placed.balance, duplicate: placed.duplicate };
    });
    if (!out.duplicate) pushBalance(this.d.publisher, userId, out.balance);
    return out.view;
  }

  /** GET /api/pirate/active: the player's open climb (to resume after a reload or a restart), or null. */
  async active(userId: number): Promise<PirateRound | null> {
    const r = await this.rounds.active(userId);
    return r ? this.view(r) : null;
  }

  /** GET /api/pirate/{id}: one of the player's rounds. @throws AppError game.error.not_found */
  async get(userId: number, id: number): Promise<PirateRound> {
    return this.view(await this.rounds.own(userId, id));
  }

  /**
   * POST /api/pirate/{id}/pick: opens `chest` on the current level while the event is live. A safe chest climbs
   * one level (the top level cashes out at the top multiplier); the skull ends the round lost and shows all skulls.
   * @throws AppError game.error.not_found, game.error.round_over, event.error.not_live
   */
  async pick(userId: number, id: number, chest: number): Promise<PirateRound> {
    const out = await this.d.db.transaction(async (tx) => {
      const round = await this.rounds.lockOpen(tx, userId, id);
      const p = this.rounds.params(round);
      const g = this.rounds.progress(round);
      await this.d.events.requireLiveId(tx, p.eventId);
      const skulls = this.skullsOf(await this.rounds.withPair(tx, round));
      const level = g.picks.length;
      if (skulls[level] === chest) {
        const settled = await this.settleLocked(tx, round, { outcome: 'lose', cleared: level, progress: { picks: g.picks, hit: chest } });
        return { round: settled.round, balance: settled.balance, paid: false };
      }
      const picks = [...g.picks, chest];
      if (picks.length === p.levels) {
        const settled = await this.settleLocked(tx, round, { outcome: 'win', cleared: picks.length, progress: { picks, hit: null } });
        return { round: settled.round, balance: settled.balance, paid: settled.round.payoutCents > 0 };
      }
      return {
        round: await this.rounds.step(tx, round, { picks, hit: null }),
        balance: undefined,
        paid: false,
      };
    });
    if (out.paid && out.balance !== undefined) pushBalance(this.d.publisher, userId, out.balance);
    return this.viewOf(this.d.db, out.round, out.balance);
  }

  /**
   * POST /api/pirate/{id}/cashout: pays stake x the current multiplier (rounded down, at most the payout cap)
   * and ends the round; allowed after the event ended too. A second cash-out or one after the skull is refused.
   * @throws AppError game.error.not_found, game.error.round_over, pirate.error.nothing_to_cash
   */
  async cashOut(userId: number, id: number): Promise<PirateRound> {
    const out = await this.d.db.transaction(async (tx) => {
      const round = await this.rounds.lockOpen(tx, userId, id);
      const g = this.rounds.progress(round);
      if (g.picks.length === 0) throw new AppError('pirate.error.nothing_to_cash');
      return this.settleLocked(tx, round, { outcome: 'cashout', cleared: g.picks.length, progress: g });
    });
    pushBalance(this.d.publisher, userId, out.balance);
    return this.viewOf(this.d.db, out.round, out.balance);
  }

  /** Settles a locked open round through the core and adds it to the player's event standing, in `tx`. */
  private async settleLocked(
    tx: Tx,
    round: GameRoundRow,
    r: { outcome: 'win' | 'lose' | 'cashout'; cleared: number; progress: PirateProgress },
  ) {
    const p = this.rounds.params(round);
    const payoutCents = r.outcome === 'lose' ? 0 : pirateCashOutCents(round.stakeCents, r.cleared, p.edgePpm, p.maxPayoutCents, p.chests);
    const settled = await this.d.core.settle(tx, round, { outcome: r.outcome, payoutCents, progress: r.progress });
    // the multiplier the round was paid at (below the ladder's when the payout cap cut it); a loss or a 1x return is no "best"
    const ladderPpm = pirateMultiplierPpm(r.cleared, p.edgePpm, p.chests);
    const capped = payoutCents < Number((BigInt(round.stakeCents) * BigInt(ladderPpm)) / BigInt(PPM_TOTAL));
    const multiplierPpm =
      r.outcome === 'lose' || r.cleared === 0 ? 0 : capped ? Math.floor((payoutCents * PPM_TOTAL) / round.stakeCents) : ladderPpm;
    await this.d.events.recordScore(tx, {
      eventId: p.eventId,
      userId: round.userId,
      stakeCents: round.stakeCents,
      payoutCents,
      multiplierPpm,
    });
    return settled;
  }

  /**
   * GET /api/pirate/leaderboard: the event's top 20 (masked nicknames) by best multiplier or by profit, and the
   * signed-in player's own line. @throws AppError event.error.not_found
   */
  async leaderboard(by: LeaderboardBy, userId?: number): Promise<PirateLeaderboard> {
    const event = await this.d.events.row(this.d.db, this.slug);
    const { top, me } = await this.d.events.standings(event.id, by, PIRATE_LEADERBOARD_SIZE, userId);
    const line = (l: ScoreLine, rank: number): PirateLeaderboardEntry => ({
      rank,
      name: maskName(l.nickname),
      multiplier: ppmToMultiplier(l.bestMultiplierPpm),
      bestPayout: centsToCoins(l.bestPayoutCents),
      profit: centsToCoins(l.profitCents),
      rounds: l.rounds,
    });
    return {
      by,
      state: this.d.events.view(event).state,
      list: top.map((l, i) => line(l, i + 1)),
      me: me ? { ...line(me.line, 0), rank: me.rank } : null,
    };
  }
}
