import { gameLedgerKind } from '@hapa/contracts';
import { centsToCoins, SEED_TYPE, wagerXp } from '@hapa/domain';
import type { ErrorKey, GameHistory, GameHistoryItem } from '@hapa/contracts';
import { AppError } from '../../../http/app-error.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/random.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { FairnessService, ReservedNonces } from '../../fairness/fairness.service.ts';
import type { EventsService, GameRtpSample } from '../../events/events.service.ts';
import type { JobsService, RoundTimeoutJobKind } from '../../jobs/jobs.service.ts';
import type { XpAwarder } from '../../vip/vip.service.ts';
import * as repo from './games.repo.ts';
import type { GameRoundRow, RoundWithPair } from './games.repo.ts';

export type { GameRoundRow, RoundWithPair };

/**
 * An Idempotency-Key is scoped by player AND route (docs/security.md#requests-and-sessions): the round found under
 * a player's key answers a repeat only when it was placed by the same game (and, with `sameRoute`, the same route
 * of that game, e.g. treasure's normal or fast play). The key reused on another game or route is refused, never
 * answered with the other round (or a 500 shaping it as this game's).
 * @returns `existing` when it belongs to this request's game and route
 * @throws AppError error.idempotency_reuse (422)
 */
export function roundForRepeat(existing: GameRoundRow, game: string, sameRoute?: (round: GameRoundRow) => boolean): GameRoundRow {
  if (existing.game !== game || (sameRoute && !sameRoute(existing))) throw new AppError('error.idempotency_reuse');
  return existing;
}

/** Shapes a round's game-specific detail for history and verify (each game registers one). */
export type DetailView = (r: RoundWithPair) => Record<string, unknown>;

/**
 * How a game's open round is finished (docs/games.md#open-rounds), declared by every game with its detail view:
 * `instant` games settle in their bet's own transaction (never an open round); a `page` game names the page of our
 * web app where the player finishes the round, shown on Game history and with every "finish your open round first".
 */
export type ResumeRule = { kind: 'instant' } | { kind: 'page'; path: (round: GameRoundRow) => string };

/**
 * The one game core (architecture.md "Games"): every game of seed type 3 stakes, settles, lists and verifies
 * through it. A bet is ONE transaction: the player's coin account is locked, the next type 3 nonce reserved,
 * the stake posted to `house` (the wallet's spend guard runs player protection there), the round written and
 * XP awarded (1 per coin unit wagered, docs/games.md). A settlement credits the payout from `house` under the key
 * `game:{roundId}:payout` and appends `game.settled` in the same transaction.
 */
export class GamesCore {
  private readonly details = new Map<string, DetailView>();
  private readonly resumes = new Map<string, ResumeRule>();

  constructor(
    private readonly d: {
      db: Db;
      wallet: WalletService;
      fairness: FairnessService;
      clock: Clock;
      jobs: JobsService;
      events: EventsService;
      progression: XpAwarder;
    },
  ) {
    // revealing the game seed while a round drawn from it is open would reveal that round's outcome
    d.fairness.setRotateGuard(SEED_TYPE.game, async (tx, userId) => {
      if (await repo.hasOpenRound(tx, userId)) throw new AppError('game.error.seed_locked');
    });
  }

  /** Registers how `game` shows its detail in history and verify, and how its open rounds are finished. */
  registerDetail(game: string, view: DetailView, resume: ResumeRule): void {
    this.details.set(game, view);
    this.resumes.set(game, resume);
  }

  /** Every game on the core with its resume rule (tests check each `page` game's resume path). */
  games(): { game: string; resume: ResumeRule }[] {
    return [...this.resumes].map(([game, resume]) => ({ game, resume }));
  }

  /** Where an open round is finished (docs/games.md#open-rounds); null for a settled round or an instant game. */
  resumePathOf(round: GameRoundRow): string | null {
    const rule = this.resumes.get(round.game);
    return round.status === 'open' && rule?.kind === 'page' ? rule.path(round) : null;
  }

  /**
   * "One open round at a time" (mines, pirate, flip, treasure, double guess): refuses a new round while the player's
   * round of `game` is open, saying which round and where to finish it (docs/games.md#open-rounds).
   * @throws AppError `key` with details {roundId, game, resumePath}
   */
  async assertNoOpenRound(tx: Tx, userId: number, game: string, key: ErrorKey): Promise<void> {
    const open = await repo.openRound(tx, userId, game);
    if (open) throw new AppError(key, undefined, { roundId: open.id, game, resumePath: this.resumePathOf(open) });
  }

  /**
   * Places a bet inside `tx`. With an idempotency key already used by this player for this game (and route:
   * `sameRoute`), returns that round (`duplicate: true`) and moves nothing; the key of another game's or route's
   * round is refused (`roundForRepeat`). `beforeStake` runs after the account lock (e.g. "one open round").
   * A bet of 0 coins (a free flip chance, a prize-only upgrade or double guess) posts no stake entry; the
   * value of staked store prizes is recorded as `itemStakeCents` (the caller moves the prizes in `tx`).
   * @param input stakeCents >= 0 coins in cents; itemStakeCents >= 0; params/progress are the game's JSON
   * @throws AppError coin.error.not_enough, protection errors from the spend guard, whatever beforeStake throws,
   *   error.idempotency_reuse (the key of another game's or route's round)
   */
  async placeBet(
    tx: Tx,
    input: {
      userId: number;
      game: string;
      stakeCents: number;
      itemStakeCents?: number;
      params: unknown;
      progress: unknown;
      idempotencyKey?: string;
      /** whether a round found under the key was placed by this route of the game (default: any round of the game) */
      sameRoute?: (round: GameRoundRow) => boolean;
      beforeStake?: () => Promise<void>;
    },
  ): Promise<{ round: GameRoundRow; seeds: ReservedNonces | null; balance: number; duplicate: boolean }> {
    const account = await this.d.wallet.lockAccount(tx, input.userId);
    if (input.idempotencyKey) {
      const existing = await repo.roundByKey(tx, input.userId, input.idempotencyKey);
      if (existing)
        return { round: roundForRepeat(existing, input.game, input.sameRoute), seeds: null, balance: account.balance, duplicate: true };
    }
    await input.beforeStake?.();
    const seeds = await this.d.fairness.reserveNonces(tx, input.userId, SEED_TYPE.game, 1);
    const stake =
      input.stakeCents > 0
        ? await this.d.wallet.debitLocked(tx, account, 'house', {
            userId: input.userId,
            amount: input.stakeCents,
            idempotencyKey: `game:${input.game}:${seeds.pairId}:${seeds.nonce}:stake`,
            kind: gameLedgerKind(input.game, 'stake'),
            refType: 'game_round',
            metadata: { seedPairId: seeds.pairId, nonce: seeds.nonce },
            isFreshKey: true,
          })
        : { entryId: null, balance: account.balance };
    const round = await repo.insertRound(tx, {
      userId: input.userId,
      game: input.game,
      status: 'open',
      seedPairId: seeds.pairId,
      nonce: seeds.nonce,
      stakeCents: input.stakeCents,
      itemStakeCents: input.itemStakeCents ?? 0,
      params: input.params,
      progress: input.progress,
      idempotencyKey: input.idempotencyKey ?? null,
      stakeEntryId: stake.entryId,
      createdAt: this.d.clock.now(),
    });
    if (input.stakeCents > 0) await this.d.progression.awardXp(tx, input.userId, wagerXp(input.stakeCents));
    return { round, seeds, balance: stake.balance, duplicate: false };
  }

  /**
   * Settles an OPEN round the caller has locked (account first, then the round): credits `payoutCents` from
   * `house` when above 0, marks the round settled with `outcome` and `progress`, appends `game.settled` (with the
   * round's realised-RTP sample `rtp` when the game states one: docs/transparency.md#real-rtp).
   * @returns the settled round and the player's balance (cents) after it
   * @throws AppError game.error.round_over when the round is not open
   */
  async settle(
    tx: Tx,
    round: GameRoundRow,
    result: { outcome: 'win' | 'lose' | 'cashout'; payoutCents: number; progress: unknown; rtp?: GameRtpSample },
  ): Promise<{ round: GameRoundRow; balance: number }> {
    if (round.status !== 'open') throw new AppError('game.error.round_over');
    let balance: number | null = null;
    let payoutEntryId: number | null = null;
    if (result.payoutCents > 0) {
      const paid = await this.d.wallet.credit(tx, 'house', {
        userId: round.userId,
        amount: result.payoutCents,
        idempotencyKey: `game:${round.id}:payout`,
        kind: gameLedgerKind(round.game, 'payout'),
        refType: 'game_round',
        refId: String(round.id),
      });
      balance = paid.balance;
      payoutEntryId = paid.entryId;
    }
    const settled = await repo.updateRound(tx, round.id, {
      status: 'settled',
      outcome: result.outcome,
      payoutCents: result.payoutCents,
      progress: result.progress,
      payoutEntryId,
      settledAt: this.d.clock.now(),
    });
    await this.d.events.append(tx, 'game.settled', round.userId, {
      userId: round.userId,
      game: round.game,
      roundId: round.id,
      stakeCents: round.stakeCents,
      payoutCents: result.payoutCents,
      outcome: result.outcome,
      ...(result.rtp ? { rtp: result.rtp } : {}),
    });
    return { round: settled, balance: balance ?? (await this.d.wallet.balanceOf(tx, round.userId)) };
  }

  /**
   * Locks the player's coin account, then round `id` (the lock order of every game action).
   * @throws AppError game.error.not_found when the round is missing, of another game or of another player
   */
  async lockOwnRound(tx: Tx, userId: number, game: string, id: number): Promise<GameRoundRow> {
    await this.d.wallet.lockAccount(tx, userId);
    const round = await repo.lockRound(tx, id);
    if (!round || round.userId !== userId || round.game !== game) throw new AppError('game.error.not_found');
    return round;
  }

  /**
   * Schedules the durable job `kind` that settles `round` if it is still open at `dueAt` (a round left open:
   * mines/pirate auto cash-out, treasure auto-open, flip auto-pick, double guess auto-keep). Once per round
   * (dedupe key `{game}:auto:{roundId}`); the job's handler receives `{ roundId }`.
   */
  async scheduleTimeout(tx: Tx, round: GameRoundRow, kind: RoundTimeoutJobKind, dueAt: Date): Promise<void> {
    await this.d.jobs.schedule(tx, { kind, dedupeKey: `${round.game}:auto:${round.id}`, payload: { roundId: round.id }, dueAt });
  }

  /**
   * Round `id` of `game` with its pair, for a game's own view; with `userId`, only that player's round.
   * @throws AppError game.error.not_found when missing, of another game or (with userId) of another player
   */
  async roundOf(game: string, id: number, userId?: number): Promise<RoundWithPair> {
    const r = await this.withPair(this.d.db, id);
    if (r.round.game !== game || (userId !== undefined && r.round.userId !== userId)) throw new AppError('game.error.not_found');
    return r;
  }

  /** The player's open round of `game` (no lock), for resuming after a reload or a restart. */
  openRound(userId: number, game: string): Promise<GameRoundRow | null> {
    return repo.openRound(this.d.db, userId, game);
  }

  /** The seed pair fields a round answers with; the server seed only once its pair is revealed. */
  seedView(r: RoundWithPair) {
    return {
      nonce: r.round.nonce,
      clientSeed: r.pair.clientSeed ?? '',
      serverSeedHashed: r.pair.serverSeedHashed,
      serverSeed: r.pair.status === 'revealed' ? r.pair.serverSeed : null,
    };
  }

  /** A round with its pair, for a game's own view. */
  async withPair(db: Db | Tx, id: number): Promise<RoundWithPair> {
    const r = await repo.roundWithPair(db, id);
    if (!r) throw new AppError('game.error.not_found');
    return r;
  }

  private item(r: RoundWithPair): GameHistoryItem {
    const view = this.details.get(r.round.game);
    return {
      id: r.round.id,
      game: r.round.game as GameHistoryItem['game'],
      status: r.round.status as GameHistoryItem['status'],
      outcome: r.round.outcome as GameHistoryItem['outcome'],
      amount: centsToCoins(r.round.stakeCents + r.round.itemStakeCents),
      payout: centsToCoins(r.round.payoutCents),
      detail: view ? view(r) : {},
      createdAt: r.round.createdAt.toISOString(),
      settledAt: r.round.settledAt?.toISOString() ?? null,
      resumePath: this.resumePathOf(r.round),
      ...this.seedView(r),
    };
  }

  /** GET /api/user/game-history (docs/product/routes.md#user-area /user/game-history): the player's rounds, newest first. */
  async history(userId: number, page: number, pageSize: number): Promise<GameHistory> {
    const { rows, total } = await repo.history(this.d.db, userId, page, pageSize);
    return { list: rows.map((r) => this.item(r)), total, page, pageSize };
  }

  /**
   * GET /api/game/{id}/verify: a round's inputs and result; anyone may verify any round (outcomes are public);
   * an open round hides its game detail's secret parts (each game's view decides).
   * @throws AppError game.error.not_found
   */
  async verify(id: number): Promise<GameHistoryItem> {
    return this.item(await this.withPair(this.d.db, id));
  }
}
