import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { VIP_LEVEL_XP } from '@hapa/domain';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { openDatabase } from '../../db/client.ts';
import { startInstance, post } from '../../test/live-instance.ts';
import { chatMessages, items, operators, opsAudit, storeItems, users } from '../../db/schema/index.ts';
import { totpCode } from '../../platform/totp.ts';

/** multipart/form-data with `bytes` as the part `file` named `name`. */
function multipart(bytes: Buffer, name: string, type: string) {
  const boundary = `----chat${randomUUID()}`;
  const raw = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = async () => {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
};
const SVG_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(1)</script><rect width="20" height="20" fill="#0a0" onload="alert(2)"/></svg>',
);
const SVG_EXTERNAL = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20"><image xlink:href="file:///etc/passwd" width="20" height="20"/></svg>',
);

/**
 * Chats on a real database (apps/server/src/modules/chat/README.md; docs/product/validation.md#chat chat rules, docs/product/roles.md, docs/product/constants.md history 100): the gates (no session 401, VIP 1
 * "VIP 2 Required.", VIP chat VIP 3, chat room 1 USD deposit), text limits (empty, 100/101, 500/501), images
 * (PNG ok, a renamed text file refused with the spec's text, SVG rasterised, another player's image refused), order
 * card only for the player's own order, the newest 100, unread/read on both sides, the rate limit, the mute, the
 * console inbox (assign, reply, audit, roles) and the pushes.
 */
describe.each(DRIVERS)('chats on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-06-15T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  }, 300_000);
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const atLevel = async (level: number) => {
    const p = await t.register();
    await db().update(users).set({ xp: VIP_LEVEL_XP[level]! }).where(eq(users.id, p.uid));
    return p;
  };
  const send = (auth: string | undefined, body: unknown) => t.call('POST', '/api/notify/chat/send', { auth, body });
  const upload = (auth: string, bytes: Buffer, name: string, type: string, url = '/api/notify/chat/image') =>
    t.call('POST', url, { auth, ...multipart(bytes, name, type) });

  it('needs a session (401), VIP 2 for support ("VIP 2 Required."), VIP 3 for the VIP chat, a 1 USD deposit for the chat room', async () => {
    for (const [m, url, body] of [
      ['POST', '/api/notify/chat/send', { msgType: 1, text: 'hi' }],
      ['GET', '/api/notify/chat_page_list'],
      ['GET', '/api/notify/chat/access'],
      ['POST', '/api/chat_room/speak', { text: 'hi' }],
      ['POST', '/api/notify/chat/read'],
    ] as const) {
      const r = await t.call(m, url, { body });
      expect(r.status, url).toBe(401);
    }
    const v1 = await atLevel(1);
    const denied = await send(v1.auth, { msgType: 1, text: 'hello' });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: 'chat.error.vip_required', msg: 'VIP 2 Required.' });
    expect((await t.call('GET', '/api/notify/chat_page_list', { auth: v1.auth })).body.msg).toBe('VIP 2 Required.');
    expect((await t.call('GET', '/api/notify/chat/access', { auth: v1.auth })).body.data).toMatchObject({
      level: 1,
      support: { allowed: false, level: 2 },
      vip: { allowed: false, level: 3 },
      room: { allowed: false, minDepositCents: 100, depositedCents: 0 },
    });

    const v2 = await atLevel(2);
    expect((await send(v2.auth, { msgType: 1, text: '  hello support  ' })).body.data).toMatchObject({
      room: 'support',
      type: 'player',
      msgType: 1,
      text: 'hello support',
      userId: v2.uid,
    });
    const vipDenied = await send(v2.auth, { room: 'vip', msgType: 1, text: 'hi vips' });
    expect(vipDenied.status).toBe(403);
    expect(vipDenied.body).toMatchObject({ code: 'chat.error.vip_chat_level', msg: 'You need to reach VIP3 to use this function' });

    const v3 = await atLevel(3);
    const first = await send(v3.auth, { room: 'vip', msgType: 1, text: 'hi vips' });
    expect(first.status).toBe(200);
    const quoted = await send(v3.auth, { room: 'vip', msgType: 1, text: 'x'.repeat(500), referChatVipMessage: first.body.data.id });
    expect(quoted.body.data.referChatVipMessage).toMatchObject({ id: first.body.data.id, text: 'hi vips' });
    expect(quoted.body.data.nickname).toMatch(/\*\*\*/);
    expect((await send(v3.auth, { room: 'vip', msgType: 1, text: 'x'.repeat(501) })).body.code).toBe('chat.error.too_long');
    expect((await send(v3.auth, { room: 'vip', msgType: 1, text: 'q', referChatVipMessage: 2_000_000_000 })).status).toBe(404);
    expect(t.sent.some((s) => s.to === 'channel:chat_vip' && s.event === 'chat_vip:message')).toBe(true);
    const vipPage = await t.call('GET', '/api/notify/chat_page_list?room=vip', { auth: v3.auth });
    expect(vipPage.body.data.list.map((m: { id: number }) => m.id).slice(0, 2)).toEqual([quoted.body.data.id, first.body.data.id]);

    // the table decides: an operator edit of the VIP table moves the gate (read through the vip service)
    const levels = await t.s.vip.levels();
    expect(levels.find((l) => l.level === 2)!.supportChat).toBe(true);
  });

  it('support text: empty is not sent, 100 characters pass, 101 do not; the rate limit is 10 per 10 s', async () => {
    const p = await atLevel(2);
    for (const text of ['', '   ', undefined])
      expect((await send(p.auth, { msgType: 1, text })).body).toMatchObject({ code: 'chat.error.empty' });
    expect((await send(p.auth, { msgType: 1, text: 'y'.repeat(101) })).status).toBe(400);
    expect((await send(p.auth, { msgType: 1, text: 'y'.repeat(100) })).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await send(p.auth, { msgType: 1, text: `m${i}` })).status).toBe(200);
    const limited = await send(p.auth, { msgType: 1, text: 'one too many' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('chat.error.rate_limited');
    clock.advance(10_001);
    expect((await send(p.auth, { msgType: 1, text: 'later' })).status).toBe(200);
  });

  it("images: PNG stored as WebP, a renamed text file refused with the spec text, SVG rasterised (no script left), another player's image refused", async () => {
    const p = await atLevel(2);
    const ok = await upload(p.auth, await png(), 'a.png', 'image/png');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const sent = await send(p.auth, { msgType: 2, image: ok.body.data.image });
    expect(sent.body.data).toMatchObject({ msgType: 2, image: ok.body.data.image });
    const served = await t.call('GET', ok.body.data.image);
    expect(served.res.headers['content-type']).toBe('image/webp');

    const txt = await upload(p.auth, Buffer.from('just some text, not a picture'), 'notes.png', 'image/png');
    expect(txt.status).toBe(400);
    expect(txt.body).toMatchObject({
      code: 'chat.error.image_type',
      msg: 'Only image files are supported, video and other unrelated formats are not supported.',
    });
    const video = await upload(
      p.auth,
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]),
      'clip.jpg',
      'image/jpeg',
    );
    expect(video.body.code).toBe('chat.error.image_type');

    const svg = await upload(p.auth, SVG_SCRIPT, 'a.svg', 'image/svg+xml');
    expect(svg.status, JSON.stringify(svg.body)).toBe(200);
    const svgServed = await t.call('GET', svg.body.data.image);
    expect(svgServed.res.headers['content-type']).toBe('image/webp');
    expect(svgServed.res.rawPayload.includes(Buffer.from('script'))).toBe(false);
    expect((await upload(p.auth, SVG_EXTERNAL, 'b.svg', 'image/svg+xml')).body.code).toBe('chat.error.image_type');

    const other = await atLevel(2);
    expect((await send(other.auth, { msgType: 2, image: ok.body.data.image })).body.code).toBe('chat.error.image_not_found');
    expect((await send(other.auth, { msgType: 2, image: '/art/box/110.svg' })).body.code).toBe('chat.error.image_not_found');
    const v1 = await atLevel(1);
    expect((await upload(v1.auth, await png(), 'a.png', 'image/png')).status).toBe(403);
  });

  it("order card: the player's own shipping order with its status and items; another player's order is a 404", async () => {
    const p = await atLevel(2);
    const [item] = await db()
      .select()
      .from(items)
      .where(notInArray(items.category, ['coins', 'gift-cards']))
      .limit(1);
    const [store] = await db()
      .insert(storeItems)
      .values({ userId: p.uid, itemId: item!.id, source: 'box', valueCents: 100_00 })
      .returning();
    const address = await t.call('POST', '/api/user/addr/submit', {
      auth: p.auth,
      body: {
        recipientName: 'Ann Lee',
        phone: '+1 555 0100',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postcode: '73301',
        countryCode: 'US',
      },
    });
    const shipped = await t.call('POST', '/api/user/store/send', {
      auth: p.auth,
      body: { ids: [store!.id], addressId: address.body.data.id },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const orderId = shipped.body.data.orderId as number;
    const card = await send(p.auth, { msgType: 3, shippingOrderId: orderId });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(card.body.data).toMatchObject({ msgType: 3, shippingOrderId: orderId, orderCard: { orderId, items: [{ name: item!.name }] } });
    const other = await atLevel(2);
    expect((await send(other.auth, { msgType: 3, shippingOrderId: orderId })).status).toBe(404);
    expect((await send(p.auth, { msgType: 3 })).status).toBe(404);
  });

  it('history is the newest 100, newest first, paged; unread and read on both sides; the console inbox, assignment, audit and roles', async () => {
    const p = await atLevel(2);
    expect((await send(p.auth, { msgType: 1, text: 'first' })).status).toBe(200);
    const conv = (await db().select().from(chatMessages).where(eq(chatMessages.userId, p.uid)))[0]!.conversationId!;
    const base = clock.now().getTime();
    await db()
      .insert(chatMessages)
      .values(
        Array.from({ length: 104 }, (_, i) => ({
          room: 'support',
          conversationId: conv,
          sender: 'player',
          userId: p.uid,
          msgType: 1,
          text: `old ${i}`,
          createdAt: new Date(base - 60_000 + i),
        })),
      );
    const all = await t.call('GET', '/api/notify/chat_page_list?pageSize=100', { auth: p.auth });
    expect(all.body.data.total).toBe(100);
    expect(all.body.data.list).toHaveLength(100);
    expect(all.body.data.list[0].text).toBe('old 103');
    expect(all.body.data.list[99].text).toBe('old 4');
    expect((await t.call('GET', '/api/notify/chat_page_list?pageSize=30&page=4', { auth: p.auth })).body.data.list).toHaveLength(10);
    expect((await t.call('GET', '/api/notify/chat_page_list?pageSize=50&page=3', { auth: p.auth })).body.data.list).toHaveLength(0);

    const agent = await t.operator(['support']);
    const inbox = await t.call('GET', '/api/ops/support/conversations?filter=unread', { auth: agent.authorization });
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.list.find((c: { id: number }) => c.id === conv)).toMatchObject({
      userId: p.uid,
      unread: 105,
      level: 2,
      assignedTo: null,
    });
    const detail = await t.call('GET', `/api/ops/support/conversations/${conv}`, { auth: agent.authorization });
    expect(detail.body.data.messages).toHaveLength(100);
    expect(detail.body.data.messages.at(-1).text).toBe('old 103');

    const assigned = await t.call('POST', `/api/ops/support/conversations/${conv}/assign`, {
      auth: agent.authorization,
      body: { assign: true },
    });
    expect(assigned.body.data).toMatchObject({ assignedTo: agent.userId });
    expect(
      (await t.call('GET', '/api/ops/support/conversations?filter=mine', { auth: agent.authorization })).body.data.list.map(
        (c: { id: number }) => c.id,
      ),
    ).toEqual([conv]);
    const reply = await t.call('POST', `/api/ops/support/conversations/${conv}/reply`, {
      auth: agent.authorization,
      body: { msgType: 1, text: 'How can we help?' },
    });
    expect(reply.body.data).toMatchObject({ type: 'agent', text: 'How can we help?' });
    expect(
      t.sent.some(
        (s) => s.to === `user:${p.uid}` && s.event === 'chat:message' && (s.args[0] as { text: string }).text === 'How can we help?',
      ),
    ).toBe(true);
    expect(
      (await t.call('GET', '/api/ops/support/conversations', { auth: agent.authorization })).body.data.list.find(
        (c: { id: number }) => c.id === conv,
      ).unread,
    ).toBe(0);
    expect((await t.call('GET', '/api/notify/chat/unread', { auth: p.auth })).body.data.count).toBe(1);
    expect((await t.call('GET', '/api/notify/chat_page_list', { auth: p.auth })).body.data.unread).toBe(1);
    expect((await t.call('POST', '/api/notify/chat/read', { auth: p.auth })).body.data.count).toBe(0);
    expect((await t.call('GET', '/api/notify/chat/unread', { auth: p.auth })).body.data.count).toBe(0);
    await send(p.auth, { msgType: 1, text: 'thanks' });
    expect(
      (await t.call('GET', `/api/ops/support/conversations?filter=unread`, { auth: agent.authorization })).body.data.list.find(
        (c: { id: number }) => c.id === conv,
      ).unread,
    ).toBe(1);
    await t.call('POST', `/api/ops/support/conversations/${conv}/read`, { auth: agent.authorization });
    expect(
      (await t.call('GET', `/api/ops/support/conversations?filter=unread`, { auth: agent.authorization })).body.data.list.some(
        (c: { id: number }) => c.id === conv,
      ),
    ).toBe(false);
    expect((await t.call('POST', `/api/ops/support/conversations/${conv}/typing`, { auth: agent.authorization })).status).toBe(200);
    expect(t.sent.some((s) => s.to === `user:${p.uid}` && s.event === 'customer_tip:typing')).toBe(true);
    expect(
      (await t.call('POST', `/api/ops/support/conversations/${conv}/assign`, { auth: agent.authorization, body: { assign: false } })).body
        .data.assignedTo,
    ).toBeNull();
    const audits = await db()
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.operatorId, agent.userId), eq(opsAudit.targetId, String(conv))));
    expect(audits.map((a) => a.action).sort()).toEqual(['support.assign', 'support.reply', 'support.unassign']);

    const fulfil = await t.operator(['fulfilment']);
    expect((await t.call('GET', '/api/ops/support/conversations', { auth: fulfil.authorization })).status).toBe(403);
    expect((await t.call('GET', '/api/ops/support/conversations', { auth: p.auth })).status).toBe(403);
    expect((await t.call('GET', '/api/ops/support/conversations/2000000000', { auth: agent.authorization })).status).toBe(404);
  });

  it('chat room: a 1 USD deposit, 1..100 characters, one message per 3 s, broadcast on chat, operator mute', async () => {
    const p = await t.register();
    const none = await t.call('POST', '/api/chat_room/speak', { auth: p.auth, body: { text: 'hello room' } });
    expect(none.status).toBe(403);
    expect(none.body.code).toBe('chat.error.deposit_required');
    await t.fund(p.uid, 99);
    expect((await t.call('POST', '/api/chat_room/speak', { auth: p.auth, body: { text: 'hello room' } })).status).toBe(403);
    await t.fund(p.uid, 1);
    const spoke = await t.call('POST', '/api/chat_room/speak', { auth: p.auth, body: { text: 'hello room' } });
    expect(spoke.status, JSON.stringify(spoke.body)).toBe(200);
    expect(spoke.body.data.nickname).toMatch(/\*\*\*/);
    expect(
      t.sent.some((s) => s.to === 'channel:chat' && s.event === 'chat:room' && (s.args[0] as { id: number }).id === spoke.body.data.id),
    ).toBe(true);
    expect((await t.call('POST', '/api/chat_room/speak', { auth: p.auth, body: { text: 'again' } })).status).toBe(429);
    clock.advance(3_001);
    expect((await t.call('POST', '/api/chat_room/speak', { auth: p.auth, body: { text: ' ' } })).status).toBe(400);
    expect((await t.call('POST', '/api/chat_room/speak', { auth: p.auth, body: { text: 'z'.repeat(101) } })).status).toBe(400);
    const list = await t.call('GET', '/api/chat_room/list');
    expect(list.body.data.list[0].id).toBe(spoke.body.data.id);

    const agent = await t.operator(['support']);
    const until = new Date(clock.now().getTime() + 60_000).toISOString();
    expect(
      (await t.call('POST', '/api/ops/support/mute', { auth: agent.authorization, body: { uid: p.uid, until, reason: 'spam' } })).body.data,
    ).toMatchObject({ uid: p.uid, mutedUntil: until });
    const muted = await t.call('POST', '/api/chat_room/speak', { auth: p.auth, body: { text: 'let me talk' } });
    expect(muted.status).toBe(403);
    expect(muted.body).toMatchObject({ code: 'chat.error.muted', details: { until } });
    clock.advance(60_001);
    expect((await t.call('POST', '/api/chat_room/speak', { auth: p.auth, body: { text: 'back' } })).status).toBe(200);
    await t.call('POST', '/api/ops/support/mute', {
      auth: agent.authorization,
      body: { uid: p.uid, until: new Date(clock.now().getTime() + 600_000).toISOString() },
    });
    await t.call('POST', '/api/ops/support/mute', { auth: agent.authorization, body: { uid: p.uid, until: null } });
    clock.advance(3_001);
    expect((await t.call('POST', '/api/chat_room/speak', { auth: p.auth, body: { text: 'unmuted' } })).status).toBe(200);
    expect(
      (await t.call('POST', '/api/ops/support/mute', { auth: agent.authorization, body: { uid: 2_000_000_000, until: null } })).status,
    ).toBe(404);
  });
});

// ---- real sockets and a restart (PGlite on disk) ----

async function operatorSession(
  url: string,
  userId: number,
  email: string,
  db: { insert: (t: typeof operators) => { values: (v: unknown) => Promise<unknown> } },
) {
  await db.insert(operators).values({ userId, roles: ['support'] });
  const login = await post(`${url}/api/ops/auth/login`, { email, password: 'secret123' });
  const code = await totpCode(login.data.enrolment.secret);
  return (await post(`${url}/api/ops/auth/totp`, { challenge: login.data.challenge, code })).data.authorization as string;
}
function socketOf(url: string, authorization: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    socket.on('connect', () => {
      socket.emit('login', authorization);
      // the login handler authenticates against the database: give it time on a loaded machine
      setTimeout(() => resolve(socket), 1_000);
    });
    socket.on('connect_error', reject);
  });
}
function nextEvent<T>(socket: Socket, event: string, match: (p: T) => boolean, ms = 60_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const on = (p: T) => {
      if (!match(p)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(p);
    };
    socket.on(event, on);
  });
}

/** Repeats `action` until `socket` gets `event` (at most `tries` seconds). */
async function until(socket: Socket, event: string, action: () => Promise<unknown>, tries = 30): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const seen = nextEvent(socket, event, () => true, 2_000).then(
      () => true,
      () => false,
    );
    await action();
    if (await seen) return;
  }
  throw new Error(`${event} never arrived`);
}

describe('support chat over real Socket.IO, and after a restart (medium, PGlite on disk)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hapa-chat-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("an agent reply reaches the player's socket, typing arrives on customer_tip, the agent sees the player live; a logged-out socket stops; history survives a restart", async () => {
    let handle = await openDatabase({ dataDir: dir });
    let inst = await startInstance(handle);
    const reg = async (email: string) =>
      (await post(`${inst.url}/api/user/register/v2`, { email, password: 'secret123', ageConfirmed: true })).data as {
        uid: number;
        authorization: string;
      };
    const player = await reg(`chat-p-${randomUUID()}@example.com`);
    await handle.db.update(users).set({ xp: VIP_LEVEL_XP[2]! }).where(eq(users.id, player.uid));
    const agentEmail = `chat-a-${randomUUID()}@example.com`;
    const agentUser = await reg(agentEmail);
    const agentAuth = await operatorSession(inst.url, agentUser.uid, agentEmail, handle.db as never);
    expect(agentAuth, 'operator sign-in').toMatch(/./);
    const ps = await socketOf(inst.url, player.authorization);
    const as = await socketOf(inst.url, agentAuth);
    try {
      // the socket `login` authenticates against the database (slow on a loaded machine): repeat a harmless push
      // until each socket is in its room, then measure the real ones
      expect((await post(`${inst.url}/api/notify/chat/send`, { msgType: 1, text: 'first' }, player.authorization)).code).toBe(0);
      const conv = (await handle.db.select().from(chatMessages).where(eq(chatMessages.userId, player.uid)))[0]!.conversationId!;
      await until(as, 'chat:conversation', () => post(`${inst.url}/api/notify/chat/read`, undefined, player.authorization));
      await until(ps, 'customer_tip:typing', () => post(`${inst.url}/api/ops/support/conversations/${conv}/typing`, undefined, agentAuth));

      const seenByAgent = nextEvent<{ text: string }>(as, 'chat:message', (m) => m.text === 'need help');
      const convSeen = nextEvent<{ userId: number; unread: number }>(
        as,
        'chat:conversation',
        (c) => c.userId === player.uid && c.unread === 2,
      );
      const mine = await post(`${inst.url}/api/notify/chat/send`, { msgType: 1, text: 'need help' }, player.authorization);
      expect(mine.code).toBe(0);
      expect((await seenByAgent).text).toBe('need help');
      expect((await convSeen).unread).toBe(2);

      const typing = nextEvent<{ conversationId: number }>(ps, 'customer_tip:typing', () => true);
      await post(`${inst.url}/api/ops/support/conversations/${conv}/typing`, undefined, agentAuth);
      expect((await typing).conversationId).toBe(conv);
      const reply = nextEvent<{ type: string; text: string }>(ps, 'chat:message', (m) => m.type === 'agent');
      const sent = await post(`${inst.url}/api/ops/support/conversations/${conv}/reply`, { msgType: 1, text: 'On it!' }, agentAuth);
      expect(sent.code).toBe(0);
      expect((await reply).text).toBe('On it!');

      await post(`${inst.url}/api/user/logout`, undefined, player.authorization);
      await new Promise((r) => setTimeout(r, 100));
      let leaked = false;
      ps.on('chat:message', () => (leaked = true));
      const agentSees = nextEvent(as, 'chat:message', (m: { text: string }) => m.text === 'after logout');
      const after = await post(`${inst.url}/api/ops/support/conversations/${conv}/reply`, { msgType: 1, text: 'after logout' }, agentAuth);
      expect(after.code).toBe(0);
      await agentSees; // the player's socket got the same push by now, had it still been in the room
      expect(leaked).toBe(false);
    } finally {
      ps.close();
      as.close();
      await inst.close();
      await handle.close();
    }

    handle = await openDatabase({ dataDir: dir });
    inst = await startInstance(handle);
    try {
      const again = (
        await post(`${inst.url}/api/user/login/email/login`, {
          email: (await handle.db.select().from(users).where(eq(users.id, player.uid)))[0]!.email,
          password: 'secret123',
        })
      ).data as { authorization: string };
      const res = await fetch(`${inst.url}/api/notify/chat_page_list`, { headers: { authorization: again.authorization } });
      const page = (await res.json()) as { data: { list: { text: string }[] } };
      expect(page.data.list.map((m) => m.text)).toEqual(['after logout', 'On it!', 'need help', 'first']);
    } finally {
      await inst.close();
      await handle.close();
    }
  }, 400_000);
});
