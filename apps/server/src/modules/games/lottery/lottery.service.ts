import { centsToCoins, DAY_MS, drawClientSeed, lotteryWinners, maskName, PPM_TOTAL, sha256Hex } from '@hapa/domain';
import type {
  LotteryBuyResult,
  LotteryDrawResult,
  LotteryEntries,
  LotteryHistory,
  LotteryHome,
  LotteryOpenDraw,
  LotteryPrize,
  LotteryTickets,
  OpsLotterySettings,
} from '@hapa/contracts';
import { AppError } from '../../../http/app-error.ts';
import { coinInputCents } from '../../../lib/coin-input.ts';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import type { Clock, RandomSource } from '../../../lib/random.ts';
import type { Publisher } from '../../../lib/publisher.ts';
import type { JobsService } from '../../jobs/jobs.service.ts';
import type { EventsService } from '../../events/events.service.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import * as repo from './lottery.repo.ts';
import type { SeedLogWriter } from '../../transparency/seed-log.ts';

/** Operator setting (console, finance; defaults stated in the README). */
export const LOTTERY_SETTING = 'games.lottery';
/** Durable jobs: close a draw at its draw time; credit a closed draw's prizes. */
export const LOTTERY_CLOSE_JOB = 'lottery.close';
export const LOTTERY_PAY_JOB = 'lottery.pay';

/**
 * Lottery settings: ticket price and guaranteed pool (cents), the daily draw time ("HH:MM" UTC), the house edge on
 * coin ticket sales (ppm), the prize table (ppm shares of the pool, first prize first, summing to 1,000,000) and the
 * most coin tickets one player may buy in one draw.
 */
export interface LotterySettings {
  priceCents: number;
  drawTime: string;
  edgePpm: number;
  guaranteedPoolCents: number;
  prizeTablePpm: number[];
  maxTickets: number;
}
export const DEFAULT_LOTTERY_SETTINGS: LotterySettings = {
  priceCents: 100,
  drawTime: '20:00',
  edgePpm: 100_000,
  guaranteedPoolCents: 1_000,
  prizeTablePpm: [500_000, 300_000, 200_000],
  maxTickets: 100,
};

/**
 * The prize pool of a draw, cents: floor(coin sales x (1,000,000 - edgePpm) / 1,000,000), topped up by the house to
 * `guaranteedCents` when below it. Quest tickets cost nothing and add nothing.
 */
export function lotteryPoolCents(salesCents: number, edgePpm: number, guaranteedCents: number): number {
  const fromSales = Number((BigInt(salesCents) * BigInt(PPM_TOTAL - edgePpm)) / BigInt(PPM_TOTAL));
  return Math.max(fromSales, guaranteedCents);
}

/**
 * Splits `poolCents` by the prize table (ppm shares, first prize first): prize i = floor(pool x share_i / 1,000,000);
 * the cents left by the rounding go to the first prize, so the prizes add up to the pool exactly.
 * @throws RangeError when the shares do not sum to 1,000,000 or the pool is negative
 */
export function lotteryPrizeSplit(poolCents: number, tablePpm: readonly number[]): number[] {
  if (tablePpm.reduce((s, x) => s + x, 0) !== PPM_TOTAL) throw new RangeError('prize shares must sum to 1,000,000 ppm');
  if (!Number.isSafeInteger(poolCents) || poolCents < 0) throw new RangeError(`bad pool ${poolCents}`);
  const prizes = tablePpm.map((ppm) => Number((BigInt(poolCents) * BigInt(ppm)) / BigInt(PPM_TOTAL)));
  prizes[0]! += poolCents - prizes.reduce((s, x) => s + x, 0);
  return prizes;
}

/**
 * The draw time of the next draw after `now`, on a later UTC day than `after` (the last draw): the first
 * `drawTime` ("HH:MM" UTC) strictly after now whose day has no draw yet.
 */
export function nextDrawAt(now: Date, drawTime: string, after: Date | null): Date {
  const [h, m] = drawTime.split(':').map(Number) as [number, number];
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let at = dayStart + (h * 60 + m) * 60_000;
  if (at <= now.getTime()) at += DAY_MS;
  if (after) {
    const afterDay = Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate());
    while (at < afterDay + DAY_MS) at += DAY_MS;
  }
  return new Date(at);
}

/** `lottery-YYYY-MM-DD`: the draw's id in drawClientSeed (UTC day of its draw time). */
export const drawKeyOf = (drawAt: Date) => `lottery-${drawAt.toISOString().slice(0, 10)}`;

const iso = (d: Date) => d.toISOString();

/**
 * The daily lottery (docs/games.md; docs/product/README.md lottery, docs/product/routes.md#games /daily-lottery, docs/product/endpoints.md#games /lottery/history; fairness.md "Draws shared by
 * many players"). Exactly one draw is open; it sells tickets (coins, or granted by quests) until its draw time,
 * when a durable job closes it (FOR UPDATE on the draw row: purchases hold it FOR SHARE, so every ticket committed
 * before the close is in, none after), fixes drawClientSeed over the ticket ids ascending, picks the winners by
 * lotteryWinners, fixes the prizes and opens the next day's draw. A second job credits every prize from `house`
 * in ONE transaction, appends `lottery.won` and reveals the server seed. Locks are always taken account first,
 * draw row second (a purchase, a quest grant, the payout), so they never deadlock; the close locks no account.
 */
export class LotteryService {
  constructor(
    private readonly d: {
      db: Db;
      wallet: WalletService;
      settings: SettingsService;
      jobs: JobsService;
      events: EventsService;
      clock: Clock;
      random: RandomSource;
      publisher: Publisher;
      /** the public fairness log: a draw's seed committed when it opens, revealed when it is drawn (docs/transparency.md) */
      seedLog?: SeedLogWriter;
    },
  ) {
    d.settings.define(LOTTERY_SETTING, DEFAULT_LOTTERY_SETTINGS);
    d.jobs.register(LOTTERY_CLOSE_JOB, (tx, p: { drawId: number }) => this.close(tx, p.drawId));
    d.jobs.register(LOTTERY_PAY_JOB, (tx, p: { drawId: number }) => this.pay(tx, p.drawId));
  }

  private settings(db?: DbOrTx): Promise<LotterySettings> {
    return this.d.settings.get<LotterySettings>(LOTTERY_SETTING, db);
  }

  /** Opens a draw when none is open (at start; idempotent, safe with several instances starting at once). */
  async start(): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      if (!(await repo.openDraw(tx))) await this.openNext(tx);
    });
  }

  /** Opens the next draw with the current settings and schedules its close (dedupe key per draw). */
  private async openNext(tx: Tx): Promise<void> {
    const s = await this.settings(tx);
    const now = this.d.clock.now();
    const drawAt = nextDrawAt(now, s.drawTime, await repo.lastDrawAt(tx));
    const serverSeed = this.d.random.hex(32);
    const drawKey = drawKeyOf(drawAt);
    const row = await repo.insertDraw(tx, {
      drawKey,
      drawAt,
      status: 'open',
      serverSeed,
      serverSeedHashed: sha256Hex(serverSeed),
      priceCents: s.priceCents,
      edgePpm: s.edgePpm,
      guaranteedCents: s.guaranteedPoolCents,
      prizeTablePpm: s.prizeTablePpm,
      maxTickets: s.maxTickets,
      createdAt: now,
    });
    if (row) await this.d.seedLog?.committed(tx, { scope: 'lottery', ref: drawKey }, row.serverSeedHashed);
    if (row)
      await this.d.jobs.schedule(tx, {
        kind: LOTTERY_CLOSE_JOB,
        dedupeKey: `${LOTTERY_CLOSE_JOB}:${drawKey}`,
        payload: { drawId: row.id },
        dueAt: drawAt,
      });
  }

  /**
   * The open draw locked FOR SHARE (after the caller locked the player's account). When the draw it read was closed
   * meanwhile, the next one (opened by the close) is taken. @throws AppError lottery.error.closed when none is open
   */
  private async lockOpenDraw(tx: Tx): Promise<repo.DrawRow> {
    for (let i = 0; i < 3; i++) {
      const found = await repo.openDraw(tx);
      if (!found) break;
      const draw = await repo.lockDraw(tx, found.id, 'share');
      if (draw?.status === 'open') return draw;
    }
    throw new AppError('lottery.error.closed');
  }

  /**
   * POST /api/lottery/buy: `count` tickets in the open draw at its price, paid to `house` (ledger key
   * `lottery:buy:{userId}:{Idempotency-Key}`). The same key answers the first purchase. Refused once the draw time
   * has passed, when `drawId` is not the open draw, or beyond the draw's limit of coin tickets per player.
   * @throws AppError lottery.error.closed | lottery.error.limit | coin.error.not_enough | protection errors
   */
  async buy(userId: number, input: { count: number; drawId?: number }, idempotencyKey?: string): Promise<LotteryBuyResult> {
    const out = await this.d.db.transaction(async (tx) => {
      const account = await this.d.wallet.lockAccount(tx, userId);
      if (idempotencyKey) {
        const first = await repo.purchaseByKey(tx, userId, idempotencyKey);
        if (first) {
          const draw = (await repo.drawById(tx, first.drawId))!;
          return {
            draw,
            ticketIds: await repo.ticketIdsOfPurchase(tx, first.id),
            costCents: first.totalCents,
            balance: account.balance,
            duplicate: true,
          };
        }
      }
      const draw = await this.lockOpenDraw(tx);
      const now = this.d.clock.now();
      if ((input.drawId !== undefined && input.drawId !== draw.id) || now.getTime() >= draw.drawAt.getTime())
        throw new AppError('lottery.error.closed');
      const held = await repo.coinTicketsOf(tx, draw.id, userId);
      if (held + input.count > draw.maxTickets)
        throw new AppError(
          'lottery.error.limit',
          `You can buy ${Math.max(0, draw.maxTickets - held)} more tickets in this draw (limit ${draw.maxTickets})`,
        );
      const costCents = draw.priceCents * input.count;
      const key = idempotencyKey ?? this.d.random.hex(16);
      const paid = await this.d.wallet.debitLocked(tx, account, 'house', {
        userId,
        amount: costCents,
        idempotencyKey: `lottery:buy:${userId}:${key}`,
        isFreshKey: !idempotencyKey,
        kind: 'lottery_ticket',
        refType: 'lottery_draw',
        refId: String(draw.id),
        metadata: { count: input.count, drawKey: draw.drawKey },
      });
      const purchase = (await repo.insertPurchase(tx, {
        drawId: draw.id,
        userId,
        source: 'coin',
        count: input.count,
        totalCents: costCents,
        idempotencyKey: idempotencyKey ?? null,
        createdAt: now,
      }))!;
      const ticketIds = await repo.insertTickets(tx, {
        drawId: draw.id,
        purchaseId: purchase.id,
        userId,
        priceCents: draw.priceCents,
        count: input.count,
        at: now,
      });
      return { draw, ticketIds, costCents, balance: paid.balance, duplicate: false };
    });
    if (!out.duplicate) this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    return {
      drawId: out.draw.id,
      drawKey: out.draw.drawKey,
      ticketIds: out.ticketIds,
      cost: centsToCoins(out.costCents),
      balance: centsToCoins(out.balance),
    };
  }

  /**
   * Quest reward (`quests.useRewardGrant('lottery_ticket')`): `count` free tickets in the open draw, once per
   * `sourceRef` (`quest:{userId}:{questId}:{i}`), inside the caller's transaction (the quest claim has locked the
   * player's account or nothing of the lottery's). Quest tickets add nothing to the pool and no limit applies.
   * @returns false when that sourceRef was granted before
   */
  async grant(tx: Tx, g: { userId: number; sourceRef: string; count: number }): Promise<boolean> {
    const draw = await this.lockOpenDraw(tx);
    const now = this.d.clock.now();
    const purchase = await repo.insertPurchase(tx, {
      drawId: draw.id,
      userId: g.userId,
      source: 'quest',
      count: g.count,
      totalCents: 0,
      sourceRef: g.sourceRef,
      createdAt: now,
    });
    if (!purchase) return false;
    await repo.insertTickets(tx, { drawId: draw.id, purchaseId: purchase.id, userId: g.userId, priceCents: 0, count: g.count, at: now });
    return true;
  }

  /**
   * The close job (at the draw time): locks the draw FOR UPDATE (after every purchase holding it commits), fixes its
   * entries, drawClientSeed(drawKey, ids ascending), the winners (lotteryWinners, pick 1 wins the first prize) and
   * their prizes (lotteryPrizeSplit of the pool; fewer tickets than prizes: only that many prizes; no ticket: no
   * payout), opens the next draw and schedules the payout. A second run finds it closed and does nothing.
   */
  private async close(tx: Tx, drawId: number): Promise<void> {
    const draw = await repo.lockDraw(tx, drawId, 'update');
    if (!draw || draw.status !== 'open') return;
    const entries = await repo.entriesOf(tx, drawId);
    const ids = entries.map((e) => e.id);
    const salesCents = entries.reduce((s, e) => s + e.priceCents, 0);
    const poolCents = ids.length ? lotteryPoolCents(salesCents, draw.edgePpm, draw.guaranteedCents) : 0;
    let clientSeed: string | null = null;
    if (ids.length) {
      clientSeed = drawClientSeed(draw.drawKey, ids);
      const table = draw.prizeTablePpm as number[];
      const prizes = lotteryPrizeSplit(poolCents, table);
      const ownerOf = new Map(entries.map((e) => [e.id, e.userId]));
      const winners = lotteryWinners(draw.serverSeed, clientSeed, ids, table.length);
      await repo.insertWinners(
        tx,
        winners.map((ticketId, i) => ({ drawId, rank: i + 1, ticketId, userId: ownerOf.get(ticketId)!, prizeCents: prizes[i]! })),
      );
    }
    const now = this.d.clock.now();
    await repo.updateDraw(tx, drawId, { status: 'closed', clientSeed, ticketCount: ids.length, salesCents, poolCents, closedAt: now });
    await this.openNext(tx);
    await this.d.jobs.schedule(tx, {
      kind: LOTTERY_PAY_JOB,
      dedupeKey: `${LOTTERY_PAY_JOB}:${draw.drawKey}`,
      payload: { drawId },
      dueAt: now,
    });
  }

  /**
   * The payout job: credits every prize of a closed draw from `house` in this ONE transaction (keys
   * `lottery:{drawId}:prize:{rank}`; accounts locked in user id order), appends `lottery.won` per prize and marks the
   * draw 'drawn', which reveals its server seed. Balances are pushed after commit.
   */
  private async pay(tx: Tx, drawId: number): Promise<void | (() => void)> {
    const draw = await repo.drawById(tx, drawId);
    if (!draw || draw.status !== 'closed') return;
    const winners = (await repo.winnersOf(tx, [drawId])).sort((a, b) => a.userId - b.userId || a.rank - b.rank);
    const balances = new Map<number, number>();
    for (const w of winners) {
      if (w.prizeCents <= 0) continue;
      const res = await this.d.wallet.credit(tx, 'house', {
        userId: w.userId,
        amount: w.prizeCents,
        idempotencyKey: `lottery:${drawId}:prize:${w.rank}`,
        kind: 'lottery_prize',
        refType: 'lottery_draw',
        refId: String(drawId),
        metadata: { drawKey: draw.drawKey, rank: w.rank, ticketId: w.ticketId },
      });
      balances.set(w.userId, res.balance);
      await repo.setWinnerEntry(tx, drawId, w.rank, res.entryId);
      await this.d.events.append(tx, 'lottery.won', w.userId, {
        userId: w.userId,
        drawId,
        drawKey: draw.drawKey,
        ticketId: w.ticketId,
        rank: w.rank,
        prizeCents: w.prizeCents,
      });
    }
    await repo.updateDraw(tx, drawId, { status: 'drawn', drawnAt: this.d.clock.now() });
    await this.d.seedLog?.revealed(tx, { scope: 'lottery', ref: draw.drawKey }, draw.serverSeedHashed, draw.serverSeed);
    // the realised RTP of the pooled draw (docs/transparency.md#real-rtp): coin sales against the prizes paid; the rules
    // promise the pool's prizes of the ranks that had a ticket (fewer tickets than prizes: only that many prizes)
    if (winners.length) {
      const table = draw.prizeTablePpm as number[];
      const ranks = Math.min(draw.ticketCount ?? 0, table.length);
      await this.d.events.append(tx, 'draw.settled', null, {
        game: 'lottery',
        drawId,
        salesCents: draw.salesCents ?? 0,
        poolCents: lotteryPrizeSplit(draw.poolCents ?? 0, table)
          .slice(0, ranks)
          .reduce((sum, x) => sum + x, 0),
        paidCents: winners.reduce((sum, w) => sum + (w.prizeCents > 0 ? w.prizeCents : 0), 0),
      });
    }
    return () => {
      for (const [userId, cents] of balances) this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(cents) });
    };
  }

  private prizeTable(poolCents: number, tablePpm: number[]): LotteryPrize[] {
    const prizes = lotteryPrizeSplit(poolCents, tablePpm);
    return tablePpm.map((sharePpm, i) => ({ rank: i + 1, sharePpm, prize: centsToCoins(prizes[i]!) }));
  }

  private async openView(userId?: number): Promise<LotteryOpenDraw> {
    let draw = await repo.openDraw(this.d.db);
    if (!draw) {
      await this.start();
      draw = (await repo.openDraw(this.d.db))!;
    }
    const [totals, mine, bought] = await Promise.all([
      repo.drawTotals(this.d.db, draw.id),
      userId ? repo.myTicketIds(this.d.db, draw.id, userId) : Promise.resolve([]),
      userId ? repo.coinTicketsOf(this.d.db, draw.id, userId) : Promise.resolve(0),
    ]);
    const poolCents = lotteryPoolCents(totals.salesCents, draw.edgePpm, draw.guaranteedCents);
    return {
      id: draw.id,
      drawKey: draw.drawKey,
      drawAt: iso(draw.drawAt),
      status: 'open',
      serverSeedHashed: draw.serverSeedHashed,
      price: centsToCoins(draw.priceCents),
      edgePpm: draw.edgePpm,
      guaranteedPool: centsToCoins(draw.guaranteedCents),
      pool: centsToCoins(poolCents),
      ticketCount: totals.tickets,
      maxTickets: draw.maxTickets,
      prizes: this.prizeTable(poolCents, draw.prizeTablePpm as number[]),
      myTicketIds: mine,
      myRemaining: Math.max(0, draw.maxTickets - bought),
    };
  }

  private resultView(d: repo.DrawRow, winners: repo.WinnerRow[]): LotteryDrawResult {
    return {
      drawId: d.id,
      drawKey: d.drawKey,
      drawAt: iso(d.drawAt),
      status: d.status as LotteryDrawResult['status'],
      serverSeedHashed: d.serverSeedHashed,
      serverSeed: d.status === 'drawn' ? d.serverSeed : null,
      clientSeed: d.clientSeed,
      ticketCount: d.ticketCount ?? 0,
      pool: centsToCoins(d.poolCents ?? 0),
      prizeTablePpm: d.prizeTablePpm as number[],
      winners: winners
        .filter((w) => w.drawId === d.id)
        .map((w) => ({ rank: w.rank, ticketId: w.ticketId, name: maskName(w.nickname), prize: centsToCoins(w.prizeCents) })),
    };
  }

  private async results(page: number, pageSize: number): Promise<LotteryHistory> {
    const { rows, total } = await repo.pastDraws(this.d.db, pageSize, (page - 1) * pageSize);
    const winners = await repo.winnersOf(
      this.d.db,
      rows.map((r) => r.id),
    );
    return { list: rows.map((r) => this.resultView(r, winners)), total, page, pageSize };
  }

  /** GET /api/lottery/home: the open draw (with the player's tickets when signed in) and the last draw's result. */
  async home(userId?: number): Promise<LotteryHome> {
    const [open, past] = await Promise.all([this.openView(userId), this.results(1, 1)]);
    return { open, last: past.list[0] ?? null, now: iso(this.d.clock.now()) };
  }

  /** GET /api/lottery/history: closed draws newest first, with seeds (server seed once drawn) and winners. */
  history(page: number, pageSize: number): Promise<LotteryHistory> {
    return this.results(page, pageSize);
  }

  /**
   * GET /api/lottery/{drawId}: one draw as the history shows it, in any status (so /provably-fair can check a draw by
   * its id): the server seed only once the draw is 'drawn', the client seed once it closed, the winners in rank
   * order; an open draw's ticket count and pool are the live ones.
   * @throws AppError lottery.error.not_found
   */
  async draw(drawId: number): Promise<LotteryDrawResult> {
    const d = await repo.drawById(this.d.db, drawId);
    if (!d) throw new AppError('lottery.error.not_found');
    if (d.status === 'open') {
      const totals = await repo.drawTotals(this.d.db, d.id);
      return this.resultView(
        { ...d, ticketCount: totals.tickets, poolCents: lotteryPoolCents(totals.salesCents, d.edgePpm, d.guaranteedCents) },
        [],
      );
    }
    return this.resultView(d, await repo.winnersOf(this.d.db, [d.id]));
  }

  /** GET /api/lottery/{drawId}/entries: every ticket id of the draw, ascending. @throws AppError lottery.error.not_found */
  async entries(drawId: number): Promise<LotteryEntries> {
    const draw = await repo.drawById(this.d.db, drawId);
    if (!draw) throw new AppError('lottery.error.not_found');
    const entries = (await repo.entriesOf(this.d.db, drawId)).map((e) => e.id);
    return { drawId, drawKey: draw.drawKey, status: draw.status as LotteryEntries['status'], entries };
  }

  /** GET /api/lottery/tickets: the player's tickets, newest first, with the prize of a winning one. */
  async tickets(userId: number, page: number, pageSize: number): Promise<LotteryTickets> {
    const { rows, total } = await repo.ticketsOfUser(this.d.db, userId, pageSize, (page - 1) * pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        drawId: r.drawId,
        drawKey: r.drawKey,
        drawAt: iso(r.drawAt),
        drawStatus: r.drawStatus as LotteryDrawResult['status'],
        source: r.source as 'coin' | 'quest',
        price: centsToCoins(r.priceCents),
        rank: r.rank,
        prize: r.prizeCents === null ? null : centsToCoins(r.prizeCents),
        createdAt: iso(r.createdAt),
      })),
      total,
      page,
      pageSize,
    };
  }

  /** GET /api/ops/games/lottery: the settings in coin units for the console. */
  async opsSettings(): Promise<OpsLotterySettings> {
    const s = await this.settings();
    return {
      price: centsToCoins(s.priceCents),
      drawTime: s.drawTime,
      edgePpm: s.edgePpm,
      guaranteedPool: centsToCoins(s.guaranteedPoolCents),
      prizeTablePpm: s.prizeTablePpm,
      maxTickets: s.maxTickets,
    };
  }

  /**
   * POST /api/ops/games/lottery: new settings for the draws that open from now on (the open draw keeps the terms it
   * was published with), with the audit row in the same transaction.
   * @throws AppError validation.amount for an amount with more than 2 decimals
   */
  async updateSettings(v: OpsLotterySettings, op: OperatorContext): Promise<OpsLotterySettings> {
    const next: LotterySettings = {
      priceCents: coinInputCents(v.price),
      drawTime: v.drawTime,
      edgePpm: v.edgePpm,
      guaranteedPoolCents: coinInputCents(v.guaranteedPool),
      prizeTablePpm: v.prizeTablePpm,
      maxTickets: v.maxTickets,
    };
    await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.set(tx, LOTTERY_SETTING, next, op.userId);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.lottery_settings',
        targetType: 'setting',
        targetId: LOTTERY_SETTING,
        before,
        after: next,
        ip: op.ip,
      });
    });
    this.d.settings.forget(LOTTERY_SETTING);
    return this.opsSettings();
  }
}
