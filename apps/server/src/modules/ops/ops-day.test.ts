import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { gameRounds, journalEntries, opsAudit, paymentRefunds, playerLimits, seedPairs, users } from '../../db/schema/index.ts';
import { checkLedger } from '../wallet/wallet.service.ts';
import { ProviderRequestError } from '../payments/providers/types.ts';
import { maskEmail } from '../../platform/player-privacy.ts';

/**
 * Medium tier: an operator's day in the console (docs/how-to/operator-day.md): payments lookup and an order's life,
 * refunds with the console money rules (docs/payments.md#refunds, docs/security.md#console-money-rules), the player
 * dossier's lists and XP / VIP level changes with a second operator.
 */
describe.each(DRIVERS)("an operator's day: payments, refunds, dossier, XP changes (%s)", (driver) => {
  let t: TestApp;
  let fin: { authorization: string; userId: number };
  let fin2: { authorization: string; userId: number };
  let sup: { authorization: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp(driver);
    fin = await t.operator(['finance']);
    fin2 = await t.operator(['finance']);
    sup = await t.operator(['support']);
  });
  afterAll(async () => t?.close());

  const db = () => t.s.dbHandle.db;
  const coins = (uid: number) => t.s.wallet.balanceOf(db(), uid);
  /** a paid sandbox top-up of `amount` coin units; returns its order number */
  const deposit = async (auth: string, amount: number) => {
    const orderNo: string = (await t.call('POST', '/api/pay/sandbox/prepay', { auth, body: { amount } })).body.data.orderNo;
    expect((await t.call('POST', `/api/pay/sandbox/${orderNo}/confirm`)).body.data.status).toBe('paid');
    return orderNo;
  };
  const refund = (auth: string, orderNo: string, body: Record<string, unknown> = {}) =>
    t.call('POST', `/api/ops/payments/${orderNo}/refund`, { auth, body: { reason: 'customer asked', ...body } });
  const decide = (auth: string, orderNo: string, approve: boolean) =>
    t.call('POST', `/api/ops/payments/${orderNo}/refund/decision`, { auth, body: { approve } });
  const refundEntries = async (orderNo: string) =>
    db()
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.refId, orderNo), like(journalEntries.idempotencyKey, 'refund:%')));

  it('finds an order by number, player (uid, email, nickname), provider reference and exact amount; shows its life', async () => {
    const p = await t.register();
    const orderNo = await deposit(p.auth, 20);
    const [u] = await db().select().from(users).where(eq(users.id, p.uid));
    const queries = [
      `orderNo=${orderNo}`,
      `player=${p.uid}`,
      `player=${encodeURIComponent(p.email.toUpperCase())}`,
      `player=${u!.nickname}`,
    ];
    for (const q of queries) {
      const r = await t.call('GET', `/api/ops/payments?${q}`, { auth: fin.authorization });
      expect(r.status, q).toBe(200);
      expect(
        r.body.data.list.map((o: { orderNo: string }) => o.orderNo),
        q,
      ).toContain(orderNo);
    }
    const byRef = await t.call('GET', `/api/ops/payments?providerRef=sbx_${orderNo}`, { auth: fin.authorization });
    expect(byRef.body.data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([orderNo]);
    const byAmount = await t.call('GET', `/api/ops/payments?amount=20&player=${p.uid}`, { auth: fin.authorization });
    expect(byAmount.body.data.total).toBe(1);
    expect((await t.call('GET', `/api/ops/payments?amount=20.01&player=${p.uid}`, { auth: fin.authorization })).body.data.total).toBe(0);
    expect((await t.call('GET', '/api/ops/payments?player=nobody-at-all', { auth: fin.authorization })).body.data.total).toBe(0);
    expect((await t.call('GET', '/api/ops/payments', { auth: fin.authorization })).body.code).toBe('error.invalid_parameter');
    expect((await t.call('GET', '/api/ops/payments?amount=1.234', { auth: fin.authorization })).status).toBe(400);

    const life = (await t.call('GET', `/api/ops/payments/${orderNo}`, { auth: fin.authorization })).body.data;
    expect(life).toMatchObject({ orderNo, uid: p.uid, status: 'paid', amountCents: 2000, refundMode: 'provider', refund: null });
    // finance sees the email masked; support sees it whole
    expect(life.email).toBe(maskEmail(p.email));
    const seen = (await t.call('GET', `/api/ops/payments/${orderNo}`, { auth: sup.authorization })).body.data;
    expect(seen.email).toBe(p.email);
    // and so in the players' search and profile (docs/how-to/operator-day.md#players)
    const q = encodeURIComponent(p.email);
    expect((await t.call('GET', `/api/ops/players?q=${q}`, { auth: fin.authorization })).body.data[0].email).toBe(maskEmail(p.email));
    expect((await t.call('GET', `/api/ops/players?q=${q}`, { auth: sup.authorization })).body.data[0].email).toBe(p.email);
    expect((await t.call('GET', `/api/ops/players/${p.uid}`, { auth: fin.authorization })).body.data.email).toBe(maskEmail(p.email));
    expect(life.parts[0]).toEqual({ kind: 'coins', cents: 2000 });
    expect(life.reversalCents).toBe(life.parts.reduce((s: number, x: { cents: number }) => s + x.cents, 0));
    expect(life.events).toHaveLength(1);
    expect(life.events[0]).toMatchObject({ provider: 'sandbox', status: 'paid', outcome: 'credited', amountCents: 2000 });
    // one journal entry per credited part, each with balanced lines
    expect(life.entries.length).toBe(life.parts.length);
    for (const e of life.entries) expect(e.lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(0);
    expect((await t.call('GET', '/api/ops/payments/NOPE-1', { auth: fin.authorization })).body.code).toBe('pay.error.order_not_found');
    // a player session is refused the console
    expect((await t.call('GET', `/api/ops/payments/${orderNo}`, { auth: p.auth })).status).toBe(403);
  });

  it('a refund within the limit reverses exactly what the deposit credited, once; the player sees it in both histories', async () => {
    const p = await t.register();
    const before = await coins(p.uid);
    // the test card: $50 with the tier and first top-up bonuses (two more parts)
    const orderNo: string = (await t.call('POST', '/api/pay/wooshpay/prepay', { auth: p.auth, body: { amount: 50 } })).body.data.orderNo;
    await t.call('POST', `/api/pay/sandbox/${orderNo}/card`, {
      body: { cardNumber: '4242424242424242', expMonth: 1, expYear: new Date().getUTCFullYear() + 1, cvc: '123' },
    });
    const credited = (await coins(p.uid)) - before;
    expect(credited).toBe(5550);
    const r = await refund(fin.authorization, orderNo);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'refunded', mode: 'provider', coinCents: 5000, bonusCents: 550 });
    expect(r.body.data.providerRefundId).toMatch(/^sbx_re_/);
    expect(await coins(p.uid)).toBe(before);
    expect(await refundEntries(orderNo)).toHaveLength(1);
    expect((await checkLedger(db())).ok).toBe(true);
    // a second request answers the same refund and moves nothing
    const again = await refund(fin2.authorization, orderNo);
    expect(again.body.data.id).toBe(r.body.data.id);
    expect(await refundEntries(orderNo)).toHaveLength(1);
    // pay history and coin history
    const pays = (await t.call('GET', '/api/pay/history/v2', { auth: p.auth })).body.data.list;
    expect(pays.find((o: { orderNo: string }) => o.orderNo === orderNo).refund).toMatchObject({ amount: credited / 100 });
    const lines = (await t.call('GET', '/api/coin/history/v2', { auth: p.auth })).body.data.list;
    expect(JSON.stringify(lines)).toContain('deposit_refund');
    const audit = await db()
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'payment.refund_request'), eq(opsAudit.targetId, orderNo)));
    expect(audit).toHaveLength(1);
    const life = (await t.call('GET', `/api/ops/payments/${orderNo}`, { auth: fin.authorization })).body.data;
    expect(life.refund.status).toBe('refunded');
    expect(life.entries.some((e: { kind: string }) => e.kind === 'deposit_refund')).toBe(true);
  });

  it('above the limit a second, different operator approves; the requester cannot; a reject moves nothing', async () => {
    const p = await t.register();
    const orderNo = await deposit(p.auth, 60); // $60 > finance's $50 alone
    const balance = await coins(p.uid);
    const r = await refund(fin.authorization, orderNo);
    expect(r.body.data.status).toBe('awaiting');
    expect(await coins(p.uid)).toBe(balance);
    expect((await decide(fin.authorization, orderNo, true)).body.code).toBe('ops.error.own_approval');
    const ok = await decide(fin2.authorization, orderNo, true);
    expect(ok.body.data).toMatchObject({ status: 'refunded', approvedBy: fin2.userId });
    expect(await coins(p.uid)).toBe(balance - ok.body.data.coinCents - ok.body.data.bonusCents);
    expect((await decide(fin2.authorization, orderNo, true)).body.code).toBe('ops.error.nothing_awaiting');

    const q = await t.register();
    const o2 = await deposit(q.auth, 60);
    const b2 = await coins(q.uid);
    await refund(fin.authorization, o2);
    expect((await decide(fin2.authorization, o2, false)).body.data.status).toBe('rejected');
    expect(await coins(q.uid)).toBe(b2);
    expect(await refundEntries(o2)).toHaveLength(0);
  });

  it('refuses a refund when the player already spent the coins, an unpaid order, and support', async () => {
    const p = await t.register();
    const orderNo = await deposit(p.auth, 20);
    const spend = await t.s.dbHandle.db.transaction((tx) =>
      t.s.wallet.debit(tx, 'house', { userId: p.uid, amount: 1000, idempotencyKey: `spent:${orderNo}`, kind: 'box_open' }),
    );
    const r = await refund(fin.authorization, orderNo);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('ops.error.refund_spent');
    expect(await coins(p.uid)).toBe(spend.balance);
    expect(await refundEntries(orderNo)).toHaveLength(0);
    const pending: string = (await t.call('POST', '/api/pay/sandbox/prepay', { auth: p.auth, body: { amount: 20 } })).body.data.orderNo;
    expect((await refund(fin.authorization, pending)).body.code).toBe('ops.error.refund_not_paid');
    expect((await refund(sup.authorization, orderNo)).status).toBe(403);
    expect((await refund(fin.authorization, orderNo, { reason: '' })).status).toBe(400);
  });

  it('"mark refunded" reverses at once; a provider refusal undoes the reversal and a retry refunds', async () => {
    const p = await t.register();
    const before = await coins(p.uid);
    const manual = await deposit(p.auth, 20);
    const m = await refund(fin.authorization, manual, { manual: true });
    expect(m.body.data).toMatchObject({ status: 'refunded', mode: 'manual', providerRefundId: null });
    expect(await coins(p.uid)).toBe(before);

    // $30: the failed attempt no longer counts, so the $30 retry stays within the $50 alone
    const q = await t.register();
    const orderNo = await deposit(q.auth, 30);
    const balance = await coins(q.uid);
    const sandbox = t.s.payments.providers.get('sandbox')!;
    const real = sandbox.refund!.bind(sandbox);
    sandbox.refund = async () => {
      throw new ProviderRequestError('charge already refunded', 'charge_already_refunded');
    };
    try {
      const failed = await refund(fin.authorization, orderNo);
      expect(failed.body.data).toMatchObject({ status: 'failed', error: 'charge already refunded' });
      expect(await coins(q.uid)).toBe(balance);
    } finally {
      sandbox.refund = real;
    }
    const retry = await refund(fin.authorization, orderNo);
    expect(retry.body.data).toMatchObject({ status: 'refunded', attempt: 2 });
    expect(await coins(q.uid)).toBe(balance - retry.body.data.coinCents - retry.body.data.bonusCents);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('10 parallel refunds and 10 parallel approvals of one order move the money once', async () => {
    const p = await t.register();
    const small = await deposit(p.auth, 20);
    const results = await Promise.all(Array.from({ length: 10 }, () => refund(fin.authorization, small)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await refundEntries(small)).toHaveLength(1);
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderNo, small))).toHaveLength(1);

    const q = await t.register();
    const big = await deposit(q.auth, 60);
    const balance = await coins(q.uid);
    expect((await refund(fin.authorization, big)).body.data.status).toBe('awaiting');
    const approvals = await Promise.all(Array.from({ length: 10 }, () => decide(fin2.authorization, big, true)));
    expect(approvals.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of approvals.filter((x) => x.status !== 200)) expect(a.body.code).toBe('ops.error.nothing_awaiting');
    expect(await refundEntries(big)).toHaveLength(1);
    const done = approvals.find((a) => a.status === 200)!.body.data;
    expect(await coins(q.uid)).toBe(balance - done.coinCents - done.bonusCents);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('the dossier: game rounds with the seed only once revealed, withdrawals, limits; 404 for no player', async () => {
    const p = await t.register();
    const [pair] = await db()
      .insert(seedPairs)
      .values({
        userId: p.uid,
        seedType: 3,
        status: 'revealed',
        serverSeed: 'seed-revealed',
        serverSeedHashed: 'hash-1',
        revealedAt: new Date(),
      })
      .returning();
    const [live] = await db()
      .insert(seedPairs)
      .values({ userId: p.uid, seedType: 3, status: 'next', serverSeed: 'seed-secret', serverSeedHashed: 'hash-2' })
      .returning();
    await db()
      .insert(gameRounds)
      .values([
        {
          userId: p.uid,
          game: 'mines',
          status: 'settled',
          seedPairId: pair!.id,
          nonce: 0,
          stakeCents: 100,
          payoutCents: 250,
          params: {},
          progress: {},
        },
        {
          userId: p.uid,
          game: 'flip',
          status: 'settled',
          seedPairId: live!.id,
          nonce: 0,
          stakeCents: 0,
          payoutCents: 0,
          params: {},
          progress: {},
        },
      ]);
    const rounds = (await t.call('GET', `/api/ops/players/${p.uid}/rounds?pageSize=10`, { auth: sup.authorization })).body.data;
    expect(rounds.total).toBe(2);
    expect(rounds.list.map((r: { game: string; serverSeed: string | null }) => [r.game, r.serverSeed])).toEqual([
      ['flip', null],
      ['mines', 'seed-revealed'],
    ]);
    await db().insert(playerLimits).values({ userId: p.uid, kind: 'deposit', period: 'day', amountCents: 5000 });
    const limits = (await t.call('GET', `/api/ops/players/${p.uid}/limits`, { auth: fin.authorization })).body.data;
    expect(limits).toMatchObject({ limits: [{ kind: 'deposit', period: 'day', amountCents: 5000 }], exclusion: null });
    expect((await t.call('GET', `/api/ops/players/${p.uid}/withdrawals`, { auth: fin.authorization })).body.data).toEqual({
      list: [],
      total: 0,
    });
    expect((await t.call('GET', '/api/ops/players/2000000000/rounds', { auth: fin.authorization })).body.code).toBe('error.not_found');
  });

  it('an XP / VIP level change waits for a second operator, then the level and perks follow and it is audited', async () => {
    const p = await t.register();
    const xp = (body: Record<string, unknown>, auth = fin.authorization) =>
      t.call('POST', `/api/ops/players/${p.uid}/xp`, { auth, body: { reason: 'VIP promotion', ...body } });
    for (const both of [{ level: 3, xp: 100 }, {}]) {
      const refused = await xp(both);
      expect([refused.status, refused.body.code]).toEqual([400, 'ops.error.xp_or_level']);
    }
    const r = await xp({ level: 3 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'awaiting', fromLevel: 0, toLevel: 3, uid: p.uid });
    const vipBefore = (await t.call('GET', '/api/user/vip', { auth: p.auth })).body.data;
    expect(vipBefore.level).toBe(0);
    expect((await xp({ level: 4 })).body.code).toBe('ops.error.xp_pending');
    const id = r.body.data.id;
    const own = await t.call('POST', `/api/ops/xp_changes/${id}/decision`, { auth: fin.authorization, body: { approve: true } });
    expect(own.body.code).toBe('ops.error.own_approval');
    const ok = await t.call('POST', `/api/ops/xp_changes/${id}/decision`, { auth: fin2.authorization, body: { approve: true } });
    expect(ok.body.data).toMatchObject({ status: 'applied', decidedBy: fin2.userId });
    const vip = (await t.call('GET', '/api/user/vip', { auth: p.auth })).body.data;
    expect(vip.level).toBe(3);
    const profile = (await t.call('GET', `/api/ops/players/${p.uid}`, { auth: fin.authorization })).body.data;
    expect(profile).toMatchObject({ level: 3, xp: r.body.data.toXp });
    // down again, rejected: nothing changes
    const down = await xp({ xp: 0 });
    expect(down.body.data.toLevel).toBe(0);
    const no = await t.call('POST', `/api/ops/xp_changes/${down.body.data.id}/decision`, {
      auth: fin2.authorization,
      body: { approve: false },
    });
    expect(no.body.data.status).toBe('rejected');
    expect((await t.call('GET', '/api/user/vip', { auth: p.auth })).body.data.level).toBe(3);
    expect((await xp({ xp: r.body.data.toXp })).body.code).toBe('ops.error.xp_same');
    expect((await xp({ level: 999 })).status).toBe(400);
    expect((await xp({ level: 1 }, sup.authorization)).status).toBe(403);
    const list = (await t.call('GET', `/api/ops/xp_changes?uid=${p.uid}`, { auth: fin.authorization })).body.data;
    expect(list.list.map((c: { status: string }) => c.status)).toEqual(['rejected', 'applied']);
    const audit = await db()
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.targetType, 'user'), eq(opsAudit.targetId, String(p.uid))));
    expect(audit.map((a) => a.action).sort()).toEqual(['player.xp_approve', 'player.xp_reject', 'player.xp_request', 'player.xp_request']);
    // the player hears of it (level.reached -> a level-up notification, written by the outbox consumer)
  });
});
