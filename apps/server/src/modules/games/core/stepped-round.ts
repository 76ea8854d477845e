import { centsToCoins } from '@hapa/domain';
import type { ErrorKey } from '@hapa/contracts';
import { AppError } from '../../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/random.ts';
import type { Publisher } from '../../../lib/publisher.ts';
import type { RoundTimeoutJobKind } from '../../jobs/jobs.service.ts';
import type { GameRoundRow, GamesCore, RoundWithPair } from './games-core.ts';
import * as repo from './games.repo.ts';

/** What `GamesCore.placeBet` takes, less the game (the stepped round fills it in). */
type CoreBetInput = Omit<Parameters<GamesCore['placeBet']>[1], 'game'>;

/** What a stepped round's bet answers: `GamesCore.placeBet`'s answer. */
export type PlacedRound = Awaited<ReturnType<GamesCore['placeBet']>>;

/**
 * How one game plays its stepped rounds (docs/games.md#open-rounds): its `game` kind on the core, the durable job
 * that finishes a round left open (`timeoutJob`), the error of "one open round at a time", how a round left open is
 * finished (`finish`, on the locked open round) and, for a game that moves stored prizes, the locks taken before the
 * coin account (`lockFirst`: README "Lock order", store items, then account, then round).
 */
export interface SteppedRoundSpec {
  db: Db;
  core: GamesCore;
  clock: Clock;
  game: string;
  timeoutJob: RoundTimeoutJobKind;
  openRoundKey: ErrorKey;
  /** Finishes a locked open round when its timeout job runs; may answer an after-commit push (a balance). */
  finish: (tx: Tx, round: GameRoundRow) => Promise<void | (() => void)>;
  /** Locks taken before the account, on the round as read without a lock (double guess: the staked store item). */
  lockFirst?: (tx: Tx, round: GameRoundRow) => Promise<void>;
}

/**
 * The stepped-round cycle the games on the core share (mines, pirate, treasure's normal play, flip, double guess):
 * a bet placed through `GamesCore.placeBet` with its timeout job scheduled in the same transaction, steps on the
 * player's own round locked in the order account, then round (after `lockFirst`), the state written back as the
 * round's `progress`, and the timeout job that finishes a round still open. What a step computes and how a round
 * settles stay in each game (its domain function, its `GamesCore.settle` call, its pushes).
 * `Params` and `Progress` are the game's JSON kept on `game_rounds` (what the round was sold at, its state).
 */
export class SteppedRound<Params, Progress> {
  constructor(private readonly s: SteppedRoundSpec) {}

  /** The round's params as the game wrote them at the bet. */
  params(round: GameRoundRow): Params {
    return round.params as Params;
  }

  /** The round's state as the game last wrote it. */
  progress(round: GameRoundRow): Progress {
    return round.progress as Progress;
  }

  /**
   * "One open round at a time" for this game, inside the bet's transaction (after the account lock).
   * @throws AppError the game's `openRoundKey` with {roundId, game, resumePath}
   */
  assertNoOpenRound(tx: Tx, userId: number): Promise<void> {
    return this.s.core.assertNoOpenRound(tx, userId, this.s.game, this.s.openRoundKey);
  }

  /**
   * Places a bet of this game inside `tx` (`GamesCore.placeBet`; without `beforeStake`, the check is "one open
   * round at a time") and, for a new round, schedules the timeout job `timeoutMs` ms after `timeoutFrom` (default
   * now; null: no timeout, e.g. treasure's fast play settles in the same transaction). A repeated key answers the
   * first round (`duplicate`) and schedules nothing.
   * @param input params/progress typed as the game's; stakeCents/itemStakeCents in cents
   * @throws AppError whatever `GamesCore.placeBet` or `beforeStake` throws
   */
  async placeBet(
    tx: Tx,
    input: CoreBetInput & { params: Params; progress: Progress; timeoutMs: number | null; timeoutFrom?: Date },
  ): Promise<PlacedRound> {
    const { timeoutMs, timeoutFrom, ...bet } = input;
    const placed = await this.s.core.placeBet(tx, {
      ...bet,
      game: this.s.game,
      beforeStake: bet.beforeStake ?? (() => this.assertNoOpenRound(tx, bet.userId)),
    });
    if (!placed.duplicate && timeoutMs !== null) await this.scheduleTimeout(tx, placed.round, timeoutMs, timeoutFrom);
    return placed;
  }

  /**
   * Schedules the game's timeout job for `round`, due `timeoutMs` ms after `from` (default now); once per round
   * (`GamesCore.scheduleTimeout`, dedupe `{game}:auto:{roundId}`).
   */
  scheduleTimeout(tx: Tx, round: GameRoundRow, timeoutMs: number, from: Date = this.s.clock.now()): Promise<void> {
    return this.s.core.scheduleTimeout(tx, round, this.s.timeoutJob, new Date(from.getTime() + timeoutMs));
  }

  /**
   * Locks the player's round `id` of this game for a step: the `lockFirst` locks (on the round read without a
   * lock), then the account, then the round (`GamesCore.lockOwnRound`).
   * @throws AppError game.error.not_found (missing, of another game or player), game.error.round_over (settled)
   */
  async lockOpen(tx: Tx, userId: number, id: number): Promise<GameRoundRow> {
    if (this.s.lockFirst) {
      const found = await repo.roundWithPair(tx, id);
      if (!found || found.round.userId !== userId || found.round.game !== this.s.game) throw new AppError('game.error.not_found');
      await this.s.lockFirst(tx, found.round);
    }
    const round = await this.s.core.lockOwnRound(tx, userId, this.s.game, id);
    if (round.status !== 'open') throw new AppError('game.error.round_over');
    return round;
  }

  /** Writes a step's new state on the locked open round (the round stays open). */
  step(tx: Tx, round: GameRoundRow, progress: Progress): Promise<GameRoundRow> {
    return repo.updateRound(tx, round.id, { progress });
  }

  /** The round with its seed pair (the server seed is for computing; a view shows it only once revealed). */
  withPair(db: DbOrTx, round: GameRoundRow): Promise<RoundWithPair> {
    return this.s.core.withPair(db, round.id);
  }

  /** The player's open round of this game with its pair (no lock), to resume after a reload or a restart; or null. */
  async active(userId: number): Promise<RoundWithPair | null> {
    const round = await this.s.core.openRound(userId, this.s.game);
    return round ? this.withPair(this.s.db, round) : null;
  }

  /** The player's round `id` of this game with its pair. @throws AppError game.error.not_found */
  own(userId: number, id: number): Promise<RoundWithPair> {
    return this.s.core.roundOf(this.s.game, id, userId);
  }

  /**
   * The timeout job's handler: a round still open is finished by the game's `finish`. The round is read first
   * without a lock (for its owner), then locked as every step locks it (`lockFirst`, account, round); a round
   * settled meanwhile (or missing) is left alone.
   * @returns the after-commit push `finish` answers, if any
   */
  async autoFinish(tx: Tx, roundId: number): Promise<void | (() => void)> {
    const found = await repo.roundWithPair(tx, roundId);
    if (!found || found.round.status !== 'open') return;
    await this.s.lockFirst?.(tx, found.round);
    const round = await this.s.core.lockOwnRound(tx, found.round.userId, this.s.game, roundId);
    if (round.status !== 'open') return;
    return this.s.finish(tx, round);
  }
}

/** Tells the player's sockets their coin balance (`notify:balance`, coins); call after commit only. */
export function pushBalance(publisher: Publisher, userId: number, balanceCents: number): void {
  publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(balanceCents) });
}
