import { BATTLE_STATE, battleEndsAt, centsToCoins, roundRevealAt, seatCount, SEAT_RESULT, type BattleType } from '@hapa/domain';
import type { Tx } from '../../db/client.ts';
import { recordBattleSettled } from '../../lib/metrics.ts';
import type { BattleCatalogue } from './battles.catalogue.ts';
import { BATTLE_END_JOB, paysCoins, refundSponsoredSeat, RelockNeeded, type BattlesDeps, type Seated } from './battles.deps.ts';
import type { BattleReads } from './battles.reads.ts';
import { drawBattle, wonCentsOf } from './battles.settle.ts';
import { toRoundEvent } from './battles.view.ts';
import * as repo from './battles.repo.ts';

/**
 * A battle's settlement and end (docs/battles.md, fairness.md "Battles"): when the last seat fills it draws every round,
 * pays and stores the winnings and appends `battle.settled` in the seating transaction; the end job flips it to ended
 * and reveals the server seed; the round feed pushes each round at its reveal time (presentation only).
 */
export class BattleSettlement {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly d: BattlesDeps,
    private readonly catalogue: BattleCatalogue,
    private readonly reads: BattleReads,
  ) {}

  /**
   * When every seat is taken: draws and settles (battles.settle.ts), credits real coin winners from
   * the house, stores won items for a real item winner, writes seats and state 20 with startedAt/endsAt,
   * and schedules the end job. Returns the battle as written.
   */
  async startIfFull(tx: Tx, b: repo.BattleRow, seats: repo.SeatRow[], locked: Set<number>): Promise<Seated> {
    if (seats.length < seatCount(b.type as BattleType)) return { battle: b, started: false };
    await this.catalogue.preload(b.rounds, tx);
    const drawn = drawBattle(b, seats, this.catalogue);
    const s = drawn.settlement;
    const bySeat = new Map(seats.map((x) => [x.seat, x]));
    if (b.sponsorState === 'held') {
      // a free invite's seat was filled otherwise (a bot, a paying player): the creator gets the sponsored seat back
      if (!locked.has(b.creatorId)) throw new RelockNeeded();
      b = await refundSponsoredSeat(this.d.wallet, tx, b, 'seat_filled');
    }
    for (const seat of [...bySeat.keys()].sort((x, y) => bySeat.get(x)!.userId - bySeat.get(y)!.userId)) {
      const player = bySeat.get(seat)!;
      const coins = s.payoutCents[seat - 1]!;
      if (player.isBot || coins <= 0) continue; // a bot's winnings stay with the house
      if (!locked.has(player.userId)) throw new RelockNeeded();
      await this.d.wallet.credit(tx, 'house', {
        userId: player.userId,
        amount: coins,
        idempotencyKey: `battle:payout:${b.uuid}:${seat}`,
        kind: 'battle_payout',
        refType: 'battle',
        refId: b.uuid,
        metadata: { seat },
      });
    }
    const itemWinner = s.itemsToSeat === null ? null : bySeat.get(s.itemsToSeat)!;
    if (itemWinner && !itemWinner.isBot) {
      await repo.insertStoreItems(
        tx,
        drawn.draws.flat().map((d) => ({ userId: itemWinner.userId, itemId: d.itemId, valueCents: d.valueCents })),
      );
    }
    await repo.settleSeats(
      tx,
      b.id,
      [...bySeat.keys()].map((seat) => ({
        seat,
        totalCents: drawn.seatTotalsCents[seat - 1]!,
        wonCents: wonCentsOf(s, seat),
        result: s.winnerSeats.includes(seat) ? SEAT_RESULT.win : SEAT_RESULT.lose,
        rank: s.rankOfSeat[seat - 1]!,
      })),
    );
    const startedAt = this.d.clock.now();
    const endsAt = new Date(battleEndsAt(startedAt.getTime(), b.roundMs, b.totalRounds, s.tie !== null));
    const set = { clientSeed: drawn.clientSeed, draws: drawn.draws, prizeCents: s.prizeCents, tie: s.tie, startedAt, endsAt };
    await repo.markStarted(tx, b.id, set);
    await this.d.jobs.schedule(tx, { kind: BATTLE_END_JOB, dedupeKey: `battle:end:${b.id}`, payload: { battleId: b.id }, dueAt: endsAt });
    await this.d.events.append(tx, 'battle.settled', null, {
      battleId: b.id,
      uuid: b.uuid,
      mode: b.mode,
      type: b.type,
      endsAt: endsAt.toISOString(),
      seats: [...bySeat.values()].map((x) => ({
        seat: x.seat,
        userId: x.userId,
        isBot: x.isBot,
        stakeCents: x.paidCents,
        wonCents: wonCentsOf(s, x.seat),
        won: s.winnerSeats.includes(x.seat),
      })),
    });
    return { battle: { ...b, ...set, state: BATTLE_STATE.running }, started: true, drawn };
  }

  /** After the commit of a battle that started: the round feed, the metric and `battle_v2:update` (presentation only). */
  afterStart(b: repo.BattleRow) {
    this.startRoundFeed(b);
    recordBattleSettled(this.d.db);
    void this.reads
      .summaryOf(b, null)
      .then((v) => this.d.publisher.toChannel('battle_v2', 'battle_v2:update', v))
      .catch(() => {});
  }

  /** Job `battle.end`: state 20 -> 30 at the end time; after commit pushes `battle_v2:ended` and winners' balances. */
  async endBattle(tx: Tx, battleId: number) {
    const now = this.d.clock.now();
    const b = await repo.endIfRunning(tx, battleId, now);
    if (!b) return;
    await this.d.seedLog?.revealed(tx, { scope: 'battle', ref: b.uuid }, b.serverSeedHashed, b.serverSeed);
    return async () => {
      await this.publish('battle_v2:ended', { ...b, state: BATTLE_STATE.ended, endedAt: now });
      if (!paysCoins(b)) return;
      // seats are settled when the battle starts and never change after: read them after commit
      const paid = (await repo.seatsOf(this.d.db, b.id)).filter((s) => !s.isBot && (s.wonCents ?? 0) > 0);
      for (const s of paid)
        this.d.publisher.toUser(s.userId, 'notify:balance', { coin: centsToCoins(await this.d.wallet.balanceOf(this.d.db, s.userId)) });
    };
  }

  /** Pushes `battle_v2:round` for round 0 now and each later round at its reveal time (presentation only). */
  startRoundFeed(b: repo.BattleRow) {
    const start = b.startedAt!.getTime();
    const emit = (round: number) => this.d.publisher.toChannel('battle_v2', 'battle_v2:round', toRoundEvent(b, round, this.catalogue));
    emit(0);
    for (let round = 1; round < b.totalRounds; round++) {
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          emit(round);
        },
        Math.max(0, roundRevealAt(start, b.roundMs, round) - this.d.clock.now().getTime()),
      );
      timer.unref();
      this.timers.add(timer);
    }
  }

  /** Pushes `event` with the battle's public summary; a failed push is ignored (presentation only). */
  async publish(event: 'battle_v2:created' | 'battle_v2:ended', b: repo.BattleRow) {
    try {
      this.d.publisher.toChannel('battle_v2', event, await this.reads.summaryOf(b, null));
    } catch {
      // presentation only: a failed push never affects the battle
    }
  }

  /** Stops the round feed timers. */
  stop() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
