import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { OpenResponse, TrialBoostResult, TrialInfo, TrialShareView } from '@hapa/contracts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { journalEntries, openings, seedPairs, storeItems, trialBoosts, users, vouchers } from '../../db/schema/index.ts';
import { DEFAULT_TRIAL_SETTINGS, shareNoOf, sharerOfShareNo, trialPriceCents } from './trial.service.ts';

const HOUR = 3_600_000;

describe('trial price and share numbers (small)', () => {
  it('charges the box price less the discount, rounded up to the cent', () => {
    expect(trialPriceCents(1999, 900_000)).toBe(200);
    expect(trialPriceCents(2000, 900_000)).toBe(200);
    expect(trialPriceCents(499, 900_000)).toBe(50);
    expect(trialPriceCents(1, 900_000)).toBe(1);
    expect(trialPriceCents(8999, 0)).toBe(8999);
    expect(trialPriceCents(8999, 999_999)).toBe(1);
  });
  it('a share number names its user and only verifies with the secret', () => {
    const no = shareNoOf('s3cret', 4242);
    expect(no).toMatch(/^[A-Z2-7]{16}$/);
    expect(shareNoOf('s3cret', 4242)).toBe(no);
    expect(sharerOfShareNo('s3cret', no)).toBe(4242);
    expect(sharerOfShareNo('s3cret', no.toLowerCase())).toBe(4242);
    expect(sharerOfShareNo('other', no)).toBeNull();
    expect(sharerOfShareNo('s3cret', `${no.slice(0, 15)}${no[15] === 'A' ? 'B' : 'A'}`)).toBeNull();
    expect(sharerOfShareNo('s3cret', 'AAAA')).toBeNull();
  });
});

/**
 * The 90%-off Lucky Trial on a real database (apps/server/src/modules/trial/README.md): the welcome voucher issued once, the trial opening at 10%
 * (rounded up) as a normal seed type 1 opening with its store item and the voucher used in one transaction, a used /
 * expired / someone else's voucher refused, raced opens settling once, and the boost rules (VIP 1, not yourself,
 * 24 h, once per share; every 3rd help grants one voucher exactly once under races), with the ledger check after.
 */
describe.each(DRIVERS)('lucky trial on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-06-15T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const coin = async (auth: string) => Math.round(((await t.call('GET', '/api/user/base_info', { auth })).body.data.coin as number) * 100);
  const info = async (auth: string) => {
    const r = await t.call('GET', '/api/trial/info', { auth });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return TrialInfo.parse(r.body.data);
  };
  async function player(cents = 10_000) {
    const p = await t.register();
    if (cents) await t.fund(p.uid, cents);
    return p;
  }
  /** VIP 1 is 100 XP in the default table (a $10 deposit). */
  const makeVip = (uid: number, xp = 100) => db().update(users).set({ xp }).where(eq(users.id, uid));

  it('a new player gets one Lucky Trial for the trial box, valid 72 h, issued once however often and racily it is asked for', async () => {
    const p = await player(0);
    const all = await Promise.all(Array.from({ length: 6 }, () => info(p.auth)));
    const first = all[0]!;
    expect(first.box).toMatchObject({ id: DEFAULT_TRIAL_SETTINGS.boxId, name: '1% iPhone', price: 19.99 });
    expect(first.trialPrice).toBe(2);
    expect(first.discountPpm).toBe(900_000);
    expect(first.availableCount).toBe(1);
    expect(first.voucher).toMatchObject({ status: 'available', source: 'trial_welcome' });
    expect(Date.parse(first.voucher!.expiresAt)).toBe(clock.ms + 72 * HOUR);
    expect(first.boosts).toEqual({ received: 0, needed: 3, total: 0, granted: 0 });
    expect(first.shareNo).toMatch(/^[A-Z2-7]{16}$/);
    expect(first.sharePath).toBe(`/ninety-percent-off?trialShareNo=${first.shareNo}`);
    expect(first.shareUrl).toBe(`http://localhost:3000${first.sharePath}`);
    for (const i of all) expect(i.voucher!.id).toBe(first.voucher!.id);
    const rows = await db().select().from(vouchers).where(eq(vouchers.userId, p.uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 2, boxId: 102, sourceRef: `trial_welcome:${p.uid}` });
    // the share is the same number every time; the voucher shows in the voucher list as a LuckyTrial
    expect((await t.call('POST', '/api/trial/share', { auth: p.auth })).body.data).toMatchObject({
      shareNo: first.shareNo,
      sharePath: first.sharePath,
    });
    expect((await t.call('GET', '/api/voucher/list', { auth: p.auth })).body.data.list[0]).toMatchObject({
      kind: 2,
      status: 'available',
      boxId: 102,
    });
    // a LuckyTrial is not a free-box voucher
    expect((await t.call('POST', '/api/voucher/exchange', { auth: p.auth, body: { id: first.voucher!.id } })).body.code).toBe(
      'voucher.error.lucky_trial',
    );
    expect((await t.call('GET', '/api/trial/info')).status).toBe(401);
    expect((await t.call('GET', '/api/trial/config')).body.data).toMatchObject({
      box: { id: 102 },
      trialPrice: 2,
      boostsPerTrial: 3,
      validityHours: 72,
    });
  });

  it('trial_open charges exactly 10% rounded up, makes a seed type 1 opening with its store item and uses the voucher; a second open is refused', async () => {
    const p = await player(1_000);
    const v = (await info(p.auth)).voucher!;
    const res = await t.call('POST', '/api/trial_open', {
      auth: p.auth,
      body: { voucherId: v.id },
      headers: { 'idempotency-key': 'trial-open-key-1' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const out = OpenResponse.parse(res.body.data);
    expect(out.cost).toBe(2);
    expect(out.balance).toBe(8);
    expect(await coin(p.auth)).toBe(800);
    expect(out.results).toHaveLength(1);
    const r = out.results[0]!;
    // the opening: the player's box seed pair (type 1), its own nonce, the trial price recorded, the prize stored
    const [row] = await db()
      .select({ o: openings, seedType: seedPairs.seedType })
      .from(openings)
      .innerJoin(seedPairs, eq(seedPairs.id, openings.seedPairId))
      .where(eq(openings.id, r.openId));
    expect(row).toMatchObject({
      seedType: 1,
      o: { userId: p.uid, boxId: 102, nonce: r.nonce, priceCents: 200, source: 'lucky_trial', itemId: r.itemId },
    });
    const [item] = await db().select().from(storeItems).where(eq(storeItems.id, r.storeItemId));
    expect(item).toMatchObject({ userId: p.uid, itemId: r.itemId, openingId: r.openId, status: 'stored', source: 'lucky_trial' });
    const [entry] = await db().select().from(journalEntries).where(eq(journalEntries.id, row!.o.journalEntryId!));
    expect(entry).toMatchObject({ kind: 'lucky_trial_open', idempotencyKey: `trial_open:${p.uid}:trial-open-key-1` });
    // listed in the open history and verifiable like any opening
    const hist = (await t.call('GET', '/api/open_history/v2', { auth: p.auth })).body.data.list;
    expect(hist[0]).toMatchObject({ openId: r.openId, boxId: 102, nonce: r.nonce, ticket: r.ticket });
    const verify = await t.call('POST', `/api/user/open/${r.openId}/verify_v2`, { auth: p.auth });
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    // the voucher is used; the same key answers the first opening; another key is refused; nothing more is charged
    expect((await info(p.auth)).voucher).toMatchObject({ id: v.id, status: 'used' });
    const again = await t.call('POST', '/api/trial_open', {
      auth: p.auth,
      body: { voucherId: v.id },
      headers: { 'idempotency-key': 'trial-open-key-1' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.results[0]).toMatchObject({ openId: r.openId, storeItemId: r.storeItemId });
    const second = await t.call('POST', '/api/trial_open', { auth: p.auth, body: { voucherId: v.id } });
    expect([second.status, second.body.code]).toEqual([409, 'voucher.error.used']);
    expect(await coin(p.auth)).toBe(800);
  });

  it("refuses someone else's, an expired, a non-trial voucher and a short balance, charging nothing", async () => {
    const a = await player(1_000);
    const b = await player(0);
    const va = (await info(a.auth)).voucher!;
    const vb = (await info(b.auth)).voucher!;
    expect((await t.call('POST', '/api/trial_open', { auth: b.auth, body: { voucherId: va.id } })).body.code).toBe(
      'voucher.error.not_found',
    );
    expect((await t.call('POST', '/api/trial_open', { auth: b.auth, body: { voucherId: 99_999_999 } })).body.code).toBe(
      'voucher.error.not_found',
    );
    const short = await t.call('POST', '/api/trial_open', { auth: b.auth, body: { voucherId: vb.id } });
    expect([short.status, short.body.code]).toEqual([409, 'coin.error.not_enough']);
    expect((await info(b.auth)).voucher!.status).toBe('available');
    const [free] = await db()
      .insert(vouchers)
      .values({ userId: a.uid, kind: 0, boxId: 102, source: 'test', sourceRef: `test-free:${a.uid}`, expiresAt: new Date(clock.ms + HOUR) })
      .returning();
    expect((await t.call('POST', '/api/trial_open', { auth: a.auth, body: { voucherId: free!.id } })).body.code).toBe('trial.error.kind');
    expect((await t.call('POST', '/api/trial_open', { auth: a.auth, body: { voucherId: 'x' } })).status).toBe(400);
    clock.advance(72 * HOUR);
    try {
      const late = await t.call('POST', '/api/trial_open', { auth: a.auth, body: { voucherId: va.id } });
      expect([late.status, late.body.code]).toEqual([409, 'voucher.error.expired']);
      expect((await info(a.auth)).voucher).toMatchObject({ id: va.id, status: 'expired' });
      expect((await info(a.auth)).availableCount).toBe(0);
    } finally {
      clock.advance(-72 * HOUR);
    }
    expect(await coin(a.auth)).toBe(1_000);
  });

  it('raced opens of one voucher settle once (different keys and the same key)', async () => {
    const p = await player(1_000);
    const v = (await info(p.auth)).voucher!;
    const outs = await Promise.all(
      Array.from({ length: 8 }, () => t.call('POST', '/api/trial_open', { auth: p.auth, body: { voucherId: v.id } })),
    );
    expect(outs.filter((o) => o.status === 200)).toHaveLength(1);
    for (const o of outs.filter((x) => x.status !== 200)) expect(o.body.code).toBe('voucher.error.used');
    expect(await coin(p.auth)).toBe(800);
    expect(await db().select().from(openings).where(eq(openings.userId, p.uid))).toHaveLength(1);

    const q = await player(1_000);
    const w = (await info(q.auth)).voucher!;
    const same = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call('POST', '/api/trial_open', { auth: q.auth, body: { voucherId: w.id }, headers: { 'idempotency-key': 'trial-same-key-1' } }),
      ),
    );
    const ok = same.filter((o) => o.status === 200);
    // one opening; repeats either answer it or (while it is being written) find the voucher used
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((o) => o.body.data.results[0].openId)).size).toBe(1);
    for (const o of same.filter((x) => x.status !== 200)) expect(o.body.code).toBe('voucher.error.used');
    expect(await coin(q.auth)).toBe(800);
    expect(await db().select().from(openings).where(eq(openings.userId, q.uid))).toHaveLength(1);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('boost rules: VIP 1 needed, not yourself, once per share, once per 24 h; the 3rd help grants one voucher', async () => {
    const sharer = await player(0);
    const mine = await info(sharer.auth);
    const shareNo = mine.shareNo;
    // the public landing
    const pub = await t.call('GET', `/api/trial/share/${shareNo}`);
    expect(pub.status, JSON.stringify(pub.body)).toBe(200);
    const view = TrialShareView.parse(pub.body.data);
    expect(view).toMatchObject({ shareNo, box: { id: 102 }, trialPrice: 2, boosts: { received: 0, needed: 3 }, viewer: null });
    expect(view.sharer).toMatch(/\*\*\*/);
    expect((await t.call('GET', '/api/trial/share/AAAAAAAAAAAAAAAA')).body.code).toBe('boost.error.share_not_found');
    expect((await t.call('GET', '/api/trial/share/bad!')).status).toBe(400);
    // a lower-case link finds the same share
    expect((await t.call('GET', `/api/trial/share/${shareNo.toLowerCase()}`)).body.data.shareNo).toBe(shareNo);

    const vip0 = await player(0);
    const low = await t.call('POST', '/api/trial/boost', { auth: vip0.auth, body: { shareNo } });
    expect([low.status, low.body.code, low.body.msg]).toEqual([
      403,
      'boost.error.trial.level1',
      'VIP 1 needed to help your friend get Lucky Trial',
    ]);
    await makeVip(sharer.uid);
    const self = await t.call('POST', '/api/trial/boost', { auth: sharer.auth, body: { shareNo } });
    expect([self.status, self.body.code]).toEqual([403, 'boost.error.self']);
    expect((await t.call('POST', '/api/trial/boost', { body: { shareNo } })).status).toBe(401);

    const helpers = [await player(0), await player(0), await player(0), await player(0)];
    for (const h of helpers) await makeVip(h.uid);
    const first = await t.call('POST', '/api/trial/boost', { auth: helpers[0]!.auth, body: { shareNo } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(TrialBoostResult.parse(first.body.data)).toMatchObject({
      granted: false,
      boosts: { received: 1, needed: 3, total: 1, granted: 0 },
    });
    expect((await t.call('GET', `/api/trial/share/${shareNo}`, { auth: helpers[0]!.auth })).body.data.viewer).toEqual({
      isSharer: false,
      helped: true,
      vipLevel: 1,
    });
    // once per share (even after the cooldown), once per 24 h for anyone
    const twice = await t.call('POST', '/api/trial/boost', { auth: helpers[0]!.auth, body: { shareNo } });
    expect([twice.status, twice.body.code]).toEqual([409, 'boost.error.already']);
    const other = await player(0);
    const otherShare = (await info(other.auth)).shareNo;
    const cool = await t.call('POST', '/api/trial/boost', { auth: helpers[0]!.auth, body: { shareNo: otherShare } });
    expect([cool.status, cool.body.code]).toEqual([409, 'boost.error.cooldown']);
    clock.advance(24 * HOUR);
    try {
      expect((await t.call('POST', '/api/trial/boost', { auth: helpers[0]!.auth, body: { shareNo } })).body.code).toBe(
        'boost.error.already',
      );
      expect((await t.call('POST', '/api/trial/boost', { auth: helpers[0]!.auth, body: { shareNo: otherShare } })).status).toBe(200);
    } finally {
      clock.advance(-24 * HOUR);
    }
    expect((await t.call('POST', '/api/trial/boost', { auth: helpers[1]!.auth, body: { shareNo } })).body.data).toMatchObject({
      granted: false,
      boosts: { received: 2 },
    });
    const third = await t.call('POST', '/api/trial/boost', { auth: helpers[2]!.auth, body: { shareNo } });
    expect(third.body.data).toMatchObject({ granted: true, boosts: { received: 0, total: 3, granted: 1 } });
    const after = await info(sharer.auth);
    expect(after.availableCount).toBe(2);
    expect(after.boosts).toEqual({ received: 0, needed: 3, total: 3, granted: 1 });
    const granted = await db()
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.userId, sharer.uid), eq(vouchers.source, 'trial_boost')));
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ kind: 2, boxId: 102, sourceRef: `trial_boost:${shareNo}:1`, status: 'available' });
    expect(granted[0]!.expiresAt.getTime()).toBe(clock.ms + 72 * HOUR);
    expect((await t.call('POST', '/api/trial/boost', { auth: helpers[3]!.auth, body: { shareNo } })).body.data).toMatchObject({
      granted: false,
      boosts: { received: 1, total: 4 },
    });
  });

  it('raced helps: the 3rd help grants exactly one voucher, a helper racing two shares helps once', async () => {
    const sharer = await player(0);
    const shareNo = (await info(sharer.auth)).shareNo;
    const helpers = await Promise.all(Array.from({ length: 6 }, () => player(0)));
    for (const h of helpers) await makeVip(h.uid);
    const outs = await Promise.all(helpers.map((h) => t.call('POST', '/api/trial/boost', { auth: h.auth, body: { shareNo } })));
    expect(outs.map((o) => o.status)).toEqual(Array(6).fill(200));
    expect(outs.filter((o) => o.body.data.granted)).toHaveLength(2);
    const made = await db()
      .select()
      .from(vouchers)
      .where(like(vouchers.sourceRef, `trial_boost:${shareNo}:%`));
    expect(made.map((v) => v.sourceRef).sort()).toEqual([`trial_boost:${shareNo}:1`, `trial_boost:${shareNo}:2`]);
    expect((await info(sharer.auth)).boosts).toEqual({ received: 0, needed: 3, total: 6, granted: 2 });

    // one helper, two shares at once: the 24 h rule lets one through
    const s1 = (await info((await player(0)).auth)).shareNo;
    const s2 = (await info((await player(0)).auth)).shareNo;
    const h = await player(0);
    await makeVip(h.uid);
    const both = await Promise.all(
      [s1, s2, s1, s2].map((no) => t.call('POST', '/api/trial/boost', { auth: h.auth, body: { shareNo: no } })),
    );
    expect(both.filter((o) => o.status === 200)).toHaveLength(1);
    for (const o of both.filter((x) => x.status !== 200)) expect(['boost.error.cooldown', 'boost.error.already']).toContain(o.body.code);
    expect(await db().select().from(trialBoosts).where(eq(trialBoosts.helperUserId, h.uid))).toHaveLength(1);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('the console sets the box, discount, validity and helps per trial: the next openings use them; audited; bad boxes refused', async () => {
    const op = await t.operator(['finance']);
    const current = (await t.call('GET', '/api/ops/games/trial', { auth: op.authorization })).body.data;
    expect(current).toEqual(DEFAULT_TRIAL_SETTINGS);
    const p = await player(0);
    expect((await t.call('POST', '/api/ops/games/trial', { auth: p.auth, body: current })).status).toBe(403);
    expect((await t.call('POST', '/api/ops/games/trial', { auth: op.authorization, body: { ...current, boxId: 109 } })).body.code).toBe(
      'trial.error.box',
    );
    expect((await t.call('POST', '/api/ops/games/trial', { auth: op.authorization, body: { ...current, boxId: 99_999 } })).body.code).toBe(
      'trial.error.box',
    );
    expect((await t.call('POST', '/api/ops/games/trial', { auth: op.authorization, body: { ...current, boxId: 117 } })).body.code).toBe(
      'trial.error.box',
    );
    expect(
      (await t.call('POST', '/api/ops/games/trial', { auth: op.authorization, body: { ...current, discountPpm: 1_000_000 } })).status,
    ).toBe(400);
    // Budget Tech ($4.99) at 80% off for 24 h: $1.00 (99.8 cents rounded up)
    const set = await t.call('POST', '/api/ops/games/trial', {
      auth: op.authorization,
      body: { boxId: 106, discountPpm: 800_000, validityHours: 24, boostsPerTrial: 2 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    try {
      const q = await player(500);
      const i = await info(q.auth);
      expect(i).toMatchObject({
        box: { id: 106, price: 4.99 },
        trialPrice: 1,
        discountPpm: 800_000,
        validityHours: 24,
        boosts: { needed: 2 },
      });
      expect(Date.parse(i.voucher!.expiresAt)).toBe(clock.ms + 24 * HOUR);
      const out = await t.call('POST', '/api/trial_open', { auth: q.auth, body: { voucherId: i.voucher!.id } });
      expect(out.body.data.cost).toBe(1);
      expect(await coin(q.auth)).toBe(400);
      const audit = await t.call('GET', '/api/ops/audit?action=games.trial_settings', {
        auth: (await t.operator(['admin'])).authorization,
      });
      expect(audit.body.data.list.length).toBeGreaterThanOrEqual(1);
    } finally {
      await t.call('POST', '/api/ops/games/trial', { auth: op.authorization, body: current });
    }
    expect((await checkLedger(db())).ok).toBe(true);
  });
});
