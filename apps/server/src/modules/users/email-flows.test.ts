import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { startSmtpSink } from '../mail/smtp-sink.ts';

const linkIn = (body: string, path: string) => {
  const m = new RegExp(`(http://localhost:3000${path.replace('/', '\\/')}\\?[^"\\s<]+)`).exec(body);
  if (!m) throw new Error(`no ${path} link in mail`);
  return new URL(m[1]!.replace(/&amp;/g, '&'));
};

describe.each(DRIVERS)('email over a real SMTP server on %s (medium)', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink(driver === 'pglite' ? 3661 : 3662);
    t = await createTestApp(driver, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  /** The first mail to `to` after the first `before` mails, waited for (a reset mail goes out after the answer). */
  const mailAfter = (before: number, to: string) =>
    vi.waitFor(
      () => {
        const mail = smtp.mails.slice(before).find((m) => m.to.includes(to));
        if (!mail) throw new Error(`no mail to ${to} yet`);
        return mail;
      },
      { timeout: 10_000 },
    );

  it('sign-up mails an HTML + text confirmation; following its link confirms the email', async () => {
    const p = await t.register('smtp-confirm@example.com');
    const mail = smtp.mails.find((m) => m.to.includes('smtp-confirm@example.com'))!;
    expect(mail).toBeDefined();
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.decoded).toContain('Subject: Confirm your HapaBox email');
    const link = linkIn(mail.decoded, '/sign-up-confirm');
    expect(link.searchParams.get('type')).toBe('2');
    expect(link.searchParams.get('email')).toBe('smtp-confirm@example.com');
    expect((await t.call('GET', '/api/user/profile', { auth: p.auth })).body.data.emailVerified).toBe(false);
    const r = await t.call('POST', '/api/user/email/verify', {
      body: { email: link.searchParams.get('email'), code: link.searchParams.get('code') },
    });
    expect(r.status).toBe(200);
    expect((await t.call('GET', '/api/user/profile', { auth: p.auth })).body.data.emailVerified).toBe(true);
    const again = await t.call('POST', '/api/user/email/verify_code', { auth: p.auth });
    expect(again.body.code).toBe('user.error.has_verify');
  });

  it('forgot password -> mailed link (email, code, type 1) -> reset; other sessions revoked, new password works', async () => {
    const p = await t.register('smtp-reset@example.com');
    const before = smtp.mails.length;
    const sent = await t.call('POST', '/api/user/repassword/email_code', { body: { email: 'SMTP-reset@example.com' } });
    expect(sent.status).toBe(200);
    // over SMTP the reset mail is handed over after the answer (docs/security.md#requests-and-sessions)
    const mail = await mailAfter(before, 'smtp-reset@example.com');
    expect(mail.decoded).toContain('Subject: Reset your HapaBox password');
    const link = linkIn(mail.decoded, '/');
    expect(link.searchParams.get('type')).toBe('1');
    const reset = await t.call('POST', '/api/user/email/repassword', {
      body: { email: link.searchParams.get('email'), code: link.searchParams.get('code'), password: 'newpass123' },
    });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).status).toBe(401);
    expect((await t.call('POST', '/api/user/login/email/login', { body: { email: p.email, password: 'secret123' } })).status).toBe(401);
    expect((await t.call('POST', '/api/user/login/email/login', { body: { email: p.email, password: 'newpass123' } })).status).toBe(200);
    const reused = await t.call('POST', '/api/user/email/repassword', {
      body: { email: p.email, code: link.searchParams.get('code'), password: 'other1234' },
    });
    expect(reused.body.code).toBe('user.error.verify_code');
  });

  it('an account a social sign-in made has no password until a reset sets one; deletion then takes it', async () => {
    const email = `social-reset-${driver}@example.com`;
    const credential = (await t.call('POST', '/api/auth/sandbox/google/issue', { body: { email, name: 'Sam' } })).body.data;
    const s = (await t.call('POST', '/api/user/login/google', { body: { ...credential, ageConfirmed: true } })).body.data;
    expect((await t.call('GET', '/api/user/profile', { auth: s.authorization })).body.data.hasPassword).toBe(false);
    const before = smtp.mails.length;
    await t.call('POST', '/api/user/repassword/email_code', { body: { email } });
    const mail = await mailAfter(before, email);
    const link = linkIn(mail.decoded, '/');
    expect(
      (await t.call('POST', '/api/user/email/repassword', { body: { email, code: link.searchParams.get('code'), password: 'chosen123' } }))
        .status,
    ).toBe(200);
    const login = (await t.call('POST', '/api/user/login/email/login', { body: { email, password: 'chosen123' } })).body.data;
    expect((await t.call('GET', '/api/user/profile', { auth: login.authorization })).body.data.hasPassword).toBe(true);
    expect((await t.call('POST', '/api/user/delete', { auth: login.authorization, body: { password: 'chosen123' } })).status).toBe(200);
  });
});

describe.each(DRIVERS)('email outbox and code rules on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock();
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());

  const mailbox = async (to: string) =>
    (await t.call('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.data.list as {
      subject: string;
      text: string;
      html: string;
      links: string[];
    }[];
  const codeOf = (link: string) => new URL(link).searchParams.get('code')!;

  it('keeps mails in the outbox, shown at GET /api/dev/mailbox with links', async () => {
    const p = await t.register();
    const list = await mailbox(p.email);
    expect(list).toHaveLength(1);
    expect(list[0]!.subject).toBe('Confirm your HapaBox email');
    expect(list[0]!.links[0]).toMatch(/^http:\/\/localhost:3000\/sign-up-confirm\?email=.+&code=\d{6}&type=2$/);
    expect(list[0]!.text).toContain(`Your code: ${codeOf(list[0]!.links[0]!)}`);
    expect(list[0]!.html).toContain('<a href=');
  });

  it('limits sending: one mail a minute, five an hour (user.error.email_rate)', async () => {
    const p = await t.register();
    const resend = () => t.call('POST', '/api/user/email/verify_code', { auth: p.auth });
    const early = await resend();
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ code: 'user.error.email_rate', msg: 'Emails are sent too often, please try again in a minute' });
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect((await resend()).status).toBe(200);
    }
    clock.advance(61_000);
    expect((await resend()).body.code).toBe('user.error.email_rate');
    clock.advance(3_600_000);
    expect((await resend()).status).toBe(200);
    const list = await mailbox(p.email);
    expect(list).toHaveLength(6);
    // only the newest code works: older ones were retired when it was sent
    const oldCode = codeOf(list[1]!.links[0]!);
    const newCode = codeOf(list[0]!.links[0]!);
    if (oldCode !== newCode)
      expect((await t.call('POST', '/api/user/email/verify', { body: { email: p.email, code: oldCode } })).body.code).toMatch(
        /user\.error\.(verify_code|email_code_expired)/,
      );
    expect((await t.call('POST', '/api/user/email/verify', { body: { email: p.email, code: newCode } })).status).toBe(200);
  });

  it('a wrong code is refused; five tries kill it; an expired code is refused alike (user.error.verify_code)', async () => {
    const p = await t.register();
    await t.call('POST', '/api/user/repassword/email_code', { body: { email: p.email } });
    const reset = (await mailbox(p.email)).find((m) => m.subject.startsWith('Reset'))!;
    const code = codeOf(reset.links[0]!);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await t.call('POST', '/api/user/email/repassword', { body: { email: p.email, code: wrong, password: 'newpass123' } });
    expect(bad.body).toEqual({ code: 'user.error.verify_code', msg: 'This code is wrong or has expired, check it or request a new one' });
    for (let i = 0; i < 4; i++)
      await t.call('POST', '/api/user/email/repassword', { body: { email: p.email, code: wrong, password: 'newpass123' } });
    const dead = await t.call('POST', '/api/user/email/repassword', { body: { email: p.email, code, password: 'newpass123' } });
    expect(dead.body.code).toBe('user.error.verify_code');

    clock.advance(61_000);
    await t.call('POST', '/api/user/repassword/email_code', { body: { email: p.email } });
    const fresh = codeOf((await mailbox(p.email))[0]!.links[0]!);
    clock.advance(31 * 60_000);
    const late = await t.call('POST', '/api/user/email/repassword', { body: { email: p.email, code: fresh, password: 'newpass123' } });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('user.error.verify_code');
  });

  it('checks the new password and answers an unknown email the same way without mailing', async () => {
    const p = await t.register();
    await t.call('POST', '/api/user/repassword/email_code', { body: { email: p.email } });
    const code = codeOf((await mailbox(p.email))[0]!.links[0]!);
    const weak = await t.call('POST', '/api/user/email/repassword', { body: { email: p.email, code, password: 'short' } });
    expect(weak.body.code).toBe('user.error.password_format');
    const unknown = await t.call('POST', '/api/user/repassword/email_code', { body: { email: 'nobody-here@example.com' } });
    expect(unknown.status).toBe(200);
    expect(await mailbox('nobody-here@example.com')).toHaveLength(0);
    const bad = await t.call('POST', '/api/user/repassword/email_code', { body: { email: 'not-an-email' } });
    expect(bad.body).toEqual({ code: 'validation.email', msg: 'This field must be an email' });
  });

  it('a reset code raced ten times: exactly one wins', async () => {
    const p = await t.register();
    clock.advance(61_000);
    await t.call('POST', '/api/user/repassword/email_code', { body: { email: p.email } });
    const code = codeOf((await mailbox(p.email))[0]!.links[0]!);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('POST', '/api/user/email/repassword', { body: { email: p.email, code, password: `racepass${i}` } }),
      ),
    );
    const winners = results.map((r, i) => [r.status, i] as const).filter(([s]) => s === 200);
    expect(winners).toHaveLength(1);
    // the others lost the race for the code (email_code_expired) or found its tries used up (verify_code)
    expect(
      results
        .filter((r) => r.status !== 200)
        .every((r) => ['user.error.email_code_expired', 'user.error.verify_code'].includes(r.body.code)),
    ).toBe(true);
    const login = await t.call('POST', '/api/user/login/email/login', { body: { email: p.email, password: `racepass${winners[0]![1]}` } });
    expect(login.status).toBe(200);
  });
});

describe('dev mailbox in production (medium)', () => {
  it('is not served', async () => {
    const t = await createTestApp('pglite', { NODE_ENV: 'production' });
    try {
      expect((await t.call('GET', '/api/dev/mailbox')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
