import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { totpCode } from '../../platform/totp.ts';
import { eq } from 'drizzle-orm';
import { boxes } from '../../db/schema/index.ts';

describe.each(DRIVERS)('operators, create-admin and the dashboard (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('create-admin: a one-time password that must be changed at the first sign-in, with TOTP enrolment', async () => {
    const email = `boss-${Date.now()}@example.com`;
    const made = await t.s.ops.createAdmin(email);
    expect(made.created).toBe(true);
    expect(made.operator.roles).toEqual(['admin']);
    const login = await t.call('POST', '/api/ops/auth/login', { body: { email, password: made.oneTimePassword } });
    expect(login.body.data).toMatchObject({ mustChangePassword: true });
    const code = await totpCode(login.body.data.enrolment.secret);
    const noPw = await t.call('POST', '/api/ops/auth/totp', { body: { challenge: login.body.data.challenge, code } });
    expect(noPw.body.code).toBe('ops.error.password_change_required');
    const weak = await t.call('POST', '/api/ops/auth/totp', { body: { challenge: login.body.data.challenge, code, newPassword: 'short' } });
    expect(weak.body.code).toBe('user.error.password_format');
    const done = await t.call('POST', '/api/ops/auth/totp', {
      body: { challenge: login.body.data.challenge, code, newPassword: 'brand-new-pass-9' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.operator).toMatchObject({ mustChangePassword: false, totpEnrolled: true });
    expect((await t.call('POST', '/api/ops/auth/login', { body: { email, password: made.oneTimePassword } })).status).toBe(401);
    // promoting again issues a new one-time password and keeps the enrolment
    const again = await t.s.ops.createAdmin(email);
    expect(again.created).toBe(false);
    expect(again.operator.totpEnrolled).toBe(true);
  });

  it('admin adds an operator (new account: one-time password), changes roles, disables; the last admin stays', async () => {
    const admin = await t.operator(['admin']);
    const email = `new-op-${Date.now()}@example.com`;
    const created = await t.call('POST', '/api/ops/operators', {
      auth: admin.authorization,
      body: { email, roles: ['support', 'support'] },
    });
    expect(created.body.data.operator.roles).toEqual(['support']);
    expect(created.body.data.oneTimePassword).toMatch(/\d/);
    const dup = await t.call('POST', '/api/ops/operators', { auth: admin.authorization, body: { email, roles: ['finance'] } });
    expect(dup.body.code).toBe('error.email.exists');
    const existing = await t.register();
    const promoted = await t.call('POST', '/api/ops/operators', {
      auth: admin.authorization,
      body: { email: existing.email, roles: ['finance'] },
    });
    expect(promoted.body.data.oneTimePassword).toBeNull();
    const uid = created.body.data.operator.userId;
    const upd = await t.call('POST', `/api/ops/operators/${uid}`, {
      auth: admin.authorization,
      body: { roles: ['catalogue'], disabled: true },
    });
    expect(upd.body.data).toMatchObject({ roles: ['catalogue'], disabled: true });
    const list = await t.call('GET', '/api/ops/operators', { auth: admin.authorization });
    expect(JSON.stringify(list.body)).not.toMatch(/totpSecret|passwordHash/);

    // an admin session loses its rights at once when demoted
    const other = await t.operator(['admin']);
    await t.call('POST', `/api/ops/operators/${other.userId}`, { auth: admin.authorization, body: { roles: ['support'] } });
    expect((await t.call('GET', '/api/ops/operators', { auth: other.authorization })).status).toBe(403);
  });

  it('refuses to remove the last enabled admin', async () => {
    const fresh = await createTestApp('pglite');
    try {
      const only = await fresh.operator(['admin']);
      const r = await fresh.call('POST', `/api/ops/operators/${only.userId}`, { auth: only.authorization, body: { roles: ['support'] } });
      expect(r.body.code).toBe('ops.error.last_admin');
      const d = await fresh.call('POST', `/api/ops/operators/${only.userId}`, { auth: only.authorization, body: { disabled: true } });
      expect(d.body.code).toBe('ops.error.last_admin');
    } finally {
      await fresh.close();
    }
  });

  it('dashboard: opens, stakes, prizes, GGR and RTP per box; the ledger check is recorded', async () => {
    const fin = await t.operator(['finance']);
    const p = await t.register();
    await t.fund(p.uid, 100_000);
    const opened = await t.call('POST', '/api/item/110/open/3', { auth: p.auth });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const d = await t.call('GET', `/api/ops/dashboard?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
      auth: fin.authorization,
    });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    const box = d.body.data.boxes.find((b: { boxId: number }) => b.boxId === 110);
    expect(box.opens).toBe(3);
    const [row] = await t.s.dbHandle.db.select().from(boxes).where(eq(boxes.id, 110));
    expect(box.stakesCents).toBe(3 * row!.priceCents);
    expect(box.rtp).toBeCloseTo(box.prizesCents / box.stakesCents, 10);
    expect(d.body.data.ggrCents).toBe(d.body.data.stakesCents - d.body.data.prizesCents);
    expect(d.body.data.depositsCents).toBe(0); // test funding is not a paid order
    const check = await t.call('POST', '/api/ops/dashboard/ledger_check', { auth: fin.authorization });
    expect(check.body.data).toMatchObject({ ok: true, unbalanced: 0 });
    const after = await t.call('GET', `/api/ops/dashboard?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
      auth: fin.authorization,
    });
    expect(after.body.data.ledger.ok).toBe(true);
    const bad = await t.call('GET', `/api/ops/dashboard?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`, {
      auth: fin.authorization,
    });
    expect(bad.status).toBe(400);
  });

  it('the hourly ledger-check job records a result and schedules the next', async () => {
    const clockNow = Date.now();
    // run the job due now by scheduling one at the current time
    await t.s.jobs.schedule(t.s.dbHandle.db, {
      kind: 'ops.ledger_check',
      dedupeKey: `test:${clockNow}`,
      payload: {},
      dueAt: new Date(clockNow - 1000),
    });
    await t.s.jobs.runDue();
    const last = await t.s.dashboard.lastCheck();
    expect(last?.ok).toBe(true);
    expect(new Date(last!.checkedAt).getTime()).toBeGreaterThanOrEqual(clockNow - 1000);
  });
});
