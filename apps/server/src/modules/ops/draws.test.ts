import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '@hapa/domain';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';

/**
 * Draws in the console (docs/how-to/operator-day.md#draws): the lottery's open draw lists its entries and sales with the
 * seed's hash and no seed; once drawn, the seed (matching its hash), the client seed, winners and payouts; the detail
 * names each winner; bingo games list newest first; 404 with a stable key, 400 on a bad kind, roles.
 */
describe.each(DRIVERS)('console draws on %s (medium)', (driver) => {
  let t: TestApp;
  let finance: { authorization: string };
  const clock = heldClock(Date.parse('2026-11-22T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    finance = await t.operator(['finance']);
  }, 300_000);
  afterAll(async () => t?.close());
  const get = (path: string, auth = finance.authorization) => t.call('GET', path, { auth });

  it('a lottery draw before and after it is drawn: entries, sales, seeds revealed only after, winners and payouts', async () => {
    const open = (await t.call('GET', '/api/lottery/home')).body.data.open;
    const players = [await t.register(), await t.register()];
    for (const p of players) {
      await t.fund(p.uid, 10_000);
      const r = await t.call('POST', '/api/lottery/buy', { auth: p.auth, body: { count: 3 } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const before = (await get('/api/ops/draws?kind=lottery')).body.data;
    const row = before.list.find((d: { id: number }) => d.id === open.id);
    expect(row).toMatchObject({
      kind: 'lottery',
      key: open.drawKey,
      status: 'open',
      entries: 6,
      soldCents: 600,
      serverSeed: null,
      winners: 0,
    });
    expect(row.serverSeedHashed).toMatch(/^[0-9a-f]{64}$/);

    clock.set(Date.parse(open.drawAt) + 1_000);
    for (let i = 0; i < 5 && (await t.s.jobs.runDue()) > 0; i++);
    const after = (await get('/api/ops/draws?kind=lottery')).body.data;
    // newest first: the next day's draw opened after this one was drawn
    expect(after.list[0].at > after.list[1].at).toBe(true);
    const drawn = after.list.find((d: { id: number }) => d.id === open.id);
    expect(drawn.status).toBe('drawn');
    expect(sha256Hex(drawn.serverSeed)).toBe(drawn.serverSeedHashed);
    expect(drawn.clientSeed).toMatch(/^[0-9a-f]+$/);
    expect(drawn.winners).toBeGreaterThan(0);
    const detail = (await get(`/api/ops/draws/lottery/${open.id}`)).body.data;
    expect(detail.draw).toEqual(drawn);
    expect(detail.winners).toHaveLength(drawn.winners);
    expect(detail.winners.map((w: { prizeCents: number }) => w.prizeCents).reduce((a: number, b: number) => a + b, 0)).toBe(
      drawn.paidCents,
    );
    for (const w of detail.winners) {
      expect(players.map((p) => p.uid)).toContain(w.uid);
      expect(w.nickname).toBeTruthy();
      expect(w.paid).toBe(true);
    }
    expect(detail.winners[0].prize).toBe('1');
  });

  it('bingo games list newest first; refusals and roles', async () => {
    const bingo = await get('/api/ops/draws?kind=bingo&pageSize=5');
    expect(bingo.status, JSON.stringify(bingo.body)).toBe(200);
    const ids = bingo.body.data.list.map((d: { id: number }) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const d of bingo.body.data.list) if (d.status !== 'ended') expect(d.serverSeed).toBeNull();
    const missing = await get('/api/ops/draws/lottery/99999999');
    expect([missing.status, missing.body.code]).toEqual([404, 'ops.error.draw_not_found']);
    expect((await get('/api/ops/draws?kind=keno')).status).toBe(400);
    expect((await get('/api/ops/draws/keno/1')).status).toBe(400);
    const support = await t.operator(['support']);
    expect((await get('/api/ops/draws', support.authorization)).status).toBe(403);
  });
});
