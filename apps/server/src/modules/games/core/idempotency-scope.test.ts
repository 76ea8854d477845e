import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { TreasureHome } from '@hapa/contracts';
import { createTestApp, DRIVERS, type TestApp } from '../../../test/harness.ts';
import { gameRounds } from '../../../db/schema/index.ts';

/**
 * An Idempotency-Key is scoped by player and route (docs/security.md#requests-and-sessions): the same key on the
 * same game's route answers the first round; on another game or another route of the game it is 422
 * `error.idempotency_reuse` (it used to answer the other game's round, or a 500 shaping it as this game's), and
 * nothing moves; another player's identical key is a key of their own.
 */
describe.each(DRIVERS)('Idempotency-Key scope across games and routes on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const coins = async (auth: string) => (await t.call('GET', '/api/user/base_info', { auth })).body.data.coin as number;
  const rounds = async (uid: number) =>
    Number((await t.s.dbHandle.db.select({ n: count() }).from(gameRounds).where(eq(gameRounds.userId, uid)))[0]!.n);
  const REUSE = { code: 'error.idempotency_reuse', msg: 'This Idempotency-Key was already used for a different request' };

  it('a key of a flip deal on mines, upgrade or treasure is 422 error.idempotency_reuse; on flip again the first deal', async () => {
    const p = await t.register();
    await t.fund(p.uid, 100_000);
    const headers = { 'idempotency-key': 'one-key-two-games-1' };
    const deal = await t.call('POST', '/api/flip/deal', { auth: p.auth, headers });
    expect(deal.status, JSON.stringify(deal.body)).toBe(200);
    const before = await coins(p.auth);
    const treasureId = TreasureHome.parse((await t.call('GET', '/api/treasureHunter/home')).body.data).treasures.find((x) => !x.locked)!.id;
    for (const [url, body] of [
      ['/api/mines/bet', { amount: 1, mines: 3 }],
      ['/api/upgrade/bet', { amount: 1, targetItemId: 1422 }],
      ['/api/treasureHunter/pay', { treasureId, mapNumber: 1 }],
      ['/api/treasureHunter/fast/open', { treasureId, mapNumber: 1 }],
      ['/api/pirate/bet', { amount: 1 }],
      ['/api/fancy/pack/open', { packId: 2, payWith: 'coins' }],
    ] as const) {
      const r = await t.call('POST', url, { auth: p.auth, headers, body });
      expect(r.status, `${url} ${JSON.stringify(r.body)}`).toBe(422);
      expect(r.body, url).toEqual(REUSE);
    }
    expect(await coins(p.auth)).toBe(before);
    expect(await rounds(p.uid)).toBe(1);
    const again = await t.call('POST', '/api/flip/deal', { auth: p.auth, headers });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(deal.body.data.id);
  });

  it('treasure normal and fast play are two routes: a key answers its own route only', async () => {
    const p = await t.register();
    await t.fund(p.uid, 100_000);
    const treasureId = TreasureHome.parse((await t.call('GET', '/api/treasureHunter/home')).body.data).treasures.find((x) => !x.locked)!.id;
    const headers = { 'idempotency-key': 'treasure-route-key-1' };
    const fast = await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, headers, body: { treasureId, mapNumber: 2 } });
    expect(fast.status, JSON.stringify(fast.body)).toBe(200);
    const before = await coins(p.auth);
    const normal = await t.call('POST', '/api/treasureHunter/pay', { auth: p.auth, headers, body: { treasureId, mapNumber: 2 } });
    expect(normal.body).toEqual(REUSE);
    expect(await coins(p.auth)).toBe(before);
    const repeat = await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, headers, body: { treasureId, mapNumber: 2 } });
    expect(repeat.body.data.id).toBe(fast.body.data.id);
  });

  it("another player's identical key is their own: scoped by player", async () => {
    const a = await t.register();
    const b = await t.register();
    await t.fund(a.uid, 10_000);
    await t.fund(b.uid, 10_000);
    const headers = { 'idempotency-key': 'shared-by-two-players' };
    const ra = await t.call('POST', '/api/mines/bet', { auth: a.auth, headers, body: { amount: 1, mines: 3 } });
    const rb = await t.call('POST', '/api/mines/bet', { auth: b.auth, headers, body: { amount: 1, mines: 3 } });
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(ra.body.data.id).not.toBe(rb.body.data.id);
  });
});
