import { createServer, type Server as HttpServer } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { RealtimeGateway } from './gateway.ts';

/** A TCP proxy to Redis that the test can cut (every connection dropped, port closed) and restore. */
function redisProxy(target: URL) {
  const open = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((c) => {
        const r = net.connect(Number(target.port || 6379), target.hostname);
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
    });
  return {
    listen,
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    async cut() {
      const closed = new Promise((r) => server!.close(r)); // resolves once every connection is gone
      for (const s of open) s.destroy();
      await closed;
    },
  };
}

async function gatewayOn(redisUrl: string): Promise<{ gw: RealtimeGateway; http: HttpServer; url: string }> {
  const http = createServer();
  const gw = new RealtimeGateway();
  // no logins in this test: an auth stub with only the revoke subscription the gateway makes at attach
  await gw.attach(http, { onRevoke: () => undefined } as unknown as AuthService, redisUrl, { adapterKey: `hapa-test-${process.pid}` });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  return { gw, http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

describe('realtime gateway when Redis goes away (medium, real Redis through a proxy)', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it.runIf(!!process.env.REDIS_URL)('keeps the instance up while Redis is unreachable and fans out again once it is back', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    cleanups.push(() => void process.off('unhandledRejection', onUnhandled));
    const proxy = redisProxy(new URL(process.env.REDIS_URL!));
    await proxy.listen();
    const a = await gatewayOn(proxy.url);
    const b = await gatewayOn(process.env.REDIS_URL!);
    cleanups.push(
      () => a.gw.close(),
      () => b.gw.close(),
    );
    const viewer: Socket = connect(b.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    cleanups.push(() => void viewer.close());
    await new Promise((r) => viewer.once('connect', () => r(null)));
    viewer.emit('subscribe', 'live');
    const got: string[] = [];
    viewer.on('live:drop', (drops: unknown[]) => void got.push((drops[0] as { id: string }).id));
    // the payload is opaque to the gateway: a marker instead of a real drop
    const drop = (id: string) => a.gw.toChannel('live', 'live:drop', [{ id }] as never);

    await expect.poll(() => (drop('before'), got.includes('before')), { timeout: 5_000 }).toBe(true);
    await proxy.cut();
    // publishes while Redis is away: they fail inside the adapter (past maxRetriesPerRequest) and must
    // not become unhandled rejections (vitest fails the run on one; the server process would exit)
    for (let i = 0; i < 20; i++) {
      drop(`during-${i}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(got.some((id) => id.startsWith('during-'))).toBe(false);
    expect(unhandled.map(String)).toEqual([]);
    await proxy.listen(); // Redis reachable again on the same address: ioredis reconnects and re-subscribes
    await expect.poll(() => (drop('after'), got.includes('after')), { timeout: 10_000, interval: 250 }).toBe(true);
    expect(unhandled.map(String)).toEqual([]);
  });
});
