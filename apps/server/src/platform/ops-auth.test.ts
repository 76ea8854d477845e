import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../test/harness.ts';
import { operators } from '../db/schema/index.ts';
import { totpCode } from './totp.ts';

describe.each(DRIVERS)('operator sign-in and guard (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
  });

  it('an operator session that completed TOTP reaches /api/ops/me; a player token is 403; none is 401', async () => {
    const op = await t.operator(['support']);
    const me = await t.call('GET', '/api/ops/me', { auth: op.authorization });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ userId: op.userId, roles: ['support'], totpEnrolled: true });
    expect(JSON.stringify(me.body)).not.toContain(op.secret);
    const player = await t.register();
    const denied = await t.call('GET', '/api/ops/me', { auth: player.auth });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('error.access.forbidden');
    expect((await t.call('GET', '/api/ops/me')).status).toBe(401);
    // a route of another role: support is not admin
    expect((await t.call('GET', '/api/ops/operators', { auth: op.authorization })).status).toBe(403);
  });

  it('the secret is stored encrypted, never in the clear', async () => {
    const op = await t.operator(['finance']);
    const rows = await t.s.dbHandle.db
      .select()
      .from(operators)
      .where(sql`${operators.userId} = ${op.userId}`);
    expect(rows[0]!.totpSecret).toMatch(/^v1:/);
    expect(rows[0]!.totpSecret).not.toContain(op.secret);
  });

  it('a password session of an operator (no TOTP) is refused', async () => {
    const op = await t.operator(['admin']);
    const pw = await t.s.auth.login(op.email, 'secret123');
    const r = await t.call('GET', '/api/ops/me', { auth: pw.authorization });
    expect(r.status).toBe(403);
  });

  it('enrolment: a wrong code is refused, the right one enrols; a used code is not accepted again; the challenge dies after 5 codes', async () => {
    const p = await t.register();
    await t.s.dbHandle.db.insert(operators).values({ userId: p.uid, roles: ['support'] });
    const login = await t.call('POST', '/api/ops/auth/login', { body: { email: p.email, password: 'secret123' } });
    expect(login.status).toBe(200);
    const { challenge, enrolment } = login.body.data;
    expect(enrolment.otpauthUrl).toContain(enrolment.secret);
    expect(enrolment.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const good = await totpCode(enrolment.secret);
    const wrong = good === '000000' ? '111111' : '000000';
    const bad = await t.call('POST', '/api/ops/auth/totp', { body: { challenge, code: wrong } });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('ops.error.totp_invalid');
    expect((await t.s.ops.operator(p.uid))!.totpEnrolled).toBe(false);
    const ok = await t.call('POST', '/api/ops/auth/totp', { body: { challenge, code: good } });
    expect(ok.status).toBe(200);
    expect((await t.s.ops.operator(p.uid))!.totpEnrolled).toBe(true);
    // second sign-in: no enrolment offered; the same code again is a replay
    const again = await t.call('POST', '/api/ops/auth/login', { body: { email: p.email, password: 'secret123' } });
    expect(again.body.data.enrolment).toBeNull();
    const replay = await t.call('POST', '/api/ops/auth/totp', { body: { challenge: again.body.data.challenge, code: good } });
    expect(replay.body.code).toBe('ops.error.totp_invalid');
    for (let i = 0; i < 4; i++) await t.call('POST', '/api/ops/auth/totp', { body: { challenge: again.body.data.challenge, code: wrong } });
    const dead = await t.call('POST', '/api/ops/auth/totp', { body: { challenge: again.body.data.challenge, code: wrong } });
    expect(dead.body.code).toBe('ops.error.challenge_expired');
  });

  it('a player account cannot start a console sign-in', async () => {
    const p = await t.register();
    const r = await t.call('POST', '/api/ops/auth/login', { body: { email: p.email, password: 'secret123' } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('error.access.forbidden');
  });
});
