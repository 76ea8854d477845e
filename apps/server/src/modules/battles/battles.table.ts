import { BATTLE_MAX_ROUNDS, roundMsFor, seatCount, SEED_TYPE, sha256Hex, wagerXp, type BattleType, type LevelInfo } from '@hapa/domain';
import type { BattlePurpose } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Tx } from '../../db/client.ts';
import type { BattleRoundSpec } from '../../db/schema/index.ts';
import { recordBattleSettled } from '../../lib/metrics.ts';
import type { BattleCatalogue } from './battles.catalogue.ts';
import { RelockNeeded, type BattlesDeps, type LockPlan, type Seated } from './battles.deps.ts';
import type { BattleReads } from './battles.reads.ts';
import type { BattleSettlement } from './battles.settlement.ts';
import * as repo from './battles.repo.ts';

/**
 * Creating and seating (docs/battles.md): a line-up's rounds, the creator's charged seat, and the seating transaction
 * every join, bot seat and invite goes through (lock order: players' coin accounts in ascending user id, then the
 * battle row; retried when a payout needs a lock not taken).
 */
export class BattleTable {
  private botIds: Promise<number[]> | null = null;

  constructor(
    private readonly d: BattlesDeps,
    private readonly catalogue: BattleCatalogue,
    private readonly reads: BattleReads,
    private readonly settlement: BattleSettlement,
  ) {}

  /**
   * The rounds of a line-up (1..50 rounds of active, paid, non-exclusive boxes) at their current odds version and price.
   * @throws AppError battle.error.boxes | item.error.not_found | item.error.off_sale | item.error.free_box | battle.error.exclusive_box
   */
  async roundsOf(picks: { boxId: number; count: number }[]): Promise<BattleRoundSpec[]> {
    const totalRounds = picks.reduce((n, p) => n + p.count, 0);
    if (totalRounds < 1 || totalRounds > BATTLE_MAX_ROUNDS) throw new AppError('battle.error.boxes');
    const found = new Map(
      (
        await repo.findBoxes(
          this.d.db,
          picks.map((p) => p.boxId),
        )
      ).map((b) => [b.id, b]),
    );
    const rounds: BattleRoundSpec[] = [];
    for (const p of picks) {
      const box = found.get(p.boxId);
      if (!box) throw new AppError('item.error.not_found');
      if (!box.isActive) throw new AppError('item.error.off_sale');
      if (box.isFree) throw new AppError('item.error.free_box');
      if (await this.d.progression.isExclusiveBox(box.id)) throw new AppError('battle.error.exclusive_box');
      this.catalogue.remember(box);
      for (let i = 0; i < p.count; i++) rounds.push({ boxId: box.id, oddsVersion: box.oddsVersion, priceCents: box.priceCents });
    }
    return rounds;
  }

  /**
   * In the caller's transaction: charges the creator's seat under `key` (cents: the rounds' prices), inserts
   * the battle with its own server seed and seats the creator at 1 with their type-2 client seed.
   * A repeated `key` returns `duplicate` with the first journal entry.
   */
  async insertCreated(
    tx: Tx,
    userId: number,
    o: {
      uuid: string;
      rounds: BattleRoundSpec[];
      key: string;
      type: BattleType;
      mode: string;
      inviteMode: string;
      fastMode: boolean;
      purpose: BattlePurpose;
      tieRule: 'draw' | 'boss';
      sponsorCents: number;
      inviteExpiresAt: Date | null;
    },
  ) {
    const cost = o.rounds.reduce((c, r) => c + r.priceCents, 0);
    const debit = await this.d.wallet.debit(tx, 'house', {
      userId,
      amount: cost,
      idempotencyKey: o.key,
      kind: 'battle_seat',
      refType: 'battle',
      refId: o.uuid,
      metadata: { seat: 1 },
    });
    if (debit.duplicate) return { duplicate: true as const, entryId: debit.entryId, balance: debit.balance };
    const clientSeed = await this.d.fairness.activeClientSeed(tx, userId, SEED_TYPE.battle);
    // a seed lock of battles lasts one battle (docs/product/states.md#seed-lock): taking this seat consumes it
    await this.d.fairness.releaseLock(tx, userId, SEED_TYPE.battle);
    const serverSeed = this.d.random.hex(32);
    const battle = await repo.insertBattle(tx, {
      uuid: o.uuid,
      creatorId: userId,
      type: o.type,
      mode: o.mode,
      inviteMode: o.inviteMode,
      fastMode: o.fastMode,
      costCents: cost,
      totalRounds: o.rounds.length,
      rounds: o.rounds,
      serverSeed,
      serverSeedHashed: sha256Hex(serverSeed),
      roundMs: roundMsFor(o.fastMode),
      createdAt: this.d.clock.now(),
      purpose: o.purpose,
      tieRule: o.tieRule,
      sponsorCents: o.sponsorCents,
      sponsorState: o.sponsorCents > 0 ? 'held' : null,
      inviteExpiresAt: o.inviteExpiresAt,
    });
    await this.d.seedLog?.committed(tx, { scope: 'battle', ref: battle.uuid }, battle.serverSeedHashed);
    const seat = {
      battleId: battle.id,
      seat: 1,
      userId,
      isBot: false,
      clientSeed,
      paidCents: cost,
      journalEntryId: debit.entryId,
      joinedAt: this.d.clock.now(),
    };
    await repo.insertSeats(tx, [seat]);
    const level: LevelInfo | null = await this.d.progression.awardXp(tx, userId, wagerXp(cost));
    return { duplicate: false as const, battle, seat: seat as repo.SeatRow, balance: debit.balance, level };
  }

  /** @throws AppError error.invalid_parameter when `seat` is not a seat of the battle */
  assertSeat(b: repo.BattleRow, seat: number) {
    if (!Number.isSafeInteger(seat) || seat < 1 || seat > seatCount(b.type as BattleType))
      throw new AppError('error.invalid_parameter', 'This seat does not exist in this battle');
  }

  /**
   * Runs `work` in one transaction after locking the account rows `plan` names (ascending id) and then
   * the battle row; retried when the seats changed so that a payout needs a lock not taken. After
   * commit: the round feed (if it started) and `battle_v2:update`; returns the summary renderer.
   */
  async seating(
    uuid: string,
    plan: LockPlan,
    work: (tx: Tx, b: repo.BattleRow, seats: repo.SeatRow[], locked: Set<number>) => Promise<Seated>,
  ) {
    for (let attempt = 0; ; attempt++) {
      const pre = await repo.findBattleByUuid(this.d.db, uuid);
      if (!pre) throw new AppError('battle.error.not_found');
      const ids = [...new Set(await plan(pre, () => repo.seatsOf(this.d.db, pre.id)))].sort((a, b) => a - b);
      let seated: Seated;
      try {
        seated = await this.d.db.transaction(async (tx) => {
          for (const id of ids) await this.d.wallet.lockAccount(tx, id);
          const b = await repo.lockBattle(tx, pre.id);
          return work(tx, b, await repo.seatsOf(tx, b.id), new Set(ids));
        });
      } catch (err) {
        if (err instanceof RelockNeeded && attempt < 5) continue;
        throw err;
      }
      if (seated.started) this.settlement.startRoundFeed(seated.battle);
      if (seated.started) recordBattleSettled(this.d.db);
      const view = await this.reads.summaryView(seated.battle);
      this.d.publisher.toChannel('battle_v2', 'battle_v2:update', view(null));
      return { seated, view };
    }
  }

  /** The house bots' user ids (seat n takes bot n), made once. */
  botUserIds(): Promise<number[]> {
    if (!this.botIds) {
      this.botIds = repo.ensureBotUsers(this.d.db);
      this.botIds.catch(() => (this.botIds = null));
    }
    return this.botIds;
  }

  /** The bots' user ids inside a job's transaction: never waits on another connection (PGlite runs one transaction at a time). */
  async botUserIdsIn(tx: Tx): Promise<number[]> {
    return this.botIds ? await this.botIds : await repo.ensureBotUsers(tx);
  }
}
