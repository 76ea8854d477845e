import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, sessions } from '../../db/schema/index.ts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { hashToken, parseAuthorization, SESSION_CACHE_MS, SESSION_TOUCH_MS, type RevokedSession } from '../auth/auth.service.ts';

const UA = `Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) ${'x'.repeat(400)}`;
const DEVICE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/**
 * Sessions with device and address, last-used throttling, and ending one session from the console or the account page
 * (docs/security.md#sessions-and-devices).
 */
describe.each(DRIVERS)('player sessions and devices (%s)', (driver) => {
  let t: TestApp;
  let skew = 0;
  let admin: { authorization: string; userId: number };
  let support: { authorization: string; userId: number };
  let finance: { authorization: string; userId: number };
  const revoked: RevokedSession[] = [];
  const db = () => t.s.dbHandle.db;
  /** Moves the test clock past the session cache so the next request reads the session row again. */
  const advance = (ms: number) => {
    skew += ms;
  };
  /** Rows whose last_used_at moved, and UPDATE statements run on `sessions` (a statement that changes no row counts too). */
  const counter = async (table: 'session_touches' | 'session_updates') =>
    Number(((await db().execute(sql.raw(`select n from ${table}`))) as unknown as { rows: { n: number | string }[] }).rows[0]!.n);
  const touches = () => counter('session_touches');
  const statements = () => counter('session_updates');
  const rowOf = async (auth: string) =>
    (
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(parseAuthorization(auth)!.token)))
    )[0]!;
  const login = async (email: string, headers: Record<string, string> = {}) => {
    const r = await t.call('POST', '/api/user/login/email/login', { body: { email, password: 'secret123' }, headers });
    expect(r.status).toBe(200);
    return r.body.data.authorization as string;
  };

  beforeAll(async () => {
    t = await createTestApp(driver, { TRUST_PROXY: '127.0.0.1' }, { clock: { now: () => new Date(Date.now() + skew) } });
    admin = await t.operator(['admin']);
    support = await t.operator(['support']);
    finance = await t.operator(['finance']);
    t.s.auth.onRevoke((s) => revoked.push(s));
    // counts every row update that moves last_used_at: the throttle's writes, exactly
    await db().execute(sql`create table session_touches (n int not null)`);
    await db().execute(sql`insert into session_touches values (0)`);
    await db().execute(sql`create function count_session_touch() returns trigger language plpgsql as $$
      begin
        if new.last_used_at is distinct from old.last_used_at then update session_touches set n = n + 1; end if;
        return new;
      end $$`);
    await db().execute(sql`create trigger session_touch after update on sessions for each row execute function count_session_touch()`);
    await db().execute(sql`create table session_updates (n int not null)`);
    await db().execute(sql`insert into session_updates values (0)`);
    await db().execute(sql`create function count_session_update() returns trigger language plpgsql as $$
      begin update session_updates set n = n + 1; return null; end $$`);
    await db().execute(
      sql`create trigger session_update after update on sessions for each statement execute function count_session_update()`,
    );
  });
  afterAll(async () => t?.close());

  it('a sign-in records created and last-used times, the forwarded address, the cut User-Agent, channel and device id', async () => {
    const p = await t.register();
    const auth = await login(p.email, {
      'user-agent': UA,
      'x-forwarded-for': '203.0.113.7',
      'x-device-id': DEVICE,
      'x-channel-type': 'android',
    });
    const row = await rowOf(auth);
    expect(row).toMatchObject({ ip: '203.0.113.7', deviceId: DEVICE, channelType: 'android', revokedAt: null });
    expect(row.userAgent).toBe(UA.slice(0, 300));
    expect(row.lastUsedAt.getTime()).toBe(row.createdAt.getTime());
    expect(Math.abs(row.createdAt.getTime() - (Date.now() + skew))).toBeLessThan(5_000);
    // a malformed device id is not stored; no User-Agent is null, not ''
    const other = await login(p.email, { 'x-device-id': 'bad id!', 'user-agent': '' });
    expect(await rowOf(other)).toMatchObject({ deviceId: null, userAgent: null, ip: '127.0.0.1' });
    // the player sees their own devices with the whole address and when each was last used
    const mine = await t.call('GET', '/api/user/sessions', { auth });
    expect(mine.status).toBe(200);
    const listed = mine.body.data.find((s: { current: boolean }) => s.current);
    expect(listed).toMatchObject({ ip: '203.0.113.7', userAgent: UA.slice(0, 300), channelType: 'android' });
    expect(listed.lastUsedAt).toBe(row.lastUsedAt.toISOString());
    expect(mine.body.data).toHaveLength(3); // the sign-up's session, and the two logins
  });

  it('last used moves at most once per 5 minutes, never per request', async () => {
    const p = await t.register();
    const opened = await rowOf(p.auth);
    const before = await touches();
    const stmtsBefore = await statements();
    // 30 requests over 4 minutes, most of them past the 10 s cache: no statement is even sent
    for (let i = 0; i < 30; i++) {
      if (i % 3 === 0) advance(SESSION_CACHE_MS + 1);
      expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).status).toBe(200);
    }
    expect(skew).toBeLessThan(SESSION_TOUCH_MS);
    expect(await touches()).toBe(before);
    expect(await statements()).toBe(stmtsBefore);
    expect((await rowOf(p.auth)).lastUsedAt.getTime()).toBe(opened.lastUsedAt.getTime());
    // past 5 minutes since it opened: the next read writes once, and the following requests do not
    advance(SESSION_TOUCH_MS);
    for (let i = 0; i < 10; i++) {
      advance(SESSION_CACHE_MS + 1);
      expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).status).toBe(200);
    }
    expect(await touches()).toBe(before + 1);
    expect(await statements()).toBe(stmtsBefore + 1);
    const moved = (await rowOf(p.auth)).lastUsedAt.getTime();
    expect(moved).toBeGreaterThan(opened.lastUsedAt.getTime() + SESSION_TOUCH_MS);
    // 40 fresh reads at once (socket logins on several instances) of a stale session write once
    advance(SESSION_TOUCH_MS);
    const users = await Promise.all(Array.from({ length: 40 }, () => t.s.auth.authenticate(p.auth, { fresh: true })));
    expect(users.every((u) => u?.id === p.uid)).toBe(true);
    expect(await touches()).toBe(before + 2);
  });

  it('the console lists live and recently ended sessions newest first, paged; address and device whole for admin and support only', async () => {
    const p = await t.register();
    const a = await login(p.email, { 'x-forwarded-for': '198.51.100.23', 'x-device-id': DEVICE, 'user-agent': 'Firefox/125' });
    const b = await login(p.email, { 'x-forwarded-for': '2001:db8:85a3::8a2e:370:7334' });
    // an ended one of 40 days ago is left out; one ended yesterday is listed
    const old = await login(p.email);
    const now = Date.now() + skew;
    await db()
      .update(sessions)
      .set({ revokedAt: new Date(now - 40 * 86_400_000) })
      .where(eq(sessions.tokenHash, hashToken(parseAuthorization(old)!.token)));
    await db()
      .update(sessions)
      .set({ revokedAt: new Date(now - 86_400_000) })
      .where(eq(sessions.tokenHash, hashToken(parseAuthorization(p.auth)!.token)));
    const full = await t.call('GET', `/api/ops/players/${p.uid}/sessions`, { auth: support.authorization });
    expect(full.status).toBe(200);
    expect(full.body.data.total).toBe(3);
    const ids = full.body.data.list.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const [rowB, rowA, rowFirst] = full.body.data.list;
    expect(rowB).toMatchObject({ ip: '2001:db8:85a3::8a2e:370:7334', live: true, revokedAt: null, deviceId: null });
    expect(rowA).toMatchObject({ ip: '198.51.100.23', deviceId: DEVICE, userAgent: 'Firefox/125', live: true });
    expect(rowA.lastUsedAt).toBe((await rowOf(a)).lastUsedAt.toISOString());
    expect(rowFirst).toMatchObject({ live: false });
    expect(rowFirst.revokedAt).not.toBeNull();
    expect((await t.call('GET', `/api/ops/players/${p.uid}/sessions`, { auth: admin.authorization })).body.data.list[1].ip).toBe(
      '198.51.100.23',
    );
    const masked = await t.call('GET', `/api/ops/players/${p.uid}/sessions`, { auth: finance.authorization });
    expect(masked.status).toBe(200);
    expect(masked.body.data.list.slice(0, 2)).toMatchObject([
      { ip: '2001:db8:*', deviceId: null },
      { ip: '198.51.100.*', deviceId: 'a1b2…', userAgent: 'Firefox/125' },
    ]);
    const page2 = await t.call('GET', `/api/ops/players/${p.uid}/sessions?page=2&pageSize=2`, { auth: support.authorization });
    expect(page2.body.data).toMatchObject({ total: 3, list: [{ id: rowFirst.id }] });
    expect((await t.call('GET', '/api/ops/players/2000000000/sessions', { auth: support.authorization })).status).toBe(404);
    expect(b).toBeTruthy();
  });

  it('ending one session from the console ends that session only, cuts its socket and writes one audit row', async () => {
    const p = await t.register();
    const keep = p.auth;
    const end = await login(p.email);
    const endId = (await rowOf(end)).id;
    revoked.length = 0;
    const r = await t.call('POST', `/api/ops/players/${p.uid}/sessions/${endId}/revoke`, { auth: support.authorization });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ revoked: 1 });
    expect(revoked).toEqual([{ userId: p.uid, tokenHash: hashToken(parseAuthorization(end)!.token) }]);
    expect((await t.call('GET', '/api/user/base_info', { auth: end })).status).toBe(401);
    expect((await t.call('GET', '/api/user/base_info', { auth: keep })).status).toBe(200);
    const audit = await db()
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'player.revoke_session'), eq(opsAudit.targetId, String(p.uid))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorId: support.userId, targetType: 'user', after: { sessionId: endId, revoked: 1 } });
    // again: already ended, nothing to do, still audited
    const again = await t.call('POST', `/api/ops/players/${p.uid}/sessions/${endId}/revoke`, { auth: support.authorization });
    expect(again.body.data).toEqual({ revoked: 0 });
    const listed = await t.call('GET', `/api/ops/players/${p.uid}/sessions`, { auth: support.authorization });
    expect(listed.body.data.list.find((s: { id: number }) => s.id === endId)).toMatchObject({ live: false });
  });

  it('another player’s session id is 404, roles are checked, an operator’s session only an admin ends', async () => {
    const p = await t.register();
    const q = await t.register();
    const qId = (await rowOf(q.auth)).id;
    const pId = (await rowOf(p.auth)).id;
    const cross = await t.call('POST', `/api/ops/players/${p.uid}/sessions/${qId}/revoke`, { auth: support.authorization });
    expect(cross.status).toBe(404);
    expect(cross.body.code).toBe('user.error.session_not_found');
    expect((await t.call('GET', '/api/user/base_info', { auth: q.auth })).status).toBe(200);
    const noPlayer = await t.call('POST', `/api/ops/players/2000000000/sessions/${pId}/revoke`, { auth: support.authorization });
    expect(noPlayer.status).toBe(404);
    const byFinance = await t.call('POST', `/api/ops/players/${p.uid}/sessions/${pId}/revoke`, { auth: finance.authorization });
    expect(byFinance.status).toBe(403);
    const badId = await t.call('POST', `/api/ops/players/${p.uid}/sessions/0x1/revoke`, { auth: support.authorization });
    expect(badId.status).toBe(400);
    expect((await t.call('POST', `/api/ops/players/${p.uid}/sessions/${pId}/revoke`)).status).toBe(401);
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).status).toBe(200);
    // an operator's own sessions: support may not, an admin may
    const op = await t.operator(['finance']);
    const opId = (await rowOf(op.authorization)).id;
    const bySupport = await t.call('POST', `/api/ops/players/${op.userId}/sessions/${opId}/revoke`, { auth: support.authorization });
    expect(bySupport.status).toBe(403);
    const byAdmin = await t.call('POST', `/api/ops/players/${op.userId}/sessions/${opId}/revoke`, { auth: admin.authorization });
    expect(byAdmin.body.data).toEqual({ revoked: 1 });
    expect((await t.call('GET', '/api/ops/me', { auth: op.authorization })).status).toBe(401);
  });

  it('the player ends one of their own devices; another player’s session id is 404', async () => {
    const p = await t.register();
    const phone = await login(p.email, { 'x-forwarded-for': '192.0.2.50' });
    const phoneId = (await rowOf(phone)).id;
    const q = await t.register();
    const cross = await t.call('POST', `/api/user/sessions/${phoneId}/revoke`, { auth: q.auth });
    expect(cross.status).toBe(404);
    revoked.length = 0;
    expect((await t.call('POST', `/api/user/sessions/${phoneId}/revoke`, { auth: p.auth })).status).toBe(200);
    expect(revoked.map((r) => r.userId)).toEqual([p.uid]);
    expect((await t.call('GET', '/api/user/base_info', { auth: phone })).status).toBe(401);
    const left = await t.call('GET', '/api/user/sessions', { auth: p.auth });
    expect(left.body.data.map((s: { id: number }) => s.id)).not.toContain(phoneId);
  });

  it('the new routes are in the API document with their schemas (so the schema-driven fuzz walks them)', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
    const revoke = doc.paths['/api/ops/players/{id}/sessions/{sessionId}/revoke']?.post;
    expect(revoke).toBeDefined();
    expect(revoke!.parameters!.filter((x) => x.in === 'path').map((x) => x.name)).toEqual(['id', 'sessionId']);
    expect(JSON.stringify(doc.paths['/api/ops/players/{id}/sessions']?.get)).toContain('lastUsedAt');
    expect(JSON.stringify(doc.paths['/api/user/sessions']?.get)).toContain('lastUsedAt');
  });
});
