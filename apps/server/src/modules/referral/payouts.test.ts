import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';
import {
  detail,
  HASH,
  ipn,
  ledgerEntries,
  movableClock,
  NOWPAYMENTS_ENV,
  nowPaymentsSuite,
  rows,
  status,
  TRON_OK,
  withdrawalOf,
} from './payout-fixtures.ts';
import { nowPaymentsSignature, NOWPAYMENTS_SIGNATURE_HEADER, NowPaymentsPayoutProvider } from './payout-nowpayments.ts';
import { sandboxTxHash } from './payout-sandbox.ts';
import { toMinorUnits } from './payout.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/**
 * The payout sandbox end to end and its refusals (docs/payments.md#payouts): approval -> sending (job enqueued in the
 * approval's transaction) -> sent -> paid with a fake hash of the chain, or failed with the amount back exactly once.
 */
describe.each(DRIVERS)('payouts through the sandbox on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = movableClock();
  let finance: { authorization: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    finance = await t.operator(['finance']);
  });
  afterAll(async () => t?.close());
  const approve = (id: number) => t.call('POST', `/api/ops/referral/withdrawals/${id}/approve`, { auth: finance.authorization });

  it('approve -> sending -> sent -> paid with the sandbox hash; the player sees it paid; one payout entry', async () => {
    const { player, id } = await withdrawalOf(t, 150, 300_00, clock.now());
    const ok = await approve(id);
    expect(ok.body.data).toMatchObject({ status: 'sending', payoutProvider: 'sandbox', providerRef: null });
    const list = (await t.call('GET', '/api/ops/referral/withdrawals', { auth: finance.authorization })).body.data;
    expect(list.provider).toBe('sandbox');
    await t.s.jobs.runDue();
    expect(await status(t, id)).toMatchObject({ status: 'sent', provider_ref: `sbxpo_TRON_wd_${id}` });
    expect((await detail(t, player.auth)).pendingWithdrawal).toBe(150);
    // the status poll confirms it PAYOUT_SANDBOX_CONFIRM_MS (3 s) after it was sent
    clock.advance(3_500);
    await t.s.jobs.runDue();
    const paid = await status(t, id);
    expect(paid).toMatchObject({ status: 'paid', tx_hash: sandboxTxHash('TRON', `sbxpo_TRON_wd_${id}`) });
    expect(String(paid.tx_hash)).toMatch(/^[0-9a-f]{64}$/);
    const hist = (await t.call('GET', '/api/withdraw/history', { auth: player.auth })).body.data.list;
    expect(hist[0]).toMatchObject({ id, status: 'paid', txHash: paid.tx_hash });
    expect(hist[0].failReason).toBeUndefined();
    expect(await detail(t, player.auth)).toMatchObject({ pendingWithdrawal: 0, totalWithdrawn: 150, commissionBalance: 150 });
    expect(await ledgerEntries(t, `withdraw_payout:${id}`)).toHaveLength(1);
    // a late sandbox answer for a paid withdrawal changes nothing
    expect((await t.call('POST', `/api/ops/referral/withdrawals/${id}/sandbox/fail`, { auth: finance.authorization })).body.code).toBe(
      'withdraw.error.state',
    );
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('a failed payout returns the amount to the commission balance exactly once (the webhook delivered twice)', async () => {
    const { player, id } = await withdrawalOf(t, 150, 300_00, clock.now());
    await approve(id);
    await t.s.jobs.runDue();
    expect((await detail(t, player.auth)).commissionBalance).toBe(150);
    const failed = await t.call('POST', `/api/ops/referral/withdrawals/${id}/sandbox/fail`, { auth: finance.authorization });
    expect(failed.body.data).toMatchObject({ status: 'failed', failReason: 'SANDBOX: the payout was declined' });
    // the same signed delivery again, straight to the webhook: ignored
    const ref = `sbxpo_TRON_wd_${id}`;
    const sandbox = t.s.withdrawals as unknown as { d: { payouts: { provider: { buildDelivery: Function } } } };
    const again = sandbox.d.payouts.provider.buildDelivery(`wd_${id}`, ref, 'fail') as { rawBody: string; headers: Record<string, string> };
    const res = await t.call('POST', '/api/payout/sandbox/webhook', {
      raw: again.rawBody,
      headers: { ...again.headers, 'content-type': 'application/json' },
    });
    expect(res.body).toEqual({ code: 0, data: { outcome: 'ignored', withdrawalId: id } });
    // and a confirmation after the failure: ignored too (a failed payout never becomes paid)
    const late = sandbox.d.payouts.provider.buildDelivery(`wd_${id}`, ref, 'confirm') as {
      rawBody: string;
      headers: Record<string, string>;
    };
    expect(
      (
        await t.call('POST', '/api/payout/sandbox/webhook', {
          raw: late.rawBody,
          headers: { ...late.headers, 'content-type': 'application/json' },
        })
      ).body.data.outcome,
    ).toBe('ignored');
    expect(await detail(t, player.auth)).toMatchObject({ commissionBalance: 300, pendingWithdrawal: 0, totalWithdrawn: 0 });
    expect(await ledgerEntries(t, `withdraw_release:${id}`)).toHaveLength(1);
    expect(await ledgerEntries(t, `withdraw_payout:${id}`)).toHaveLength(0);
    const hist = (await t.call('GET', '/api/withdraw/history', { auth: player.auth })).body.data.list;
    // the player sees it failed (the reason is the console's: it may name our custody wallet's state)
    expect(hist[0]).toMatchObject({ id, status: 'failed', txHash: null });
    expect(hist[0].failReason).toBeUndefined();
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('a forged payout webhook is refused 401 payout.error.signature in both languages, and changes nothing', async () => {
    const { id } = await withdrawalOf(t, 150, 300_00, clock.now());
    await approve(id);
    await t.s.jobs.runDue();
    const body = JSON.stringify({ requestId: `wd_${id}`, providerRef: `sbxpo_TRON_wd_${id}`, status: 'confirmed', txHash: 'f'.repeat(64) });
    const forged = await t.call('POST', '/api/payout/sandbox/webhook', {
      raw: body,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'a'.repeat(64) },
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ code: 'payout.error.signature', msg: 'Invalid payout notification signature' });
    const unsigned = await t.call('POST', '/api/payout/sandbox/webhook', { raw: body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(401);
    const pt = await t.call('POST', '/api/payout/sandbox/webhook', {
      raw: body,
      headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR' },
    });
    expect(pt.body.msg).toBe('Assinatura da notificação de pagamento de saque inválida');
    // a provider that is not in use: 404
    expect(
      (await t.call('POST', '/api/payout/nowpayments/webhook', { raw: body, headers: { 'content-type': 'application/json' } })).body.code,
    ).toBe('payout.error.provider');
    expect(await status(t, id)).toMatchObject({ status: 'sent', tx_hash: null });
  });

  it.runIf(driver === 'postgres')('two parallel approvals of one withdrawal send it once', async () => {
    const { id } = await withdrawalOf(t, 150, 300_00, clock.now());
    const other = await t.operator(['finance']);
    const [a, b] = await Promise.all([
      approve(id),
      t.call('POST', `/api/ops/referral/withdrawals/${id}/approve`, { auth: other.authorization }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a.body.code, b.body.code]).toContain('withdraw.error.state');
    expect(
      await rows(t, sql`select id from scheduled_jobs where kind = 'withdrawal_payout' and dedupe_key = ${`withdrawal_payout:${id}`}`),
    ).toHaveLength(1);
    await Promise.all([t.s.jobs.runDue(), t.s.jobs.runDue(), t.s.jobs.runDue()]);
    const sent = await rows(t, sql`select id from ops_audit where action = 'withdrawal.payout_sent' and target_id = ${String(id)}`);
    expect(sent).toHaveLength(1);
    expect(await status(t, id)).toMatchObject({ status: 'sent' });
  });
});

/**
 * The NOWPayments adapter against a loopback stub (docs/payments.md#payouts): request shapes, the IPN signature,
 * and a payout job that dies after the provider took the payout paying once.
 */
describe.each(DRIVERS)('payouts through NOWPayments (loopback stub) on %s (medium)', (driver) => {
  const np = nowPaymentsSuite(driver);
  const { stub, clock } = np;
  let t: TestApp;
  let finance: { authorization: string };
  beforeAll(() => void ({ app: t, finance } = np));
  const deliver = (b: { rawBody: string; sig: string }) =>
    t.call('POST', '/api/payout/nowpayments/webhook', {
      raw: b.rawBody,
      headers: { 'content-type': 'application/json', [NOWPAYMENTS_SIGNATURE_HEADER]: b.sig },
    });

  it('sends the documented request, verifies the signed IPN and pays with the provider hash', async () => {
    const { player, id } = await withdrawalOf(t, 150, 300_00, clock.now());
    const before = stub.created.length;
    await t.call('POST', `/api/ops/referral/withdrawals/${id}/approve`, { auth: finance.authorization });
    await t.s.jobs.runDue();
    expect(stub.problems).toEqual([]);
    const c = stub.created[before]!;
    expect(c.body).toEqual({
      ipn_callback_url: 'http://localhost:3000/api/payout/nowpayments/webhook',
      withdrawals: [
        {
          address: TRON_OK,
          currency: 'usdttrc20',
          amount: 149,
          ipn_callback_url: 'http://localhost:3000/api/payout/nowpayments/webhook',
          unique_external_id: `wd_${id}`,
        },
      ],
    });
    expect(await status(t, id)).toMatchObject({ status: 'sent', provider_ref: c.batchId, payout_provider: 'nowpayments' });
    // a forged IPN (signed with another secret) is refused; a tampered body too
    const good = ipn(c.batchId, `wd_${id}`, 'FINISHED');
    const forged = await deliver({ rawBody: good.rawBody, sig: nowPaymentsSignature('not-the-secret', JSON.parse(good.rawBody)) });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('payout.error.signature');
    expect((await deliver({ rawBody: good.rawBody.replace(HASH, 'b'.repeat(64)), sig: good.sig })).status).toBe(401);
    expect(await status(t, id)).toMatchObject({ status: 'sent' });
    // an intermediate status changes nothing; FINISHED pays with the provider's hash, once
    expect((await deliver(ipn(c.batchId, `wd_${id}`, 'SENDING'))).body.data.outcome).toBe('ignored');
    expect((await deliver(good)).body.data).toEqual({ outcome: 'paid', withdrawalId: id });
    expect((await deliver(good)).body.data).toEqual({ outcome: 'ignored', withdrawalId: id });
    expect(await status(t, id)).toMatchObject({ status: 'paid', tx_hash: HASH });
    expect((await detail(t, player.auth)).totalWithdrawn).toBe(150);
    expect(await ledgerEntries(t, `withdraw_payout:${id}`)).toHaveLength(1);
  });

  it('a FAILED IPN returns the amount once; the poll job reads the status when no IPN comes', async () => {
    const { player, id } = await withdrawalOf(t, 150, 300_00, clock.now());
    await t.call('POST', `/api/ops/referral/withdrawals/${id}/approve`, { auth: finance.authorization });
    await t.s.jobs.runDue();
    const ref = String((await status(t, id)).provider_ref);
    const failed = ipn(ref, `wd_${id}`, 'FAILED');
    expect((await deliver(failed)).body.data.outcome).toBe('failed');
    expect((await deliver(failed)).body.data.outcome).toBe('ignored');
    expect(await status(t, id)).toMatchObject({ status: 'failed', fail_reason: 'Insufficient balance' });
    expect((await detail(t, player.auth)).commissionBalance).toBe(300);
    expect(await ledgerEntries(t, `withdraw_release:${id}`)).toHaveLength(1);
    // the poll job: a second withdrawal, no IPN; the provider still says WAITING, so it asks again later
    const second = await withdrawalOf(t, 150, 300_00, clock.now());
    await t.call('POST', `/api/ops/referral/withdrawals/${second.id}/approve`, { auth: finance.authorization });
    await t.s.jobs.runDue();
    clock.advance(125_000);
    await t.s.jobs.runDue();
    expect(await status(t, second.id)).toMatchObject({ status: 'sent' });
    expect(await rows(t, sql`select id from scheduled_jobs where dedupe_key = ${`withdrawal_payout_poll:${second.id}:1`}`)).toHaveLength(1);
    expect(stub.problems).toEqual([]);
  });

  it('the provider took the payout but its answer was lost (the job failed mid-run): the retry finds it and pays once', async () => {
    const { id } = await withdrawalOf(t, 150, 300_00, clock.now());
    const before = stub.created.length;
    stub.setMode('lose');
    await t.call('POST', `/api/ops/referral/withdrawals/${id}/approve`, { auth: finance.authorization });
    // the first run's transaction rolls back on the lost answer; the job runs again (the loop retries a failed batch
    // job by job) and the retry asks the provider by our request id first: the payout it already took, not a second
    await t.s.jobs.runDue();
    stub.setMode('answer');
    expect(stub.created.length).toBe(before + 1);
    const ref = stub.created[before]!.batchId;
    expect(await status(t, id)).toMatchObject({ status: 'sent', provider_ref: ref });
    clock.advance(5_000);
    await t.s.jobs.runDue();
    expect(stub.created.length).toBe(before + 1);
    expect((await deliver(ipn(ref, `wd_${id}`, 'FINISHED'))).body.data.outcome).toBe('paid');
    expect(await ledgerEntries(t, `withdraw_payout:${id}`)).toHaveLength(1);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('a provider down for long: after the fast retries a follow-up send job every PAYOUT_POLL_MS, never stuck', async () => {
    const { id } = await withdrawalOf(t, 150, 300_00, clock.now());
    const before = stub.created.length;
    stub.setMode('down');
    await t.call('POST', `/api/ops/referral/withdrawals/${id}/approve`, { auth: finance.authorization });
    for (let i = 0; i < 6; i++) {
      await t.s.jobs.runDue();
      clock.advance(61_000); // past the job's backoff
    }
    expect(await status(t, id)).toMatchObject({ status: 'sending' });
    const first = await rows(t, sql`select done_at, attempts from scheduled_jobs where dedupe_key = ${`withdrawal_payout:${id}`}`);
    expect(first[0]!.done_at).not.toBeNull(); // handed over, not given up
    const follow = await rows(t, sql`select id from scheduled_jobs where dedupe_key like ${`withdrawal_payout:${id}:after:%`}`);
    expect(follow.length).toBeGreaterThanOrEqual(1);
    stub.setMode('answer');
    clock.advance(125_000);
    await t.s.jobs.runDue();
    expect(stub.created.length).toBe(before + 1);
    expect(await status(t, id)).toMatchObject({ status: 'sent', provider_ref: stub.created[before]!.batchId });
  });

  it.runIf(driver === 'postgres')(
    'kill -9 of the process running the payout job after the provider took it: the retry pays once',
    async () => {
      const { id } = await withdrawalOf(t, 150, 300_00, clock.now());
      const before = stub.created.length;
      stub.setMode('hang');
      // approved at the real time so the child (on the system clock) finds the job due
      await t.call('POST', `/api/ops/referral/withdrawals/${id}/approve`, { auth: finance.authorization });
      await t.s.dbHandle.db.execute(
        sql`update scheduled_jobs set due_at = now() - interval '1 second' where dedupe_key = ${`withdrawal_payout:${id}`}`,
      );
      const dbName = String((await rows(t, sql`select current_database() as name`))[0]!.name);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${dbName}`;
      const created = stub.whenCreated();
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/modules/referral/payout-crash.child.ts'], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATABASE_URL: url.toString(),
          ...NOWPAYMENTS_ENV,
          PROVIDER_TIMEOUTS: 'nowpayments=60000',
          NOWPAYMENTS_API_BASE: (t.s.withdrawals as unknown as { d: { payouts: { provider: { c: { apiBase: string } } } } }).d.payouts
            .provider.c.apiBase,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      await created; // the provider has the payout; the child's job waits for its answer
      expect(child.kill('SIGKILL')).toBe(true);
      await exited;
      expect(stub.created.length).toBe(before + 1);
      stub.setMode('answer');
      // PostgreSQL rolls the killed session back; the job is due again and this process runs it
      let state = await status(t, id);
      for (let i = 0; i < 50 && state.status !== 'sent'; i++) {
        await t.s.jobs.runDue();
        state = await status(t, id);
        if (state.status !== 'sent') await new Promise((r) => setTimeout(r, 100));
      }
      const ref = stub.created[before]!.batchId;
      expect(state).toMatchObject({ status: 'sent', provider_ref: ref });
      expect(stub.created.length).toBe(before + 1);
      expect((await deliver(ipn(ref, `wd_${id}`, 'FINISHED'))).body.data.outcome).toBe('paid');
      expect(await ledgerEntries(t, `withdraw_payout:${id}`)).toHaveLength(1);
      expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
    },
    60_000,
  );
});

describe('payout pieces (small)', () => {
  it('amounts in the coin minor units, cut never rounded up', () => {
    expect(toMinorUnits('USDT', '149.000000')).toBe('149000000');
    expect(toMinorUnits('BTC', '0.00147692')).toBe('147692');
    expect(toMinorUnits('ETH', '0.01')).toBe('10000000000000000');
    expect(toMinorUnits('TON', '12.3456789019')).toBe('12345678901');
    expect(() => toMinorUnits('DOGE', '1')).toThrow(/unknown coin/);
  });

  it('the IPN signature is HMAC-SHA512 of the JSON with its keys sorted, whatever order they came in', () => {
    const a = nowPaymentsSignature('k', { status: 'FINISHED', batch_withdrawal_id: '1', amount: '2' });
    const b = nowPaymentsSignature('k', { amount: '2', batch_withdrawal_id: '1', status: 'FINISHED' });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{128}$/);
    const p = new NowPaymentsPayoutProvider({
      apiKey: 'k',
      email: 'e',
      password: 'p',
      ipnSecret: 'k',
      apiBase: 'http://127.0.0.1:9',
      ipnCallbackUrl: () => 'http://x',
      fetch: globalThis.fetch,
    });
    const raw = JSON.stringify({ status: 'FINISHED', batch_withdrawal_id: '1', amount: '2', hash: 'h', unique_external_id: 'wd_7' });
    const sig = nowPaymentsSignature('k', JSON.parse(raw));
    expect(p.verifyWebhook(raw, { [NOWPAYMENTS_SIGNATURE_HEADER]: sig })).toEqual({
      providerRef: '1',
      status: 'confirmed',
      txHash: 'h',
      reason: undefined,
      requestId: 'wd_7',
    });
    expect(() => p.verifyWebhook(raw, { [NOWPAYMENTS_SIGNATURE_HEADER]: 'ab'.repeat(64) })).toThrow(/bad nowpayments signature/);
  });

  it('sandbox hashes have each chain shape', () => {
    expect(sandboxTxHash('ETH', 'r')).toMatch(/^0x[0-9a-f]{64}$/);
    for (const chain of ['TRON', 'BTC', 'TON']) expect(sandboxTxHash(chain, 'r')).toMatch(/^[0-9a-f]{64}$/);
  });
});
