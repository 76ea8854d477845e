import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { opsAudit, opsCorrections, opsMoneyActions, userIdentities } from '../../db/schema/index.ts';
import { checkLedger } from './wallet.service.ts';

/** A clock the test moves. */
function movableClock(start = Date.now()) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

type Op = { authorization: string; userId: number; email: string };

/**
 * Medium: corrections under the console money rules (docs/security.md#console-money-rules): the finance limit
 * ($100 by default) holds for the SUM one operator posts alone to one player in 24 hours, the total ($300) for all
 * operators; an operator never corrects or approves for their own player account.
 */
describe.each(DRIVERS)('corrections under the console money rules (%s)', (driver) => {
  let t: TestApp;
  const clock = movableClock();
  let a: Op;
  let b: Op;
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    a = await t.operator(['finance']);
    b = await t.operator(['finance']);
  });
  afterAll(async () => t?.close());

  const coins = (uid: number) => t.s.wallet.balanceOf(t.s.dbHandle.db, uid);
  const request = (op: Op, uid: number, amount: number | string) =>
    t.call('POST', '/api/ops/corrections', {
      auth: op.authorization,
      body: { uid, amount, kind: 'goodwill', reason: 'support ticket 7', idempotencyKey: randomUUID() },
    });
  const audits = async (action: string) => t.s.dbHandle.db.select().from(opsAudit).where(eq(opsAudit.action, action));

  it('a split does not escape approval: $60 + $40 post, the next $1 waits (and a $1 take-back)', async () => {
    const p = await t.register();
    expect((await request(a, p.uid, 60)).body.data.status).toBe('posted');
    expect((await request(a, p.uid, '40')).body.data.status).toBe('posted');
    const third = await request(a, p.uid, 1);
    expect(third.body.data.status).toBe('pending');
    expect(await coins(p.uid)).toBe(100_00);
    // the verdict is in the audit row of the request
    const row = (await audits('correction.request')).find((r) => r.targetId === String(third.body.data.id))!;
    expect(row.after).toMatchObject({
      status: 'pending',
      rule: { needsSecond: true, reason: 'operator_limit', operatorWindowCents: 100_00, operatorLimitCents: 100_00 },
    });
    // a take-back counts too (absolute amounts): -$1 by a waits as well
    expect((await request(a, p.uid, -1)).body.data.status).toBe('pending');
    expect(await coins(p.uid)).toBe(100_00);
  });

  it('the total across operators: three operators post $100 each, the fourth waits (total $300)', async () => {
    const p = await t.register();
    const c = await t.operator(['finance']);
    const d = await t.operator(['finance']);
    for (const op of [a, b, c]) expect((await request(op, p.uid, 100)).body.data.status).toBe('posted');
    const fourth = await request(d, p.uid, '0.01');
    expect(fourth.body.data.status).toBe('pending');
    const row = (await audits('correction.request')).find((r) => r.targetId === String(fourth.body.data.id))!;
    expect(row.after).toMatchObject({ rule: { reason: 'total_limit', totalWindowCents: 300_00, totalLimitCents: 300_00 } });
    // approved by a second operator it posts, and does not count toward anyone's alone-sum
    const ok = await t.call('POST', `/api/ops/corrections/${fourth.body.data.id}/decision`, {
      auth: a.authorization,
      body: { approve: true },
    });
    expect(ok.body.data).toMatchObject({ status: 'posted', decidedBy: a.userId });
    const [action] = await t.s.dbHandle.db
      .select()
      .from(opsMoneyActions)
      .where(and(eq(opsMoneyActions.action, 'correction'), eq(opsMoneyActions.targetId, String(fourth.body.data.id))));
    expect(action).toMatchObject({ status: 'done', requestedBy: d.userId, approvedBy: a.userId });
    expect(await coins(p.uid)).toBe(300_01);
  });

  it('the second approver differs from the requester (409 ops.error.own_approval)', async () => {
    const p = await t.register();
    const big = await request(a, p.uid, 250);
    expect(big.body.data.status).toBe('pending');
    const own = await t.call('POST', `/api/ops/corrections/${big.body.data.id}/decision`, {
      auth: a.authorization,
      body: { approve: true },
    });
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('ops.error.own_approval');
    expect(await coins(p.uid)).toBe(0);
  });

  it('own account: an operator cannot correct their own account, nor approve one for it (403 ops.error.own_account, audited)', async () => {
    const self = await request(a, a.userId, 5);
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('ops.error.own_account');
    expect(await coins(a.userId)).toBe(0);
    const refused = await audits('money.own_account_refused');
    expect(refused.some((r) => r.operatorId === a.userId && (r.after as { playerId: number }).playerId === a.userId)).toBe(true);
    // a pending correction for b's account, requested by a: b may not approve it
    const forB = await request(a, b.userId, 500);
    expect(forB.body.data.status).toBe('pending');
    const approve = await t.call('POST', `/api/ops/corrections/${forB.body.data.id}/decision`, {
      auth: b.authorization,
      body: { approve: true },
    });
    expect(approve.body.code).toBe('ops.error.own_account');
    expect(await coins(b.userId)).toBe(0);
    expect((await t.s.dbHandle.db.select().from(opsCorrections).where(eq(opsCorrections.id, forB.body.data.id)))[0]!.status).toBe(
      'pending',
    );
  });

  it("own account: a player account linked by a social identity carrying the operator's email is refused too", async () => {
    const linked = await t.register();
    await t.s.dbHandle.db
      .insert(userIdentities)
      .values({ provider: 'google', subject: `sub-${randomUUID()}`, userId: linked.uid, email: a.email.toUpperCase() });
    const r = await request(a, linked.uid, 5);
    expect(r.body.code).toBe('ops.error.own_account');
    // another operator may
    expect((await request(b, linked.uid, 5)).body.data.status).toBe('posted');
  });

  it.runIf(driver === 'postgres')(
    'concurrency (PostgreSQL): 20 parallel $100 corrections by one operator to one player post one, 19 wait; 20 x $10 post exactly 10',
    async () => {
      const p = await t.register();
      const op = await t.operator(['finance']);
      const big = await Promise.all(Array.from({ length: 20 }, () => request(op, p.uid, 100)));
      for (const r of big) expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(big.filter((r) => r.body.data.status === 'posted')).toHaveLength(1);
      expect(big.filter((r) => r.body.data.status === 'pending')).toHaveLength(19);
      expect(await coins(p.uid)).toBe(100_00);

      const q = await t.register();
      const small = await Promise.all(Array.from({ length: 20 }, () => request(op, q.uid, 10)));
      expect(small.filter((r) => r.body.data.status === 'posted')).toHaveLength(10);
      expect(small.filter((r) => r.body.data.status === 'pending')).toHaveLength(10);
      expect(await coins(q.uid)).toBe(100_00);
      expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
    },
  );

  // last: it moves the clock
  it('the window rolls: what was posted before the window (a setting, here 2 h) no longer counts', async () => {
    const admin = await t.operator(['admin']);
    const p = await t.register();
    expect((await request(a, p.uid, 100)).body.data.status).toBe('posted');
    const rules = (await t.call('GET', '/api/ops/money/rules', { auth: admin.authorization })).body.data.rules;
    const set = await t.call('POST', '/api/ops/money/rules', { auth: admin.authorization, body: { ...rules, windowHours: 2 } });
    expect(set.body.data.rules.windowHours).toBe(2);
    expect((await request(a, p.uid, 1)).body.data.status).toBe('pending');
    clock.advance(2 * 3_600_000 - 60_000);
    expect((await request(a, p.uid, 1)).body.data.status).toBe('pending');
    clock.advance(61_000);
    expect((await request(a, p.uid, 100)).body.data.status).toBe('posted');
    expect(await coins(p.uid)).toBe(200_00);
    const audit = (await audits('setting.update')).filter((r) => r.targetId === 'ops.money.rules');
    expect(audit.at(-1)?.after).toMatchObject({ windowHours: 2 });
  });
});
