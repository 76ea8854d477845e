import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { emailCodes } from '../../db/schema/index.ts';
import { CODE_MAX_ATTEMPTS, EmailFlowsService } from './email-flows.service.ts';

/**
 * No account enumeration through the mailed-code calls (docs/security.md#requests-and-sessions): a registered
 * email and an unregistered one get the same status, key and message from POST /api/user/email/verify,
 * /api/user/email/repassword and a repeated /api/user/repassword/email_code; and the attempt cap of a code holds
 * when 200 wrong guesses race (one conditional update per try, not read-then-write).
 */
describe.each(DRIVERS)('mailed codes answer registered and unknown emails alike on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock();
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());

  const answer = (r: { status: number; body: unknown }) => ({ status: r.status, body: r.body });
  const mailbox = async (to: string) =>
    (await t.call('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.data.list as { subject: string; links: string[] }[];
  const codeOf = (link: string) => new URL(link).searchParams.get('code')!;
  const unknown = () => `nobody-${Math.random().toString(36).slice(2)}@example.com`;

  it('POST /api/user/email/verify: a wrong code answers the same for an unverified, a verified and an unknown email', async () => {
    const fresh = await t.register(); // a live confirm code was mailed at sign-up
    const verified = await t.register();
    const code = codeOf((await mailbox(verified.email))[0]!.links[0]!);
    expect((await t.call('POST', '/api/user/email/verify', { body: { email: verified.email, code } })).status).toBe(200);
    const wrong = (email: string, c: string) => t.call('POST', '/api/user/email/verify', { body: { email, code: c } });
    const bad = code === '000000' ? '111111' : '000000';
    const expected = {
      status: 400,
      body: { code: 'user.error.verify_code', msg: 'This code is wrong or has expired, check it or request a new one' },
    };
    expect(answer(await wrong(fresh.email, '999999'))).toEqual(expected);
    expect(answer(await wrong(verified.email, bad))).toEqual(expected);
    expect(answer(await wrong(unknown(), '999999'))).toEqual(expected);
    // the mailed link opened twice: the code that verified the email still answers OK
    expect((await wrong(verified.email, code)).status).toBe(200);
  });

  it('POST /api/user/email/repassword: a wrong code answers the same for a registered email with a live code and an unknown one', async () => {
    const p = await t.register();
    clock.advance(61_000);
    expect((await t.call('POST', '/api/user/repassword/email_code', { body: { email: p.email } })).status).toBe(200);
    const reset = (email: string) =>
      t.call('POST', '/api/user/email/repassword', { body: { email, code: '000001', password: 'newpass123' } });
    const registered = answer(await reset(p.email));
    expect(registered).toEqual(answer(await reset(unknown())));
    expect(registered.body).toMatchObject({ code: 'user.error.verify_code' });
  });

  it('a repeated reset-code request answers 200 for a registered email and an unknown one; no second mail inside the minute', async () => {
    const p = await t.register();
    clock.advance(61_000);
    const ask = (email: string) => t.call('POST', '/api/user/repassword/email_code', { body: { email } });
    const other = unknown();
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(answer(await ask(p.email)), answer(await ask(other)));
    // today's rule answered 429 user.error.email_rate to the registered email only from the second request on
    for (const a of answers) expect(a).toEqual({ status: 200, body: { code: 0, data: null } });
    expect((await mailbox(p.email)).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(1);
    expect(await mailbox(other)).toHaveLength(0);
  });

  it('200 parallel wrong guesses evaluate at most the cap; the right code is dead afterwards', async () => {
    const p = await t.register();
    clock.advance(61_000);
    await t.call('POST', '/api/user/repassword/email_code', { body: { email: p.email } });
    const code = codeOf((await mailbox(p.email)).find((m) => m.subject.startsWith('Reset'))!.links[0]!);
    const wrong = code === '000000' ? '111111' : '000000';
    const evaluated = vi.spyOn(EmailFlowsService.prototype as unknown as { codeMatches: () => boolean }, 'codeMatches');
    try {
      const results = await Promise.all(
        Array.from({ length: 200 }, () =>
          t.call('POST', '/api/user/email/repassword', { body: { email: p.email, code: wrong, password: 'newpass123' } }),
        ),
      );
      expect(results.every((r) => r.status === 400 && r.body.code === 'user.error.verify_code')).toBe(true);
      expect(evaluated.mock.calls.length).toBeLessThanOrEqual(CODE_MAX_ATTEMPTS);
    } finally {
      evaluated.mockRestore();
    }
    const [row] = await t.s.dbHandle.db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.userId, p.uid), eq(emailCodes.purpose, 'reset')));
    expect(row!.attempts).toBe(CODE_MAX_ATTEMPTS);
    expect(row!.usedAt).not.toBeNull();
    const late = await t.call('POST', '/api/user/email/repassword', { body: { email: p.email, code, password: 'newpass123' } });
    expect(late.body.code).toBe('user.error.verify_code');
  });
});
