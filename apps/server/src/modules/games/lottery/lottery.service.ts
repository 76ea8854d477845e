import { centsToCoins } from '@hapa/domain';
import type {
  LotteryBuyResult,
  LotteryDrawResult,
  LotteryEntries,
  LotteryHistory,
  LotteryHome,
  LotteryOpenDraw,
  LotteryTickets,
  OpsLotterySettings,
} from '@hapa/contracts';
import { AppError } from '../../../http/app-error.ts';
import type { Tx } from '../../../db/client.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import * as repo from './lottery.repo.ts';
import { LotteryDraws, lockOpenDraw } from './lottery-draws.ts';
import { iso, prizeTable, resultView } from './lottery-views.ts';
import { opsLotterySettings, updateLotterySettings } from './lottery-console.ts';
import {
  DEFAULT_LOTTERY_SETTINGS,
  LOTTERY_CLOSE_JOB,
  LOTTERY_PAY_JOB,
  LOTTERY_SETTING,
  type LotteryDeps,
  lotteryPoolCents,
} from './lottery.rules.ts';

/**
 * The daily lottery (docs/games.md; docs/product/README.md lottery, docs/product/routes.md#games /daily-lottery, docs/product/endpoints.md#games /lottery/history; fairness.md "Draws shared by
 * many players"). Exactly one draw is open; it sells tickets (coins, or granted by quests) until its draw time,
 * when a durable job closes it (FOR UPDATE on the draw row: purchases hold it FOR SHARE, so every ticket committed
 * before the close is in, none after), fixes drawClientSeed over the ticket ids ascending, picks the winners by
 * lotteryWinners, fixes the prizes and opens the next day's draw. A second job credits every prize from `house`
 * in ONE transaction, appends `lottery.won` and reveals the server seed. Locks are always taken account first,
 * draw row second (a purchase, a quest grant, the payout), so they never deadlock; the close locks no account.
 * The draws and their jobs are lottery-draws.ts, the rules lottery.rules.ts, the console lottery-console.ts.
 */
export class LotteryService {
  /** the draws: opening, the close and payout jobs (lottery-draws.ts) */
  private readonly draws: LotteryDraws;

  constructor(private readonly d: LotteryDeps) {
    this.draws = new LotteryDraws(d);
    d.settings.define(LOTTERY_SETTING, DEFAULT_LOTTERY_SETTINGS);
    d.jobs.register(LOTTERY_CLOSE_JOB, (tx, p: { drawId: number }) => this.draws.close(tx, p.drawId));
    d.jobs.register(LOTTERY_PAY_JOB, (tx, p: { drawId: number }) => this.draws.pay(tx, p.drawId));
  }

  /** Opens a draw when none is open (at start; idempotent, safe with several instances starting at once). */
  start(): Promise<void> {
    return this.draws.start();
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
      const draw = await lockOpenDraw(tx);
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
    const draw = await lockOpenDraw(tx);
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
      prizes: prizeTable(poolCents, draw.prizeTablePpm as number[]),
      myTicketIds: mine,
      myRemaining: Math.max(0, draw.maxTickets - bought),
    };
  }

  private async results(page: number, pageSize: number): Promise<LotteryHistory> {
    const { rows, total } = await repo.pastDraws(this.d.db, pageSize, (page - 1) * pageSize);
    const winners = await repo.winnersOf(
      this.d.db,
      rows.map((r) => r.id),
    );
    return { list: rows.map((r) => resultView(r, winners)), total, page, pageSize };
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
      return resultView(
        { ...d, ticketCount: totals.tickets, poolCents: lotteryPoolCents(totals.salesCents, d.edgePpm, d.guaranteedCents) },
        [],
      );
    }
    return resultView(d, await repo.winnersOf(this.d.db, [d.id]));
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

  /** GET /api/ops/games/lottery: the settings in coin units for the console (lottery-console.ts). */
  opsSettings(): Promise<OpsLotterySettings> {
    return opsLotterySettings(this.d);
  }

  /**
   * POST /api/ops/games/lottery: new settings for the draws that open from now on, audited (lottery-console.ts).
   * @throws AppError validation.amount for an amount with more than 2 decimals
   */
  updateSettings(v: OpsLotterySettings, op: OperatorContext): Promise<OpsLotterySettings> {
    return updateLotterySettings(this.d, v, op);
  }
}
