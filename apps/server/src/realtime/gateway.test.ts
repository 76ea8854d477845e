import { afterAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { openDatabase, type DbHandle } from '../db/client.ts';
import { post, startInstance, type LiveInstance as Instance } from '../test/live-instance.ts';

async function fundedPlayer(inst: Instance) {
  const s = (await post(`${inst.url}/api/user/register/v2`, { email: `rt-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password: 'secret123', ageConfirmed: true })).data;
  const pre = (await post(`${inst.url}/api/pay/sandbox/prepay`, { amount: 100, orderType: 1 }, s.authorization)).data;
  await post(`${inst.url}/api/pay/sandbox/${pre.orderNo}/confirm`, undefined);
  return s as { uid: number; authorization: string };
}

function subscribedSocket(url: string, authorization?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    socket.on('connect', () => {
      socket.emit('subscribe', 'live');
      if (authorization) socket.emit('login', authorization);
      // give the server a moment to process the joins before the test acts
      setTimeout(() => resolve(socket), 100);
    });
    socket.on('connect_error', reject);
  });
}

function nextEvent<T>(socket: Socket, event: string, match: (payload: T) => boolean, ms = 1_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const on = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(payload);
    };
    socket.on(event, on);
  });
}

describe('realtime gateway (medium, PGlite, real sockets)', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('another viewer sees an opening on the live channel within a second, and the opener gets a balance push', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    cleanups.push(() => db.close());
    const inst = await startInstance(db);
    cleanups.push(() => inst.close());
    const player = await fundedPlayer(inst);
    const viewer = await subscribedSocket(inst.url);
    const own = await subscribedSocket(inst.url, player.authorization);
    cleanups.push(() => void viewer.close(), () => void own.close());
    const dropSeen = nextEvent<any[]>(viewer, 'live:drop', () => true);
    const balanceSeen = nextEvent<{ coin: number }>(own, 'notify:balance', () => true);
    const opened = await post(`${inst.url}/api/item/110/open`, undefined, player.authorization);
    expect(opened.code).toBe(0);
    const drops = await dropSeen;
    expect(drops.map((d) => d.id)).toContain(opened.data.results[0].openId);
    expect(drops[0]).toMatchObject({ boxId: 110, itemId: opened.data.results[0].itemId });
    expect((await balanceSeen).coin).toBe(opened.data.balance);
  });

  it.runIf(!!process.env.REDIS_URL)('with REDIS_URL, a drop on one instance reaches a viewer connected to another (Redis adapter)', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    cleanups.push(() => db.close());
    const a = await startInstance(db, process.env.REDIS_URL);
    const b = await startInstance(db, process.env.REDIS_URL);
    cleanups.push(() => a.close(), () => b.close());
    const player = await fundedPlayer(a);
    const viewerOnB = await subscribedSocket(b.url);
    cleanups.push(() => void viewerOnB.close());
    const seen = nextEvent<any[]>(viewerOnB, 'live:drop', () => true, 2_000);
    const opened = await post(`${a.url}/api/item/110/open`, undefined, player.authorization);
    expect(opened.code).toBe(0);
    expect((await seen).map((d) => d.id)).toContain(opened.data.results[0].openId);
  });
});
