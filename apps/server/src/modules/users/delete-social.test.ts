import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';

/**
 * A social-only account (no password it knows) deletes itself with a fresh sign-in of a provider (apps/server/src/modules/users/README.md)
 * linked to it, issued within the last 5 minutes (sandbox provider: real RS256 Google ID tokens, signed
 * Telegram initData).
 */
describe.each(DRIVERS)('account deletion with a fresh social sign-in on %s (medium)', (driver) => {
  let t: TestApp;
  let skewMs = 0; // the server's clock runs this far ahead of the provider's
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock: { now: () => new Date(Date.now() + skewMs) } });
  });
  afterAll(async () => t?.close());

  const issue = async (provider: string, email: string) =>
    (await t.call('POST', `/api/auth/sandbox/${provider}/issue`, { body: { email, name: 'Sandy' } })).body.data as Record<string, string>;
  const signIn = async (provider: string, email: string) =>
    (await t.call('POST', `/api/user/login/${provider}`, { body: { ...(await issue(provider, email)), ageConfirmed: true } })).body
      .data as { authorization: string; uid: number };

  it('accepts a fresh proof of a linked provider, refuses a stale, foreign or missing one', async () => {
    const email = `del-g-${driver}@example.com`;
    const s = await signIn('google', email);
    const del = (body: unknown) => t.call('POST', '/api/user/delete', { auth: s.authorization, body });

    expect((await del({})).body.code).toBe('validation.required');
    // a proof of somebody else's Google account
    expect((await del({ provider: 'google', credential: await issue('google', `other-${driver}@example.com`) })).body).toEqual({
      code: 'user.error.social_invalid',
      msg: 'This sign-in could not be verified, please try again',
    });
    // a forged token
    expect((await del({ provider: 'google', credential: { idToken: 'a.b.c' } })).body.code).toBe('user.error.social_invalid');
    // a provider not linked to this account
    expect((await del({ provider: 'telegram', credential: await issue('telegram', email) })).body.code).toBe('user.error.social_invalid');
    // the right account, but signed in more than 5 minutes ago
    const old = await issue('google', email);
    skewMs = 5 * 60_000 + 5_000;
    const stale = await del({ provider: 'google', credential: old });
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('user.error.social_stale');
    skewMs = 0;
    expect((await t.call('GET', '/api/user/base_info', { auth: s.authorization })).status).toBe(200);

    const fresh = await del({ provider: 'google', credential: await issue('google', email) });
    expect(fresh.status).toBe(200);
    expect((await t.call('GET', '/api/user/base_info', { auth: s.authorization })).status).toBe(401);
    // the identity is gone with the account: signing in again makes a brand-new account
    const again = await signIn('google', email);
    expect(again.uid).not.toBe(s.uid);
  });

  it('works with Telegram initData and still takes the password on a password account', async () => {
    const tg = await signIn('telegram', `del-tg-${driver}@example.com`);
    expect(
      (
        await t.call('POST', '/api/user/delete', {
          auth: tg.authorization,
          body: { provider: 'telegram', credential: await issue('telegram', `del-tg-${driver}@example.com`) },
        })
      ).status,
    ).toBe(200);
    expect((await t.call('GET', '/api/user/base_info', { auth: tg.authorization })).status).toBe(401);

    const p = await t.register(`del-pw-${driver}@example.com`);
    expect((await t.call('GET', '/api/user/profile', { auth: p.auth })).body.data.hasPassword).toBe(true);
    expect((await t.call('POST', '/api/user/delete', { auth: p.auth, body: { password: 'wrong1234' } })).body.code).toBe(
      'user.error.old_password',
    );
    expect((await t.call('POST', '/api/user/delete', { auth: p.auth, body: { password: 'secret123' } })).status).toBe(200);
  });
});
