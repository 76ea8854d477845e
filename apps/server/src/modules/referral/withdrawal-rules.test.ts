import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { opsAudit } from '../../db/schema/index.ts';
import { DEFAULT_MONEY_RULES } from '../../platform/money-policy.ts';
import { checkLedger } from '../wallet/wallet.service.ts';

const TRON_OK = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
type Op = { authorization: string; userId: number; email: string };

/**
 * Medium: withdrawal approvals and payments under the console money rules (docs/security.md#console-money-rules):
 * the approval limit holds for the sum one operator approves alone for one player in the window; above it a second,
 * different operator approves; nobody approves, pays or rejects their own player account's withdrawal.
 */
describe.each(DRIVERS)('withdrawals under the console money rules (%s)', (driver) => {
  let t: TestApp;
  let a: Op;
  let b: Op;
  beforeAll(async () => {
    t = await createTestApp(driver, { PAYOUT_PROVIDER: 'manual' }); // approvals end 'approved' (payouts.test.ts: the payout job)
    const admin = await t.operator(['admin']);
    a = await t.operator(['finance']);
    b = await t.operator(['finance']);
    // finance approves up to $250 per player per window alone (the default $1,000 needs bigger test balances)
    const rules = structuredClone(DEFAULT_MONEY_RULES);
    rules.actions.withdrawal.roles.finance = 250_00;
    const set = await t.call('POST', '/api/ops/money/rules', { auth: admin.authorization, body: rules });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  });
  afterAll(async () => t?.close());

  /** Gives `uid` $1,000 of referral commission and asks for withdrawals of `amounts` (coin units). */
  const withdrawals = async (player: { uid: number; auth: string }, ...amounts: number[]) => {
    await t.s.dbHandle.db.transaction((tx) =>
      t.s.wallet.postLegs(tx, {
        idempotencyKey: `test-commission:${randomUUID()}`,
        kind: 'referral_commission',
        userId: player.uid,
        legs: [
          { system: 'referral_commission', amount: -1000_00 },
          { user: 'user_commission', amount: 1000_00 },
        ],
      }),
    );
    const ids: number[] = [];
    for (const amount of amounts) {
      const w = await t.call('POST', '/api/distribution/withdraw', {
        auth: player.auth,
        body: { amount, chain: 'TRON', ccy: 'USDT', address: TRON_OK },
      });
      expect(w.status, JSON.stringify(w.body)).toBe(200);
      ids.push(w.body.data.id);
    }
    return ids;
  };
  const act = (op: Op, id: number, kind: 'approve' | 'paid' | 'reject', body?: unknown) =>
    t.call('POST', `/api/ops/referral/withdrawals/${id}/${kind}`, { auth: op.authorization, body });
  const auditOf = async (id: number) =>
    (
      await t.s.dbHandle.db
        .select()
        .from(opsAudit)
        .where(eq(opsAudit.targetId, String(id)))
    ).filter((r) => r.targetType === 'withdrawal');

  it('a split does not escape approval: $150 approved alone, the next $150 for the same player needs a second operator', async () => {
    const p = await t.register();
    const [first, second] = await withdrawals(p, 150, 150);
    expect((await act(a, first!, 'approve')).body.data.status).toBe('approved');
    const half = await act(a, second!, 'approve');
    expect(half.status).toBe(200);
    expect(half.body.data).toMatchObject({ status: 'pending', awaitingSecond: { requestedBy: a.userId, requestedByEmail: a.email } });
    // the queue shows it waiting, with who asked
    const queue = (await t.call('GET', '/api/ops/referral/withdrawals?status=pending', { auth: b.authorization })).body.data.list;
    expect(queue.find((w: { id: number }) => w.id === second)?.awaitingSecond?.requestedBy).toBe(a.userId);
    // the same operator again: refused; a different one: approved
    const again = await act(a, second!, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ops.error.own_approval');
    const done = await act(b, second!, 'approve');
    expect(done.body.data).toMatchObject({ status: 'approved', decidedBy: b.userId, awaitingSecond: null });
    expect((await auditOf(second!)).map((r) => r.action)).toEqual(['withdrawal.approval_request', 'withdrawal.approve']);
    // another player's withdrawal is a window of its own
    const q = await t.register();
    const [other] = await withdrawals(q, 200);
    expect((await act(a, other!, 'approve')).body.data.status).toBe('approved');
  });

  it('above the limit in one go: the first approval waits; a reject ends it and returns the funds', async () => {
    const p = await t.register();
    const [big] = await withdrawals(p, 300);
    expect((await act(a, big!, 'approve')).body.data.awaitingSecond?.requestedBy).toBe(a.userId);
    const no = await act(b, big!, 'reject', { reason: 'address flagged' });
    expect(no.body.data).toMatchObject({ status: 'rejected', awaitingSecond: null });
    const d = (await t.call('GET', '/api/distribution/detail', { auth: p.auth })).body.data;
    expect(d).toMatchObject({ commissionBalance: 1000, pendingWithdrawal: 0 });
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it("own account: an operator cannot approve, pay or reject their own player account's withdrawal (403, audited)", async () => {
    const mine = await t.operator(['finance']);
    const login = await t.call('POST', '/api/user/login/email/login', { body: { email: mine.email, password: 'secret123' } });
    const [w1, w2] = await withdrawals({ uid: mine.userId, auth: login.body.data.authorization }, 100, 100);
    const approve = await act(mine, w1!, 'approve');
    expect(approve.status).toBe(403);
    expect(approve.body.code).toBe('ops.error.own_account');
    expect((await act(mine, w1!, 'reject', { reason: 'mine' })).body.code).toBe('ops.error.own_account');
    // approved by a colleague, it still cannot be paid by its owner
    expect((await act(a, w1!, 'approve')).body.data.status).toBe('approved');
    const pay = await act(mine, w1!, 'paid', { txHash: '0xdeadbeefcafe0001' });
    expect(pay.body.code).toBe('ops.error.own_account');
    expect((await act(b, w1!, 'paid', { txHash: '0xdeadbeefcafe0001' })).body.data.status).toBe('paid');
    expect((await act(mine, w2!, 'approve')).body.code).toBe('ops.error.own_account');
    const refused = (await auditOf(w1!)).filter((r) => r.action === 'money.own_account_refused');
    expect(refused).toHaveLength(3);
    expect(refused.every((r) => r.operatorId === mine.userId)).toBe(true);
  });

  it.runIf(driver === 'postgres')(
    'concurrency (PostgreSQL): one operator approving 8 withdrawals of $100 for one player in parallel approves 2 alone',
    async () => {
      const p = await t.register();
      const ids = await withdrawals(p, 100, 100, 100, 100, 100, 100, 100, 100);
      const res = await Promise.all(ids.map((id) => act(a, id, 'approve')));
      for (const r of res) expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(res.filter((r) => r.body.data.status === 'approved')).toHaveLength(2);
      expect(res.filter((r) => r.body.data.awaitingSecond?.requestedBy === a.userId)).toHaveLength(6);
    },
  );
});
