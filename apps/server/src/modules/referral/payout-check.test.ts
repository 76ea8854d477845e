import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleOf } from '../../lib/metrics.ts';
import { DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';
import { detail, HASH, ipn, ledgerEntries, nowPaymentsSuite, rows, status, withdrawalOf } from './payout-fixtures.ts';
import { NOWPAYMENTS_SIGNATURE_HEADER } from './payout-nowpayments.ts';

/** PAYOUT_POLL_MS's default (payout.env.ts): the poll's pace once the job's fast retries are spent. */
const POLL_MS = 120_000;

/**
 * A sent payout is never left without someone asking the provider (docs/payments.md#payouts): the poll job outlives a
 * status API that is down for longer than its own retries, and the console's "Ask the provider now" settles a payout
 * at once as the webhook would, racing the webhook and the poll job safely.
 */
describe.each(DRIVERS)('a sent payout asked about (NOWPayments loopback stub) on %s (medium)', (driver) => {
  const np = nowPaymentsSuite(driver);
  const { stub, clock } = np;
  let t: TestApp;
  let finance: { authorization: string };
  beforeAll(() => void ({ app: t, finance } = np));

  /** A withdrawal approved and handed to the stub: `sent`, with the stub's batch id. */
  async function sentPayout() {
    const w = await withdrawalOf(t, 150, 300_00, clock.now());
    await t.call('POST', `/api/ops/referral/withdrawals/${w.id}/approve`, { auth: finance.authorization });
    await t.s.jobs.runDue();
    const row = await status(t, w.id);
    expect(row).toMatchObject({ status: 'sent', payout_provider: 'nowpayments' });
    return { ...w, ref: String(row.provider_ref) };
  }
  const check = (id: number, auth = finance.authorization) => t.call('POST', `/api/ops/referral/withdrawals/${id}/check`, { auth });
  const pendingPolls = (id: number) =>
    rows(t, sql`select id from scheduled_jobs where dedupe_key like ${`withdrawal_payout_poll:${id}:%`} and done_at is null`);

  it('a status API down for longer than the job retries: the poll goes on every PAYOUT_POLL_MS, then settles', async () => {
    const { id, ref } = await sentPayout();
    stub.setMode('down');
    clock.advance(POLL_MS + 1_000);
    const failures = async () =>
      sampleOf((await t.call('GET', '/metrics')).res.body, 'hapa_provider_failures_total', {
        provider: 'nowpayments',
        job: 'withdrawal_payout_poll',
      });
    const before = await failures();
    // well past the job's own 10 attempts (backoff up to 60 s each)
    for (let i = 0; i < 14; i++) {
      await t.s.jobs.runDue();
      clock.advance(61_000);
    }
    expect(await status(t, id)).toMatchObject({ status: 'sent' });
    expect((await failures()) - before, 'each run that could not ask the provider, counted for alerts').toBeGreaterThanOrEqual(14);
    expect(await pendingPolls(id), 'a sent payout that nothing asks about any more').toHaveLength(1);
    const givenUp = await rows(
      t,
      sql`select attempts from scheduled_jobs where dedupe_key like ${`withdrawal_payout_poll:${id}:%`} and done_at is not null and attempts >= 10`,
    );
    expect(givenUp, 'a poll job that ran out of attempts').toEqual([]);
    stub.setMode('answer');
    stub.settle(ref, 'FINISHED');
    clock.advance(POLL_MS + 1_000);
    await t.s.jobs.runDue();
    expect(await status(t, id)).toMatchObject({ status: 'paid', tx_hash: HASH });
    expect(await ledgerEntries(t, `withdraw_payout:${id}`)).toHaveLength(1);
  });

  it('Ask the provider now: still on its way, the provider down (503, nothing changes), then paid with its hash', async () => {
    const { player, id, ref } = await sentPayout();
    const waiting = await check(id);
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    expect(waiting.body.data).toMatchObject({ answer: 'submitted', reason: null, withdrawal: { id, status: 'sent', txHash: null } });
    stub.setMode('down');
    const down = await check(id);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('payout.error.unreachable');
    expect(await status(t, id)).toMatchObject({ status: 'sent' });
    stub.setMode('answer');
    stub.settle(ref, 'FINISHED');
    const paid = await check(id);
    expect(paid.body.data).toMatchObject({ answer: 'confirmed', withdrawal: { id, status: 'paid', txHash: HASH } });
    expect(await ledgerEntries(t, `withdraw_payout:${id}`)).toHaveLength(1);
    expect((await detail(t, player.auth)).totalWithdrawn).toBe(150);
    const audited = await rows(
      t,
      sql`select after from ops_audit where action = 'withdrawal.payout_checked' and target_id = ${String(id)} order by id`,
    );
    expect(audited.map((r) => (r.after as { answer: string; outcome: string }).answer)).toEqual(['submitted', 'confirmed']);
    // settled: nothing more to ask; an unknown withdrawal; a player is no finance operator
    expect((await check(id)).body.code).toBe('withdraw.error.state');
    expect((await check(99_999_999)).body.code).toBe('withdraw.error.not_found');
    expect((await check(id, player.auth)).status).toBe(403);
  });

  it('Ask the provider now on a payout the provider failed: failed with its reason, the amount back once', async () => {
    const { player, id, ref } = await sentPayout();
    expect((await detail(t, player.auth)).commissionBalance).toBe(150);
    stub.settle(ref, 'FAILED');
    const failed = await check(id);
    expect(failed.body.data).toMatchObject({ answer: 'failed', reason: 'Insufficient balance', withdrawal: { status: 'failed' } });
    expect(await status(t, id)).toMatchObject({ status: 'failed', fail_reason: 'Insufficient balance' });
    expect((await detail(t, player.auth)).commissionBalance).toBe(300);
    expect(await ledgerEntries(t, `withdraw_release:${id}`)).toHaveLength(1);
    expect(await ledgerEntries(t, `withdraw_payout:${id}`)).toHaveLength(0);
  });

  it('Ask the provider now racing the webhook and the poll job: paid once, whichever came first', async () => {
    const runs = driver === 'postgres' ? 4 : 1;
    for (let i = 0; i < runs; i++) {
      const { id, ref } = await sentPayout();
      stub.settle(ref, 'FINISHED');
      clock.advance(POLL_MS + 1_000); // the poll job is due too
      const good = ipn(ref, `wd_${id}`, 'FINISHED');
      const [asked, hook] = await Promise.all([
        check(id),
        t.call('POST', '/api/payout/nowpayments/webhook', {
          raw: good.rawBody,
          headers: { 'content-type': 'application/json', [NOWPAYMENTS_SIGNATURE_HEADER]: good.sig },
        }),
        t.s.jobs.runDue(),
      ]);
      expect([200, 409], JSON.stringify(asked.body)).toContain(asked.status);
      expect(['paid', 'ignored']).toContain(hook.body.data.outcome);
      expect(await status(t, id)).toMatchObject({ status: 'paid', tx_hash: HASH });
      expect(await ledgerEntries(t, `withdraw_payout:${id}`)).toHaveLength(1);
    }
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });
});
