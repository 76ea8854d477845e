import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { operators, opsAudit } from '../../db/schema/index.ts';
import { totpCode } from '../../platform/totp.ts';
import { hashToken } from '../auth/auth.service.ts';
import { insertChallenge } from './ops.repo.ts';
import { OPS_TOTP_MAX_FAILURES, OPS_TOTP_WINDOW_MS } from './ops.service.ts';

/** A clock the test moves. */
function movableClock(start = Date.now()) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

/**
 * Medium: TOTP failures are limited per operator, not only per address (docs/security.md#operator-sign-in): 5 wrong
 * codes in 15 minutes from any addresses lock the operator until the window passes (429 ops.error.totp_locked),
 * counted in the database with a conditional update, written to the audit log and shown to the other admins.
 */
describe.each(DRIVERS)('TOTP limits per operator (%s)', (driver) => {
  let t: TestApp;
  const clock = movableClock();
  let admin: { authorization: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    admin = await t.operator(['admin']);
  });
  afterAll(async () => t?.close());

  /** A 6-digit code that is not valid around now for `secret`. */
  const wrongCode = async (secret: string) => {
    const near = await Promise.all([-30_000, 0, 30_000].map((d) => totpCode(secret, new Date(clock.now().getTime() + d))));
    return ['000000', '111111', '222222', '333333'].find((c) => !near.includes(c))!;
  };
  /** Sign-in step 1 then step 2 from `ip`. */
  const signIn = async (email: string, code: string, ip: string) => {
    const inject = async (url: string, body: unknown) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      return { status: res.statusCode, body: res.json() };
    };
    const login = await inject('/api/ops/auth/login', { email, password: 'secret123' });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    return inject('/api/ops/auth/totp', { challenge: login.body.data.challenge, code });
  };
  const auditOf = (userId: number, action: string) =>
    t.s.dbHandle.db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.operatorId, userId), eq(opsAudit.action, action)));

  it('5 wrong codes from 5 addresses lock the operator: the right code is refused (429) until the window passes', async () => {
    const op = await t.operator(['finance']);
    const start = clock.now();
    for (let i = 0; i < OPS_TOTP_MAX_FAILURES; i++) {
      const r = await signIn(op.email, await wrongCode(op.secret), `203.0.113.${i + 1}`);
      expect(r.body.code).toBe('ops.error.totp_invalid');
    }
    const locked = await signIn(op.email, await totpCode(op.secret, clock.now()), '198.51.100.7');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('ops.error.totp_locked');
    // the security log has each failure with its address, and the lock
    const failed = await auditOf(op.userId, 'operator.totp_failed');
    expect(failed.map((r) => r.ip).sort()).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5']);
    expect(await auditOf(op.userId, 'operator.totp_locked')).toHaveLength(1);
    // the other admins see it: on the operators page and in the audit log
    const list = (await t.call('GET', '/api/ops/operators', { auth: admin.authorization })).body.data as {
      userId: number;
      totpLockedUntil: string | null;
    }[];
    expect(list.find((o) => o.userId === op.userId)?.totpLockedUntil).toBe(new Date(start.getTime() + OPS_TOTP_WINDOW_MS).toISOString());
    const audit = await t.call('GET', `/api/ops/audit?action=operator.totp_locked&operatorId=${op.userId}`, { auth: admin.authorization });
    expect(audit.body.data.list).toHaveLength(1);
    // after the window the right code opens a session, and the lock is gone
    clock.advance(OPS_TOTP_WINDOW_MS + 1_000);
    const ok = await signIn(op.email, await totpCode(op.secret, clock.now()), '203.0.113.1');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.operator.totpLockedUntil).toBeNull();
  });

  it('a right code clears the count: 4 wrong, 1 right, then 4 wrong again are not locked', async () => {
    const op = await t.operator(['support']);
    for (let i = 0; i < OPS_TOTP_MAX_FAILURES - 1; i++) await signIn(op.email, await wrongCode(op.secret), '203.0.113.9');
    clock.advance(30_000); // the next time step: a fresh right code
    expect((await signIn(op.email, await totpCode(op.secret, clock.now()), '203.0.113.9')).status).toBe(200);
    const [row] = await t.s.dbHandle.db.select().from(operators).where(eq(operators.userId, op.userId));
    expect(row!.totpFailures).toBe(0);
    for (let i = 0; i < OPS_TOTP_MAX_FAILURES - 1; i++)
      expect((await signIn(op.email, await wrongCode(op.secret), '203.0.113.9')).body.code).toBe('ops.error.totp_invalid');
  });

  it.runIf(driver === 'postgres')(
    'concurrency (PostgreSQL): 200 parallel wrong codes count exactly 5 and check at most 5; the other 195 are locked out',
    async () => {
      const op = await t.operator(['finance']);
      const challenges = Array.from({ length: 40 }, (_, i) => `${i.toString(16).padStart(2, '0')}${'ab'.repeat(31)}`);
      for (const c of challenges)
        await insertChallenge(t.s.dbHandle.db, {
          tokenHash: hashToken(c),
          userId: op.userId,
          expiresAt: new Date(clock.now().getTime() + 60_000),
        });
      const wrong = await wrongCode(op.secret);
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) => t.s.ops.verifyTotp(challenges[i % 40]!, wrong, undefined, `192.0.2.${i % 250}`)),
      );
      const keys = results.map((r) => (r.status === 'rejected' ? (r.reason as { key: string }).key : 'ok'));
      expect(keys.filter((k) => k === 'ops.error.totp_invalid')).toHaveLength(OPS_TOTP_MAX_FAILURES);
      expect(keys.filter((k) => k === 'ops.error.totp_locked')).toHaveLength(200 - OPS_TOTP_MAX_FAILURES);
      const [row] = await t.s.dbHandle.db.select().from(operators).where(eq(operators.userId, op.userId));
      expect(row!.totpFailures).toBe(OPS_TOTP_MAX_FAILURES);
      expect(await auditOf(op.userId, 'operator.totp_failed')).toHaveLength(OPS_TOTP_MAX_FAILURES);
      expect(await auditOf(op.userId, 'operator.totp_locked')).toHaveLength(1);
    },
  );
});
