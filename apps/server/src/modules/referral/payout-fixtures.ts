/**
 * Test support for the payout tests (payouts.test.ts, payout-check.test.ts): players with withdrawals, a loopback
 * NOWPayments stub and its signed IPN.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { friendCodeOf } from '../users/friend-code.ts';
import { nowPaymentsSignature } from './payout-nowpayments.ts';

export const TRON_OK = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const IPN_SECRET = 'np-ipn-secret-for-tests';
export const HASH = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** A clock the test moves. */
export function movableClock(start = Date.now()) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

export type Row = Record<string, unknown>;
export const rows = async (t: TestApp, q: ReturnType<typeof sql>) =>
  ((await t.s.dbHandle.db.execute(q)) as unknown as { rows: Row[] }).rows;

/** A player with `cents` of commission (a referred player's deposit) and a pending USDT-TRC20 withdrawal of `amount` coins. */
export async function withdrawalOf(t: TestApp, amount = 150, commissionCents = 300_00, now = new Date()) {
  const a = await t.register();
  const email = `r-${randomBytes(5).toString('hex')}@example.com`;
  const reg = await t.call('POST', '/api/user/register/v2', {
    body: { email, password: 'secret123', ageConfirmed: true, referral: { code: friendCodeOf(a.uid), channel: 'copy' } },
  });
  await t.s.dbHandle.db.transaction((tx) =>
    t.s.referral.creditDepositCommission(tx, {
      sourceKey: `deposit:${randomBytes(6).toString('hex')}`,
      userId: reg.body.data.uid,
      depositCents: commissionCents * 10,
      at: now,
    }),
  );
  const w = await t.call('POST', '/api/distribution/withdraw', {
    auth: a.auth,
    body: { amount, chain: 'TRON', ccy: 'USDT', address: TRON_OK },
  });
  expect(w.status, JSON.stringify(w.body)).toBe(200);
  return { player: a, id: w.body.data.id as number };
}
export const detail = async (t: TestApp, auth: string) => (await t.call('GET', '/api/distribution/detail', { auth })).body.data;
export const ledgerEntries = (t: TestApp, key: string) => rows(t, sql`select id from journal_entries where idempotency_key = ${key}`);
export const status = async (t: TestApp, id: number) =>
  (await rows(t, sql`select status, tx_hash, provider_ref, fail_reason, payout_provider from withdrawals where id = ${id}`))[0]!;

/**
 * A loopback stand-in for the NOWPayments payout API: checks each request's shape, keeps the payouts it created.
 * `settle(batchId, 'FINISHED' | 'FAILED' | ...)` changes what its status endpoint answers for one payout (WAITING until then).
 */
export function nowPaymentsStub() {
  const created: { batchId: string; body: any }[] = [];
  const problems: string[] = [];
  let mode: 'answer' | 'lose' | 'hang' | 'down' = 'answer';
  let onCreate: () => void = () => undefined;
  const settled = new Map<string, string>();
  const item = (c: { batchId: string; body: any }) => ({
    id: `w${c.batchId}`,
    batch_withdrawal_id: c.batchId,
    status: settled.get(c.batchId) ?? 'WAITING',
    address: c.body.withdrawals[0].address,
    currency: c.body.withdrawals[0].currency,
    amount: String(c.body.withdrawals[0].amount),
    unique_external_id: c.body.withdrawals[0].unique_external_id,
    hash: settled.get(c.batchId) === 'FINISHED' ? HASH : null,
    error: settled.get(c.batchId) === 'FAILED' ? 'Insufficient balance' : null,
  });
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (code: number, body: unknown) => res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const url = new URL(req.url ?? '/', 'http://stub');
      if (req.method === 'POST' && url.pathname === '/v1/auth') {
        const b = JSON.parse(raw);
        if (b.email !== 'payouts@hapabox.test' || b.password !== 'np-password') problems.push(`auth body ${raw}`);
        return send(200, { token: 'jwt-token-1' });
      }
      if (mode === 'down') return send(503, { message: 'maintenance' });
      if (req.headers['x-api-key'] !== 'np-api-key') problems.push(`x-api-key ${req.headers['x-api-key']}`);
      if (req.headers.authorization !== 'Bearer jwt-token-1') problems.push(`authorization ${req.headers.authorization}`);
      if (req.method === 'GET' && url.pathname === '/v1/payout') return send(200, { payouts: created.map((c) => item(c)) });
      if (req.method === 'POST' && url.pathname === '/v1/payout') {
        const body = JSON.parse(raw);
        const w = body.withdrawals?.[0];
        if (body.withdrawals?.length !== 1 || !w?.unique_external_id || !w?.ipn_callback_url || typeof w?.amount !== 'number')
          problems.push(`payout body ${raw}`);
        const c = { batchId: String(5000000700 + created.length), body };
        created.push(c);
        onCreate();
        if (mode === 'hang') return; // the provider took it and never answers
        if (mode === 'lose') return send(502, { message: 'bad gateway' }); // took it, the answer is lost
        return send(200, { id: c.batchId, withdrawals: [item(c)] });
      }
      const one = /^\/v1\/payout\/(\d+)$/.exec(url.pathname);
      if (req.method === 'GET' && one) {
        const c = created.find((x) => x.batchId === one[1]);
        return c ? send(200, [item(c)]) : send(404, { message: 'not found' });
      }
      problems.push(`unexpected ${req.method} ${req.url}`);
      send(404, { message: 'unexpected' });
    });
  });
  return {
    created,
    problems,
    setMode: (m: typeof mode) => void (mode = m),
    settle: (batchId: string, statusName: string) => void settled.set(batchId, statusName),
    whenCreated: () => new Promise<void>((r) => (onCreate = r)),
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

export const NOWPAYMENTS_ENV = {
  NOWPAYMENTS_API_KEY: 'np-api-key',
  NOWPAYMENTS_EMAIL: 'payouts@hapabox.test',
  NOWPAYMENTS_PASSWORD: 'np-password',
  NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
  PROVIDER_TIMEOUTS: 'nowpayments=1500',
};

/** The IPN NOWPayments sends about a withdrawal, signed with its documented scheme (HMAC-SHA512 of the sorted JSON). */
export function ipn(batchId: string, requestId: string, statusName: string, extra: Row = {}) {
  const params = {
    id: `w${batchId}`,
    batch_withdrawal_id: batchId,
    status: statusName,
    address: TRON_OK,
    amount: '149',
    currency: 'usdttrc20',
    unique_external_id: requestId,
    hash: statusName === 'FINISHED' ? HASH : null,
    error: statusName === 'FAILED' ? 'Insufficient balance' : null,
    ...extra,
  };
  const rawBody = JSON.stringify(params);
  return { rawBody, sig: nowPaymentsSignature(IPN_SECRET, params) };
}

/**
 * One describe block's NOWPayments payouts: the loopback stub, a clock the test moves, an app paying out through the
 * stub (NOWPAYMENTS_ENV) and a finance operator, made in its own beforeAll and closed in its afterAll. `app` and
 * `finance` are set once beforeAll ran.
 */
export function nowPaymentsSuite(driver: 'pglite' | 'postgres') {
  const suite = {
    stub: nowPaymentsStub(),
    clock: movableClock(),
    app: undefined as unknown as TestApp,
    finance: { authorization: '' },
  };
  beforeAll(async () => {
    const base = await suite.stub.start();
    suite.app = await createTestApp(driver, { ...NOWPAYMENTS_ENV, NOWPAYMENTS_API_BASE: base }, { clock: suite.clock });
    suite.finance = await suite.app.operator(['finance']);
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.stub.close();
  });
  return suite;
}
