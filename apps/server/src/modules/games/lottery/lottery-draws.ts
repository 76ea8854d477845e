import { centsToCoins, drawClientSeed, lotteryWinners, sha256Hex } from '@hapa/domain';
import { AppError } from '../../../http/app-error.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import * as repo from './lottery.repo.ts';
import {
  drawKeyOf,
  LOTTERY_CLOSE_JOB,
  LOTTERY_PAY_JOB,
  type LotteryDeps,
  lotteryPoolCents,
  lotteryPrizeSplit,
  type LotterySettings,
  lotterySettings,
  nextDrawAt,
} from './lottery.rules.ts';

/**
 * The open draw locked FOR SHARE (after the caller locked the player's account; docs/games.md). When the draw it read
 * was closed meanwhile, the next one (opened by the close) is taken.
 * @throws AppError lottery.error.closed when none is open
 */
export async function lockOpenDraw(tx: Tx): Promise<repo.DrawRow> {
  for (let i = 0; i < 3; i++) {
    const found = await repo.openDraw(tx);
    if (!found) break;
    const draw = await repo.lockDraw(tx, found.id, 'share');
    if (draw?.status === 'open') return draw;
  }
  throw new AppError('lottery.error.closed');
}

/**
 * The daily lottery's draws (docs/games.md; fairness.md "Draws shared by many players"): opening the next draw, the
 * close job at its draw time (winners and prizes fixed) and the payout job (prizes credited, seed revealed). The jobs
 * are registered by LotteryService.
 */
export class LotteryDraws {
  constructor(private readonly d: LotteryDeps) {}

  private settings(db?: DbOrTx): Promise<LotterySettings> {
    return lotterySettings(this.d, db);
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
   * The close job (at the draw time): locks the draw FOR UPDATE (after every purchase holding it commits), fixes its
   * entries, drawClientSeed(drawKey, ids ascending), the winners (lotteryWinners, pick 1 wins the first prize) and
   * their prizes (lotteryPrizeSplit of the pool; fewer tickets than prizes: only that many prizes; no ticket: no
   * payout), opens the next draw and schedules the payout. A second run finds it closed and does nothing.
   */
  async close(tx: Tx, drawId: number): Promise<void> {
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
  async pay(tx: Tx, drawId: number): Promise<void | (() => void)> {
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
}
