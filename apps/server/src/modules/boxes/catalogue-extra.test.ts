import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { VOUCHER_KIND } from '@hapa/contracts';
import { checkLedger } from '../wallet/wallet.service.ts';
import { insertVouchers } from '../vouchers/vouchers.repo.ts';

/** Medium tier: /recommend, /item/top/list/v2, recent searches + /item/search/clear, /reopen and /open/{times}. */
describe.each(DRIVERS)('catalogue calls on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const tagsOf = async (id: number) => (await t.call('GET', `/api/item/${id}/detail`)).body.data.tags as string[];

  it("top list: the 20 most opened paid boxes; recommend: best sellers for visitors, boxes like the player's opens and likes", async () => {
    const top = (await t.call('GET', '/api/item/top/list/v2')).body.data;
    expect(top).toHaveLength(20);
    const counts = top.map((b: { openedCount: number }) => b.openedCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect(top.some((b: { id: number }) => b.id === 109)).toBe(false);
    const visitor = (await t.call('GET', '/api/recommend?limit=5')).body.data;
    expect(visitor.map((b: { id: number }) => b.id)).toEqual(top.slice(0, 5).map((b: { id: number }) => b.id));

    const p = await t.register();
    await t.fund(p.uid, 100_000_00);
    // a box from the end of the top list, opened and liked: boxes sharing its tags come first
    const seed = top[top.length - 1];
    expect((await t.call('POST', `/api/item/${seed.id}/open`, { auth: p.auth })).status).toBe(200);
    await t.call('POST', `/api/item/${seed.id}/collect`, { auth: p.auth });
    const mine = (await t.call('GET', '/api/recommend?limit=10', { auth: p.auth })).body.data;
    expect(mine).toHaveLength(10);
    const seedTags = await tagsOf(seed.id);
    expect(mine[0].tags.some((tag: string) => seedTags.includes(tag))).toBe(true);
    expect(mine.map((b: { id: number }) => b.id)).not.toEqual(visitor.concat(top.slice(5, 10)).map((b: { id: number }) => b.id));
    expect(mine.find((b: { id: number }) => b.id === seed.id)?.isLiked).toBe(true);
  });

  it('recent searches: recorded per player, newest first, blank ignored, at most 10, cleared by /item/search/clear', async () => {
    const p = await t.register();
    const q = await t.register();
    expect((await t.call('GET', '/api/item/search/recent', { auth: p.auth })).body.data).toEqual([]);
    for (const k of ['knife', ' gloves ', '   ', 'knife'])
      await t.call('POST', '/api/item/search/recent', { auth: p.auth, body: { keyword: k } });
    expect((await t.call('GET', '/api/item/search/recent', { auth: p.auth })).body.data).toEqual(['knife', 'gloves']);
    expect((await t.call('GET', '/api/item/search/recent', { auth: q.auth })).body.data).toEqual([]);
    expect((await t.call('GET', '/api/item/search/recent')).body.data).toEqual([]);
    for (let i = 0; i < 12; i++) await t.call('POST', '/api/item/search/recent', { auth: q.auth, body: { keyword: `k${i}` } });
    const recent = (await t.call('GET', '/api/item/search/recent', { auth: q.auth })).body.data;
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('k11');
    expect((await t.call('POST', '/api/item/search/recent', { body: { keyword: 'x' } })).status).toBe(401);
    expect((await t.call('POST', '/api/item/search/clear', { auth: p.auth })).body.data).toEqual([]);
    expect((await t.call('GET', '/api/item/search/recent', { auth: p.auth })).body.data).toEqual([]);
    expect((await t.call('GET', '/api/item/search/clear', { auth: q.auth })).body.code).toBe(0);
    expect((await t.call('GET', '/api/item/search/recent', { auth: q.auth })).body.data).toEqual([]);
  });

  it('/open/{times} opens as /item/{id}/open/{times}; /reopen opens the box and count the client names again, idempotent by key', async () => {
    const p = await t.register();
    const reopen = (body: unknown, headers?: Record<string, string>, auth: string | undefined = p.auth) =>
      t.call('POST', '/api/reopen', { auth, body, headers });
    // "again" needs an earlier opening of that box
    expect((await reopen({ boxId: 102, times: 1 })).body.code).toBe('item.error.no_last_open');
    expect((await reopen({ boxId: 102, times: 1 })).status).toBe(409);
    await t.fund(p.uid, 1_000_00);
    const box = (await t.call('GET', '/api/item/102/detail')).body.data;
    const three = await t.call('POST', '/api/open/3', { auth: p.auth, body: { id: 102 } });
    expect(three.body.data.results).toHaveLength(3);
    expect(three.body.data.cost).toBeCloseTo(box.price * 3, 2);
    expect((await t.call('POST', '/api/open/4', { auth: p.auth, body: { id: 102 } })).body.code).toBe('error.invalid_parameter');
    const before = (await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin;
    const key = 'reopen-key-0001';
    const [a, b] = await Promise.all([1, 2].map(() => reopen({ boxId: 102, times: 3 }, { 'idempotency-key': key })));
    expect(a.body.data).toMatchObject({ boxId: 102, times: 3 });
    expect(a.body.data.results.map((r: { openId: number }) => r.openId)).toEqual(
      b.body.data.results.map((r: { openId: number }) => r.openId),
    );
    const after = (await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin;
    expect(Math.round((before - after) * 100)).toBe(Math.round(box.price * 300));
    // the count is the client's, checked like any open; no body, a bad count or a bad id is a 400
    expect((await reopen({ boxId: 102, times: 1 })).body.data).toMatchObject({ boxId: 102, times: 1 });
    for (const bad of [
      undefined,
      {},
      { boxId: 102 },
      { boxId: 102, times: 4 },
      { boxId: 2_147_483_648, times: 1 },
      { boxId: '102', times: 1 },
    ]) {
      const r = await reopen(bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.code).toBe('error.invalid_parameter');
    }
    expect((await reopen({ boxId: 999_999, times: 1 })).status).toBe(409);
    expect((await t.call('POST', '/api/reopen', { body: { boxId: 102, times: 1 } })).status).toBe(401);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('"Open again" after a voucher opening opens the box on screen, not the last paid box (apps/server/src/modules/boxes/README.md /reopen)', async () => {
    const p = await t.register();
    await t.fund(p.uid, 1_000_00);
    const [x, y] = await Promise.all([104, 102].map(async (id) => (await t.call('GET', `/api/item/${id}/detail`)).body.data));
    const coin = async () => (await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin as number;
    // a Free voucher of box X, opened; then a paid 3X opening of box Y (the last PAID opening)
    const [voucher] = await insertVouchers(t.s.dbHandle.db, [
      {
        userId: p.uid,
        kind: VOUCHER_KIND.free,
        boxId: x.id,
        source: 'distribution',
        sourceRef: `reopen-${p.uid}`,
        expiresAt: new Date(Date.now() + 86_400_000),
        createdAt: new Date(),
      },
    ]);
    const byVoucher = await t.call('POST', '/api/voucher/exchange', { auth: p.auth, body: { id: voucher!.id } });
    expect(byVoucher.status).toBe(200);
    expect(byVoucher.body.data.cost).toBe(0);
    expect((await t.call('POST', `/api/item/${y.id}/open/3`, { auth: p.auth })).status).toBe(200);
    // the result panel of X shows X's price for 1: reopen with X opens X once and charges X's price
    const before = await coin();
    const again = await t.call('POST', '/api/reopen', {
      auth: p.auth,
      body: { boxId: x.id, times: 1 },
      headers: { 'idempotency-key': `again-${p.uid}-0001` },
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ boxId: x.id, times: 1 });
    expect(again.body.data.results).toHaveLength(1);
    expect(again.body.data.cost).toBeCloseTo(x.price, 2);
    expect(Math.round((before - (await coin())) * 100)).toBe(Math.round(x.price * 100));
    const boxItems = new Set(x.items.map((i: { id: number }) => i.id));
    expect(boxItems.has(again.body.data.results[0].itemId)).toBe(true);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });
});
