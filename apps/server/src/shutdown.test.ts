import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { drainAndStop, type RunningServer } from './shutdown.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('drainAndStop (small): the order of the steps, failures and the timeout', () => {
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, child: () => quiet } as never;

  function fakeServer(steps: string[], overrides: Partial<RunningServer> = {}): RunningServer {
    return {
      readiness: { startDraining: () => void steps.push('ready 503'), refuseRequests: () => void steps.push('refuse') },
      gateway: { drain: () => (steps.push('sockets told to reconnect'), 3), close: async () => void steps.push('redis closed') },
      jobs: {
        stop: async () => {
          steps.push('jobs: stop claiming');
          await new Promise((r) => setTimeout(r, 30));
          steps.push('jobs: batch finished');
        },
      },
      app: {
        close: (async () => {
          steps.push('http: stop listening');
          await new Promise((r) => setTimeout(r, 10));
          steps.push('http: requests in flight answered');
        }) as never,
      },
      close: async () => void steps.push('database closed'),
      ...overrides,
    };
  }

  it('readiness first, then refusing, sockets and jobs, then the HTTP server, and the database last; exit 0', async () => {
    const steps: string[] = [];
    expect(await drainAndStop(fakeServer(steps), { delayMs: 20, timeoutMs: 5_000, log: quiet, signal: 'SIGTERM' })).toBe(0);
    expect(steps).toEqual([
      'ready 503',
      'refuse',
      'sockets told to reconnect',
      'jobs: stop claiming',
      'http: stop listening',
      'http: requests in flight answered',
      'jobs: batch finished',
      'redis closed',
      'database closed',
    ]);
  });

  it('a failing step does not stop the others (exit 1); a drain past SHUTDOWN_TIMEOUT_MS exits 1 at the timeout', async () => {
    const steps: string[] = [];
    const failing = fakeServer(steps, { gateway: { drain: () => 0, close: () => Promise.reject(new Error('redis gone')) } });
    expect(await drainAndStop(failing, { delayMs: 0, timeoutMs: 5_000, log: quiet, signal: 'SIGTERM' })).toBe(1);
    expect(steps.at(-1)).toBe('database closed');
    const hung = fakeServer([], { app: { close: (() => new Promise(() => undefined)) as never } });
    const started = Date.now();
    expect(await drainAndStop(hung, { delayMs: 0, timeoutMs: 1_000, log: quiet, signal: 'SIGTERM' })).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

/**
 * The real server in a child process (node + tsx, PGlite in a temp folder): a prepay is in flight (its payment
 * provider, a stub here, holds the answer), SIGTERM arrives, the socket is told to reconnect, a new request is
 * turned away, the prepay completes 200 and the process exits 0. Every line it wrote is a pino JSON line.
 */
describe('SIGTERM drains a running server (large, child process)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hapa-sigterm-'));
  let child: ChildProcess | undefined;
  let provider: Server | undefined;
  let socket: Socket | undefined;
  afterAll(async () => {
    socket?.close();
    if (child && child.exitCode === null) child.kill('SIGKILL');
    provider?.closeAllConnections();
    await new Promise((r) => (provider ? provider.close(r) : r(undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a request in flight completes 200 after SIGTERM, new work is refused, sockets reconnect elsewhere, exit 0', async () => {
    // the payment provider: answers the checkout only when the test says so
    let release: () => void = () => undefined;
    let providerAsked: () => void = () => undefined;
    const asked = new Promise<void>((r) => (providerAsked = r));
    const released = new Promise<void>((r) => (release = r));
    provider = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        providerAsked();
        void released.then(() => {
          const { orderNo } = JSON.parse(body) as { orderNo: string };
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ sessionId: 's1', checkoutUrl: `https://pay.test/${orderNo}` }));
        });
      });
    });
    await new Promise<void>((r) => provider!.listen(0, '127.0.0.1', r));
    const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

    const lines: string[] = [];
    let onLine: (line: string) => void = () => undefined;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: '0',
        PAYMENTS_MODE: 'live',
        PYVIO_MERCHANT_ID: 'm-pyvio',
        PYVIO_SECRET: 'pyvio-secret',
        PYVIO_API_BASE: providerUrl,
        PROVIDER_TIMEOUTS: 'pyvio=30000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)));
    let buffered = '';
    const take = (chunk: Buffer) => {
      buffered += chunk.toString();
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        if (line.trim()) {
          lines.push(line);
          onLine(line);
        }
      }
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);

    const started = await new Promise<{ port: number }>((resolve, reject) => {
      const check = (line: string) => {
        try {
          const j = JSON.parse(line) as { msg?: string; port?: number };
          if (j.msg?.startsWith('HapaBox is serving') && j.port) resolve({ port: j.port });
        } catch {
          /* judged at the end */
        }
      };
      lines.forEach(check);
      onLine = check;
      void exited.then((code) => reject(new Error(`server exited ${code} before serving:\n${lines.join('\n')}`)));
    });
    const base = `http://127.0.0.1:${started.port}`;

    const reg = (await (
      await fetch(`${base}/api/user/register/v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'sigterm@example.com', password: 'secret123', ageConfirmed: true }),
      })
    ).json()) as { code: number; data: { authorization: string } };
    expect(reg.code).toBe(0);
    const auth = reg.data.authorization;

    socket = connectSocket(base, { path: '/socket.io', transports: ['websocket'], reconnectionDelay: 5_000 });
    await new Promise<void>((r) => socket!.once('connect', () => r()));
    const disconnected = new Promise<{ reason: string; willReconnect: boolean }>((r) =>
      socket!.once('disconnect', (reason) => r({ reason, willReconnect: socket!.active })),
    );

    // the request in flight: its provider holds the answer
    const inFlight = fetch(`${base}/api/pay/pyvio/prepay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ amount: 20 }),
    });
    await asked;
    child.kill('SIGTERM');

    const gone = await disconnected;
    expect(gone.reason).toBe('transport close'); // not 'io server disconnect', after which a client stays away
    expect(gone.willReconnect).toBe(true);
    socket.io.reconnection(false);

    // new work is turned away while the prepay is still running: 503 on a kept-alive connection, or no connection
    const late = await fetch(`${base}/api/sys/config`).then(
      async (r) => ({ status: r.status, code: ((await r.json()) as { code: string }).code }),
      () => ({ status: 0, code: 'refused' }),
    );
    expect([503, 0]).toContain(late.status);
    if (late.status === 503) expect(late.code).toBe('error.shutting_down');

    release();
    const done = await inFlight;
    expect(done.status).toBe(200);
    const body = (await done.json()) as { code: number; data: { toPayUrl: string; orderNo: string } };
    expect(body.data.toPayUrl).toBe(`https://pay.test/${body.data.orderNo}`);

    expect(await exited, lines.slice(-12).join('\n')).toBe(0);
    // the server logs only through pino: every line is JSON; the drain and the stop are in them
    const parsed = lines.map((l) => {
      try {
        return JSON.parse(l) as { msg?: string };
      } catch {
        return { notJson: l };
      }
    });
    expect(parsed.filter((p) => 'notJson' in p)).toEqual([]);
    const messages = parsed.map((p) => (p as { msg?: string }).msg ?? '');
    expect(messages.some((m) => m.startsWith('draining'))).toBe(true);
    expect(messages).toContain('stopped');
  }, 180_000);
});
