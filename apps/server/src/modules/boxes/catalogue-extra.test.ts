import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';

/** Medium tier: /recommend, /item/top/list/v2, recent searches + /item/search/clear, /reopen and /open/{times}. */
describe.each(DRIVERS)('catalogue calls on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const tagsOf = async (id: number) => (await t.call('GET', `/api/item/${id}/detail`)).body.data.tags as string[];

  it('top list: the 20 most opened paid boxes; recommend: best sellers for visitors, boxes like the player\'s opens and likes', async () => {
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
    for (const k of ['knife', ' gloves ', '   ', 'knife']) await t.call('POST', '/api/item/search/recent', { auth: p.auth, body: { keyword: k } });
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

  it('/open/{times} opens as /item/{id}/open/{times}; /reopen opens the last box again with the same count, idempotent by key', async () => {
    const p = await t.register();
    expect((await t.call('POST', '/api/reopen', { auth: p.auth })).body.code).toBe('item.error.no_last_open');
    await t.fund(p.uid, 1_000_00);
    const box = (await t.call('GET', '/api/item/102/detail')).body.data;
    const three = await t.call('POST', '/api/open/3', { auth: p.auth, body: { id: 102 } });
    expect(three.body.data.results).toHaveLength(3);
    expect(three.body.data.cost).toBeCloseTo(box.price * 3, 2);
    expect((await t.call('POST', '/api/open/4', { auth: p.auth, body: { id: 102 } })).body.code).toBe('error.invalid_parameter');
    const before = (await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin;
    const key = 'reopen-key-0001';
    const [a, b] = await Promise.all([1, 2].map(() => t.call('POST', '/api/reopen', { auth: p.auth, headers: { 'idempotency-key': key } })));
    expect(a.body.data).toMatchObject({ boxId: 102, times: 3 });
    expect(a.body.data.results.map((r: { openId: number }) => r.openId)).toEqual(b.body.data.results.map((r: { openId: number }) => r.openId));
    const after = (await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin;
    expect(Math.round((before - after) * 100)).toBe(Math.round(box.price * 300));
    // the last opening is now the reopen: 3 again; then a single open makes it 1
    await t.call('POST', '/api/item/105/open', { auth: p.auth });
    expect((await t.call('POST', '/api/reopen', { auth: p.auth })).body.data).toMatchObject({ boxId: 105, times: 1 });
    expect((await t.call('POST', '/api/reopen')).status).toBe(401);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });
});
