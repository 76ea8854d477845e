import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { RealtimeGateway } from '../realtime/gateway.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, DRIVERS, type TestApp } from '../test/harness.ts';
import { heldClock, PENNY_PINCHER } from '../modules/battles/battle-fixtures.ts';
import { sampleOf as sample } from '../lib/metrics.ts';

describe.each(DRIVERS)('GET /metrics on %s (medium): Prometheus counters move with real actions', (driver) => {
  let t: TestApp;
  const clock = heldClock();
  const scrape = async () => {
    const r = await t.call('GET', '/metrics');
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toContain('text/plain');
    return r.res.body;
  };
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.vip.putSetting('battle_min_vip', 0); // the VIP gate is vip.test.ts's subject: these players are funded without XP
  });
  afterAll(async () => t?.close());

  it('is open without METRICS_TOKEN outside production and carries process metrics and pool usage', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE hapa_http_request_duration_seconds histogram');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(sample(text, 'hapa_db_pool_connections', { driver, state: 'total' })).toBeGreaterThanOrEqual(1);
    if (driver === 'postgres') {
      expect(sample(text, 'hapa_db_pool_connections', { driver, state: 'max' })).toBe(30);
      expect(text).toMatch(/hapa_db_pool_connections\{driver="postgres",state="waiting"\} \d+/);
    }
    expect(sample(text, 'hapa_sockets_connected')).toBe(0);
  });

  it('counts a committed open (boxes, not replays) and labels latency by route pattern, not raw URL', async () => {
    const p = await t.register();
    await t.fund(p.uid, 10_000);
    const before = await scrape();
    const open = () =>
      t.call('POST', `/api/item/${PENNY_PINCHER}/open/3`, { auth: p.auth, headers: { 'idempotency-key': 'metrics-open-1' } });
    expect((await open()).status).toBe(200);
    expect((await open()).status).toBe(200); // idempotent replay: no new boxes
    const after = await scrape();
    expect(sample(after, 'hapa_box_opens_total') - sample(before, 'hapa_box_opens_total')).toBe(3);
    const labels = { route: '/api/item/:id/open/:times', method: 'POST', status_class: '2xx' };
    expect(
      sample(after, 'hapa_http_request_duration_seconds_count', labels) -
        sample(before, 'hapa_http_request_duration_seconds_count', labels),
    ).toBe(2);
    expect(after).not.toContain(`route="/api/item/${PENNY_PINCHER}`);
    await t.call('GET', '/no/such/page/anywhere', { headers: { accept: 'application/json' } });
    await t.call('GET', '/api/nothing-here/12345');
    const text = await scrape();
    expect(
      sample(text, 'hapa_http_request_duration_seconds_count', { route: 'unmatched', method: 'GET', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('nothing-here');
  });

  it('counts a credited deposit once (count and coin cents), not its repeated confirmation', async () => {
    const p = await t.register();
    const before = await scrape();
    const pre = await t.call('POST', '/api/pay/sandbox/prepay', { auth: p.auth, body: { amount: '20.55', orderType: 1 } });
    expect(pre.status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await t.call('POST', `/api/pay/sandbox/${pre.body.data.orderNo}/confirm`)).status).toBe(200);
    const after = await scrape();
    expect(sample(after, 'hapa_deposits_credited_total') - sample(before, 'hapa_deposits_credited_total')).toBe(1);
    expect(sample(after, 'hapa_deposits_credited_cents_total') - sample(before, 'hapa_deposits_credited_cents_total')).toBe(2055);
  });

  it('counts a settled battle when its last seat fills, and the end job lag when the job is taken', async () => {
    const p = await t.register();
    await t.fund(p.uid, 10_000);
    const before = await scrape();
    const created = await t.call('POST', '/api/battle/v2/create', {
      auth: p.auth,
      body: { boxes: [{ boxId: PENNY_PINCHER, count: 1 }], type: 'singled' },
    });
    expect(created.status).toBe(200);
    const mid = await scrape();
    expect(sample(mid, 'hapa_battles_settled_total')).toBe(sample(before, 'hapa_battles_settled_total'));
    expect((await t.call('POST', `/api/battle/v2/${created.body.data.uuid}/play_bot`, { auth: p.auth })).status).toBe(200);
    const settled = await scrape();
    expect(sample(settled, 'hapa_battles_settled_total') - sample(before, 'hapa_battles_settled_total')).toBe(1);
    const endsAt = Date.parse((await t.call('GET', `/api/battle/v2/${created.body.data.uuid}/detail`)).body.data.endsAt);
    expect(endsAt).toBeGreaterThan(clock.ms);
    // the end job is taken 7 s after it fell due (held clock): lag 7 s
    clock.set(endsAt + 7_000);
    expect(await t.s.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const ran = await scrape();
    const kind = { kind: 'battle.end' };
    expect(sample(ran, 'hapa_job_lag_seconds_count', kind) - sample(settled, 'hapa_job_lag_seconds_count', kind)).toBe(1);
    expect(sample(ran, 'hapa_job_lag_seconds_sum', kind) - sample(settled, 'hapa_job_lag_seconds_sum', kind)).toBeCloseTo(7, 3);
    expect(sample(ran, 'hapa_job_lag_seconds_bucket', { ...kind, le: '5' })).toBe(
      sample(settled, 'hapa_job_lag_seconds_bucket', { ...kind, le: '5' }),
    );
  });
});

describe('GET /metrics protection (medium, pglite)', () => {
  const TOKEN = 'metrics-token-0123456789abcdef';
  let guarded: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp('pglite', { METRICS_TOKEN: TOKEN });
    production = await createTestApp('pglite', { NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await guarded?.close();
    await production?.close();
  });

  it('with METRICS_TOKEN: 401 in the envelope without it or with another token, 200 with the Bearer token', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      const r = await guarded.call('GET', '/metrics', { headers: authorization === undefined ? {} : { authorization } });
      expect(r.status, String(authorization)).toBe(401);
      expect(r.body).toEqual({ code: 'user.error.unauthorized', msg: 'Please log in first' });
    }
    const r = await guarded.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.status).toBe(200);
    expect(r.res.body).toContain('hapa_box_opens_total');
  });

  it('in production without METRICS_TOKEN it is not served (404 in the envelope, not the web app)', async () => {
    const r = await production.call('GET', '/metrics');
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('error.not_found');
  });

  it('a too short METRICS_TOKEN is refused at start, naming the variable', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('socket count (medium, pglite): hapa_sockets_connected follows real Socket.IO clients', () => {
  it('counts connected clients and drops them on disconnect', async () => {
    const t = await createTestApp('pglite');
    const gateway = new RealtimeGateway();
    try {
      await gateway.attach(t.app.server, t.s.auth);
      t.s.metrics.countSockets(() => gateway.socketCount);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const count = async () => sample((await t.call('GET', '/metrics')).res.body, 'hapa_sockets_connected');
      expect(await count()).toBe(0);
      const clients = Array.from({ length: 3 }, () => connect(url, { transports: ['websocket'], forceNew: true, reconnection: false }));
      await Promise.all(clients.map((c) => new Promise((resolve) => c.once('connect', () => resolve(null)))));
      expect(await count()).toBe(3);
      clients[0]!.close();
      await expect.poll(count).toBe(2);
      clients.forEach((c) => c.close());
      await expect.poll(count).toBe(0);
    } finally {
      await gateway.close();
      await t.close();
    }
  });
});
