import { BATTLE_STATE, centsToCoins, seatCount, SEED_TYPE, wagerXp, type BattleType, type LevelInfo } from '@hapa/domain';
import type {
  BattleDetail,
  BattleGate,
  BattleSummary,
  CreateBattleBody,
  CreateBattleResponse,
  InviteInfo,
  JoinBattleResponse,
  ReceiveInviteResponse,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { BattleRoundSpec } from '../../db/schema/index.ts';
import { BattleCatalogue } from './battles.catalogue.ts';
import {
  BATTLE_END_JOB,
  BATTLE_INVITE_JOB,
  DEFAULT_INVITE_MS,
  paysCoins,
  payoutUsers,
  uuidV4,
  type BattlesDeps,
  type BotBattleInput,
  type LockPlan,
} from './battles.deps.ts';
import { BattleGatekeeper } from './battles.gate.ts';
import { BattleInvites } from './battles.invites.ts';
import { BattleReads } from './battles.reads.ts';
import { BattleSettlement } from './battles.settlement.ts';
import { BattleTable } from './battles.table.ts';
import * as repo from './battles.repo.ts';

/**
 * Box battles (docs/product/routes.md#battles /battles, docs/product/states.md#battles, docs/product/validation.md#battle-join, docs/product/endpoints.md#battles /battle/v2/*; fairness.md "Battles").
 * Creating charges the creator's seat; joining charges the seat; bots cost nothing. When the last
 * seat fills, the same transaction fixes the battle client seed, draws every round, settles and pays
 * (credits only real winners), stores won items, sets state 20 with the reveal times and schedules
 * the end job. Lock order: players' coin accounts in ascending user id, then the battle row.
 * Parts: creating and seating (battles.table.ts), invites and bots (battles.invites.ts), settlement and end
 * (battles.settlement.ts); this class is their one entry for routes, contests and the container.
 */
export class BattlesService {
  readonly catalogue: BattleCatalogue;
  readonly reads: BattleReads;
  private readonly invites: BattleInvites;
  private readonly gatekeeper: BattleGatekeeper;
  private readonly settlement: BattleSettlement;
  private readonly table: BattleTable;

  constructor(private readonly d: BattlesDeps) {
    this.catalogue = new BattleCatalogue(d.db);
    this.reads = new BattleReads(d.db, this.catalogue, d.clock, (boxId) => d.progression.isExclusiveBox(boxId));
    this.gatekeeper = new BattleGatekeeper({ gateOf: (userId) => d.progression.battleGate(userId) });
    this.settlement = new BattleSettlement(d, this.catalogue, this.reads);
    this.table = new BattleTable(d, this.catalogue, this.reads, this.settlement);
    this.invites = new BattleInvites(d, this.gatekeeper, this.reads, this.table, this.settlement);
    d.jobs.register(BATTLE_END_JOB, (tx, payload: { battleId: number }) => this.settlement.endBattle(tx, payload.battleId));
    d.jobs.register(BATTLE_INVITE_JOB, (tx, payload: { battleId: number }) => this.invites.expireInvite(tx, payload.battleId));
  }

  /** Sets where the invite validity comes from (the contest settings, wired in the container). */
  useInviteMs(fn: () => Promise<number>) {
    this.d.inviteMs = fn;
  }

  /** The canBattle gate (docs/product/validation.md#battle-join). @throws AppError('battle.error.vip_required') with {level, diffXp, topUp} */
  private assertCanBattle(userId: number): Promise<void> {
    return this.gatekeeper.assert(userId);
  }

  /** GET /api/battle/v2/gate (docs/battles.md#battle-gate). */
  gate(userId: number | null): Promise<BattleGate> {
    return this.gatekeeper.gate(userId);
  }

  /**
   * POST /api/battle/v2/create: validates the boxes (1..50 rounds, active, not free), charges the
   * creator the seat cost (sum of round box prices, cents) and seats them at 1 with their type-2
   * client seed. A repeated `idempotencyKey` returns the first battle.
   * @throws AppError battle.error.vip_required | battle.error.boxes | item.error.not_found | item.error.off_sale | item.error.free_box | coin.error.not_enough
   */
  async create(userId: number, body: CreateBattleBody, idempotencyKey?: string): Promise<CreateBattleResponse> {
    const rounds = await this.table.roundsOf(body.boxes);
    await this.assertCanBattle(userId);
    const cost = rounds.reduce((c, r) => c + r.priceCents, 0);
    const uuid = uuidV4(this.d.random);
    const inviteMode = body.inviteMode ?? 'none';
    // free invite: the creator also pays the invitee's seat now; free and other invites expire
    const sponsor = inviteMode === 'free' ? cost : 0;
    const expires =
      inviteMode === 'free' || inviteMode === 'other'
        ? new Date(this.d.clock.now().getTime() + (await (this.d.inviteMs?.() ?? DEFAULT_INVITE_MS)))
        : null;
    const key = idempotencyKey ? `battle:create:${userId}:${idempotencyKey}` : `battle:seat:${uuid}:1`;
    const out = await this.d.db.transaction(async (tx) => {
      const seated = await this.table.insertCreated(tx, userId, {
        uuid,
        rounds,
        key,
        type: body.type as BattleType,
        mode: body.mode ?? 'normal',
        inviteMode,
        fastMode: body.fastMode ?? false,
        purpose: 'pvp',
        tieRule: 'draw',
        sponsorCents: sponsor,
        inviteExpiresAt: expires,
      });
      if (seated.duplicate) return seated;
      let balance = seated.balance;
      if (sponsor > 0) {
        const paid = await this.d.wallet.debit(tx, 'house', {
          userId,
          amount: sponsor,
          idempotencyKey: `battle:sponsor:${uuid}`,
          kind: 'battle_sponsor',
          refType: 'battle',
          refId: uuid,
          metadata: { sponsored: true },
        });
        balance = paid.balance;
      }
      if (expires)
        await this.d.jobs.schedule(tx, {
          kind: BATTLE_INVITE_JOB,
          dedupeKey: `battle:invite:${seated.battle.id}`,
          payload: { battleId: seated.battle.id },
          dueAt: expires,
        });
      return { ...seated, balance };
    });
    if (out.duplicate) {
      const first = await repo.battleByEntry(this.d.db, out.entryId);
      return {
        uuid: first!.uuid,
        balance: centsToCoins(out.balance),
        cost: centsToCoins(first!.costCents),
        inviteExpiresAt: first!.inviteExpiresAt?.toISOString() ?? null,
      };
    }
    this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    await this.settlement.publish('battle_v2:created', out.battle);
    return {
      uuid,
      balance: centsToCoins(out.balance),
      cost: centsToCoins(cost),
      level: out.level,
      inviteExpiresAt: expires?.toISOString() ?? null,
    };
  }

  /** POST /api/battle/v2/{id}/create_same: a new battle with the same boxes, type, modes (see `create`). */
  async createSame(userId: number, uuid: string): Promise<CreateBattleResponse> {
    const b = await repo.findBattleByUuid(this.d.db, uuid);
    if (!b) throw new AppError('battle.error.not_found');
    const boxes: { boxId: number; count: number }[] = [];
    for (const r of b.rounds) {
      const last = boxes[boxes.length - 1];
      if (last && last.boxId === r.boxId) last.count++;
      else boxes.push({ boxId: r.boxId, count: 1 });
    }
    return this.create(userId, {
      boxes,
      type: b.type as BattleType,
      mode: b.mode as 'normal',
      inviteMode: b.inviteMode as 'none',
      fastMode: b.fastMode,
    });
  }

  /**
   * POST /api/battle/v2/{id}/pvp: takes seat `seat` for its cost. Exactly one of several racers for a
   * seat is seated and charged; the others get seat_taken and pay nothing. Filling the last seat starts
   * the battle (see class doc).
   * @throws AppError battle.error.not_found | vip_required | creator_join | already_seated | seat_taken | not_waiting | error.invalid_parameter | coin.error.not_enough
   */
  async join(userId: number, uuid: string, seat: number): Promise<JoinBattleResponse> {
    await this.assertCanBattle(userId);
    let level: LevelInfo | null = null;
    const plan: LockPlan = async (b, seats) => {
      const sponsor = b.sponsorState === 'held' ? [b.creatorId] : [];
      if (!paysCoins(b)) return [userId, ...sponsor];
      const taken = await seats();
      return [userId, ...sponsor, ...(taken.length >= seatCount(b.type as BattleType) - 1 ? payoutUsers(taken) : [])];
    };
    const { seated: res } = await this.table.seating(uuid, plan, async (tx, b, seats, locked) => {
      this.table.assertSeat(b, seat);
      if (b.creatorId === userId) throw new AppError('battle.error.creator_join');
      if (seats.some((s) => s.userId === userId && !s.isBot)) throw new AppError('battle.error.already_seated');
      if (seats.some((s) => s.seat === seat)) throw new AppError('battle.error.seat_taken');
      if (b.state !== BATTLE_STATE.waiting) throw new AppError('battle.error.not_waiting');
      const debit = await this.d.wallet.debit(tx, 'house', {
        userId,
        amount: b.costCents,
        idempotencyKey: `battle:seat:${b.uuid}:${seat}`,
        kind: 'battle_seat',
        refType: 'battle',
        refId: b.uuid,
        metadata: { seat },
      });
      const clientSeed = await this.d.fairness.activeClientSeed(tx, userId, SEED_TYPE.battle);
      // a seed lock of battles lasts one battle (docs/product/states.md#seed-lock): taking this seat consumes it
      await this.d.fairness.releaseLock(tx, userId, SEED_TYPE.battle);
      const row = {
        battleId: b.id,
        seat,
        userId,
        isBot: false,
        clientSeed,
        paidCents: b.costCents,
        journalEntryId: debit.entryId,
        joinedAt: this.d.clock.now(),
      };
      await repo.insertSeats(tx, [row]);
      level = await this.d.progression.awardXp(tx, userId, wagerXp(b.costCents));
      return { ...(await this.settlement.startIfFull(tx, b, [...seats, row as repo.SeatRow], locked)), balance: debit.balance };
    });
    this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(res.balance!) });
    return { uuid, number: seat, balance: centsToCoins(res.balance!), cost: centsToCoins(res.battle.costCents), level };
  }

  /** The rounds of a line-up (see BattleTable.roundsOf). @throws AppError battle.error.boxes | item.error.* | battle.error.exclusive_box */
  roundsOf(picks: { boxId: number; count: number }[]): Promise<BattleRoundSpec[]> {
    return this.table.roundsOf(picks);
  }

  /** A 1v1 against the house bot started at once (see BattleInvites.startAgainstBot). */
  startAgainstBot(userId: number, input: BotBattleInput): Promise<CreateBattleResponse> {
    return this.invites.startAgainstBot(userId, input);
  }

  /** POST /api/battle/v2/{id}/pve (see BattleInvites.addBot). */
  addBot(userId: number, uuid: string, seat: number): Promise<BattleSummary> {
    return this.invites.addBot(userId, uuid, seat);
  }

  /** POST /api/battle/v2/{id}/play_bot (see BattleInvites.fillWithBots). */
  fillWithBots(userId: number, uuid: string): Promise<BattleSummary> {
    return this.invites.fillWithBots(userId, uuid);
  }

  /** POST /api/battle/v2/{id}/receive (see BattleInvites.receive). */
  receive(userId: number, uuid: string): Promise<ReceiveInviteResponse> {
    return this.invites.receive(userId, uuid);
  }

  /** GET /api/battle/v2/free/invite/info (see BattleInvites.inviteInfo). */
  inviteInfo(uuid: string, viewerId: number | null): Promise<InviteInfo> {
    return this.invites.inviteInfo(uuid, viewerId);
  }

  /** GET /api/battle/v2/{id}/detail (see BattleReads.detail). */
  detail(uuid: string, viewerId: number | null): Promise<BattleDetail> {
    return this.reads.detail(uuid, viewerId);
  }

  /** GET /api/battle/v2/config (the gate level from the VIP settings). */
  async config() {
    const [minLevel, inviteMs] = await Promise.all([this.d.progression.battleMinLevel(), this.d.inviteMs?.() ?? DEFAULT_INVITE_MS]);
    return { ...this.reads.config(minLevel), inviteMs };
  }

  /** Stops the round feed timers. */
  stop() {
    this.settlement.stop();
  }
}
