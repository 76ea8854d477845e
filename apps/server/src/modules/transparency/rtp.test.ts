import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { minesOf, oddsMoments, RTP_Z_99 } from '@hapa/domain';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock, PENNY_PINCHER, APPLE_BOX } from '../battles/battle-fixtures.ts';
import { boxes, boxOdds, gameRounds, items, openings, seedPairs } from '../../db/schema/index.ts';

/**
 * Realised RTP on a real database (docs/transparency.md#real-rtp): every paid opening reaches the per-day table through
 * the `transparency_rtp` consumer with its odds version's exact mean and variance, the report sets the realised RTP
 * (what the openings paid) beside the promise with the 99 % range promised +- 2.576 sd / sqrt(n), per day and
 * all-time; a Mad Miner round counts with its 1 - edge promise; the console flags a box outside its range.
 */
describe.each(DRIVERS)('realised RTP on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-11-28T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const drain = async () => {
    for (let i = 0; i < 50; i++) if ((await t.s.jobs.runDue()) === 0) return;
  };
  /** The promise of a box at its current version, from the catalogue tables directly. */
  async function promiseOf(boxId: number) {
    const [box] = await db().select().from(boxes).where(eq(boxes.id, boxId));
    const odds = await db()
      .select({ ppm: boxOdds.ppm, valueCents: items.priceCents })
      .from(boxOdds)
      .innerJoin(items, eq(items.id, boxOdds.itemId))
      .where(and(eq(boxOdds.boxId, boxId), eq(boxOdds.version, box!.oddsVersion)))
      .orderBy(asc(boxOdds.position));
    return { price: box!.priceCents, ...oddsMoments(odds, box!.priceCents) };
  }

  it('paid openings: realised RTP from what they paid, the promise and its 99 % range from the odds, per day and all-time', async () => {
    const p = await t.register();
    await t.fund(p.uid, 100_000);
    for (let i = 0; i < 12; i++) expect((await t.call('POST', `/api/item/${PENNY_PINCHER}/open`, { auth: p.auth })).status).toBe(200);
    expect((await t.call('POST', `/api/item/${PENNY_PINCHER}/open/3`, { auth: p.auth })).status).toBe(200);
    await drain();
    const paid = await db()
      .select()
      .from(openings)
      .where(and(eq(openings.userId, p.uid), eq(openings.boxId, PENNY_PINCHER)));
    expect(paid).toHaveLength(15);
    const promise = await promiseOf(PENNY_PINCHER);
    const n = paid.length;
    const stake = n * promise.price;
    const payout = paid.reduce((s, o) => s + o.itemPriceCents, 0);
    const report = (await t.call('GET', '/api/transparency/rtp')).body.data;
    expect(report.day).toBe('2026-11-28');
    for (const rows of [report.allTime, report.daily]) {
      const row = rows.find((r: any) => r.kind === 'box' && r.subject === String(PENNY_PINCHER));
      expect(row).toMatchObject({ name: 'Penny Pincher', samples: n, stakeCents: stake, payoutCents: payout, varianceFrom: 'odds' });
      expect(row.realised).toBeCloseTo(payout / stake, 12);
      expect(row.promised).toBeCloseTo(promise.mean, 12);
      const sd = Math.sqrt(n * promise.price ** 2 * promise.variance) / stake; // = sigma / sqrt(n)
      expect(row.low).toBeCloseTo(promise.mean - RTP_Z_99 * sd, 12);
      expect(row.high).toBeCloseTo(promise.mean + RTP_Z_99 * sd, 12);
      expect(row.within).toBe(row.realised >= row.low && row.realised <= row.high);
    }
    // another day's table is empty
    expect((await t.call('GET', '/api/transparency/rtp?day=2026-11-27')).body.data.daily).toEqual([]);
    expect((await t.call('GET', '/api/transparency/rtp?day=yesterday')).status).toBe(400);
  });

  it('a Mad Miner round counts with its 1 - edge promise (spread observed)', async () => {
    const p = await t.register();
    await t.fund(p.uid, 10_000);
    const round = (await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 2, mines: 3 } })).body.data;
    const [row] = await db()
      .select({ r: gameRounds, pair: seedPairs })
      .from(gameRounds)
      .innerJoin(seedPairs, eq(seedPairs.id, gameRounds.seedPairId))
      .where(eq(gameRounds.id, round.id));
    const mines = minesOf(row!.pair.serverSeed, row!.pair.clientSeed!, row!.r.nonce, 3).tiles;
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !mines.includes(i))!;
    expect((await t.call('POST', `/api/mines/${round.id}/reveal`, { auth: p.auth, body: { tile: safe } })).status).toBe(200);
    const out = (await t.call('POST', `/api/mines/${round.id}/cashout`, { auth: p.auth })).body.data;
    await drain();
    const mine = (await t.call('GET', '/api/transparency/rtp')).body.data.allTime.find(
      (r: any) => r.kind === 'game' && r.subject === 'mines',
    );
    expect(mine).toMatchObject({ samples: 1, stakeCents: 200, payoutCents: Math.round(out.payout * 100), varianceFrom: 'observed' });
    expect(mine.promised).toBeCloseTo(0.99, 12); // the default 1 % edge recorded on the round
  });

  it('the console flags a box whose openings paid far below its promise', async () => {
    const op = await t.operator(['finance']);
    const promise = await promiseOf(APPLE_BOX);
    const [box] = await db().select().from(boxes).where(eq(boxes.id, APPLE_BOX));
    // 40 openings of 5 that all paid nothing, through the outbox as real openings are
    await db().transaction(async (tx) => {
      for (let i = 0; i < 40; i++)
        await t.s.events.append(tx, 'box.opened', 1, {
          userId: 1,
          boxId: APPLE_BOX,
          times: 5,
          free: false,
          stakeCents: promise.price * 5,
          prizeCents: 0,
          openingIds: [],
          oddsVersion: box!.oddsVersion,
          priceCents: promise.price,
        });
    });
    await drain();
    const flagged = (await t.call('GET', '/api/ops/transparency', { auth: op.authorization })).body.data.flagged;
    const apple = flagged.find((r: any) => r.subject === String(APPLE_BOX));
    expect(apple).toMatchObject({ kind: 'box', samples: 200, realised: 0, within: false });
    expect(apple.low).toBeGreaterThan(0);
    // a box within its range is not flagged
    expect(flagged.some((r: any) => r.within !== false)).toBe(false);
  });
});
