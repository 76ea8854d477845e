import { centsToCoins, HOUR_MS, minesMultiplierPpm, minesOf, MINES_TILES, PPM_TOTAL } from '@hapa/domain';
import type { MinesConfig, MinesRound, OpsMinesSettings } from '@hapa/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { AppError } from '../../../http/app-error.ts';
import { coinInputCents } from '../../../lib/coin-input.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/random.ts';
import type { Publisher } from '../../../lib/publisher.ts';
import type { JobsService } from '../../jobs/jobs.service.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import type { GameRoundRow, GamesCore, RoundWithPair } from '../core/games-core.ts';
import { pushBalance, SteppedRound } from '../core/stepped-round.ts';

export const MINES = 'mines';
/** Operator setting (console; defaults stated in the README). */
export const MINES_SETTING = 'games.mines';
export const MINES_AUTO_CASH_OUT_JOB = 'mines.auto_cash_out';

/** Mines settings: house edge (ppm), bet limits and the largest payout (cents), auto cash-out delay (hours). */
export interface MinesSettings {
  edgePpm: number;
  minBetCents: number;
  maxBetCents: number;
  maxPayoutCents: number;
  autoCashOutHours: number;
}
export const DEFAULT_MINES_SETTINGS: MinesSettings = {
  edgePpm: 10_000,
  minBetCents: 10,
  maxBetCents: 100_000,
  maxPayoutCents: 10_000_000,
  autoCashOutHours: 24,
};

interface MinesParams {
  mines: number;
  edgePpm: number;
  maxPayoutCents: number;
}
interface MinesProgress {
  revealed: number[];
  hit: number | null;
}

const ppmToMultiplier = (ppm: number) => ppm / PPM_TOTAL;

/** What cashing out after `safe` reveals pays: stake x multiplier, rounded down to the cent, at most the cap. */
export function minesCashOutCents(stakeCents: number, mines: number, safe: number, edgePpm: number, maxPayoutCents: number): number {
  const mult = minesMultiplierPpm(mines, safe, edgePpm);
  return Math.min(maxPayoutCents, Number((BigInt(stakeCents) * BigInt(mult)) / BigInt(PPM_TOTAL)));
}

/**
 * Mad miner (docs/games.md; docs/product/routes.md#games /mad-miner; fairness.md "Mad miner"): 5x5 tiles, 1-24 mines fixed at the bet
 * by the player's type 3 stream, reveal one tile at a time, cash out any time after the first safe tile; a
 * mine loses the bet; revealing every safe tile cashes out at the top multiplier. A round left open survives
 * restarts (it is a row) and is cashed out by a durable job after `autoCashOutHours` (at 1x when no tile was
 * revealed: the stake comes back).
 */
export class MinesService {
  private readonly rounds: SteppedRound<MinesParams, MinesProgress>;

  constructor(
    private readonly d: { db: Db; core: GamesCore; settings: SettingsService; jobs: JobsService; clock: Clock; publisher: Publisher },
  ) {
    d.settings.define(MINES_SETTING, DEFAULT_MINES_SETTINGS);
    d.core.registerDetail(MINES, (r) => this.detail(r), { kind: 'page', path: () => '/mad-miner' });
    // a round left open after `autoCashOutHours` is cashed out (1x with no tile revealed: the stake comes back)
    this.rounds = new SteppedRound({
      db: d.db,
      core: d.core,
      clock: d.clock,
      game: MINES,
      timeoutJob: MINES_AUTO_CASH_OUT_JOB,
      openRoundKey: 'mines.error.round_open',
      finish: async (tx, round) => {
        const settled = await this.cashOutLocked(tx, round);
        return () => pushBalance(d.publisher, round.userId, settled.balance);
      },
    });
    d.jobs.register(MINES_AUTO_CASH_OUT_JOB, (tx, p: { roundId: number }) => this.rounds.autoFinish(tx, p.roundId));
  }

  private settings(): Promise<MinesSettings> {
    return this.d.settings.get<MinesSettings>(MINES_SETTING);
  }

  /** GET /api/ops/games/mines: the settings in coin units for the console. */
  async opsSettings(): Promise<OpsMinesSettings> {
    const s = await this.settings();
    return {
      edgePpm: s.edgePpm,
      minBet: centsToCoins(s.minBetCents),
      maxBet: centsToCoins(s.maxBetCents),
      maxPayout: centsToCoins(s.maxPayoutCents),
      autoCashOutHours: s.autoCashOutHours,
    };
  }

  /**
   * POST /api/ops/games/mines: new settings for the next bets (open rounds keep the edge and cap they were
   * placed with), with the audit row in the same transaction.
   * @throws AppError validation.amount for an amount with more than 2 decimals
   */
  async updateSettings(v: OpsMinesSettings, op: OperatorContext): Promise<OpsMinesSettings> {
    const next: MinesSettings = {
      edgePpm: v.edgePpm,
      minBetCents: coinInputCents(v.minBet),
      maxBetCents: coinInputCents(v.maxBet),
      maxPayoutCents: coinInputCents(v.maxPayout),
      autoCashOutHours: v.autoCashOutHours,
    };
    await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.set(tx, MINES_SETTING, next, op.userId);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.mines_settings',
        targetType: 'setting',
        targetId: MINES_SETTING,
        before,
        after: next,
        ip: op.ip,
      });
    });
    this.d.settings.forget(MINES_SETTING);
    return this.opsSettings();
  }

  /** GET /api/mines/config */
  async config(): Promise<MinesConfig> {
    const s = await this.settings();
    return {
      minBet: centsToCoins(s.minBetCents),
      maxBet: centsToCoins(s.maxBetCents),
      maxPayout: centsToCoins(s.maxPayoutCents),
      edgePpm: s.edgePpm,
      rtp: (PPM_TOTAL - s.edgePpm) / 10_000,
      autoCashOutHours: s.autoCashOutHours,
    };
  }

  private detail(r: RoundWithPair): Record<string, unknown> {
    const p = r.round.params as MinesParams;
    const g = r.round.progress as MinesProgress;
    const ended = r.round.status === 'settled';
    return {
      minesCount: p.mines,
      revealed: g.revealed,
      hitTile: g.hit,
      mines: ended ? minesOf(r.pair.serverSeed, r.pair.clientSeed ?? '', r.round.nonce, p.mines).tiles : null,
    };
  }

  private view(r: RoundWithPair, balanceCents?: number): MinesRound {
    const p = r.round.params as MinesParams;
    const g = r.round.progress as MinesProgress;
    const safe = g.revealed.length;
    const open = r.round.status === 'open';
    const maxSafe = MINES_TILES - p.mines;
    return {
      id: r.round.id,
      status: r.round.status as MinesRound['status'],
      outcome: r.round.outcome as MinesRound['outcome'],
      amount: centsToCoins(r.round.stakeCents),
      minesCount: p.mines,
      revealed: g.revealed,
      hitTile: g.hit,
      multiplier: ppmToMultiplier(minesMultiplierPpm(p.mines, safe, p.edgePpm)),
      nextMultiplier: open && safe < maxSafe ? ppmToMultiplier(minesMultiplierPpm(p.mines, safe + 1, p.edgePpm)) : null,
      cashOut: centsToCoins(open && safe > 0 ? minesCashOutCents(r.round.stakeCents, p.mines, safe, p.edgePpm, p.maxPayoutCents) : 0),
      payout: centsToCoins(r.round.payoutCents),
      mines: open ? null : minesOf(r.pair.serverSeed, r.pair.clientSeed ?? '', r.round.nonce, p.mines).tiles,
      ...(balanceCents === undefined ? {} : { balance: centsToCoins(balanceCents) }),
      createdAt: r.round.createdAt.toISOString(),
      ...this.d.core.seedView(r),
    };
  }

  private async viewOf(db: Db | Tx, round: GameRoundRow, balanceCents?: number): Promise<MinesRound> {
    return this.view(await this.rounds.withPair(db, round), balanceCents);
  }

  /**
   * POST /api/mines/bet: stakes `amount` coins on a new round with `mines` mines (one open round per player).
   * The same Idempotency-Key answers the first round.
   * @throws AppError validation.amount, game.error.bet_min / bet_max, mines.error.round_open, coin.error.not_enough,
   *   protection errors
   */
  async bet(userId: number, input: { amount: unknown; mines: number }, idempotencyKey?: string): Promise<MinesRound> {
    const stakeCents = coinInputCents(input.amount);
    const s = await this.settings();
    if (stakeCents < s.minBetCents)
      throw new AppError('game.error.bet_min', `The minimum bet is $${centsToCoins(s.minBetCents).toFixed(2)}`);
    if (stakeCents > s.maxBetCents)
      throw new AppError('game.error.bet_max', `The maximum bet is $${centsToCoins(s.maxBetCents).toFixed(2)}`);
    const out = await this.d.db.transaction(async (tx) => {
      const placed = await this.rounds.placeBet(tx, {
        userId,
        stakeCents,
        params: { mines: input.mines, edgePpm: s.edgePpm, maxPayoutCents: s.maxPayoutCents },
        progress: { revealed: [], hit: null },
        idempotencyKey,
        timeoutMs: s.autoCashOutHours * HOUR_MS,
      });
      return { view: await this.viewOf(tx, placed.round, placed.balance), balance: placed.balance, duplicate: placed.duplicate };
    });
    if (!out.duplicate) pushBalance(this.d.publisher, userId, out.balance);
    return out.view;
  }

  /** GET /api/mines/active: the player's open round (to resume after a reload or a restart), or null. */
  async active(userId: number): Promise<MinesRound | null> {
    const r = await this.rounds.active(userId);
    return r ? this.view(r) : null;
  }

  /** GET /api/mines/{id}: one of the player's rounds. @throws AppError game.error.not_found */
  async get(userId: number, id: number): Promise<MinesRound> {
    return this.view(await this.rounds.own(userId, id));
  }

  /**
   * POST /api/mines/{id}/reveal: a safe tile raises the multiplier (all safe tiles revealed cashes out at the
   * top one); a mine ends the round lost and shows every mine.
   * @throws AppError game.error.not_found, game.error.round_over, mines.error.tile_revealed
   */
  async reveal(userId: number, id: number, tile: number): Promise<MinesRound> {
    const out = await this.d.db.transaction(async (tx) => {
      const round = await this.rounds.lockOpen(tx, userId, id);
      const p = this.rounds.params(round);
      const g = this.rounds.progress(round);
      if (g.revealed.includes(tile)) throw new AppError('mines.error.tile_revealed');
      const r = await this.rounds.withPair(tx, round);
      const mines = minesOf(r.pair.serverSeed, r.pair.clientSeed ?? '', round.nonce, p.mines).tiles;
      if (mines.includes(tile)) {
        const settled = await this.d.core.settle(tx, round, {
          outcome: 'lose',
          payoutCents: 0,
          progress: { revealed: g.revealed, hit: tile } satisfies MinesProgress,
        });
        return { round: settled.round, balance: settled.balance, paid: false };
      }
      const revealed = [...g.revealed, tile];
      if (revealed.length === MINES_TILES - p.mines) {
        const payoutCents = minesCashOutCents(round.stakeCents, p.mines, revealed.length, p.edgePpm, p.maxPayoutCents);
        const settled = await this.d.core.settle(tx, round, {
          outcome: 'win',
          payoutCents,
          progress: { revealed, hit: null } satisfies MinesProgress,
        });
        return { round: settled.round, balance: settled.balance, paid: payoutCents > 0 };
      }
      return {
        round: await this.rounds.step(tx, round, { revealed, hit: null }),
        balance: undefined,
        paid: false,
      };
    });
    if (out.paid && out.balance !== undefined) pushBalance(this.d.publisher, userId, out.balance);
    return this.viewOf(this.d.db, out.round, out.balance);
  }

  /**
   * POST /api/mines/{id}/cashout: pays stake x the current multiplier (rounded down, at most the payout cap)
   * and ends the round; a second cash-out or one after a mine is refused.
   * @throws AppError game.error.not_found, game.error.round_over, mines.error.nothing_to_cash
   */
  async cashOut(userId: number, id: number): Promise<MinesRound> {
    const out = await this.d.db.transaction(async (tx) => {
      const round = await this.rounds.lockOpen(tx, userId, id);
      if (this.rounds.progress(round).revealed.length === 0) throw new AppError('mines.error.nothing_to_cash');
      return this.cashOutLocked(tx, round);
    });
    pushBalance(this.d.publisher, userId, out.balance);
    return this.viewOf(this.d.db, out.round, out.balance);
  }

  private async cashOutLocked(tx: Tx, round: GameRoundRow) {
    const p = this.rounds.params(round);
    const g = this.rounds.progress(round);
    const payoutCents = minesCashOutCents(round.stakeCents, p.mines, g.revealed.length, p.edgePpm, p.maxPayoutCents);
    return this.d.core.settle(tx, round, { outcome: 'cashout', payoutCents, progress: g });
  }
}
