import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { boxTicket, sha256Hex } from '@hapa/domain';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { journalEntries, openings, storeItems } from '../../db/schema/index.ts';
import { FREE_BOX_ID } from '../../db/seed/catalogue.ts';

/**
 * Demo openings (docs/product/states.md#demo-mode, apps/server/src/modules/boxes/README.md) on a real database: no session, the box's real odds, the server seed
 * revealed with the result so it checks with the box formula, the price never above the demo credits, and nothing
 * written: no journal entry, no opening, no store item.
 */
describe.each(DRIVERS)('demo openings on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());
  const rows = async () => {
    const db = t.s.dbHandle.db;
    const [[e], [o], [s]] = await Promise.all([
      db.select({ n: count() }).from(journalEntries),
      db.select({ n: count() }).from(openings),
      db.select({ n: count() }).from(storeItems),
    ]);
    return [e!.n, o!.n, s!.n];
  };

  it('opens with the real odds, reveals its seed, and never touches the ledger', async () => {
    const before = await rows();
    const box = (await t.call('GET', '/api/item/101/detail')).body.data;
    for (let i = 0; i < 5; i++) {
      const r = await t.call('POST', '/api/simulation/open/101', { body: { credits: 100 } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const { results, serverSeed, cost } = r.body.data;
      expect(cost).toBe(box.price);
      expect(results).toHaveLength(1);
      const res = results[0];
      expect(res).toMatchObject({ clientSeed: 'demo', nonce: 0, storeItemId: 0, serverSeedHashed: sha256Hex(serverSeed) });
      expect(res.ticket).toBe(boxTicket(serverSeed, 'demo', 0));
      const won = box.items.find((it: any) => it.id === res.itemId);
      expect(won, 'the prize is one of the box items').toBeTruthy();
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses a box dearer than the demo credits, the free box, an unknown box and bad credits', async () => {
    const box = (await t.call('GET', '/api/item/101/detail')).body.data;
    const short = await t.call('POST', '/api/simulation/open/101', { body: { credits: (Math.round(box.price * 100) - 1) / 100 } });
    expect(short.status).toBe(409);
    expect(short.body.code).toBe('demo.error.not_enough_credits');
    expect(short.body.msg).toMatch(/demo credits/);
    expect((await t.call('POST', `/api/simulation/open/${FREE_BOX_ID}`, { body: { credits: 100 } })).body.code).toBe('item.error.off_sale');
    expect((await t.call('POST', '/api/simulation/open/999999', { body: { credits: 100 } })).status).toBe(404);
    for (const credits of [-1, 1.005, 'lots', null])
      expect((await t.call('POST', '/api/simulation/open/101', { body: { credits } })).status).toBe(400);
  });
});
