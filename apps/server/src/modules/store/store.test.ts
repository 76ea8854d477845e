import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';

describe.each(DRIVERS)('store recovery on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('recovery raced twice pays once; the item is recovered once only', async () => {
    const p = await t.register();
    await t.fund(p.uid, 10_000);
    const open = (await t.call('POST', '/api/item/101/open', { auth: p.auth })).body.data;
    const balanceAfterOpen = open.balance;
    const id = open.results[0].storeItemId;
    const races = await Promise.all(
      Array.from({ length: 10 }, () => t.call('POST', '/api/user/store/recovery', { auth: p.auth, body: { ids: [id] } })),
    );
    const wins = races.filter((r) => r.status === 200);
    expect(wins).toHaveLength(1);
    expect(races.filter((r) => r.body.code === 'store.error.not_stored')).toHaveLength(9);
    const info = (await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data;
    expect(info.coin).toBeCloseTo(balanceAfterOpen + open.results[0].itemPrice, 2);
    const list = (await t.call('GET', '/api/user/store/list', { auth: p.auth })).body.data;
    expect(list.list.find((i: any) => i.id === id).status).toBe('recovered');
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it("cannot recover another player's prize", async () => {
    const a = await t.register();
    const b = await t.register();
    await t.fund(a.uid, 10_000);
    const id = (await t.call('POST', '/api/item/101/open', { auth: a.auth })).body.data.results[0].storeItemId;
    const r = await t.call('POST', '/api/user/store/recovery', { auth: b.auth, body: { ids: [id] } });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('store.error.not_found');
  });
});
