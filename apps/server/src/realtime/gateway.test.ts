import { afterAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { freshPglite } from '../test/db-templates.ts';
import { eq } from 'drizzle-orm';
import { VIP_LEVEL_XP } from '@hapa/domain';
import { users } from '../db/schema/index.ts';
import { post, startInstance, type LiveInstance as Instance } from '../test/live-instance.ts';

async function fundedPlayer(inst: Instance) {
  const s = (
    await post(`${inst.url}/api/user/register/v2`, {
      email: `rt-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'secret123',
      ageConfirmed: true,
    })
  ).data;
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
    const db = await freshPglite();
    cleanups.push(() => db.close());
    const inst = await startInstance(db);
    cleanups.push(() => inst.close());
    const player = await fundedPlayer(inst);
    const viewer = await subscribedSocket(inst.url);
    const own = await subscribedSocket(inst.url, player.authorization);
    cleanups.push(
      () => void viewer.close(),
      () => void own.close(),
    );
    const dropSeen = nextEvent<any[]>(viewer, 'live:drop', () => true);
    const balanceSeen = nextEvent<{ coin: number }>(own, 'notify:balance', () => true);
    const opened = await post(`${inst.url}/api/item/110/open`, undefined, player.authorization);
    expect(opened.code).toBe(0);
    const drops = await dropSeen;
    expect(drops.map((d) => d.id)).toContain(opened.data.results[0].openId);
    expect(drops[0]).toMatchObject({ boxId: 110, itemId: opened.data.results[0].itemId });
    expect((await balanceSeen).coin).toBe(opened.data.balance);
  });

  it('the VIP chat channel is heard only by a signed-in player at the VIP chat level, whichever comes first, and not after logout', async () => {
    const handle = await freshPglite();
    cleanups.push(() => handle.close());
    const inst = await startInstance(handle);
    cleanups.push(() => inst.close());
    const reg = async (xp: number) => {
      const p = (
        await post(`${inst.url}/api/user/register/v2`, {
          email: `rt-vip-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
          password: 'secret123',
          ageConfirmed: true,
        })
      ).data as { uid: number; authorization: string };
      await handle.db.update(users).set({ xp }).where(eq(users.id, p.uid));
      return p;
    };
    const vip3 = await reg(VIP_LEVEL_XP[3]!);
    const vip1 = await reg(VIP_LEVEL_XP[1]!);
    /** a socket that asks for chat_vip, before (`subscribeFirst`) or after its login */
    const vipSocket = (authorization: string | undefined, subscribeFirst: boolean) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(inst.url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
        socket.on('connect', () => {
          if (subscribeFirst) socket.emit('subscribe', 'chat_vip');
          if (authorization) socket.emit('login', authorization);
          if (!subscribeFirst) socket.emit('subscribe', 'chat_vip');
          setTimeout(() => resolve(socket), 300);
        });
        socket.on('connect_error', reject);
      });
    // a second session of the same player, whose socket logs in before it subscribes
    const second = (
      await post(`${inst.url}/api/user/login/email/login`, {
        email: (await handle.db.select().from(users).where(eq(users.id, vip3.uid)))[0]!.email,
        password: 'secret123',
      })
    ).data as { authorization: string };
    const member = await vipSocket(vip3.authorization, true);
    const memberLate = await vipSocket(second.authorization, false);
    const low = await vipSocket(vip1.authorization, true);
    const anonymous = await vipSocket(undefined, true);
    cleanups.push(...[member, memberLate, low, anonymous].map((s) => () => void s.close()));
    const heard = new Map<Socket, string[]>();
    for (const s of [member, memberLate, low, anonymous]) {
      heard.set(s, []);
      s.on('chat_vip:message', (m: { text: string }) => heard.get(s)!.push(m.text));
    }
    const say = async (text: string) =>
      expect((await post(`${inst.url}/api/notify/chat/send`, { room: 'vip', msgType: 1, text }, vip3.authorization)).code).toBe(0);
    const memberHears = (text: string) => nextEvent<{ text: string }>(member, 'chat_vip:message', (m) => m.text === text, 3_000);
    const lateHears = (text: string) => nextEvent<{ text: string }>(memberLate, 'chat_vip:message', (m) => m.text === text, 3_000);
    const first = Promise.all([memberHears('hello vips'), lateHears('hello vips')]);
    await say('hello vips');
    await first;
    expect(heard.get(low)).toEqual([]);
    expect(heard.get(anonymous)).toEqual([]);
    // the late socket's session ends: it stops hearing the channel, the other session still hears
    await post(`${inst.url}/api/user/logout`, undefined, second.authorization);
    await new Promise((r) => setTimeout(r, 200));
    const again = memberHears('after logout');
    await say('after logout');
    await again; // the late socket would have had it by now, had it still been in the channel
    expect(heard.get(memberLate)).toEqual(['hello vips']);
    expect(heard.get(low)).toEqual([]);
    expect(heard.get(anonymous)).toEqual([]);
  });

  it.runIf(!!process.env.REDIS_URL)(
    'with REDIS_URL, a drop on one instance reaches a viewer connected to another (Redis adapter)',
    async () => {
      const db = await freshPglite();
      cleanups.push(() => db.close());
      const a = await startInstance(db, process.env.REDIS_URL);
      const b = await startInstance(db, process.env.REDIS_URL);
      cleanups.push(
        () => a.close(),
        () => b.close(),
      );
      const player = await fundedPlayer(a);
      const viewerOnB = await subscribedSocket(b.url);
      cleanups.push(() => void viewerOnB.close());
      const seen = nextEvent<any[]>(viewerOnB, 'live:drop', () => true, 2_000);
      const opened = await post(`${a.url}/api/item/110/open`, undefined, player.authorization);
      expect(opened.code).toBe(0);
      expect((await seen).map((d) => d.id)).toContain(opened.data.results[0].openId);
    },
  );
});
