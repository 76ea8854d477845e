import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { redeliver } from '../../test/redeliver.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { friendCodeOf } from '../users/friend-code.ts';
import { notifications } from '../../db/schema/index.ts';
import type { DomainEventMap, DomainEventType } from '../events/events.service.ts';
import i18next from 'i18next';
import { setMoneyLocale } from '@hapa/domain';
import type { Notification } from '@hapa/contracts';
import { resources } from '../../../../web/src/lib/i18n/resources.ts';
import { ptBR } from '../../../../web/src/lib/i18n/pt-BR/index.ts';
import { notificationText } from '../../../../web/src/features/notifications/lib/notification-text.ts';

const TRON_OK = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** The web app's i18n with both catalogues: what a reader sees of a notification (docs/architecture/web-app.md#server-built-texts). */
const i18n = i18next.createInstance();
await i18n.init({ resources: { en: resources.en, 'pt-BR': { translation: ptBR } }, lng: 'en', interpolation: { escapeValue: false } });
/** A notification as the web app says it in `lang` (money in that language too). */
function say(n: Pick<Notification, 'key' | 'params'>, lang: 'en' | 'pt-BR' = 'en') {
  setMoneyLocale(lang);
  try {
    return notificationText(i18n.getFixedT(lang), lang, n);
  } finally {
    setMoneyLocale('en');
  }
}
/** The API's notification with the English title and content the web app shows for it. */
const shown = (n: any) => ({ ...n, ...say(n) });

/**
 * Notifications on a real database (apps/server/src/modules/notify/README.md): every event type the `notify` consumer takes writes one
 * notification as a catalogue key with parameters (shown here through the web catalogue) and link, once (a retried delivery writes nothing twice); an action
 * rolled back writes none; the push after commit; the real paths (sandbox deposit, quest completed, withdrawal
 * paid); paging 10 newest first, unread, read one (another player's id is a 404), read all; bad input is a 4xx.
 */
describe.each(DRIVERS)('notifications on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-06-15T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, { PAYOUT_PROVIDER: 'manual' }, { clock }); // finance marks the withdrawal paid by hand below
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;

  const append = <T extends DomainEventType>(type: T, userId: number | null, payload: DomainEventMap[T]) =>
    db().transaction((tx) => t.s.events.append(tx, type, userId, payload));
  const list = async (auth: string, page = 1) => {
    const r = await t.call('GET', `/api/notify/message_page_list?page=${page}`, { auth });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { ...r.body.data, list: r.body.data.list.map(shown) };
  };
  const unread = async (auth: string) => (await t.call('GET', '/api/notify/unread', { auth })).body.data.count as number;
  const pushesTo = (uid: number) =>
    t.sent
      .filter((s) => s.to === `user:${uid}` && s.event === 'notify:message')
      .map((s) => s.args[0] as { message: Notification; unread: number });

  it('each event type writes one notification for its player with the template text and the page link', async () => {
    const p = await t.register();
    const q = await t.register();
    const bot = 0;
    await append('deposit.credited', p.uid, {
      userId: p.uid,
      orderNo: 'T1',
      payType: 'sandbox',
      isCrypto: false,
      coinCents: 123_450,
      bonusCents: 500,
    });
    await append('order.status_changed', p.uid, { orderId: 7, from: 54, to: 56, step: 3, event: 'status' });
    await append('battle.settled', null, {
      battleId: 1,
      uuid: 'b-uuid-1',
      mode: 'share',
      type: 'trio',
      endsAt: clock.now().toISOString(),
      seats: [
        { seat: 1, userId: p.uid, isBot: false, stakeCents: 100, wonCents: 250, won: true },
        { seat: 2, userId: q.uid, isBot: false, stakeCents: 100, wonCents: 0, won: false },
        { seat: 3, userId: bot, isBot: true, stakeCents: 100, wonCents: 250, won: true },
      ],
    });
    await append('level.reached', p.uid, { userId: p.uid, beforeLevel: 1, level: 2, xp: 2000 });
    await append('quest.completed', p.uid, { userId: p.uid, questId: 1, name: 'Box hunter' });
    await append('withdrawal.paid', p.uid, { userId: p.uid, withdrawalId: 3, amountCents: 15_000, currency: 'USD' });
    await append('lottery.won', p.uid, { userId: p.uid, drawId: 1, drawKey: '2026-06-15', ticketId: 9, rank: 2, prizeCents: 5_000 });
    await append('bingo.won', p.uid, { userId: p.uid, gameId: 1, cardId: 4, prize: 'full', prizeCents: 2_500 });
    await append('contest.prize', p.uid, { userId: p.uid, periodId: 1, rank: 1, prizeCents: 100_000 });
    await append('fancy.set_claimed', p.uid, { userId: p.uid, setId: 2, name: 'Ocean', prizeCents: 1_000 });
    await t.s.jobs.runDue();

    const page = await list(p.auth);
    expect(page).toMatchObject({ total: 10, page: 1, pageSize: 10, unread: 10 });
    const byKind = Object.fromEntries(page.list.map((n: any) => [n.kind, n]));
    expect(byKind.deposit).toMatchObject({
      tone: 'success',
      title: 'Top-up successful',
      content: '$1,234.50 has been added to your balance, plus a $5.00 bonus.',
      link: '/user/stats',
      hasRead: false,
    });
    expect(byKind.order).toMatchObject({
      tone: 'info',
      title: 'Order update',
      content: 'Your order #7 is shipped.',
      link: '/user/order-detail?id=7',
    });
    expect(byKind.battle_won).toMatchObject({
      title: 'You won a battle!',
      // a share battle pays coins: never "My prizes" (the items of normal and demon battles go there, below)
      content: 'You won $2.50 in a battle, paid as coins to your balance.',
      link: '/battles/detail/b-uuid-1',
    });
    expect(byKind.level_up).toMatchObject({ content: 'Congratulations, you reached VIP2. New perks are waiting for you.', link: '/vip' });
    expect(byKind.quest).toMatchObject({ content: 'You finished "Box hunter". Claim your reward on Glory Road.', link: '/glory-road' });
    expect(byKind.withdrawal).toMatchObject({ tone: 'success', content: 'Your withdrawal of $150.00 has been sent.', link: '/referral' });
    expect(byKind.lottery).toMatchObject({ content: 'Your ticket won prize 2: $50.00.', link: '/daily-lottery' });
    expect(byKind.bingo).toMatchObject({ content: 'Your card won the full card prize: $25.00.', link: '/bingo' });
    expect(byKind.contest).toMatchObject({ content: 'You finished #1 in the contest and won $1,000.00.', link: '/battles/contest' });
    expect(byKind.fancy).toMatchObject({ content: 'You completed the Ocean set and won $10.00.', link: '/fancy-cards' });
    for (const n of page.list) expect(n.messageId).toBe(n.id);
    expect(page.list[0].gmtCreated).toBe('2026-06-15T12:00:00.000Z');
    // the losing player and the bot get nothing
    expect((await list(q.auth)).total).toBe(0);
    // pushed after commit, each with the unread count after it
    const pushes = pushesTo(p.uid);
    expect(pushes).toHaveLength(10);
    expect(pushes.at(-1)!.unread).toBe(10);
    expect(pushes.map((x) => x.message.kind)).toContain('battle_won');
  });

  it("a battle's winners are told at its end, when its last round is revealed, never before", async () => {
    const p = await t.register();
    const endsAt = new Date(clock.ms + 30_000);
    const seats = [
      { seat: 1, userId: p.uid, isBot: false, stakeCents: 300, wonCents: 900, won: true },
      { seat: 2, userId: 0, isBot: true, stakeCents: 300, wonCents: 0, won: false },
    ];
    await append('battle.settled', null, {
      battleId: 2,
      uuid: 'b-uuid-2',
      mode: 'normal',
      type: 'singled',
      endsAt: endsAt.toISOString(),
      seats,
    });
    await t.s.jobs.runDue();
    await t.s.jobs.runDue();
    expect((await list(p.auth)).total).toBe(0);
    expect(pushesTo(p.uid)).toHaveLength(0);
    clock.advance(30_000);
    await t.s.jobs.runDue();
    const page = await list(p.auth);
    expect(page.list.map((n: any) => [n.kind, n.content, n.link, n.gmtCreated])).toEqual([
      ['battle_won', 'You won $9.00 in a battle. Your prizes are in My prizes.', '/battles/detail/b-uuid-2', endsAt.toISOString()],
    ]);
    expect(pushesTo(p.uid)).toHaveLength(1);
  });

  it('a delivery retried (the job run again) or replayed writes nothing twice and pushes nothing more', async () => {
    const p = await t.register();
    const id = await append('level.reached', p.uid, { userId: p.uid, beforeLevel: 2, level: 3, xp: 5000 });
    await Promise.all([t.s.jobs.runDue(), t.s.jobs.runDue()]);
    expect(await unread(p.auth)).toBe(1);
    // the worker runs the delivery once more (its job scheduled again: a delivered event's job has left the queue)
    expect(await redeliver(db(), 'notify', [id], clock.now())).toBe(1);
    expect(await t.s.jobs.runDue()).toBeGreaterThanOrEqual(1);
    // and the consumer is handed the same event directly
    const again = await db().transaction((tx) =>
      t.s.notify.deliver(tx, {
        id,
        type: 'level.reached',
        userId: p.uid,
        payload: { userId: p.uid, beforeLevel: 2, level: 3, xp: 5000 },
        createdAt: clock.now().toISOString(),
      }),
    );
    expect(again).toBeUndefined();
    expect((await list(p.auth)).total).toBe(1);
    expect(pushesTo(p.uid)).toHaveLength(1);
    // events with nothing to tell write nothing
    await append('level.reached', p.uid, { userId: p.uid, beforeLevel: 3, level: 3, xp: 5100 });
    // order changes the player made (placed, abandoned, receipt confirmed) are not news to them
    for (const event of ['created', 'abandoned', 'received'])
      await append('order.status_changed', p.uid, { orderId: 8, from: null, to: 54, step: 1, event });
    await t.s.jobs.runDue();
    expect((await list(p.auth)).total).toBe(1);
    // an operator's cancel is
    await append('order.status_changed', p.uid, { orderId: 8, from: 55, to: 98, step: 1, event: 'cancelled' });
    await t.s.jobs.runDue();
    expect((await list(p.auth)).list[0].content).toBe(
      'Your order #8 was cancelled: its prizes are back in My prizes and the shipping fee was refunded.',
    );
  });

  it('an action rolled back writes no notification: its event never existed', async () => {
    const p = await t.register();
    await expect(
      db().transaction(async (tx) => {
        await t.s.events.append(tx, 'deposit.credited', p.uid, {
          userId: p.uid,
          orderNo: 'RB1',
          payType: 'sandbox',
          isCrypto: false,
          coinCents: 2_000,
          bonusCents: 0,
        });
        throw new Error('the action failed after its event');
      }),
    ).rejects.toThrow('the action failed');
    await t.s.jobs.runDue();
    expect((await list(p.auth)).total).toBe(0);
    expect(await db().select().from(notifications).where(eq(notifications.userId, p.uid))).toHaveLength(0);
    expect(pushesTo(p.uid)).toHaveLength(0);
  });

  it('real paths: a sandbox deposit, a completed Glory Road quest and a paid withdrawal each notify their player', async () => {
    const p = await t.register();
    const pre = await t.call('POST', '/api/pay/sandbox/prepay', { auth: p.auth, body: { amount: 20, orderType: 1 } });
    expect((await t.call('POST', `/api/pay/sandbox/${pre.body.data.orderNo}/confirm`)).body.data.status).toBe('paid');
    await t.s.jobs.runDue();
    const dep = (await list(p.auth)).list.find((n: any) => n.kind === 'deposit');
    expect(dep).toMatchObject({ title: 'Top-up successful', link: '/user/stats' });
    expect(dep.content).toMatch(/^\$20\.00 has been added to your balance/);

    // the level-up quest: $50 deposited and VIP2 reached finish it; its run completes in the event's transaction
    await db().transaction((tx) => t.s.quests.recordProgress(tx, p.uid, { deposit_cents: 5_000, level: 2 }));
    await t.s.jobs.runDue();
    expect((await list(p.auth)).list.filter((n: any) => n.kind === 'quest').map((n: any) => n.content)).toEqual([
      'You finished "Level-up quest". Claim your reward on Glory Road.',
    ]);

    // a referral withdrawal approved and marked paid by finance
    const b = (
      await t.call('POST', '/api/user/register/v2', {
        body: {
          email: `n-${randomBytes(5).toString('hex')}@example.com`,
          password: 'secret123',
          ageConfirmed: true,
          referral: { code: friendCodeOf(p.uid), channel: 'copy' },
        },
      })
    ).body.data;
    await db().transaction((tx) =>
      t.s.referral.creditDepositCommission(tx, { sourceKey: `deposit:n-${b.uid}`, userId: b.uid, depositCents: 3000_00, at: clock.now() }),
    );
    const w = await t.call('POST', '/api/distribution/withdraw', {
      auth: p.auth,
      body: { amount: 150, chain: 'TRON', ccy: 'USDT', address: TRON_OK, currency: 'USD' },
      headers: { 'idempotency-key': `notify-withdraw-${p.uid}` },
    });
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    const op = { userId: (await t.register()).uid, ip: 'test', roles: ['finance' as const] };
    await t.s.referralOps.approve(op, w.body.data.id);
    await t.s.jobs.runDue();
    expect((await list(p.auth)).list.some((n: any) => n.kind === 'withdrawal')).toBe(false);
    await t.s.referralOps.markPaid(op, w.body.data.id, '0xfeed1234abcd5678');
    await t.s.jobs.runDue();
    expect((await list(p.auth)).list.filter((n: any) => n.kind === 'withdrawal').map((n: any) => n.content)).toEqual([
      'Your withdrawal of $150.00 has been sent.',
    ]);
  });

  it("pages of 10 newest first, unread count, read one (idempotent), another player's id is a 404, read all only the player's own", async () => {
    const p = await t.register();
    const other = await t.register();
    expect((await t.call('POST', '/api/dev/notify', { auth: p.auth, body: { count: 23 } })).body.data).toEqual({ count: 23 });
    expect((await t.call('POST', '/api/dev/notify', { auth: other.auth, body: { count: 2 } })).body.data).toEqual({ count: 2 });
    const first = await list(p.auth);
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 10, unread: 23 });
    expect(first.list).toHaveLength(10);
    expect(first.list[0].content).toBe('Test notification 23 of 23.');
    const ids = [...first.list, ...(await list(p.auth, 2)).list, ...(await list(p.auth, 3)).list].map((n: any) => n.id);
    expect(ids).toHaveLength(23);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect((await list(p.auth, 4)).list).toEqual([]);
    // only the newest of a batch is pushed
    expect(pushesTo(p.uid)).toHaveLength(1);

    const target = first.list[3].id as number;
    const r1 = await t.call('POST', `/api/notify/message/${target}/read`, { auth: p.auth });
    expect(r1.body).toEqual({ code: 0, data: { count: 22 } });
    expect((await t.call('POST', `/api/notify/message/${target}/read`, { auth: p.auth })).body.data).toEqual({ count: 22 });
    expect((await list(p.auth)).list[3]).toMatchObject({ id: target, hasRead: true });
    const otherId = (await list(other.auth)).list[0].id as number;
    const foreign = await t.call('POST', `/api/notify/message/${otherId}/read`, { auth: p.auth });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 'notify.error.not_found', msg: 'This notification does not exist' });
    expect((await t.call('POST', '/api/notify/message/2000000000/read', { auth: p.auth })).status).toBe(404);

    expect((await t.call('POST', '/api/notify/all/read', { auth: p.auth })).body.data).toEqual({ count: 0 });
    expect((await t.call('POST', '/api/notify/all/read', { auth: p.auth })).body.data).toEqual({ count: 0 });
    expect(await unread(p.auth)).toBe(0);
    expect(await unread(other.auth)).toBe(2);
    expect(
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, other.uid), eq(notifications.hasRead, true))),
    ).toHaveLength(0);
  });

  it('stores a catalogue key with parameters, never a sentence; a Portuguese reader reads it in Portuguese; rows from before keys still read', async () => {
    const p = await t.register();
    await append('deposit.credited', p.uid, {
      userId: p.uid,
      orderNo: 'PT1',
      payType: 'sandbox',
      isCrypto: false,
      coinCents: 123_450,
      bonusCents: 500,
    });
    await append('quest.completed', p.uid, { userId: p.uid, questId: 2, name: 'Box hunter', nameKey: 'boxHunter' });
    await append('order.status_changed', p.uid, { orderId: 9, from: 55, to: 56, step: 3, event: 'status' });
    await t.s.jobs.runDue();
    const rows = await db().select().from(notifications).where(eq(notifications.userId, p.uid));
    expect(rows.map((r) => [r.kind, r.key, r.title, r.content]).sort()).toEqual([
      ['deposit', 'deposit_bonus', null, null],
      ['order', 'order_status', null, null],
      ['quest', 'quest', null, null],
    ]);
    const byKind = Object.fromEntries((await list(p.auth)).list.map((n: any) => [n.kind, n]));
    expect(byKind.deposit).toMatchObject({ key: 'deposit_bonus', params: { amountCents: 123_450, bonusCents: 500 } });
    expect(say(byKind.deposit, 'pt-BR')).toEqual({
      title: 'Recarga concluída',
      content: '$1.234,50 foi adicionado ao seu saldo, mais um bônus de $5,00.',
    });
    expect(say(byKind.quest, 'pt-BR').content).toBe('Você concluiu "Caçador de caixas". Resgate sua recompensa na Glory Road.');
    expect(say(byKind.order, 'pt-BR').content).toBe('Seu pedido nº 9 está enviado.');

    // a row written before keys were stored: English title and content, no key; it reads in the reader's language
    const [legacy] = await db()
      .insert(notifications)
      .values({
        userId: p.uid,
        kind: 'battle_won',
        title: 'You won a battle!',
        content: 'You won $2.50 in a battle, paid as coins to your balance.',
        params: { amountCents: 250, coins: true },
        link: '/battles/detail/x',
        dedupeKey: `legacy:${p.uid}`,
        createdAt: new Date(clock.ms + 1_000),
      })
      .returning();
    const read = (await list(p.auth)).list.find((n: any) => n.id === legacy!.id);
    expect(read).toMatchObject({ key: 'battle_won_coins', params: { amountCents: 250, coins: true } });
    expect(say(read, 'pt-BR')).toEqual({
      title: 'Você venceu uma batalha!',
      content: 'Você ganhou $2,50 em uma batalha, pagos em moedas no seu saldo.',
    });
  });

  it('bad input and no session are 4xx {code, msg}', async () => {
    const p = await t.register();
    for (const url of ['/api/notify/message_page_list', '/api/notify/unread'])
      expect((await t.call('GET', url)).body.code).toBe('user.error.unauthorized');
    expect((await t.call('POST', '/api/notify/all/read')).status).toBe(401);
    expect((await t.call('POST', '/api/notify/message/1/read')).status).toBe(401);
    for (const page of ['0', '-1', 'abc', '1.5', '10001']) {
      const r = await t.call('GET', `/api/notify/message_page_list?page=${page}`, { auth: p.auth });
      expect(r.status, page).toBe(400);
      expect(r.body).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
    }
    for (const id of ['0', 'x', '01', '99999999999', '-3'])
      expect((await t.call('POST', `/api/notify/message/${id}/read`, { auth: p.auth })).status, id).toBe(400);
    for (const body of [{ count: 0 }, { count: 201 }, { count: 'a' }, {}])
      expect((await t.call('POST', '/api/dev/notify', { auth: p.auth, body })).status).toBe(400);
  });
});
