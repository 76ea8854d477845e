import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { journalEntries, notifications, opsCorrections } from '../../db/schema/index.ts';
import { checkLedger } from './wallet.service.ts';
import { DEFAULT_MONEY_RULES } from '../../platform/money-policy.ts';

describe.each(DRIVERS)('money corrections (%s)', (driver) => {
  let t: TestApp;
  let a: { authorization: string; userId: number };
  let b: { authorization: string; userId: number };
  let c: { authorization: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp(driver);
    a = await t.operator(['finance']);
    b = await t.operator(['finance']);
    c = await t.operator(['finance']);
  });
  afterAll(async () => t?.close());

  const coins = async (uid: number) => t.s.wallet.balanceOf(t.s.dbHandle.db, uid);
  const request = (auth: string, body: Record<string, unknown>) =>
    t.call('POST', '/api/ops/corrections', {
      auth,
      body: { kind: 'goodwill', reason: 'support ticket 42', idempotencyKey: randomUUID(), ...body },
    });

  it("the finance limit is the seeded money rule's $100, shown on the corrections page", async () => {
    expect(await t.s.corrections.threshold({ roles: ['finance'] })).toBe(DEFAULT_MONEY_RULES.actions.correction.roles.finance);
    const list = await t.call('GET', '/api/ops/corrections', { auth: a.authorization });
    expect(list.body.data.thresholdCents).toBe(10_000);
  });

  it('at or below the threshold a correction posts at once, one entry against the goodwill account', async () => {
    const p = await t.register();
    const r = await request(a.authorization, { uid: p.uid, amount: '100' });
    expect(r.body.data).toMatchObject({ status: 'posted', amountCents: 10_000, uid: p.uid });
    expect(await coins(p.uid)).toBe(10_000);
    // a has used a's own $100 on this player for the window: the next ones come from other operators
    const back = await request(b.authorization, { uid: p.uid, amount: -2.5, kind: 'correction' });
    expect(back.body.data.status).toBe('posted');
    expect(await coins(p.uid)).toBe(9_750);
    const tooMuch = await request(c.authorization, { uid: p.uid, amount: -98, kind: 'correction' });
    expect(tooMuch.body.code).toBe('coin.error.not_enough');
    expect(await coins(p.uid)).toBe(9_750);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('refuses a missing reason, a zero or 3-decimal amount, an unknown player', async () => {
    const p = await t.register();
    expect((await request(a.authorization, { uid: p.uid, amount: 1, reason: '  ' })).body.code).toBe('ops.error.reason_required');
    expect((await request(a.authorization, { uid: p.uid, amount: 0 })).body.code).toBe('ops.error.amount');
    expect((await request(a.authorization, { uid: p.uid, amount: '1.234' })).body.code).toBe('ops.error.amount');
    expect((await request(a.authorization, { uid: 2_000_000_000, amount: 1 })).body.code).toBe('error.not_found');
    expect(await coins(p.uid)).toBe(0);
  });

  it('above the threshold it waits for a second operator; the requester cannot approve it; it posts once on approval', async () => {
    const p = await t.register();
    const r = await request(a.authorization, { uid: p.uid, amount: '100.01' });
    expect(r.body.data.status).toBe('pending');
    expect(await coins(p.uid)).toBe(0);
    const own = await t.call('POST', `/api/ops/corrections/${r.body.data.id}/decision`, { auth: a.authorization, body: { approve: true } });
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('ops.error.own_approval');
    const ok = await t.call('POST', `/api/ops/corrections/${r.body.data.id}/decision`, { auth: b.authorization, body: { approve: true } });
    expect(ok.body.data).toMatchObject({ status: 'posted', decidedBy: b.userId });
    expect(await coins(p.uid)).toBe(10_001);
    const again = await t.call('POST', `/api/ops/corrections/${r.body.data.id}/decision`, {
      auth: b.authorization,
      body: { approve: true },
    });
    expect(again.body.code).toBe('ops.error.already_decided');
    expect(await coins(p.uid)).toBe(10_001);
  });

  it('a rejected correction posts nothing', async () => {
    const p = await t.register();
    const r = await request(a.authorization, { uid: p.uid, amount: 500 });
    const no = await t.call('POST', `/api/ops/corrections/${r.body.data.id}/decision`, { auth: b.authorization, body: { approve: false } });
    expect(no.body.data.status).toBe('rejected');
    expect(await coins(p.uid)).toBe(0);
    expect(no.body.data.entryId).toBeNull();
  });

  it('one idempotency key raced twice posts once; the same key for another correction is refused', async () => {
    const p = await t.register();
    const key = randomUUID();
    const body = { uid: p.uid, amount: 7, kind: 'goodwill', reason: 'raced', idempotencyKey: key };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => t.call('POST', '/api/ops/corrections', { auth: a.authorization, body })),
    );
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await coins(p.uid)).toBe(700);
    const rows = await t.s.dbHandle.db.select().from(opsCorrections).where(eq(opsCorrections.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const entries = await t.s.dbHandle.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `ops-correction:${rows[0]!.id}`));
    expect(entries).toHaveLength(1);
    // one correction, one notification to its player
    expect(await t.s.dbHandle.db.select().from(notifications).where(eq(notifications.userId, p.uid))).toHaveLength(1);
    const reused = await t.call('POST', '/api/ops/corrections', { auth: a.authorization, body: { ...body, amount: 8 } });
    expect(reused.body.code).toBe('ops.error.idempotency_reused');
  });

  it('approve raced with reject ends in exactly one decision', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await t.register();
      const r = await request(a.authorization, { uid: p.uid, amount: 250 });
      const id = r.body.data.id;
      const [x, y] = await Promise.all([
        t.call('POST', `/api/ops/corrections/${id}/decision`, { auth: b.authorization, body: { approve: true } }),
        t.call('POST', `/api/ops/corrections/${id}/decision`, { auth: c.authorization, body: { approve: false } }),
      ]);
      const statuses = [x.status, y.status].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = x.status === 200 ? x : y;
      const [row] = await t.s.dbHandle.db.select().from(opsCorrections).where(eq(opsCorrections.id, id));
      expect(row!.status).toBe(winner.body.data.status);
      expect(await coins(p.uid)).toBe(row!.status === 'posted' ? 25_000 : 0);
    }
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  const notesOf = (uid: number) => t.s.dbHandle.db.select().from(notifications).where(eq(notifications.userId, uid));

  it('the player is told: a notification with the reason written in the posting transaction, the history line with the reason; the internal note stays in the console', async () => {
    const p = await t.register();
    const r = await request(a.authorization, {
      uid: p.uid,
      amount: '12.50',
      reason: 'Refund of the spin that froze',
      note: 'ticket #981, checked the game log',
    });
    expect(r.body.data).toMatchObject({
      status: 'posted',
      reason: 'Refund of the spin that froze',
      note: 'ticket #981, checked the game log',
    });
    const [n] = await notesOf(p.uid);
    expect(n).toMatchObject({
      kind: 'correction',
      key: 'correction_credit',
      params: { amountCents: 1_250, reason: 'Refund of the spin that froze' },
      link: '/user/stats',
      title: null,
      content: null,
      dedupeKey: `correction:${r.body.data.id}`,
    });
    // written in the posting transaction: the same instant as the entry, pushed after commit
    const push = t.sent.filter((x) => x.to === `user:${p.uid}` && x.event === 'notify:message');
    expect(push).toHaveLength(1);
    expect(push[0]!.args[0]).toMatchObject({ message: { kind: 'correction', key: 'correction_credit' }, unread: 1 });
    const list = (await t.call('GET', '/api/notify/message_page_list?page=1', { auth: p.auth })).body.data.list;
    expect(list[0]).toMatchObject({ kind: 'correction', key: 'correction_credit', params: { reason: 'Refund of the spin that froze' } });
    expect(JSON.stringify(list)).not.toContain('ticket #981');
    const history = (await t.call('GET', '/api/coin/history/v2?page=1&pageSize=10', { auth: p.auth })).body.data.list;
    expect(history[0]).toMatchObject({ kind: 'ops_goodwill', amount: 12.5, reason: 'Refund of the spin that froze' });
    expect(JSON.stringify(history)).not.toContain('ticket #981');

    // a take-back tells the player too, with its own key
    const back = await request(b.authorization, { uid: p.uid, amount: -2, kind: 'correction', reason: 'Duplicate credit removed' });
    expect(back.body.data.status).toBe('posted');
    expect((await notesOf(p.uid)).map((x) => [x.key, (x.params as { amountCents: number }).amountCents]).sort()).toEqual([
      ['correction_credit', 1_250],
      ['correction_debit', -200],
    ]);
  });

  it('a missing reason is a 400 with a stable key in both languages; a pending, rejected or refused correction tells nothing', async () => {
    const p = await t.register();
    for (const reason of ['', '   ']) {
      const r = await request(a.authorization, { uid: p.uid, amount: 1, reason });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ code: 'ops.error.reason_required', msg: 'A reason is required' });
    }
    const pt = await t.call('POST', '/api/ops/corrections', {
      auth: a.authorization,
      headers: { 'x-lang': 'pt-BR' },
      body: { uid: p.uid, amount: 1, kind: 'goodwill', reason: ' ', idempotencyKey: randomUUID() },
    });
    expect(pt.body).toEqual({ code: 'ops.error.reason_required', msg: 'Um motivo é obrigatório' });
    const missing = await t.call('POST', '/api/ops/corrections', {
      auth: a.authorization,
      body: { uid: p.uid, amount: 1, kind: 'goodwill', idempotencyKey: randomUUID() },
    });
    expect(missing.status).toBe(400);
    const pending = await request(a.authorization, { uid: p.uid, amount: 300, reason: 'Lost prize compensation' });
    expect(pending.body.data.status).toBe('pending');
    expect(await notesOf(p.uid)).toHaveLength(0);
    await t.call('POST', `/api/ops/corrections/${pending.body.data.id}/decision`, { auth: b.authorization, body: { approve: false } });
    expect(await notesOf(p.uid)).toHaveLength(0);
    // a take-back above the balance rolls back: no entry, no notification
    expect((await request(a.authorization, { uid: p.uid, amount: -5, kind: 'correction' })).body.code).toBe('coin.error.not_enough');
    expect(await notesOf(p.uid)).toHaveLength(0);
    // approved later: told once, with the reason
    const later = await request(a.authorization, { uid: p.uid, amount: 150, reason: 'Lost prize compensation' });
    await t.call('POST', `/api/ops/corrections/${later.body.data.id}/decision`, { auth: c.authorization, body: { approve: true } });
    expect((await notesOf(p.uid)).map((x) => x.params)).toEqual([{ amountCents: 15_000, reason: 'Lost prize compensation' }]);
  });
});
