import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { DbHandle } from '../db/client.ts';
import { freshPglite } from '../test/db-templates.ts';
import { post, startInstance, type LiveInstance as Instance } from '../test/live-instance.ts';

/**
 * A socket stops receiving a player's private events as soon as that session is logged out (docs/architecture/production.md),
 * over a real listening server and real Socket.IO clients; with REDIS_URL also across two instances.
 */

/** Signs up through `inst` and funds the player, then logs in again for a second, independent session. */
async function fundedPlayerWithTwoSessions(inst: Instance) {
  const email = `revoke-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const first = (await post(`${inst.url}/api/user/register/v2`, { email, password: 'secret123', ageConfirmed: true })).data;
  const pre = (await post(`${inst.url}/api/pay/sandbox/prepay`, { amount: 100, orderType: 1 }, first.authorization)).data;
  await post(`${inst.url}/api/pay/sandbox/${pre.orderNo}/confirm`, undefined);
  const second = (await post(`${inst.url}/api/user/login/email/login`, { email, password: 'secret123', ageConfirmed: true })).data;
  return { uid: first.uid as number, first: first.authorization as string, second: second.authorization as string };
}

function loggedInSocket(url: string, authorization: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    socket.on('connect', () => {
      socket.emit('subscribe', 'live');
      socket.emit('login', authorization);
      setTimeout(() => resolve(socket), 150); // the server joins the rooms after one session lookup
    });
    socket.on('connect_error', reject);
  });
}

/** Collects every `notify:balance` a socket gets. */
function balances(socket: Socket): number[] {
  const got: number[] = [];
  socket.on('notify:balance', (p: { coin: number }) => got.push(p.coin));
  return got;
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('private events stop at logout (medium, PGlite, real sockets)', () => {
  let db: DbHandle;
  let inst: Instance;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    db = await freshPglite();
    inst = await startInstance(db);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await inst?.close();
    await db?.close();
  });

  it('the logged-out session no longer gets balance pushes; the other session and public channels still do', async () => {
    const p = await fundedPlayerWithTwoSessions(inst);
    const revoked = await loggedInSocket(inst.url, p.first);
    const other = await loggedInSocket(inst.url, p.second);
    sockets.push(revoked, other);
    const gotRevoked = balances(revoked);
    const gotOther = balances(other);
    const drops: unknown[] = [];
    revoked.on('live:drop', (d: unknown[]) => drops.push(...d));

    expect((await post(`${inst.url}/api/item/110/open`, undefined, p.second)).code).toBe(0);
    await settle(300);
    expect(gotRevoked.length).toBe(1); // both sessions get the push before the logout
    expect(gotOther.length).toBe(1);

    expect((await post(`${inst.url}/api/user/logout`, undefined, p.first)).code).toBe(0);
    const opened = await post(`${inst.url}/api/item/110/open`, undefined, p.second);
    expect(opened.code).toBe(0);
    await settle(400);
    expect(gotOther).toEqual([expect.any(Number), opened.data.balance]);
    expect(gotRevoked.length).toBe(1); // nothing private after the logout
    expect(drops.length).toBeGreaterThan(0); // the public live channel still flows to that socket
  });

  it('a reconnect (a new login with the revoked value) is checked again and gets nothing private', async () => {
    const p = await fundedPlayerWithTwoSessions(inst);
    expect((await post(`${inst.url}/api/user/logout`, undefined, p.first)).code).toBe(0);
    const again = await loggedInSocket(inst.url, p.first);
    sockets.push(again);
    const got = balances(again);
    expect((await post(`${inst.url}/api/item/110/open`, undefined, p.second)).code).toBe(0);
    await settle(400);
    expect(got).toEqual([]);
  });
});

describe.runIf(!!process.env.REDIS_URL)('private events stop at logout across instances (medium, Redis adapter)', () => {
  it('a logout on instance A removes the session socket connected to instance B', async () => {
    const db = await freshPglite();
    const a = await startInstance(db, process.env.REDIS_URL);
    const b = await startInstance(db, process.env.REDIS_URL);
    try {
      const p = await fundedPlayerWithTwoSessions(a);
      const onB = await loggedInSocket(b.url, p.first);
      const got = balances(onB);
      expect((await post(`${a.url}/api/item/110/open`, undefined, p.second)).code).toBe(0);
      await settle(500);
      expect(got.length).toBe(1);
      expect((await post(`${a.url}/api/user/logout`, undefined, p.first)).code).toBe(0);
      await settle(300); // the leave travels through Redis
      expect((await post(`${a.url}/api/item/110/open`, undefined, p.second)).code).toBe(0);
      await settle(500);
      expect(got.length).toBe(1);
      onB.close();
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  }, 150_000); // two full instances boot in this test; slow when the suite runs files side by side
});
