import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { createContainer, type Container } from '../container.ts';
import { buildApp } from '../http/app.ts';
import { RealtimeGateway } from '../realtime/gateway.ts';
import { realtimeGates } from '../realtime/gates.ts';

/** A real listening server (HTTP + Socket.IO on an ephemeral port) for socket tests. */
export interface LiveInstance {
  url: string;
  s: Container;
  close(): Promise<void>;
}

/** Starts the whole app on `dbHandle` with rate limits off, optionally on the Socket.IO Redis adapter. */
export async function startInstance(dbHandle: DbHandle, redisUrl?: string): Promise<LiveInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' } as NodeJS.ProcessEnv);
  const gateway = new RealtimeGateway();
  let url = '';
  const s = await createContainer(config, { publisher: gateway, publicUrl: () => url, dbHandle });
  const app = await buildApp(s, { logger: false });
  // the adapter key is this test process's own: test files running in parallel never hear each other's events
  await gateway.attach(app.server, s.auth, redisUrl, { gates: realtimeGates(s), adapterKey: `hapa-test-${process.pid}` });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    s,
    async close() {
      await app.close();
      await gateway.close();
      await s.close();
    },
  };
}

/** POSTs JSON (or nothing) with an optional Authorization value; returns the parsed envelope. */
export async function post(url: string, body: unknown, auth?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(auth ? { authorization: auth } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number | string; data: any };
}
