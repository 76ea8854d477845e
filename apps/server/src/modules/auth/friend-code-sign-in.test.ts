import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { friendCodeOf } from '../users/friend-code.ts';
import { sessions as userSessions } from '../../db/schema/index.ts';

/**
 * `friendCode` sent with the email sign-up or login (docs/product/endpoints.md#user-and-auth user/auth; docs/spec-notes.md#friend-code-at-sign-in) is
 * honoured exactly as POST /api/user/friendCode/submit (the referral is linked) or refused with that call's keys,
 * never silently ignored: an unknown code refuses the sign-up before any account exists; at login an unknown, own
 * or already used code refuses the login before a session opens.
 */
describe.each(DRIVERS)('friendCode at sign-up and login on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());
  const signUp = (email: string, friendCode?: string) =>
    t.call('POST', '/api/user/register/v2', { body: { email, password: 'secret123', ageConfirmed: true, friendCode } });
  const login = (email: string, friendCode?: string) =>
    t.call('POST', '/api/user/login/email/login', { body: { email, password: 'secret123', friendCode } });
  const profile = async (auth: string) => (await t.call('GET', '/api/user/profile', { auth })).body.data;

  it('sign-up: a friend code links the referral (invited, friendCodeUsed); an unknown one refuses with no account made', async () => {
    const a = await t.register();
    const ok = await signUp('friend-b@example.com', ` ${friendCodeOf(a.uid)} `);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.invited).toBe(true);
    expect((await profile(ok.body.data.authorization)).friendCodeUsed).toBe(true);
    const referrals = (await t.call('GET', '/api/distribution/referrals', { auth: a.auth })).body.data;
    expect(referrals.total).toBe(1);

    const bad = await signUp('friend-c@example.com', 'HBZZZZZZ');
    expect([bad.status, bad.body.code]).toEqual([404, 'user.error.friend_code_unknown']);
    // no account was made: the same email signs up afterwards, without a code
    const after = await signUp('friend-c@example.com');
    expect(after.status).toBe(200);
    expect(after.body.data.invited).toBeUndefined();
  });

  it('login: a friend code links an uninvited player; unknown, own and used codes refuse the login and open no session', async () => {
    const a = await t.register();
    const b = await t.register();
    const sessions = async (uid: number) => (await t.s.dbHandle.db.select().from(userSessions).where(eq(userSessions.userId, uid))).length;
    const before = await sessions(b.uid);
    const unknown = await login(b.email, 'HBZZZZZZ');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'user.error.friend_code_unknown']);
    const own = await login(b.email, friendCodeOf(b.uid));
    expect([own.status, own.body.code]).toEqual([400, 'user.error.friend_code_own']);
    expect(await sessions(b.uid)).toBe(before);

    const linked = await login(b.email, friendCodeOf(a.uid));
    expect(linked.status).toBe(200);
    expect((await profile(linked.body.data.authorization)).friendCodeUsed).toBe(true);
    const used = await login(b.email, friendCodeOf(a.uid));
    expect([used.status, used.body.code]).toEqual([409, 'user.error.friend_code_used']);
    // without a code the login is as before
    expect((await login(b.email)).status).toBe(200);
    // a wrong password says so before any code is looked at
    const wrong = await t.call('POST', '/api/user/login/email/login', {
      body: { email: b.email, password: 'nope12345', friendCode: 'HBZZZZZZ' },
    });
    expect(wrong.body.code).toBe('user.error.bad_credentials');
  });
});
