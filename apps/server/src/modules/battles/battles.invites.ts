import { BATTLE_STATE, centsToCoins, seatCount, SEED_TYPE, wagerXp, type BattleType } from '@hapa/domain';
import type { BattleSummary, CreateBattleResponse, InviteInfo, ReceiveInviteResponse } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Tx } from '../../db/client.ts';
import {
  paysCoins,
  payoutUsers,
  refundSponsoredSeat,
  uuidV4,
  type BattlesDeps,
  type BotBattleInput,
  type LockPlan,
  type Seated,
} from './battles.deps.ts';
import type { BattleGatekeeper } from './battles.gate.ts';
import type { BattleReads } from './battles.reads.ts';
import type { BattleSettlement } from './battles.settlement.ts';
import type { BattleTable } from './battles.table.ts';
import * as repo from './battles.repo.ts';

/**
 * Invites and bots (docs/battles.md#free-invite, docs/product/endpoints.md#battles): a 1v1 against the house bot, the
 * creator's bot seats, taking an invite's seat, the invite's view and its expiry job. Bots cost nothing and are never
 * credited; every seat goes through the seating transaction of battles.table.ts.
 */
export class BattleInvites {
  constructor(
    private readonly d: BattlesDeps,
    private readonly gatekeeper: BattleGatekeeper,
    private readonly reads: BattleReads,
    private readonly table: BattleTable,
    private readonly settlement: BattleSettlement,
  ) {}

  /**
   * A 1v1 against the house bot, started at once in ONE transaction (docs/product/routes.md#battles /battles/contest, /challenge-bot,
   * /challenge-boss): charges the seat (cents, the rounds' prices), seats the bot at 2, draws and settles
   * (fairness.md "Battles"; tie rule 'boss': the bot wins ties), then `onStarted` in the same transaction.
   * A repeated `idempotencyKey` returns the first battle. Bot battles of normal/demon mode pay items, never coins.
   * @throws AppError battle.error.vip_required | battle.error.boxes | item.error.* | coin.error.not_enough
   */
  async startAgainstBot(userId: number, input: BotBattleInput): Promise<CreateBattleResponse> {
    const rounds = await this.table.roundsOf(input.picks);
    await this.gatekeeper.assert(userId);
    const [bots] = await Promise.all([this.table.botUserIds()]);
    const uuid = uuidV4(this.d.random);
    const key = input.idempotencyKey ? `battle:${input.purpose}:${userId}:${input.idempotencyKey}` : `battle:seat:${uuid}:1`;
    const out = await this.d.db.transaction(async (tx) => {
      const seated = await this.table.insertCreated(tx, userId, {
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
      const started = await this.settlement.startIfFull(tx, seated.battle, [seated.seat, bot as repo.SeatRow], new Set([userId]));
      await input.onStarted?.(tx, started.battle, started.drawn!);
      return { ...seated, started };
    });
    if (out.duplicate) {
      const first = await repo.battleByEntry(this.d.db, out.entryId);
      return { uuid: first!.uuid, balance: centsToCoins(out.balance), cost: centsToCoins(first!.costCents) };
    }
    this.settlement.afterStart(out.started.battle);
    this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    return { uuid, balance: centsToCoins(out.balance), cost: centsToCoins(out.battle.costCents), level: out.level };
  }

  /**
   * POST /api/battle/v2/{id}/pve: the creator seats a bot at `seat` (any time while seats are empty).
   * Bots cost nothing and are never credited. @throws AppError battle.error.not_creator | seat_taken | not_waiting | not_found
   */
  async addBot(userId: number, uuid: string, seat: number): Promise<BattleSummary> {
    return this.seatBots(userId, uuid, (b, seats) => {
      this.table.assertSeat(b, seat);
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

  /** Seats bots at the seats `pick` chooses, for the creator only (see `addBot`). */
  private async seatBots(
    userId: number,
    uuid: string,
    pick: (b: repo.BattleRow, seats: repo.SeatRow[]) => number[],
  ): Promise<BattleSummary> {
    const bots = await this.table.botUserIds();
    const plan: LockPlan = async (b, seats) => [
      ...(b.sponsorState === 'held' ? [b.creatorId] : []),
      ...(paysCoins(b) ? payoutUsers(await seats()) : []),
    ];
    const { view } = await this.table.seating(uuid, plan, async (tx, b, seats, locked) => {
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
      return this.settlement.startIfFull(tx, b, [...seats, ...(rows as repo.SeatRow[])], locked);
    });
    return view(userId);
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
    if (invited?.inviteMode !== 'free') await this.gatekeeper.assert(userId);
    const plan: LockPlan = async (b, seats) => {
      const taken = await seats();
      return [userId, ...(paysCoins(b) && taken.length >= seatCount(b.type as BattleType) - 1 ? payoutUsers(taken) : [])];
    };
    let paid = 0;
    const { seated: res } = await this.table.seating(uuid, plan, async (tx, b, seats, locked) => {
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
      if (paid > 0) await this.d.progression.awardXp(tx, userId, wagerXp(paid));
      return { ...(await this.settlement.startIfFull(tx, b, [...seats, row as repo.SeatRow], locked)), balance, seat };
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
  async expireInvite(tx: Tx, battleId: number) {
    const pre = await repo.findBattleById(tx, battleId);
    if (!pre || pre.state !== BATTLE_STATE.waiting) return;
    const preSeats = await repo.seatsOf(tx, battleId);
    const ids = [...new Set([pre.creatorId, ...(paysCoins(pre) ? payoutUsers(preSeats) : [])])].sort((a, b) => a - b);
    for (const id of ids) await this.d.wallet.lockAccount(tx, id);
    let b = await repo.lockBattle(tx, battleId);
    if (b.state !== BATTLE_STATE.waiting) return;
    if (b.sponsorState === 'held') {
      b = await refundSponsoredSeat(this.d.wallet, tx, b, 'invite_expired');
      const creator = b.creatorId;
      return async () =>
        this.d.publisher.toUser(creator, 'notify:balance', { coin: centsToCoins(await this.d.wallet.balanceOf(this.d.db, creator)) });
    }
    if (b.inviteMode !== 'other') return;
    const seats = await repo.seatsOf(tx, b.id);
    const bots = await this.table.botUserIdsIn(tx);
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
    const started = await this.settlement.startIfFull(tx, b, [...seats, ...(rows as repo.SeatRow[])], new Set(ids));
    return () => this.settlement.afterStart(started.battle);
  }
}
