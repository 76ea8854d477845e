import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { createBattle, PENNY_PINCHER } from '../battles/battle-fixtures.ts';

/**
 * The seed lock (docs/product/states.md#seed-lock "Seed lock", docs/product/endpoints.md#fairness /user/seed_info/lock, /unlock, type-specific /2/ /3/, /check): locking
 * pins the active pair and shows in seed info; rotating (changing a seed, which reveals the server seed) clears
 * it; a battle seat consumes the battle (type 2) lock; types are independent; bad types are 400s.
 */
describe.each(DRIVERS)('seed lock on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await t.s.vip.putSetting('battle_min_vip', 0); // the VIP gate of battles is vip.test.ts's subject
  });
  afterAll(async () => t?.close());

  const info = async (auth: string, type: number) => (await t.call('GET', `/api/user/seed_info?type=${type}`, { auth })).body.data;
  const check = async (auth: string, type: number) => (await t.call('GET', `/api/user/seed_info/check?type=${type}`, { auth })).body.data;

  it('lock and unlock per seed type, by body or by path; check shows the pinned pair', async () => {
    const p = await t.register();
    expect((await check(p.auth, 3)).has_lock).toBe(false);
    const locked = await t.call('POST', '/api/user/seed_info/3/lock', { auth: p.auth });
    expect(locked.status).toBe(200);
    expect(locked.body.data.has_lock).toBe(true);
    const c = await check(p.auth, 3);
    expect(c).toMatchObject({
      type: 3,
      has_lock: true,
      server_seed_hashed: locked.body.data.current_server_seed_hashed,
      client_seed: locked.body.data.current_client_seed,
      nonce: 0,
    });
    expect(Date.parse(c.locked_at)).not.toBeNaN();
    // the other types are not locked
    expect((await info(p.auth, 1)).has_lock).toBe(false);
    expect((await info(p.auth, 2)).has_lock).toBe(false);
    // body form for type 1
    expect((await t.call('POST', '/api/user/seed_info/lock', { auth: p.auth, body: { seed_type: 1 } })).body.data.has_lock).toBe(true);
    expect((await info(p.auth, 1)).has_lock).toBe(true);
    expect((await t.call('POST', '/api/user/seed_info/unlock', { auth: p.auth, body: { seed_type: 1 } })).body.data.has_lock).toBe(false);
    expect((await t.call('POST', '/api/user/seed_info/3/unlock', { auth: p.auth })).body.data.has_lock).toBe(false);
    expect((await check(p.auth, 3)).locked_at).toBeNull();
    // unlocking with no lock is a no-op
    expect((await t.call('POST', '/api/user/seed_info/2/unlock', { auth: p.auth })).status).toBe(200);
  });

  it('changing a seed clears the lock (the revealed pair is no longer active)', async () => {
    const p = await t.register();
    await t.call('POST', '/api/user/seed_info/lock', { auth: p.auth, body: { seed_type: 1 } });
    const rotated = await t.call('POST', '/api/user/client_seed/submit', {
      auth: p.auth,
      body: { type: 'client', client_seed: 'fresh-seed', seed_type: 1 },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.seedInfo.has_lock).toBe(false);
    expect((await check(p.auth, 1)).has_lock).toBe(false);
  });

  it('a battle lock lasts one battle: taking a seat consumes it', async () => {
    const p = await t.register();
    await t.fund(p.uid, 10_000);
    await t.call('POST', '/api/user/seed_info/2/lock', { auth: p.auth });
    const pinned = await check(p.auth, 2);
    expect(pinned.has_lock).toBe(true);
    const battle = await createBattle(t, p.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 1 }], type: 'singled' });
    expect(battle.uuid).toBeTruthy();
    const after = await check(p.auth, 2);
    expect(after.has_lock).toBe(false);
    // the seat was drawn with the pinned pair's client seed
    expect(after.client_seed).toBe(pinned.client_seed);
  });

  it('refuses a bad seed type or no session with a 4xx in the envelope', async () => {
    const p = await t.register();
    for (const url of ['/api/user/seed_info/4/lock', '/api/user/seed_info/0/unlock', '/api/user/seed_info/x/lock']) {
      const r = await t.call('POST', url, { auth: p.auth });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('error.invalid_parameter');
    }
    expect((await t.call('POST', '/api/user/seed_info/lock', { auth: p.auth, body: { seed_type: 9 } })).status).toBe(400);
    expect((await t.call('GET', '/api/user/seed_info/check?type=7', { auth: p.auth })).status).toBe(400);
    expect((await t.call('POST', '/api/user/seed_info/3/lock')).status).toBe(401);
  });
});
