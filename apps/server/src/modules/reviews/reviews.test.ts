import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { rowsOf } from '../wallet/wallet.service.ts';
import { REVIEWS_CACHE_MS } from './reviews.service.ts';

const DAY = 86_400_000;

/**
 * Reviews on a real database (apps/server/src/modules/reviews/README.md; docs/product/routes.md#home home "reviews (max 10)"), on a held clock: who may write (an
 * opening first), the text and rating rules, one review per 30 days (also under a race), moderation in the console
 * (support and catalogue; audited; finance and players refused), and home's list: approved only, newest first,
 * at most 10, nickname masked.
 */
describe.each(DRIVERS)('reviews on %s (medium)', (driver) => {
  let t: TestApp;
  const start = Date.now();
  const clock = heldClock(start);
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const text = 'Got a real prize from the apple box, shipped fast!';
  /** A player who opened the free box (docs/product/README.md free boxes): eligible. */
  const eligible = async () => {
    const p = await t.register();
    const claim = await t.call('POST', '/api/free/mystery/claim', { auth: p.auth, body: {} });
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    return p;
  };
  const write = (auth: string, body: Record<string, unknown>) => t.call('POST', '/api/reviews', { auth, body });
  const home = async () =>
    (await t.call('GET', '/api/reviews/list')).body.data as { id: number; nickname: string; text: string; rating: number }[];
  /** Lets the 10 s list cache expire. */
  const pass = () => clock.advance(REVIEWS_CACHE_MS + 1);

  it('a player who has opened nothing cannot write; after an opening they can', async () => {
    const p = await t.register();
    expect((await t.call('GET', '/api/reviews/mine', { auth: p.auth })).body.data).toEqual({
      canWrite: false,
      reason: 'not_eligible',
      nextAt: null,
      latest: null,
    });
    const r = await write(p.auth, { rating: 5, text });
    expect([r.status, r.body.code, r.body.msg]).toEqual([403, 'review.error.not_eligible', 'Open a box first, then tell us how it went']);
    expect((await t.call('GET', '/api/reviews/mine')).status).toBe(401);
    await t.call('POST', '/api/free/mystery/claim', { auth: p.auth, body: {} });
    expect((await t.call('GET', '/api/reviews/mine', { auth: p.auth })).body.data).toMatchObject({ canWrite: true, reason: 'ok' });
  });

  it('rules: rating 1-5, text 10..500 after trimming, an item that exists; then pending, once per 30 days (409)', async () => {
    const p = await eligible();
    for (const bad of [
      { rating: 0, text },
      { rating: 6, text },
      { rating: 4.5, text },
      { rating: 5, text: '   short   ' },
      { rating: 5, text: 'x'.repeat(501) },
      { rating: 5 },
      { rating: 5, text, itemId: 0 },
    ]) {
      expect((await write(p.auth, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await write(p.auth, { rating: 5, text, itemId: 999_999 })).body.code).toBe('review.error.item_not_found');
    const [item] = rowsOf<{ id: number }>(await db().execute(sql`select min(id)::int as id from items`));
    const ok = await write(p.auth, { rating: 4, text: `  ${text}  `, itemId: item!.id });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ rating: 4, text, status: 'pending', item: { id: item!.id } });
    const again = await write(p.auth, { rating: 5, text });
    expect([again.status, again.body.code, again.body.msg]).toEqual([
      409,
      'review.error.too_soon',
      'You can write one review every 30 days',
    ]);
    const mine = (await t.call('GET', '/api/reviews/mine', { auth: p.auth })).body.data;
    expect(mine).toMatchObject({
      canWrite: false,
      reason: 'too_soon',
      nextAt: new Date(clock.ms + 30 * DAY).toISOString(),
      latest: { status: 'pending', text },
    });
    // 30 days later: another one
    clock.advance(30 * DAY);
    const login = await t.call('POST', '/api/user/login/email/login', { body: { email: p.email, password: 'secret123' } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const auth = login.body.data.authorization as string; // sessions last 30 days: a fresh sign-in
    expect((await write(auth, { rating: 5, text })).status).toBe(200);
    clock.set(start);
  });

  it('two raced writes of one player make one review', async () => {
    const p = await eligible();
    const res = await Promise.all([write(p.auth, { rating: 5, text }), write(p.auth, { rating: 3, text })]);
    expect(res.map((r) => r.status).sort()).toEqual([200, 409]);
    const [n] = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from reviews where user_id = ${p.uid}`));
    expect(n!.n).toBe(1);
  });

  it('moderation: support and catalogue approve, reject, hide (audited); home shows approved only, masked, newest first, at most 10', async () => {
    const support = await t.operator(['support']);
    const catalogue = await t.operator(['catalogue']);
    const finance = await t.operator(['finance']);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      clock.advance(60_000);
      const p = await eligible();
      const r = await write(p.auth, { rating: (i % 5) + 1, text: `${text} #${i}` });
      ids.push(r.body.data.id);
    }
    pass();
    expect((await home()).some((r) => ids.includes(r.id))).toBe(false); // pending is not shown
    const queue = (await t.call('GET', '/api/ops/reviews?status=pending&pageSize=100', { auth: support.authorization })).body.data;
    expect(queue.list.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining(ids));
    expect(queue.list[0]).toMatchObject({ status: 'pending', email: expect.stringContaining('@') });

    const moderate = (auth: string, id: number, status: string) =>
      t.call('POST', `/api/ops/reviews/${id}/status`, { auth, body: { status } });
    for (const [i, id] of ids.entries())
      expect((await moderate(i % 2 ? support.authorization : catalogue.authorization, id, 'approved')).status).toBe(200);
    const shown = await home();
    expect(shown).toHaveLength(10);
    expect(shown.map((r) => r.id)).toEqual([...ids].reverse().slice(0, 10));
    // masked: a chosen nickname as first***last, a default one (already "abc***") as it is (packages/domain maskName)
    expect(shown[0]!.nickname).toMatch(/^(.\*\*\*.|[^*]{1,3}\*\*\*)$/u);
    expect(shown[0]).toMatchObject({ rating: (11 % 5) + 1, text: `${text} #11`, avatar: expect.stringContaining('/art/avatar/') });

    // hidden and rejected leave home at once (this instance drops its cache); a hidden one can come back
    expect((await moderate(support.authorization, ids[11]!, 'hidden')).body.data.status).toBe('hidden');
    expect((await moderate(support.authorization, ids[10]!, 'rejected')).body.data.status).toBe('rejected');
    expect((await home()).map((r) => r.id)).toEqual([...ids].reverse().slice(2, 12));
    expect((await moderate(support.authorization, ids[11]!, 'approved')).status).toBe(200);
    expect((await home())[0]!.id).toBe(ids[11]);

    expect((await moderate(support.authorization, 999_999, 'approved')).body.code).toBe('review.error.not_found');
    expect((await moderate(support.authorization, ids[0]!, 'pending')).status).toBe(400);
    expect((await moderate(finance.authorization, ids[0]!, 'hidden')).status).toBe(403);
    expect((await t.call('GET', '/api/ops/reviews', { auth: finance.authorization })).status).toBe(403);
    const player = await t.register();
    expect((await moderate(player.auth, ids[0]!, 'hidden')).status).toBe(403);
    expect((await t.call('GET', '/api/ops/reviews')).status).toBe(401);
    const [audit] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from ops_audit where action = 'reviews.moderate'`),
    );
    expect(audit!.n).toBe(15);
    const [one] = rowsOf<{ before: unknown; after: unknown; target_type: string }>(
      await db().execute(
        sql`select before, after, target_type from ops_audit where action = 'reviews.moderate' and target_id = ${String(ids[10])} order by id desc limit 1`,
      ),
    );
    expect(one).toMatchObject({ target_type: 'review', before: { status: 'approved' }, after: { status: 'rejected' } });
  });
});
