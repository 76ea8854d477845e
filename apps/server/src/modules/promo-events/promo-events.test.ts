import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { promoEvents } from '../../db/schema/index.ts';
import { EVENTS_CACHE_MS } from './promo-events.service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The event framework on a real database (docs/events.md; docs/product/constants.md#home-and-events "Event recency 48 hours"), on a held clock:
 * the seeded Pirate 2024 event (start at the first start, end 30 days later, seeded once), what GET
 * /api/events/list shows (live; ended for 48 h after the end; not before the start nor after the 48 h),
 * GET /api/events/{slug} in every state, and the console edit (role catalogue, audited).
 */
describe.each(DRIVERS)('event framework on %s (medium)', (driver) => {
  let t: TestApp;
  const start = Date.parse('2026-03-01T10:00:00Z');
  const clock = heldClock(start);
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const listAll = async () => (await t.call('GET', '/api/events/list')).body.data as { slug: string; state: string }[];
  /** The list without the deposit bonus event (seeded beside Pirate 2024 with the same window; deposit-bonus.test.ts covers it). */
  const list = async () => (await listAll()).filter((e) => e.slug !== 'deposit-bonus');
  /** Moves the held clock (steps are more than the 10 s list cache apart). */
  const at = (ms: number) => clock.set(ms);

  it('Pirate 2024 is seeded at the first start for 30 days, once (a second seed changes nothing)', async () => {
    const e = (await t.call('GET', '/api/events/pirate-2024')).body.data;
    expect(e).toMatchObject({
      slug: 'pirate-2024',
      title: 'Pirate 2024',
      path: '/pirate-2024',
      state: 'live',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 30 * DAY).toISOString(),
      visibleUntil: new Date(start + 32 * DAY).toISOString(),
      config: { game: 'pirate' },
    });
    at(start + 5 * DAY);
    await t.s.promoEvents.seedDefaults();
    const rows = await db().select().from(promoEvents).where(eq(promoEvents.slug, 'pirate-2024'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.startsAt.getTime()).toBe(start);
    // the deposit bonus event is seeded beside it with the same window but switched off (an operator turns it on)
    const bonus = await db().select().from(promoEvents).where(eq(promoEvents.slug, 'deposit-bonus'));
    expect(bonus.map((r) => [r.isActive, r.startsAt.getTime()])).toEqual([[false, start]]);
    expect((await listAll()).map((e) => e.slug)).toEqual(['pirate-2024']);
    at(start);
  });

  it('visibility: upcoming is not listed (its page says upcoming); live is; ended stays listed 48 h; then it is hidden but its page still answers', async () => {
    await db()
      .insert(promoEvents)
      .values({
        slug: 'summer-fest',
        title: 'Summer Fest',
        startsAt: new Date(start + 2 * DAY),
        endsAt: new Date(start + 4 * DAY),
        bannerText: 'Soon',
      });
    await db()
      .insert(promoEvents)
      .values({ slug: 'switched-off', title: 'Off', startsAt: new Date(start - DAY), endsAt: new Date(start + DAY), isActive: false });
    at(start + EVENTS_CACHE_MS + 1);
    expect((await list()).map((e) => e.slug)).toEqual(['pirate-2024']);
    expect((await t.call('GET', '/api/events/summer-fest')).body.data.state).toBe('upcoming');
    // a switched-off event says so (its page shows it), never a 404 (docs/events.md#event-pages)
    expect((await t.call('GET', '/api/events/switched-off')).body.code).toBe('event.error.off');
    expect((await t.call('GET', '/api/events/no-such-event')).body.code).toBe('event.error.not_found');
    expect((await t.call('GET', '/api/events/Bad%20Slug')).status).toBe(400);

    // live from its start (inclusive), ending soonest first
    at(start + 2 * DAY);
    expect((await list()).map((e) => [e.slug, e.state])).toEqual([
      ['summer-fest', 'live'],
      ['pirate-2024', 'live'],
    ]);
    // ended at its end (exclusive), listed until end + 48 h
    at(start + 4 * DAY);
    expect((await list()).map((e) => [e.slug, e.state])).toEqual([
      ['summer-fest', 'ended'],
      ['pirate-2024', 'live'],
    ]);
    at(start + 6 * DAY - 2 * EVENTS_CACHE_MS);
    expect((await list()).find((e) => e.slug === 'summer-fest')?.state).toBe('ended');
    at(start + 6 * DAY);
    expect((await list()).map((e) => e.slug)).toEqual(['pirate-2024']);
    expect((await t.call('GET', '/api/events/summer-fest')).body.data.state).toBe('ended');

    // the pirate event: live to day 30, ended (listed) to day 32, hidden after
    at(start + 30 * DAY - 2 * EVENTS_CACHE_MS);
    expect((await list()).find((e) => e.slug === 'pirate-2024')?.state).toBe('live');
    at(start + 31 * DAY);
    expect((await list()).find((e) => e.slug === 'pirate-2024')?.state).toBe('ended');
    at(start + 32 * DAY + 1);
    expect(await list()).toEqual([]);
    expect((await t.call('GET', '/api/events/pirate-2024')).body.data.state).toBe('ended');
    at(start);
  });

  it('the list is cached 10 s; a console edit shows at once', async () => {
    at(start + 100 * DAY);
    expect(await list()).toEqual([]);
    const [pirate] = await db().select().from(promoEvents).where(eq(promoEvents.slug, 'pirate-2024'));
    // a write behind the service's back is not seen before the cache expires
    await db()
      .update(promoEvents)
      .set({ endsAt: new Date(start + 101 * DAY) })
      .where(eq(promoEvents.id, pirate!.id));
    expect(await list()).toEqual([]);
    at(start + 100 * DAY + EVENTS_CACHE_MS);
    expect((await list()).map((e) => e.slug)).toEqual(['pirate-2024']);
    await db().update(promoEvents).set({ endsAt: pirate!.endsAt }).where(eq(promoEvents.id, pirate!.id));
    at(start);
  });

  it('console: catalogue (and admin) edit dates, banner and on/off with an audit row; others are refused; the end must follow the start', async () => {
    at(start + HOUR);
    const op = await t.operator(['catalogue']);
    const all = (await t.call('GET', '/api/ops/events', { auth: op.authorization })).body.data;
    const pirate = all.find((e: any) => e.slug === 'pirate-2024');
    expect(pirate).toMatchObject({ isActive: true, state: 'live' });
    // the seeded event, left as seeded, is said from the web catalogue in the reader's language
    expect((await list()).find((e) => e.slug === 'pirate-2024')).toMatchObject({ textKey: 'pirate' });
    expect(all.map((e: any) => e.slug)).toEqual(expect.arrayContaining(['pirate-2024', 'summer-fest', 'switched-off']));
    const body = {
      title: 'Pirate 2024 — Season 2',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 40 * DAY).toISOString(),
      bannerImg: '',
      bannerText: 'Bigger chests',
      isActive: true,
    };
    const r = await t.call('POST', `/api/ops/events/${pirate.id}`, { auth: op.authorization, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ title: 'Pirate 2024 — Season 2', bannerText: 'Bigger chests', endsAt: body.endsAt });
    // an operator's own words are shown as typed
    expect((await list()).find((e) => e.slug === 'pirate-2024')).toMatchObject({
      title: 'Pirate 2024 — Season 2',
      bannerText: 'Bigger chests',
      textKey: null,
    });
    // switched off: gone from the list and its page at once
    await t.call('POST', `/api/ops/events/${pirate.id}`, { auth: op.authorization, body: { ...body, isActive: false } });
    expect((await list()).find((e) => e.slug === 'pirate-2024')).toBeUndefined();
    expect((await t.call('GET', '/api/events/pirate-2024')).body.code).toBe('event.error.off');
    await t.call('POST', `/api/ops/events/${pirate.id}`, { auth: op.authorization, body });

    expect(
      (await t.call('POST', `/api/ops/events/${pirate.id}`, { auth: op.authorization, body: { ...body, endsAt: body.startsAt } })).status,
    ).toBe(400);
    expect(
      (await t.call('POST', `/api/ops/events/${pirate.id}`, { auth: op.authorization, body: { ...body, startsAt: 'tomorrow' } })).status,
    ).toBe(400);
    expect(
      (await t.call('POST', `/api/ops/events/${pirate.id}`, { auth: op.authorization, body: { ...body, bannerImg: '/api/media/999999' } }))
        .body.code,
    ).toBe('ops.error.image_not_found');
    expect((await t.call('POST', '/api/ops/events/999999', { auth: op.authorization, body })).body.code).toBe('event.error.not_found');
    const finance = await t.operator(['finance']);
    expect((await t.call('POST', `/api/ops/events/${pirate.id}`, { auth: finance.authorization, body })).status).toBe(403);
    expect((await t.call('GET', '/api/ops/events', { auth: finance.authorization })).status).toBe(403);
    const player = await t.register();
    expect((await t.call('GET', '/api/ops/events', { auth: player.auth })).status).toBe(403);
    const admin = await t.operator(['admin']);
    expect((await t.call('GET', '/api/ops/events', { auth: admin.authorization })).status).toBe(200);
    const audit = (await t.call('GET', '/api/ops/audit?action=events.update', { auth: admin.authorization })).body.data.list;
    expect(audit.length).toBe(3);
    expect(audit[0]).toMatchObject({ targetType: 'promo_event', targetId: String(pirate.id) });
  });
});
