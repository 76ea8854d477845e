import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import type { RevokedSession } from '../auth/auth.service.ts';

describe.each(DRIVERS)('players in the console (%s)', (driver) => {
  let t: TestApp;
  let support: { authorization: string; userId: number };
  const revoked: RevokedSession[] = [];
  beforeAll(async () => {
    t = await createTestApp(driver);
    support = await t.operator(['support']);
    t.s.auth.onRevoke((s) => revoked.push(s));
  });
  afterAll(async () => t?.close());

  it('finds a player by email fragment, uid or nickname', async () => {
    const p = await t.register(`findme-${Date.now()}@example.com`);
    const byEmail = await t.call('GET', `/api/ops/players?q=${encodeURIComponent('FINDME-')}`, { auth: support.authorization });
    expect(byEmail.body.data.map((r: { uid: number }) => r.uid)).toContain(p.uid);
    const byUid = await t.call('GET', `/api/ops/players?q=${p.uid}`, { auth: support.authorization });
    expect(byUid.body.data[0].uid).toBe(p.uid);
    const byNick = await t.call('GET', `/api/ops/players?q=${encodeURIComponent('fin***')}`, { auth: support.authorization });
    expect(byNick.body.data.map((r: { uid: number }) => r.uid)).toContain(p.uid);
    const wildcard = await t.call('GET', `/api/ops/players?q=${encodeURIComponent('%')}`, { auth: support.authorization });
    expect(wildcard.body.data).toEqual([]);
  });

  it('profile with balances, and ledger lines paged with the balance after each', async () => {
    const p = await t.register();
    for (const c of [1_000, 250, 5]) await t.fund(p.uid, c);
    const prof = await t.call('GET', `/api/ops/players/${p.uid}`, { auth: support.authorization });
    expect(prof.body.data).toMatchObject({ uid: p.uid, coinCents: 1_255, disabled: false, liveSessions: 1 });
    const page1 = await t.call('GET', `/api/ops/players/${p.uid}/ledger?pageSize=2`, { auth: support.authorization });
    expect(page1.body.data.total).toBe(3);
    expect(page1.body.data.list.map((l: { amount: number; balanceAfter: number }) => [l.amount, l.balanceAfter])).toEqual([
      [5, 1_255],
      [250, 1_250],
    ]);
    const page2 = await t.call('GET', `/api/ops/players/${p.uid}/ledger?pageSize=2&page=2`, { auth: support.authorization });
    expect(page2.body.data.list.map((l: { balanceAfter: number }) => l.balanceAfter)).toEqual([1_000]);
    const sessions = await t.call('GET', `/api/ops/players/${p.uid}/sessions`, { auth: support.authorization });
    expect(sessions.body.data.total).toBe(1);
    expect((await t.call('GET', '/api/ops/players/2000000000', { auth: support.authorization })).status).toBe(404);
  });

  it('disable: the session stops at once (socket cut too), sign-in shows the disabled text; enable lets them back', async () => {
    const p = await t.register();
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).status).toBe(200);
    revoked.length = 0;
    const off = await t.call('POST', `/api/ops/players/${p.uid}/status`, {
      auth: support.authorization,
      body: { disabled: true, reason: 'chargeback fraud' },
    });
    expect(off.body.data.disabled).toBe(true);
    expect(revoked.map((r) => r.userId)).toContain(p.uid);
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).status).toBe(401);
    const login = await t.call('POST', '/api/user/login/email/login', { body: { email: p.email, password: 'secret123' } });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'user.error.disabled', msg: 'Your account has been disabled' });
    await t.call('POST', `/api/ops/players/${p.uid}/status`, { auth: support.authorization, body: { disabled: false } });
    const back = await t.call('POST', '/api/user/login/email/login', { body: { email: p.email, password: 'secret123' } });
    expect(back.status).toBe(200);
  });

  it('revoke sessions signs the player out everywhere', async () => {
    const p = await t.register();
    await t.s.auth.login(p.email, 'secret123');
    revoked.length = 0;
    const r = await t.call('POST', `/api/ops/players/${p.uid}/revoke_sessions`, { auth: support.authorization });
    expect(r.body.data.revoked).toBe(2);
    expect(revoked.filter((x) => x.userId === p.uid)).toHaveLength(2);
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).status).toBe(401);
  });

  it('support cannot disable an operator account; an admin can', async () => {
    const other = await t.operator(['finance']);
    const r = await t.call('POST', `/api/ops/players/${other.userId}/status`, { auth: support.authorization, body: { disabled: true } });
    expect(r.status).toBe(403);
    const admin = await t.operator(['admin']);
    const ok = await t.call('POST', `/api/ops/players/${other.userId}/status`, { auth: admin.authorization, body: { disabled: true } });
    expect(ok.body.data.disabled).toBe(true);
    expect((await t.call('GET', '/api/ops/me', { auth: other.authorization })).status).toBe(401);
  });
});
