import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { SUPPORT_AGENT_TEXT_MAX } from '@hapa/contracts';
import { VIP_LEVEL_XP } from '@hapa/domain';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { chatMessages, notifications, opsAudit, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/own-accounts.ts';
import { MESSAGE_BATCH } from './messages.service.ts';

/**
 * Operator messages on a real database (docs/how-to/operator-day.md#messages): a language segment reaches exactly its
 * players, in both languages as parameters, once each; scheduled messages fire at their time and can be cancelled
 * before, never after; a segment larger than a batch fans out over several jobs with no player twice, even with two
 * workers at once; VIP, country and single-player audiences; refusals with stable keys; roles and the audit rows.
 * Support replies: an operator's reply may be SUPPORT_AGENT_TEXT_MAX characters, one more is `chat.error.too_long`.
 */
describe.each(DRIVERS)('operator messages on %s (medium)', (driver) => {
  let t: TestApp;
  let support: { authorization: string; userId: number };
  const clock = heldClock(Date.parse('2026-07-01T10:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    support = await t.operator(['support']);
  }, 300_000);
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;

  const texts = {
    titleEn: 'Weekend boost',
    bodyEn: 'Double XP all weekend.',
    titlePt: 'Bônus de fim de semana',
    bodyPt: 'XP em dobro no fim de semana.',
  };
  const send = (body: object, auth = support.authorization) => t.call('POST', '/api/ops/messages', { auth, body: { ...texts, ...body } });
  const mine = async (uid: number, id: number) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, uid), eq(notifications.dedupeKey, `message:${id}:${uid}`)));
  const drain = async () => {
    for (let i = 0; i < 50 && (await t.s.jobs.runDue()) > 0; i++);
  };

  it('a pt-BR segment message reaches the Portuguese players once, in both languages, and the list shows it; audited', async () => {
    const pt = await t.register();
    const en = await t.register();
    expect((await t.call('POST', '/api/user/update', { auth: pt.auth, body: { language: 'pt-BR' } })).status).toBe(200);
    const r = await send({ audience: { kind: 'language', language: 'pt-BR' }, link: '/vip' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = r.body.data.id as number;
    expect(r.body.data).toMatchObject({ status: 'scheduled', delivered: 0 });
    await drain();
    expect(await mine(en.uid, id)).toHaveLength(0);
    const page = (await t.call('GET', '/api/notify/message_page_list', { auth: pt.auth })).body.data;
    expect(page.list[0]).toMatchObject({
      kind: 'operator',
      key: 'operator_message',
      params: { titleEn: texts.titleEn, contentEn: texts.bodyEn, titlePt: texts.titlePt, contentPt: texts.bodyPt },
      link: '/vip',
      hasRead: false,
    });
    const list = (await t.call('GET', '/api/ops/messages', { auth: support.authorization })).body.data;
    expect(list.list.find((m: { id: number }) => m.id === id)).toMatchObject({ status: 'sent', delivered: 1 });
    // a repeated job run writes nothing twice
    await drain();
    expect(await mine(pt.uid, id)).toHaveLength(1);
    const audits = await db()
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'message.create'), eq(opsAudit.targetId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.operatorId).toBe(support.userId);
  });

  it('a scheduled message waits for its time; cancelled before, it never fires; once sent it cannot be cancelled (409)', async () => {
    const p = await t.register();
    const at = new Date(clock.ms + 3_600_000).toISOString();
    const a = (await send({ audience: { kind: 'player', uid: p.uid }, sendAt: at })).body.data;
    const b = (await send({ audience: { kind: 'player', uid: p.uid }, sendAt: at })).body.data;
    await drain();
    expect(await mine(p.uid, a.id)).toHaveLength(0);
    const cancelled = await t.call('POST', `/api/ops/messages/${a.id}/cancel`, { auth: support.authorization });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    const again = await t.call('POST', `/api/ops/messages/${a.id}/cancel`, { auth: support.authorization });
    expect([again.status, again.body.code]).toEqual([409, 'ops.error.message_not_cancellable']);
    clock.advance(3_600_001);
    await drain();
    expect(await mine(p.uid, a.id)).toHaveLength(0);
    expect(await mine(p.uid, b.id)).toHaveLength(1);
    const late = await t.call('POST', `/api/ops/messages/${b.id}/cancel`, { auth: support.authorization });
    expect([late.status, late.body.code]).toEqual([409, 'ops.error.message_not_cancellable']);
    const missing = await t.call('POST', '/api/ops/messages/999999/cancel', { auth: support.authorization });
    expect([missing.status, missing.body.code]).toEqual([404, 'ops.error.message_not_found']);
    expect(
      await db()
        .select()
        .from(opsAudit)
        .where(and(eq(opsAudit.action, 'message.cancel'), eq(opsAudit.targetId, String(a.id)))),
    ).toHaveLength(1);
  });

  it('a segment larger than a batch fans out over several jobs, every player once, with two workers at once', async () => {
    const stamp = Date.now();
    await db()
      .insert(users)
      .values(
        Array.from({ length: MESSAGE_BATCH * 2 + 37 }, (_, i) => ({
          email: `fan-${stamp}-${i}@example.test`,
          passwordHash: 'x',
          nickname: `fan${i}`,
          headImg: '',
        })),
      );
    const n = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from users where not is_bot and not is_disabled`))[0]!
      .n;
    const id = (await send({ audience: { kind: 'all' } })).body.data.id as number;
    for (let i = 0; i < 20; i++) await Promise.all([t.s.jobs.runDue(), t.s.jobs.runDue()]);
    const rows = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(like(notifications.dedupeKey, `message:${id}:%`));
    expect(rows).toHaveLength(Number(n));
    expect(new Set(rows.map((r) => r.userId)).size).toBe(Number(n));
    const m = (await t.call('GET', '/api/ops/messages', { auth: support.authorization })).body.data.list.find(
      (x: { id: number }) => x.id === id,
    );
    expect(m).toMatchObject({ status: 'sent', delivered: Number(n) });
  }, 120_000);

  it('VIP level and country audiences reach exactly their players', async () => {
    const v3 = await t.register();
    const v5 = await t.register();
    await db().update(users).set({ xp: VIP_LEVEL_XP[3]! }).where(eq(users.id, v3.uid));
    await db().update(users).set({ xp: VIP_LEVEL_XP[5]! }).where(eq(users.id, v5.uid));
    const size = async (q: string) =>
      (await t.call('GET', `/api/ops/messages/audience?${q}`, { auth: support.authorization })).body.data.players;
    expect(await size('kind=vip&minLevel=3&maxLevel=4')).toBe(1);
    expect(await size('kind=vip&minLevel=3&maxLevel=5')).toBe(2);
    const vip = (await send({ audience: { kind: 'vip', minLevel: 3, maxLevel: 4 } })).body.data.id as number;
    const br = await t.register();
    await db()
      .execute(sql`insert into user_addresses (user_id, recipient_name, phone, street, city, state, postcode, country_code, is_default)
      values (${br.uid}, 'Ana', '+5511999999999', 'Rua A 1', 'São Paulo', 'SP', '01000-000', 'BR', true)`);
    const c = await send({ audience: { kind: 'country', country: 'BR' } });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const country = c.body.data.id as number;
    expect(await size('kind=country&country=BR')).toBe(1);
    const missing = await t.call('GET', '/api/ops/messages/audience?kind=country', { auth: support.authorization });
    expect([missing.status, missing.body.code]).toEqual([400, 'error.invalid_parameter']);
    await drain();
    expect(await mine(v3.uid, vip)).toHaveLength(1);
    expect(await mine(v5.uid, vip)).toHaveLength(0);
    expect(await mine(br.uid, country)).toHaveLength(1);
    expect(await mine(v3.uid, country)).toHaveLength(0);
  });

  it('refusals: stable keys, bad input 400, roles', async () => {
    const range = await send({ audience: { kind: 'vip', minLevel: 5, maxLevel: 2 } });
    expect([range.status, range.body.code]).toEqual([400, 'ops.error.message_vip_range']);
    const nobody = await send({ audience: { kind: 'player', uid: 99_999_999 } });
    expect([nobody.status, nobody.body.code]).toEqual([404, 'ops.error.message_player']);
    expect((await send({ audience: { kind: 'all' }, titlePt: '' })).status).toBe(400);
    expect((await send({ audience: { kind: 'all' }, bodyEn: 'x'.repeat(1001) })).status).toBe(400);
    expect((await send({ audience: { kind: 'everyone' } })).status).toBe(400);
    expect((await send({ audience: { kind: 'country', country: 'Brazil' } })).status).toBe(400);
    expect((await send({ audience: { kind: 'all' }, link: 'https://evil.example' })).status).toBe(400);
    const catalogue = await t.operator(['catalogue']);
    expect((await send({ audience: { kind: 'all' } }, catalogue.authorization)).status).toBe(403);
    expect((await t.call('GET', '/api/ops/messages', { auth: catalogue.authorization })).status).toBe(403);
    const player = await t.register();
    expect((await send({ audience: { kind: 'all' } }, player.auth)).status).toBe(403);
  });

  it(`an operator's support reply may be ${SUPPORT_AGENT_TEXT_MAX} characters; one more is chat.error.too_long`, async () => {
    const p = await t.register();
    await db().update(users).set({ xp: VIP_LEVEL_XP[2]! }).where(eq(users.id, p.uid));
    expect((await t.call('POST', '/api/notify/chat/send', { auth: p.auth, body: { msgType: 1, text: 'help' } })).status).toBe(200);
    const conv = (await db().select().from(chatMessages).where(eq(chatMessages.userId, p.uid)))[0]!.conversationId!;
    const reply = (text: string) =>
      t.call('POST', `/api/ops/support/conversations/${conv}/reply`, { auth: support.authorization, body: { msgType: 1, text } });
    const long = 'é'.repeat(SUPPORT_AGENT_TEXT_MAX);
    const okReply = await reply(long);
    expect(okReply.status, JSON.stringify(okReply.body)).toBe(200);
    expect(okReply.body.data.text).toBe(long);
    const tooLong = await reply(long + 'x');
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'chat.error.too_long']);
    // the player's own limit stays the spec's 100
    expect((await t.call('POST', '/api/notify/chat/send', { auth: p.auth, body: { msgType: 1, text: 'y'.repeat(101) } })).body.code).toBe(
      'chat.error.too_long',
    );
  });
});
