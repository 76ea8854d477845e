import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';
import { timestampedHeaders } from './providers/timestamp-signature.ts';

/**
 * Medium tier, providers that cannot hang the shop (docs/architecture/production.md#outbound-calls): three hosted checkouts
 * in live mode pointed at a real HTTP server on 127.0.0.1 that never answers (pyvio), answers 500
 * (acquire_checkout) or answers slowly (quest2pay). The player hears back within the provider's deadline; the
 * order of the provider that never answered stays pending and a later signed webhook credits it once.
 */
const SECRET = 'pyvio-timeout-secret';
const PYVIO_TIMEOUT_MS = 600;

describe.each(DRIVERS)('prepay against providers that hang, fail or are slow on %s (medium)', (driver) => {
  let t: TestApp;
  let stub: Server;
  const held: ServerResponse[] = [];
  const hits = new Map<string, number>();

  beforeAll(async () => {
    stub = createServer((req, res) => {
      const who = (req.url ?? '').split('/')[1] ?? '';
      hits.set(who, (hits.get(who) ?? 0) + 1);
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (who === 'never') return void held.push(res);
        if (who === 'fail') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":"oops"}');
        const orderNo = (JSON.parse(body) as { orderNo: string }).orderNo;
        setTimeout(
          () =>
            res
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify({ sessionId: `s-${orderNo}`, checkoutUrl: `https://pay.quest2pay.test/${orderNo}` })),
          300,
        );
      });
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    t = await createTestApp(driver, {
      PAYMENTS_MODE: 'live',
      PYVIO_MERCHANT_ID: 'm-pyvio',
      PYVIO_SECRET: SECRET,
      PYVIO_API_BASE: `${base}/never`,
      ACQUIRE_CHECKOUT_MERCHANT_ID: 'm-acq',
      ACQUIRE_CHECKOUT_SECRET: 'acq-secret',
      ACQUIRE_CHECKOUT_API_BASE: `${base}/fail`,
      QUEST2PAY_MERCHANT_ID: 'm-q2p',
      QUEST2PAY_SECRET: 'q2p-secret',
      QUEST2PAY_API_BASE: `${base}/slow`,
      PROVIDER_TIMEOUTS: `pyvio=${PYVIO_TIMEOUT_MS},quest2pay=5000,acquire_checkout=5000`,
    });
  });
  afterAll(async () => {
    await t?.close();
    for (const res of held) res.destroy();
    stub?.closeAllConnections();
    await new Promise((r) => stub?.close(r));
  });

  const coin = async (auth: string) => (await t.call('GET', '/api/user/base_info', { auth })).body.data.coin as number;
  const orders = async (uid: number) =>
    rowsOf<{ order_no: string; status: string; provider: string }>(
      await t.s.dbHandle.db.execute(sql`select order_no, status, provider from payment_orders where user_id = ${uid} order by id`),
    );

  it('a provider that never answers: the player gets pay.error.provider_timeout within the deadline, the order stays pending, and a later signed webhook credits it once', async () => {
    const p = await t.register();
    const started = performance.now();
    const r = await t.call('POST', '/api/pay/pyvio/prepay', { auth: p.auth, body: { amount: 20 } });
    const ms = performance.now() - started;
    expect(r.status).toBe(504);
    expect(r.body.code).toBe('pay.error.provider_timeout');
    expect(ms).toBeGreaterThanOrEqual(PYVIO_TIMEOUT_MS - 10);
    expect(ms).toBeLessThan(PYVIO_TIMEOUT_MS + 2_500);
    expect(hits.get('never')).toBe(1); // a checkout-creating POST is never sent twice
    const [order] = await orders(p.uid);
    expect(order).toMatchObject({ status: 'pending', provider: 'pyvio' });
    expect(r.body.details).toEqual({ orderNo: order!.order_no });
    expect((await t.call('GET', `/api/pay/order/${order!.order_no}`)).body.data.status).toBe('pending');
    expect(await coin(p.auth)).toBe(0);

    // the provider got the request after all: the payer paid, its signed callback arrives later
    const deliver = () => {
      const body = JSON.stringify({ eventId: 'evt-late-1', orderNo: order!.order_no, status: 'paid', amount: '20.00', currency: 'USD' });
      return t.call('POST', '/api/pay/pyvio/webhook', {
        raw: body,
        headers: { 'content-type': 'application/json', ...timestampedHeaders(SECRET, body, new Date()) },
      });
    };
    const first = await deliver();
    expect(first.status).toBe(200);
    expect((await t.call('GET', `/api/pay/order/${order!.order_no}`)).body.data.status).toBe('paid');
    const credited = await coin(p.auth);
    expect(credited).toBeGreaterThanOrEqual(20);
    const again = await Promise.all([deliver(), deliver()]);
    expect(again.map((a) => a.status)).toEqual([200, 200]);
    expect(await coin(p.auth)).toBe(credited);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('a provider that answers 500: one attempt (a POST that creates a checkout), the player gets pay.error.provider, the order is closed', async () => {
    const p = await t.register();
    hits.delete('fail');
    const r = await t.call('POST', '/api/pay/acquire_checkout/prepay', { auth: p.auth, body: { amount: 20 } });
    expect(r.status).toBe(502);
    expect(r.body.code).toBe('pay.error.provider');
    expect(hits.get('fail')).toBe(1);
    expect((await orders(p.uid))[0]).toMatchObject({ status: 'failed' });
  });

  it('a slow provider inside its deadline: the prepay succeeds', async () => {
    const p = await t.register();
    const r = await t.call('POST', '/api/pay/quest2pay/prepay', { auth: p.auth, body: { amount: 20 } });
    expect(r.status).toBe(200);
    expect(r.body.data.toPayUrl).toBe(`https://pay.quest2pay.test/${r.body.data.orderNo}`);
    expect((await orders(p.uid))[0]).toMatchObject({ status: 'pending' });
  });
});
