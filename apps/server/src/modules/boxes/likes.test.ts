import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('box likes / MY LIKE (medium, PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('likes and unlikes boxes; MY_LIKE lists only the player’s likes; visitors see none', async () => {
    const a = await t.register();
    const b = await t.register();
    expect((await t.call('GET', '/api/item/list?category=MY_LIKE', { auth: a.auth })).body.data.total).toBe(0);
    expect((await t.call('POST', '/api/item/102/collect', { auth: a.auth })).body.data).toEqual({ boxId: 102, isLiked: true });
    await t.call('POST', '/api/item/105/collect', { auth: a.auth, body: { like: true } });
    await t.call('POST', '/api/item/102/collect', { auth: a.auth });
    const mine = (await t.call('GET', '/api/item/list?category=MY_LIKE', { auth: a.auth })).body.data;
    expect(mine.list.map((x: any) => x.id).sort()).toEqual([102, 105]);
    expect(mine.list.every((x: any) => x.isLiked)).toBe(true);
    expect((await t.call('GET', '/api/item/102/detail', { auth: a.auth })).body.data.isLiked).toBe(true);
    expect((await t.call('GET', '/api/item/102/detail', { auth: b.auth })).body.data.isLiked).toBe(false);
    expect((await t.call('GET', '/api/item/list?category=MY_LIKE', { auth: b.auth })).body.data.total).toBe(0);
    expect((await t.call('GET', '/api/item/list?category=MY_LIKE')).body.data.total).toBe(0);
    expect((await t.call('POST', '/api/item/105/collect', { auth: a.auth, body: { like: false } })).body.data.isLiked).toBe(false);
    expect((await t.call('GET', '/api/item/collect/list', { auth: a.auth })).body.data.list.map((x: any) => x.id)).toEqual([102]);
    expect((await t.call('POST', '/api/item/99999/collect', { auth: a.auth })).body.code).toBe('item.error.not_found');
    expect((await t.call('POST', '/api/item/102/collect')).status).toBe(401);
  });
});
