import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { opsAudit, sessions, userIdentities } from '../../db/schema/index.ts';
import { totpCode } from '../../platform/totp.ts';
import * as authRepo from '../auth/auth.repo.ts';

/**
 * Medium: the console's first sign-in (docs/security.md#operator-sign-in). The one-time password opens no player
 * session at all; setting the permanent password ends every other session of the person: their own (player
 * sessions included) and those of their linked player accounts.
 */
describe.each(DRIVERS)('operator first sign-in (%s)', (driver) => {
  let t: TestApp;
  let admin: { authorization: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await t.operator(['admin']);
  });
  afterAll(async () => t?.close());

  const playerLogin = (email: string, password: string) => t.call('POST', '/api/user/login/email/login', { body: { email, password } });
  const alive = async (authorization: string) => (await t.call('GET', '/api/user/base_info', { auth: authorization })).status === 200;
  /** Console sign-in with the one-time password, enrolling TOTP and choosing `newPassword`. */
  const firstSignIn = async (email: string, oneTime: string, newPassword: string) => {
    const login = await t.call('POST', '/api/ops/auth/login', { body: { email, password: oneTime } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const code = await totpCode(login.body.data.enrolment.secret);
    return t.call('POST', '/api/ops/auth/totp', { body: { challenge: login.body.data.challenge, code, newPassword } });
  };

  it('the one-time password of a new operator opens no player session (403 ops.error.one_time_password)', async () => {
    const email = `ops-new-${randomUUID().slice(0, 8)}@example.com`;
    const created = await t.call('POST', '/api/ops/operators', { auth: admin.authorization, body: { email, roles: ['support'] } });
    const oneTime = created.body.data.oneTimePassword as string;
    const r = await playerLogin(email, oneTime);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('ops.error.one_time_password');
    const uid = created.body.data.operator.userId as number;
    expect(await t.s.dbHandle.db.select().from(sessions).where(eq(sessions.userId, uid))).toHaveLength(0);
    // after the first sign-in the permanent password is an ordinary password
    expect((await firstSignIn(email, oneTime, 'support-pass-77')).status).toBe(200);
    expect((await playerLogin(email, oneTime)).body.code).toBe('user.error.bad_credentials');
    expect((await playerLogin(email, 'support-pass-77')).status).toBe(200);
  });

  it('the permanent password ends every other session of the person, player sessions and linked accounts included', async () => {
    const person = await t.register();
    const linked = await t.register();
    await t.s.dbHandle.db
      .insert(userIdentities)
      .values({ provider: 'google', subject: `sub-${randomUUID()}`, userId: linked.uid, email: person.email });
    const bystander = await t.register();
    const made = await t.s.ops.createAdmin(person.email);
    expect(made.created).toBe(false);
    expect(await alive(person.auth)).toBe(false); // issuing the one-time password ended the old sessions already
    // a player session opened meanwhile without the password (as a social sign-in does)
    const user = (await authRepo.findUserById(t.s.dbHandle.db, person.uid))!;
    const meanwhile = await t.s.auth.signInVerified(user, 'web', false);
    expect(await alive(meanwhile.authorization)).toBe(true);
    expect(await alive(linked.auth)).toBe(true);
    expect((await playerLogin(person.email, made.oneTimePassword)).body.code).toBe('ops.error.one_time_password');

    const done = await firstSignIn(person.email, made.oneTimePassword, 'admin-pass-2026');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await alive(meanwhile.authorization)).toBe(false);
    expect(await alive(linked.auth)).toBe(false);
    expect(await alive(bystander.auth)).toBe(true);
    // the new console session works
    expect((await t.call('GET', '/api/ops/me', { auth: done.body.data.authorization })).status).toBe(200);
    const [audit] = (await t.s.dbHandle.db.select().from(opsAudit).where(eq(opsAudit.action, 'operator.sign_in'))).filter(
      (r) => r.operatorId === person.uid,
    );
    expect(audit!.after).toMatchObject({ passwordChanged: true, sessionsEnded: 2 });
  });
});
