import {
  BATTLE_MAX_ROUNDS,
  BATTLE_MIN_VIP,
  BATTLE_STATE,
  battleEndsAt,
  centsToCoins,
  roundMsFor,
  roundRevealAt,
  seatCount,
  SEAT_RESULT,
  SEED_TYPE,
  sha256Hex,
  wagerXp,
  type BattleType,
  type LevelInfo,
} from '@hapa/domain';
import type {
  BattleDetail,
  BattleGate,
  BattlePurpose,
  BattleSummary,
  CreateBattleBody,
  CreateBattleResponse,
  InviteInfo,
  JoinBattleResponse,
  ReceiveInviteResponse,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { BattleRoundSpec } from '../../db/schema/index.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import { recordBattleSettled } from '../../lib/metrics.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { BattleCatalogue } from './battles.catalogue.ts';
import { BattleGatekeeper } from './battles.gate.ts';
import type { BattleGate as GateCents } from '../vip/vip.service.ts';
import { BattleReads } from './battles.reads.ts';
import { drawBattle, wonCentsOf, type DrawnBattle } from './battles.settle.ts';
import type { SeedLogWriter } from '../transparency/seed-log.ts';
import { toRoundEvent, toSummary } from './battles.view.ts';
import * as repo from './battles.repo.ts';

/** Job kind that flips a battle 20 -> 30 at its end time and publishes `battle_v2:ended`. */
export const BATTLE_END_JOB = 'battle.end';
/** Job kind at an invite's expiry: refunds a free invite's unused sponsored seat; gives an 'other' invite's empty seats bots. */
export const BATTLE_INVITE_JOB = 'battle.invite_expire';
/** How long a free/other invite link stays valid unless `inviteMs` says otherwise (24 h). */
export const DEFAULT_INVITE_MS = 24 * 3600_000;

/** A 1v1 against the house bot started at once (contests, challenge-bot, challenge-boss). */
export interface BotBattleInput {
  picks: { boxId: number; count: number }[];
  mode: 'normal' | 'demon';
  purpose: BattlePurpose;
  tieRule: 'draw' | 'boss';
  /** the Idempotency-Key header: a repeat returns the first battle */
  idempotencyKey?: string;
  /** runs in the battle's transaction once drawn and settled (e.g. the contest entry) */
  onStarted?: (tx: Tx, battle: repo.BattleRow, drawn: DrawnBattle) => Promise<void>;
}

/** Thrown inside a seating transaction when a payout needs an account lock that was not taken first. */
class RelockNeeded extends Error {}

/** What a seating transaction did, for the after-commit pushes. */
interface Seated {
  battle: repo.BattleRow;
  started: boolean;
  /** the acting player's balance after paying (cents), when they paid */
  balance?: number;
  /** the draw and settlement, when it started */
  drawn?: DrawnBattle;
}

/** Account ids to lock before the battle row; `seats` loads the current seats when needed (one query). */
type LockPlan = (b: repo.BattleRow, seats: () => Promise<repo.SeatRow[]>) => Promise<number[]>;

export interface BattlesDeps {
  db: Db;
  wallet: WalletService;
  fairness: FairnessService;
  jobs: JobsService;
  publisher: Publisher;
  random: RandomSource;
  clock: Clock;
  /** lowest VIP level that may create or join (docs/product/validation.md#battle-join canBattle) when no `progression` is given; default BATTLE_MIN_VIP */
  minVipLevel?: number;
  /** VIP progression (modules/vip, docs/battles.md): the configured battle gate and XP for the seat's stake */
  progression?: BattleProgression;
  /** domain events outbox: `battle.settled` when a battle is drawn and settled */
  events?: EventsService;
  /** how long a free/other invite link stays valid (ms); default DEFAULT_INVITE_MS */
  inviteMs?: () => Promise<number>;
  /** the public fairness log: the battle's seed committed at creation, revealed at its end (docs/transparency.md) */
  seedLog?: SeedLogWriter;
}

/** What battles need of the VIP module. */
export interface BattleProgression {
  /** the battle gate of a player (null: a visitor), cents (docs/battles.md#battle-gate) */
  battleGate(userId: number | null): Promise<GateCents>;
  battleMinLevel(): Promise<number>;
  awardXp(tx: Tx, userId: number, xp: number): Promise<LevelInfo>;
  /** true for a VIP exclusive box (docs/product/constants.md#vip-and-progression): opened by its VIP levels only, so never a battle round */
  isExclusiveBox?(boxId: number): Promise<boolean>;
}

/** Share and team battles pay the prize as coins (so settlement credits players). */
const paysCoins = (b: repo.BattleRow) => b.mode === 'share' || b.type === 'team';

/** RFC 4122 version-4 uuid from 16 CSPRNG bytes. */
function uuidV4(random: RandomSource): string {
  const h = random.hex(16).split('');
  h[12] = '4';
  h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * Box battles (docs/product/routes.md#battles /battles, docs/product/states.md#battles, docs/product/validation.md#battle-join, docs/product/endpoints.md#battles /battle/v2/*; fairness.md "Battles").
 * Creating charges the creator's seat; joining charges the seat; bots cost nothing. When the last
 * seat fills, the same transaction fixes the battle client seed, draws every round, settles and pays
 * (credits only real winners), stores won items, sets state 20 with the reveal times and schedules
 * the end job. Lock order: players' coin accounts in ascending user id, then the battle row.
 */
export class BattlesService {
  readonly catalogue: BattleCatalogue;
  readonly reads: BattleReads;
  private readonly timers = new Set<NodeJS.Timeout>();
  private botIds: Promise<number[]> | null = null;
  private readonly minVipLevel: number;
  private readonly gatekeeper: BattleGatekeeper;

  constructor(private readonly d: BattlesDeps) {
    this.catalogue = new BattleCatalogue(d.db);
    this.reads = new BattleReads(
      d.db,
      this.catalogue,
      d.clock,
      (boxId) => this.d.progression?.isExclusiveBox?.(boxId) ?? Promise.resolve(false),
    );
    this.minVipLevel = d.minVipLevel ?? BATTLE_MIN_VIP;
    const progression = d.progression;
    this.gatekeeper = new BattleGatekeeper({
      db: d.db,
      gateOf: progression ? (userId) => progression.battleGate(userId) : undefined,
      minVipLevel: this.minVipLevel,
    });
    d.jobs.register(BATTLE_END_JOB, (tx, payload: { battleId: number }) => this.endBattle(tx, payload.battleId));
    d.jobs.register(BATTLE_INVITE_JOB, (tx, payload: { battleId: number }) => this.expireInvite(tx, payload.battleId));
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
    const rounds = await this.roundsOf(body.boxes);
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
      const seated = await this.insertCreated(tx, userId, {
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
    await this.publish('battle_v2:created', out.battle);
    return {
      uuid,
      balance: centsToCoins(out.balance),
      cost: centsToCoins(cost),
      level: out.level,
      inviteExpiresAt: expires?.toISOString() ?? null,
    };
  }

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
      if (await this.d.progression?.isExclusiveBox?.(box.id)) throw new AppError('battle.error.exclusive_box');
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
  private async insertCreated(
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
    const level = (await this.d.progression?.awardXp(tx, userId, wagerXp(cost))) ?? null;
    return { duplicate: false as const, battle, seat: seat as repo.SeatRow, balance: debit.balance, level };
  }

  /**
   * A 1v1 against the house bot, started at once in ONE transaction (docs/product/routes.md#battles /battles/contest, /challenge-bot,
   * /challenge-boss): charges the seat (cents, the rounds' prices), seats the bot at 2, draws and settles
   * (fairness.md "Battles"; tie rule 'boss': the bot wins ties), then `onStarted` in the same transaction.
   * A repeated `idempotencyKey` returns the first battle. Bot battles of normal/demon mode pay items, never coins.
   * @throws AppError battle.error.vip_required | battle.error.boxes | item.error.* | coin.error.not_enough
   */
  async startAgainstBot(userId: number, input: BotBattleInput): Promise<CreateBattleResponse> {
    const rounds = await this.roundsOf(input.picks);
    await this.assertCanBattle(userId);
    const [bots] = await Promise.all([this.botUserIds()]);
    const uuid = uuidV4(this.d.random);
    const key = input.idempotencyKey ? `battle:${input.purpose}:${userId}:${input.idempotencyKey}` : `battle:seat:${uuid}:1`;
    const out = await this.d.db.transaction(async (tx) => {
      const seated = await this.insertCreated(tx, userId, {
        uuid,
        rounds,
        key,
        type: 'singled',
        mode: input.mode,
        inviteMode: 'none',
        fastMode: false,
        purpose: input.purpose,
        tieRule: input.tieRule,
        sponsorCents: 0,
        inviteExpiresAt: null,
      });
      if (seated.duplicate) return seated;
      const bot = {
        battleId: seated.battle.id,
        seat: 2,
        userId: bots[1]!,
        isBot: true,
        clientSeed: 'bot',
        paidCents: 0,
        journalEntryId: null,
        joinedAt: this.d.clock.now(),
      };
      await repo.insertSeats(tx, [bot]);
      const started = await this.startIfFull(tx, seated.battle, [seated.seat, bot as repo.SeatRow], new Set([userId]));
      await input.onStarted?.(tx, started.battle, started.drawn!);
      return { ...seated, started };
    });
    if (out.duplicate) {
      const first = await repo.battleByEntry(this.d.db, out.entryId);
      return { uuid: first!.uuid, balance: centsToCoins(out.balance), cost: centsToCoins(first!.costCents) };
    }
    this.afterStart(out.started.battle);
    this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    return { uuid, balance: centsToCoins(out.balance), cost: centsToCoins(out.battle.costCents), level: out.level };
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
      return [userId, ...sponsor, ...(taken.length >= seatCount(b.type as BattleType) - 1 ? this.payoutUsers(taken) : [])];
    };
    const { seated: res } = await this.seating(uuid, plan, async (tx, b, seats, locked) => {
      this.assertSeat(b, seat);
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
      level = (await this.d.progression?.awardXp(tx, userId, wagerXp(b.costCents))) ?? null;
      return { ...(await this.startIfFull(tx, b, [...seats, row as repo.SeatRow], locked)), balance: debit.balance };
    });
    this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(res.balance!) });
    return { uuid, number: seat, balance: centsToCoins(res.balance!), cost: centsToCoins(res.battle.costCents), level };
  }

  /**
   * POST /api/battle/v2/{id}/pve: the creator seats a bot at `seat` (any time while seats are empty).
   * Bots cost nothing and are never credited. @throws AppError battle.error.not_creator | seat_taken | not_waiting | not_found
   */
  async addBot(userId: number, uuid: string, seat: number): Promise<BattleSummary> {
    return this.seatBots(userId, uuid, (b, seats) => {
      this.assertSeat(b, seat);
      if (seats.some((s) => s.seat === seat)) throw new AppError('battle.error.seat_taken');
      return [seat];
    });
  }

  /** POST /api/battle/v2/{id}/play_bot: the creator fills every empty seat with bots (starts the battle). */
  async fillWithBots(userId: number, uuid: string): Promise<BattleSummary> {
    return this.seatBots(userId, uuid, (b, seats) => {
      const empty = Array.from({ length: seatCount(b.type as BattleType) }, (_, i) => i + 1).filter(
        (n) => !seats.some((s) => s.seat === n),
      );
      if (!empty.length) throw new AppError('battle.error.full');
      return empty;
    });
  }

  private async seatBots(
    userId: number,
    uuid: string,
    pick: (b: repo.BattleRow, seats: repo.SeatRow[]) => number[],
  ): Promise<BattleSummary> {
    const bots = await this.botUserIds();
    const plan: LockPlan = async (b, seats) => [
      ...(b.sponsorState === 'held' ? [b.creatorId] : []),
      ...(paysCoins(b) ? this.payoutUsers(await seats()) : []),
    ];
    const { view } = await this.seating(uuid, plan, async (tx, b, seats, locked) => {
      if (b.creatorId !== userId) throw new AppError('battle.error.not_creator');
      const chosen = pick(b, seats);
      if (b.state !== BATTLE_STATE.waiting) throw new AppError('battle.error.not_waiting');
      const rows = chosen.map((seat) => ({
        battleId: b.id,
        seat,
        userId: bots[seat - 1]!,
        isBot: true,
        clientSeed: 'bot',
        joinedAt: this.d.clock.now(),
      }));
      await repo.insertSeats(tx, rows);
      return this.startIfFull(tx, b, [...seats, ...(rows as repo.SeatRow[])], locked);
    });
    return view(userId);
  }

  private assertSeat(b: repo.BattleRow, seat: number) {
    if (!Number.isSafeInteger(seat) || seat < 1 || seat > seatCount(b.type as BattleType))
      throw new AppError('error.invalid_parameter', 'This seat does not exist in this battle');
  }

  /** Real players who may be credited when a coin-paying battle settles. */
  private payoutUsers(seats: repo.SeatRow[]): number[] {
    return seats.filter((s) => !s.isBot).map((s) => s.userId);
  }

  /**
   * Runs `work` in one transaction after locking the account rows `plan` names (ascending id) and then
   * the battle row; retried when the seats changed so that a payout needs a lock not taken. After
   * commit: the round feed (if it started) and `battle_v2:update`; returns the summary renderer.
   */
  private async seating(
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
      if (seated.started) this.startRoundFeed(seated.battle);
      if (seated.started) recordBattleSettled(this.d.db);
      const view = await this.reads.summaryView(seated.battle);
      this.d.publisher.toChannel('battle_v2', 'battle_v2:update', view(null));
      return { seated, view };
    }
  }

  /** After the commit of a battle that started: the round feed, the metric and `battle_v2:update` (presentation only). */
  private afterStart(b: repo.BattleRow) {
    this.startRoundFeed(b);
    recordBattleSettled(this.d.db);
    void this.reads
      .summaryOf(b, null)
      .then((v) => this.d.publisher.toChannel('battle_v2', 'battle_v2:update', v))
      .catch(() => {});
  }

  /**
   * POST /api/battle/v2/{id}/receive: takes the first empty seat of an invite battle (docs/product/endpoints.md#battles). Free invite:
   * the seat the creator paid at creation, for the first receiver only (racers: exactly one is seated,
   * the others get invite_used or not_waiting); normal and other invites: the receiver pays the seat cost.
   * Filling the last seat starts the battle. @throws AppError battle.error.not_found | not_invite | invite_used |
   * invite_expired | creator_join | already_seated | full | not_waiting | vip_required | coin.error.not_enough
   */
  async receive(userId: number, uuid: string): Promise<ReceiveInviteResponse> {
    // a free invite's friend seat needs no VIP level: the friend takes it as soon as they have an account
    // (docs/battles.md#free-invite); a paid invite seat is a seat like any other
    const invited = await repo.findBattleByUuid(this.d.db, uuid);
    if (invited?.inviteMode !== 'free') await this.assertCanBattle(userId);
    const plan: LockPlan = async (b, seats) => {
      const taken = await seats();
      return [userId, ...(paysCoins(b) && taken.length >= seatCount(b.type as BattleType) - 1 ? this.payoutUsers(taken) : [])];
    };
    let paid = 0;
    const { seated: res } = await this.seating(uuid, plan, async (tx, b, seats, locked) => {
      if (b.inviteMode === 'none') throw new AppError('battle.error.not_invite');
      if (b.creatorId === userId) throw new AppError('battle.error.creator_join');
      if (seats.some((s) => s.userId === userId && !s.isBot)) throw new AppError('battle.error.already_seated');
      if (b.state !== BATTLE_STATE.waiting) throw new AppError('battle.error.not_waiting');
      const seat = Array.from({ length: seatCount(b.type as BattleType) }, (_, i) => i + 1).find((n) => !seats.some((s) => s.seat === n));
      if (seat === undefined) throw new AppError('battle.error.full');
      const expired = b.inviteExpiresAt !== null && this.d.clock.now() >= b.inviteExpiresAt;
      const clientSeed = await this.d.fairness.activeClientSeed(tx, userId, SEED_TYPE.battle);
      let entryId: number | null = null;
      let balance: number;
      if (b.inviteMode === 'free') {
        if (b.sponsorState === 'refunded' || expired) throw new AppError('battle.error.invite_expired');
        if (b.sponsorState !== 'held') throw new AppError('battle.error.invite_used');
        await repo.setSponsorState(tx, b.id, 'used');
        b = { ...b, sponsorState: 'used' };
        balance = (await this.d.wallet.lockAccount(tx, userId)).balance;
      } else {
        if (b.inviteMode === 'other' && expired) throw new AppError('battle.error.invite_expired');
        const debit = await this.d.wallet.debit(tx, 'house', {
          userId,
          amount: b.costCents,
          idempotencyKey: `battle:seat:${b.uuid}:${seat}`,
          kind: 'battle_seat',
          refType: 'battle',
          refId: b.uuid,
          metadata: { seat, invite: b.inviteMode },
        });
        entryId = debit.entryId;
        balance = debit.balance;
        paid = b.costCents;
      }
      await this.d.fairness.releaseLock(tx, userId, SEED_TYPE.battle);
      const row = {
        battleId: b.id,
        seat,
        userId,
        isBot: false,
        clientSeed,
        paidCents: paid,
        journalEntryId: entryId,
        joinedAt: this.d.clock.now(),
      };
      await repo.insertSeats(tx, [row]);
      if (paid > 0) await this.d.progression?.awardXp(tx, userId, wagerXp(paid));
      return { ...(await this.startIfFull(tx, b, [...seats, row as repo.SeatRow], locked)), balance, seat };
    });
    if (paid > 0) this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(res.balance!) });
    return { uuid, number: (res as Seated & { seat: number }).seat, paid: centsToCoins(paid), balance: centsToCoins(res.balance!) };
  }

  /**
   * GET /api/battle/v2/free/invite/info?uuid=: the invite of a battle for `viewerId` (null: signed out).
   * @throws AppError battle.error.not_found | battle.error.not_invite
   */
  async inviteInfo(uuid: string, viewerId: number | null): Promise<InviteInfo> {
    const b = await repo.findBattleByUuid(this.d.db, uuid);
    if (!b) throw new AppError('battle.error.not_found');
    if (b.inviteMode === 'none') throw new AppError('battle.error.not_invite');
    const battle = await this.reads.summaryOf(b, viewerId);
    const creator = battle.players.find((p) => p.userId === b.creatorId) ?? battle.players[0]!;
    const expired = b.inviteExpiresAt !== null && this.d.clock.now() >= b.inviteExpiresAt;
    const free = b.inviteMode === 'free';
    const freeSeat = free && b.sponsorState === 'held' && !expired;
    const open = battle.state === BATTLE_STATE.waiting && battle.players.some((p) => p.userId === 0);
    const usable = free ? freeSeat : !(b.inviteMode === 'other' && expired);
    const seated = viewerId !== null && battle.players.some((p) => p.userId === viewerId);
    return {
      battle,
      creator: { userId: creator.userId, nickname: creator.nickname, headImg: creator.headImg },
      payer: free ? 'creator' : 'invitee',
      seatCost: centsToCoins(b.costCents),
      freeSeat,
      expiresAt: b.inviteExpiresAt?.toISOString() ?? null,
      expired,
      canReceive: viewerId !== null && !seated && open && usable,
    };
  }

  /**
   * Job `battle.invite_expire` at an invite's expiry, in the job's transaction: a free invite whose sponsored
   * seat is still held refunds it to the creator (once: key `battle:sponsor:refund:{uuid}`); an 'other' invite
   * still waiting gets bots in its empty seats and starts. Lock order: accounts, then the battle row.
   */
  private async expireInvite(tx: Tx, battleId: number) {
    const pre = await repo.findBattleById(tx, battleId);
    if (!pre || pre.state !== BATTLE_STATE.waiting) return;
    const preSeats = await repo.seatsOf(tx, battleId);
    const ids = [...new Set([pre.creatorId, ...(paysCoins(pre) ? this.payoutUsers(preSeats) : [])])].sort((a, b) => a - b);
    for (const id of ids) await this.d.wallet.lockAccount(tx, id);
    let b = await repo.lockBattle(tx, battleId);
    if (b.state !== BATTLE_STATE.waiting) return;
    if (b.sponsorState === 'held') {
      await this.d.wallet.credit(tx, 'house', {
        userId: b.creatorId,
        amount: b.sponsorCents,
        idempotencyKey: `battle:sponsor:refund:${b.uuid}`,
        kind: 'battle_sponsor_refund',
        refType: 'battle',
        refId: b.uuid,
        metadata: { reason: 'invite_expired' },
      });
      await repo.setSponsorState(tx, b.id, 'refunded');
      b = { ...b, sponsorState: 'refunded' };
      const creator = b.creatorId;
      return async () =>
        this.d.publisher.toUser(creator, 'notify:balance', { coin: centsToCoins(await this.d.wallet.balanceOf(this.d.db, creator)) });
    }
    if (b.inviteMode !== 'other') return;
    const seats = await repo.seatsOf(tx, b.id);
    // inside the job's transaction: never wait on another connection (PGlite runs one transaction at a time)
    const bots = this.botIds ? await this.botIds : await repo.ensureBotUsers(tx);
    const rows = Array.from({ length: seatCount(b.type as BattleType) }, (_, i) => i + 1)
      .filter((n) => !seats.some((s) => s.seat === n))
      .map((seat) => ({
        battleId: b.id,
        seat,
        userId: bots[seat - 1]!,
        isBot: true,
        clientSeed: 'bot',
        paidCents: 0,
        journalEntryId: null,
        joinedAt: this.d.clock.now(),
      }));
    await repo.insertSeats(tx, rows);
    const started = await this.startIfFull(tx, b, [...seats, ...(rows as repo.SeatRow[])], new Set(ids));
    return () => this.afterStart(started.battle);
  }

  /**
   * When every seat is taken: draws and settles (battles.settle.ts), credits real coin winners from
   * the house, stores won items for a real item winner, writes seats and state 20 with startedAt/endsAt,
   * and schedules the end job. Returns the battle as written.
   */
  private async startIfFull(tx: Tx, b: repo.BattleRow, seats: repo.SeatRow[], locked: Set<number>): Promise<Seated> {
    if (seats.length < seatCount(b.type as BattleType)) return { battle: b, started: false };
    await this.catalogue.preload(b.rounds, tx);
    const drawn = drawBattle(b, seats, this.catalogue);
    const s = drawn.settlement;
    const bySeat = new Map(seats.map((x) => [x.seat, x]));
    if (b.sponsorState === 'held') {
      // a free invite's seat was filled otherwise (a bot, a paying player): the creator gets the sponsored seat back
      if (!locked.has(b.creatorId)) throw new RelockNeeded();
      await this.d.wallet.credit(tx, 'house', {
        userId: b.creatorId,
        amount: b.sponsorCents,
        idempotencyKey: `battle:sponsor:refund:${b.uuid}`,
        kind: 'battle_sponsor_refund',
        refType: 'battle',
        refId: b.uuid,
        metadata: { reason: 'seat_filled' },
      });
      await repo.setSponsorState(tx, b.id, 'refunded');
      b = { ...b, sponsorState: 'refunded' };
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
    await this.d.events?.append(tx, 'battle.settled', null, {
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

  /** Job `battle.end`: state 20 -> 30 at the end time; after commit pushes `battle_v2:ended` and winners' balances. */
  private async endBattle(tx: Tx, battleId: number) {
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
  private startRoundFeed(b: repo.BattleRow) {
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

  private async publish(event: 'battle_v2:created' | 'battle_v2:ended', b: repo.BattleRow) {
    try {
      this.d.publisher.toChannel('battle_v2', event, await this.reads.summaryOf(b, null));
    } catch {
      // presentation only: a failed push never affects the battle
    }
  }

  private botUserIds(): Promise<number[]> {
    if (!this.botIds) {
      this.botIds = repo.ensureBotUsers(this.d.db);
      this.botIds.catch(() => (this.botIds = null));
    }
    return this.botIds;
  }

  /** GET /api/battle/v2/{id}/detail (see BattleReads.detail). */
  detail(uuid: string, viewerId: number | null): Promise<BattleDetail> {
    return this.reads.detail(uuid, viewerId);
  }

  /** GET /api/battle/v2/config (the gate level from the VIP settings when wired). */
  async config() {
    const [minLevel, inviteMs] = await Promise.all([
      this.d.progression ? this.d.progression.battleMinLevel() : this.minVipLevel,
      this.d.inviteMs?.() ?? DEFAULT_INVITE_MS,
    ]);
    return { ...this.reads.config(minLevel), inviteMs };
  }

  /** Stops the round feed timers. */
  stop() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
