import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { databaseCheck, Readiness, redisCheck } from '../lib/readiness.ts';
import { freshPostgres } from '../test/db-templates.ts';
import { createTestApp, DRIVERS, type TestApp } from '../test/harness.ts';

/** A TCP proxy to `target` that the test can cut (connections dropped, port closed) and open again on the same port. */
function tcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  return {
    get port() {
      return port;
    },
    get listening() {
      return server?.listening ?? false;
    },
    listen: () =>
      new Promise<void>((resolve) => {
        server = net.createServer((c) => {
          const r = net.connect(target.port, target.host);
          for (const s of [c, r]) {
            open.add(s);
            s.on('error', () => undefined);
            s.on('close', () => open.delete(s));
          }
          c.pipe(r).pipe(c);
        });
        server.listen(port, '127.0.0.1', () => {
          port = (server!.address() as AddressInfo).port;
          resolve();
        });
      }),
    async cut() {
      const closed = new Promise((r) => server!.close(r));
      for (const s of open) s.destroy();
      await closed;
    },
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** Polls `state` until it reads `ready` (or `deadlineMs` passes); returns how long it took. */
async function until(readiness: Readiness, ready: boolean, deadlineMs = 8_000): Promise<number> {
  const started = Date.now();
  while ((await readiness.state()).ready !== ready) {
    if (Date.now() - started > deadlineMs) throw new Error(`readiness did not become ${ready} within ${deadlineMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

describe('readiness (small): checks, the one-second cache, timeouts, the drain', () => {
  it('a failing check is 503-worthy and is not remembered longer than a second: it recovers by itself', async () => {
    let up = false;
    let runs = 0;
    let now = 0;
    const r = new Readiness(
      [
        {
          name: 'database',
          run: async () => {
            runs++;
            if (!up) throw new Error('down');
          },
        },
      ],
      { now: () => now },
    );
    expect(await r.state()).toEqual({ ready: false, failing: ['database'] });
    up = true;
    now = 999;
    expect((await r.state()).ready).toBe(false); // cached
    now = 1_000;
    expect(await r.state()).toEqual({ ready: true, failing: [] });
    expect(runs).toBe(2);
    // checks in flight are shared
    now = 5_000;
    await Promise.all([r.state(), r.state(), r.state()]);
    expect(runs).toBe(3);
  });

  it('a check that never answers counts as down after its timeout', async () => {
    const r = new Readiness([{ name: 'redis', run: () => new Promise(() => undefined) }], { timeoutMs: 100 });
    const started = Date.now();
    expect(await r.state()).toEqual({ ready: false, failing: ['redis'] });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('draining is not ready whatever the checks say', async () => {
    const r = new Readiness([{ name: 'database', run: async () => undefined }]);
    expect((await r.state()).ready).toBe(true);
    r.startDraining();
    expect(await r.state()).toEqual({ ready: false, failing: ['draining'] });
    expect(r.phase).toBe('draining');
    r.refuseRequests();
    expect(r.phase).toBe('refusing');
  });
});

describe.each(DRIVERS)('GET /api/health and GET /api/ready on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('health is 200; ready is 200 while the database answers; draining turns ready to 503 and then refuses requests with Connection: close', async () => {
    expect((await t.call('GET', '/api/health')).body).toEqual({ code: 0, data: { status: 'ok' } });
    const ready = await t.call('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ code: 0, data: { status: 'ready' } });
    expect(ready.res.headers['cache-control']).toBe('no-store');

    t.s.readiness.startDraining();
    const draining = await t.call('GET', '/api/ready');
    expect(draining.status).toBe(503);
    expect(draining.body).toMatchObject({ code: 'error.not_ready', details: { failing: ['draining'] } });
    expect((await t.call('GET', '/api/sys/config')).status).toBe(200); // still served while the balancer notices

    t.s.readiness.refuseRequests();
    const refused = await t.call('GET', '/api/sys/config');
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('error.shutting_down');
    expect(refused.res.headers.connection).toBe('close');
    const pt = await t.call('POST', '/api/user/login/email/login', {
      body: { email: 'a@b.c', password: 'x' },
      headers: { 'x-lang': 'pt' },
    });
    expect(pt.body).toMatchObject({ code: 'error.shutting_down', msg: 'O servidor está reiniciando. Tente novamente em instantes' });
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    expect((await t.call('GET', '/api/ready')).status).toBe(503);
  });

  it('with REDIS_URL on a closed port: ready is 503 naming redis, health stays 200', async () => {
    const app = await createTestApp(driver, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const r = await app.call('GET', '/api/ready');
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ code: 'error.not_ready', details: { failing: ['redis'] } });
      expect((await app.call('GET', '/api/health')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('readiness against real servers that go away and come back (medium)', () => {
  it.runIf(!!process.env.DATABASE_URL)('PostgreSQL: ready, 503 while it cannot be reached, ready again by itself', async () => {
    const fresh = await freshPostgres(process.env.DATABASE_URL!, `hapa_t_${randomBytes(6).toString('hex')}`);
    const url = new URL(fresh.url);
    const proxy = tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.listen();
    url.host = `127.0.0.1:${proxy.port}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 2 });
    const readiness = new Readiness([databaseCheck((ms) => handle.ping(ms))]);
    try {
      expect(await readiness.state()).toEqual({ ready: true, failing: [] });
      await proxy.cut();
      expect(await until(readiness, false)).toBeLessThan(2_500);
      expect((await readiness.state()).failing).toEqual(['database']);
      await proxy.listen();
      expect(await until(readiness, true)).toBeLessThan(2_500);
    } finally {
      if (!proxy.listening) await proxy.listen();
      await handle.close();
      await fresh.drop();
    }
  });

  it.runIf(!!process.env.REDIS_URL)('Redis: ready, 503 while it cannot be reached, ready again by itself', async () => {
    const target = new URL(process.env.REDIS_URL!);
    const proxy = tcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.listen();
    const readiness = new Readiness([]);
    readiness.addCheck(redisCheck(`redis://127.0.0.1:${proxy.port}`, (c) => readiness.onClose(c)));
    try {
      expect(await readiness.state()).toEqual({ ready: true, failing: [] });
      await proxy.cut();
      expect(await until(readiness, false)).toBeLessThan(2_500);
      expect((await readiness.state()).failing).toEqual(['redis']);
      await proxy.listen();
      expect(await until(readiness, true)).toBeLessThan(5_000);
    } finally {
      await readiness.close();
    }
  });
});
