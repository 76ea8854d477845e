import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxTicket, itemIndexForTicket, sha256Hex, wagerXp } from '@hapa/domain';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { and, count, eq, sql } from 'drizzle-orm';
import { storeItems } from '../../db/schema/index.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';

describe.each(DRIVERS)('box opening on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('200 concurrent 1X opens with a balance for exactly 100: exactly 100 succeed, balance 0, ledger holds', async () => {
    const p = await t.register();
    const detail = (await t.call('GET', '/api/item/101/detail')).body.data;
    const priceCents = Math.round(detail.price * 100);
    await t.fund(p.uid, priceCents * 100);
    const results = await Promise.all(Array.from({ length: 200 }, () => t.call('POST', '/api/item/101/open', { auth: p.auth })));
    const okCount = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 409 && r.body.code === 'coin.error.not_enough');
    expect(okCount).toBe(100);
    expect(refused).toHaveLength(100);
    expect(refused[0]!.body.msg).toBe('Insufficient balance in your account. Please top-up');
    const info = await t.call('GET', '/api/user/base_info', { auth: p.auth });
    expect(info.body.data.coin).toBe(0);
    const nonces = results
      .filter((r) => r.status === 200)
      .map((r) => r.body.data.results[0].nonce)
      .sort((a: number, b: number) => a - b);
    expect(nonces).toEqual(Array.from({ length: 100 }, (_, i) => i));
    // one store item per opening (the VIP level-up gifts the XP of these opens earned are stored apart: source 'vip_level')
    const fromOpens = await t.s.dbHandle.db
      .select({ n: count() })
      .from(storeItems)
      .where(and(eq(storeItems.userId, p.uid), eq(storeItems.source, 'box')));
    expect(fromOpens[0]!.n).toBe(100);
    const report = await checkLedger(t.s.dbHandle.db);
    expect(report.ok).toBe(true);
    expect(report.totalSum).toBe(0);
  });

  it('3X uses consecutive nonces, each ticket recomputes from the revealed seed and maps to the won item', async () => {
    const p = await t.register();
    await t.fund(p.uid, 100_000);
    const before = (await t.call('GET', '/api/user/seed_info?type=1', { auth: p.auth })).body.data;
    const open = await t.call('POST', '/api/item/102/open/3', { auth: p.auth });
    expect(open.status).toBe(200);
    const results = open.body.data.results;
    expect(results.map((r: any) => r.nonce)).toEqual([before.nonce, before.nonce + 1, before.nonce + 2]);
    expect(results[0].serverSeedHashed).toBe(before.current_server_seed_hashed);
    const rotated = await t.call('POST', '/api/user/client_seed/submit', {
      auth: p.auth,
      body: { client_seed: 'my-new-seed', type: 'client' },
    });
    expect(rotated.status).toBe(200);
    const serverSeed = rotated.body.data.serverSeed;
    expect(sha256Hex(serverSeed)).toBe(before.current_server_seed_hashed);
    expect(rotated.body.data.seedInfo.current_client_seed).toBe('my-new-seed');
    expect(rotated.body.data.seedInfo.current_server_seed_hashed).toBe(before.next_server_seed_hashed);
    expect(rotated.body.data.seedInfo.nonce).toBe(0);
    for (const r of results) {
      const v = (await t.call('POST', `/api/user/open/${r.openId}/verify_v2`, { auth: p.auth })).body.data;
      expect(v.serverSeed).toBe(serverSeed);
      const ticket = boxTicket(serverSeed, v.clientSeed, v.nonce);
      expect(ticket).toBe(r.ticket);
      const idx = itemIndexForTicket(
        v.items.map((i: any) => ({ from: i.ticketFrom, to: i.ticketTo })),
        ticket,
      );
      expect(v.items[idx].id).toBe(r.itemId);
    }
  });

  it('a repeated Idempotency-Key returns the first result and charges once', async () => {
    const p = await t.register();
    await t.fund(p.uid, 100_000);
    const headers = { 'idempotency-key': 'open-once-12345' };
    const [a, b] = await Promise.all([
      t.call('POST', '/api/item/101/open', { auth: p.auth, headers }),
      t.call('POST', '/api/item/101/open', { auth: p.auth, headers }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.data.results[0].openId).toBe(a.body.data.results[0].openId);
    const info = (await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data;
    expect(info.coin).toBeCloseTo(1000 - a.body.data.cost, 2);
  });

  it('a repeated key replays a 3X open in nonce order even once the balance is short, and uses no nonce', async () => {
    const p = await t.register();
    const price = Math.round((await t.call('GET', '/api/item/101/detail')).body.data.price * 100);
    await t.fund(p.uid, price * 3);
    const headers = { 'idempotency-key': 'open-3x-replay-1' };
    const first = await t.call('POST', '/api/item/101/open/3', { auth: p.auth, headers });
    expect(first.status).toBe(200);
    expect(first.body.data.balance).toBe(0);
    const nonceAfter = (await t.call('GET', '/api/user/seed_info?type=1', { auth: p.auth })).body.data.nonce;
    const again = await t.call('POST', '/api/item/101/open/3', { auth: p.auth, headers });
    expect(again.status).toBe(200);
    expect(again.body.data.results).toEqual(first.body.data.results);
    expect((await t.call('GET', '/api/user/seed_info?type=1', { auth: p.auth })).body.data.nonce).toBe(nonceAfter);
    const broke = await t.call('POST', '/api/item/101/open', { auth: p.auth, headers: { 'idempotency-key': 'open-3x-replay-2' } });
    expect(broke.status).toBe(409);
    expect(broke.body.code).toBe('coin.error.not_enough');
    expect((await t.call('GET', '/api/user/seed_info?type=1', { auth: p.auth })).body.data.nonce).toBe(nonceAfter);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('the box.opened event names the openings the player got', async () => {
    const p = await t.register();
    await t.fund(p.uid, 100_000);
    const open = await t.call('POST', '/api/item/102/open/3', { auth: p.auth });
    expect(open.status).toBe(200);
    const openIds = open.body.data.results.map((r: { openId: number }) => r.openId);
    const events = rowsOf<{ payload: { openingIds: number[]; stakeCents: number } }>(
      await t.s.dbHandle.db.execute(sql`select payload from domain_events where type = 'box.opened' and user_id = ${p.uid}`),
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.payload.openingIds).toEqual(openIds);
    expect(events[0]!.payload.stakeCents).toBe(Math.round(open.body.data.cost * 100));
    const stored = rowsOf<{ id: number | string; store: number | string }>(
      await t.s.dbHandle.db.execute(
        sql`select o.id, s.id as store from openings o join store_items s on s.opening_id = o.id where o.user_id = ${p.uid} order by o.nonce`,
      ),
    );
    expect(stored.map((r) => Number(r.id))).toEqual(openIds);
    expect(stored.map((r) => Number(r.store))).toEqual(open.body.data.results.map((r: { storeItemId: number }) => r.storeItemId));
  });

  it('an open refused or repeated leaves no XP, nonce or event behind: the XP of a stake is counted once', async () => {
    const p = await t.register();
    const price = Math.round((await t.call('GET', '/api/item/102/detail')).body.data.price * 100);
    expect(wagerXp(price)).toBeGreaterThan(0);
    const xp = async () =>
      Number(rowsOf<{ xp: number }>(await t.s.dbHandle.db.execute(sql`select xp from users where id = ${p.uid}`))[0]!.xp);
    const opened = async () =>
      Number(
        rowsOf<{ n: number }>(
          await t.s.dbHandle.db.execute(sql`select count(*)::int as n from domain_events where type = 'box.opened' and user_id = ${p.uid}`),
        )[0]!.n,
      );
    const xp0 = await xp();
    expect((await t.call('POST', '/api/item/102/open', { auth: p.auth })).body.code).toBe('coin.error.not_enough');
    expect(await xp()).toBe(xp0);
    expect(await opened()).toBe(0);
    // enough for both: the repeat is stopped by its key at the posting (rolling back its XP and nonces), not the balance
    await t.fund(p.uid, price * 2);
    const headers = { 'idempotency-key': 'open-xp-once-1' };
    const [a, b] = await Promise.all([
      t.call('POST', '/api/item/102/open', { auth: p.auth, headers }),
      t.call('POST', '/api/item/102/open', { auth: p.auth, headers }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data.results).toEqual(a.body.data.results);
    expect(await xp()).toBe(xp0 + wagerXp(price));
    expect(await opened()).toBe(1);
    expect((await t.call('GET', '/api/user/seed_info?type=1', { auth: p.auth })).body.data.nonce).toBe(1);
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin).toBeCloseTo(price / 100, 2);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('refuses bad times, unknown boxes, the free box and anonymous callers with stable keys', async () => {
    const p = await t.register();
    await t.fund(p.uid, 10_000);
    expect((await t.call('POST', '/api/item/101/open/2', { auth: p.auth })).body.code).toBe('error.invalid_parameter');
    expect((await t.call('POST', '/api/item/99999/open', { auth: p.auth })).status).toBe(404);
    expect((await t.call('POST', '/api/item/109/open/3', { auth: p.auth })).body.code).toBe('item.error.free_box');
    const anon = await t.call('POST', '/api/item/101/open');
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe('user.error.unauthorized');
    expect((await t.call('POST', '/api/item/101/open', { auth: `Bearer ${p.uid}:${'0'.repeat(64)}:web` })).body.code).toBe(
      'user.error.login_expired',
    );
  });

  it('the free box opens once per 24 h without charging, raced or not', async () => {
    const p = await t.register();
    const before = (await t.call('GET', '/api/free/info', { auth: p.auth })).body.data;
    expect(before).toEqual({ boxId: 109, nextClaimAt: null });
    const races = await Promise.all(Array.from({ length: 5 }, () => t.call('POST', '/api/free/mystery/claim', { auth: p.auth })));
    expect(races.filter((r) => r.status === 200)).toHaveLength(1);
    expect(races.filter((r) => r.body.code === 'free.error.opened')).toHaveLength(4);
    expect((await t.call('POST', '/api/item/109/open', { auth: p.auth })).body.code).toBe('free.error.opened');
    const after = (await t.call('GET', '/api/free/info', { auth: p.auth })).body.data;
    expect(Date.parse(after.nextClaimAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin).toBe(0);
    const store = (await t.call('GET', '/api/user/store/list', { auth: p.auth })).body.data;
    expect(store.list).toHaveLength(1);
    expect(store.list[0].source).toBe('free');
  });

  it('publishes live drops after commit and lists them newest first', async () => {
    const p = await t.register();
    await t.fund(p.uid, 10_000);
    const open = await t.call('POST', '/api/item/101/open', { auth: p.auth });
    await new Promise((r) => setTimeout(r, 100));
    const pushed = t.sent.find(
      (e) => e.event === 'live:drop' && (e.args[0] as any[]).some((d) => d.id === open.body.data.results[0].openId),
    );
    expect(pushed).toBeTruthy();
    const drops = (await t.call('GET', '/api/item/livedrops')).body.data;
    expect(drops[0].id).toBeGreaterThanOrEqual(open.body.data.results[0].openId);
    expect(drops.length).toBeLessThanOrEqual(30);
  });
});
