import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { FREE_BOX_ID } from '../../db/seed/catalogue.ts';
import { demoEventsOn } from './promo-events.env.ts';

const HOUR = 3_600_000;

const PAGE = {
  title: { en: 'Summer Drop', pt: 'Queda de Verão' },
  subtitle: { en: 'Open the summer boxes, top the board', pt: 'Abra as caixas de verão e lidere o ranking' },
  blocks: [
    { type: 'countdown' },
    { type: 'boxes', boxIds: [101, 102] },
    { type: 'leaderboard', size: 10 },
    {
      type: 'rules',
      text: { en: 'Best single drop wins.\n\nTies: earlier first.', pt: 'Vence o melhor prêmio.\n\nEmpate: quem chegou antes.' },
    },
  ],
};

/**
 * Event pages operators build (docs/events.md#event-pages; docs/product/routes.md#events "other event pages") on a real database: the
 * console creates an event with its texts in both languages and its blocks; its page answers at its slug with the
 * boxes on sale and a leaderboard of the best drop per player during the event; a switched-off event says so
 * (`event.error.off`, never a 404); the console's refusals; and the demo switch of the seeded events.
 */
describe.each(DRIVERS)('event pages on %s (medium)', (driver) => {
  let t: TestApp;
  const start = Date.now();
  const clock = heldClock(start);
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());
  const event = (slug: string, over: object = {}) => ({
    slug,
    startsAt: new Date(start - HOUR).toISOString(),
    endsAt: new Date(start + 48 * HOUR).toISOString(),
    bannerImg: '',
    isActive: true,
    page: PAGE,
    ...over,
  });

  it('an operator creates an event; its page at its slug has both languages, its boxes and a best-drop leaderboard', async () => {
    const op = await t.operator(['catalogue']);
    const made = await t.call('POST', '/api/ops/events', { auth: op.authorization, body: event('summer-drop') });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({
      slug: 'summer-drop',
      path: '/summer-drop',
      title: 'Summer Drop',
      state: 'live',
      isActive: true,
    });
    expect((await t.call('GET', '/api/events/list')).body.data.map((e: { slug: string }) => e.slug)).toContain('summer-drop');

    // two players open the page's boxes during the event: each ranks by their best single drop
    const players = [await t.register(), await t.register()];
    const best = new Map<number, number>();
    for (const p of players) {
      await t.fund(p.uid, 1_000_00);
      for (const box of [101, 102, 101]) {
        const r = await t.call('POST', `/api/item/${box}/open`, { auth: p.auth });
        expect(r.status).toBe(200);
        best.set(p.uid, Math.max(best.get(p.uid) ?? 0, r.body.data.results[0].itemPrice));
      }
    }
    const view = (await t.call('GET', '/api/events/summer-drop/page')).body.data;
    expect(view.page).toEqual(PAGE);
    expect(view.event).toMatchObject({ slug: 'summer-drop', state: 'live', config: { kind: 'page' } });
    expect(view.boxes.map((b: { id: number }) => b.id)).toEqual([101, 102]);
    expect(view.leaderboard.map((r: { rank: number }) => r.rank)).toEqual([1, 2]);
    expect(view.leaderboard.map((r: { value: number }) => r.value)).toEqual([...best.values()].sort((a, b) => b - a));

    // an audit row in the creating transaction
    const admin = await t.operator(['admin']);
    const audit = (await t.call('GET', '/api/ops/audit?action=events.create', { auth: admin.authorization })).body.data.list;
    expect(audit[0]).toMatchObject({ targetType: 'promo_event', targetId: String(made.body.data.id) });
  });

  it('openings before the start do not count; new content replaces the old (audited); a seeded event keeps its own page', async () => {
    const op = await t.operator(['catalogue']);
    const later = await t.call('POST', '/api/ops/events', {
      auth: op.authorization,
      body: event('night-drop', { startsAt: new Date(start + HOUR).toISOString() }),
    });
    expect(later.body.data.state).toBe('upcoming');
    clock.set(start + 2 * HOUR);
    const view = (await t.call('GET', '/api/events/night-drop/page')).body.data;
    expect([view.event.state, view.leaderboard]).toEqual(['live', []]);
    clock.set(start);
    const page = { ...PAGE, title: { en: 'Night Drop', pt: 'Queda Noturna' }, blocks: [{ type: 'boxes', boxIds: [103] }] };
    const edited = await t.call('POST', `/api/ops/events/${later.body.data.id}/page`, { auth: op.authorization, body: { page } });
    expect(edited.body.data).toMatchObject({ title: 'Night Drop' });
    expect((await t.call('GET', '/api/events/night-drop/page')).body.data).toMatchObject({ page, leaderboard: null });
    const pirate = (await t.call('GET', '/api/ops/events', { auth: op.authorization })).body.data.find(
      (e: { slug: string }) => e.slug === 'pirate-2024',
    );
    expect((await t.call('POST', `/api/ops/events/${pirate.id}/page`, { auth: op.authorization, body: { page } })).body.code).toBe(
      'event.error.not_found',
    );
    expect((await t.call('GET', '/api/events/pirate-2024/page')).body.data).toMatchObject({ page: null, boxes: [], leaderboard: null });
  });

  it('refuses app addresses, taken slugs, boxes not on sale, one language only, a leaderboard without boxes', async () => {
    const op = await t.operator(['catalogue']);
    const create = (body: object) => t.call('POST', '/api/ops/events', { auth: op.authorization, body });
    expect((await create(event('free'))).body.code).toBe('event.error.slug_reserved');
    expect((await create(event('deposit-bonus'))).body.code).toBe('event.error.slug_reserved');
    expect((await create(event('summer-drop'))).body.code).toBe('event.error.slug_taken');
    expect((await create(event('Bad Slug'))).status).toBe(400);
    const withBlocks = (blocks: object[]) => event('x-drop', { page: { ...PAGE, blocks } });
    expect((await create(withBlocks([{ type: 'boxes', boxIds: [FREE_BOX_ID] }]))).body.code).toBe('event.error.box');
    expect((await create(withBlocks([{ type: 'boxes', boxIds: [999_999] }]))).body.code).toBe('event.error.box');
    expect((await create(withBlocks([{ type: 'leaderboard', size: 10 }]))).status).toBe(400);
    expect((await create(withBlocks([{ type: 'video' }]))).status).toBe(400);
    expect((await create(event('x-drop', { page: { ...PAGE, title: { en: 'Only English' } } }))).status).toBe(400);
    expect((await create(event('x-drop', { endsAt: new Date(start - 2 * HOUR).toISOString() }))).status).toBe(400);
    const finance = await t.operator(['finance']);
    expect((await t.call('POST', '/api/ops/events', { auth: finance.authorization, body: event('y-drop') })).status).toBe(403);
  });

  it('a switched-off event says so (event.error.off, 409) instead of a 404; an unknown slug is a 404', async () => {
    const op = await t.operator(['catalogue']);
    await t.call('POST', '/api/ops/events', { auth: op.authorization, body: event('off-drop', { isActive: false }) });
    const off = await t.call('GET', '/api/events/off-drop/page');
    expect([off.status, off.body.code]).toEqual([409, 'event.error.off']);
    expect((await t.call('GET', '/api/events/off-drop')).body.code).toBe('event.error.off');
    const none = await t.call('GET', '/api/events/no-such-drop/page');
    expect([none.status, none.body.code]).toEqual([404, 'event.error.not_found']);
  });

  it('seeded events: the deposit bonus starts switched off, or switched on (live) under DEMO_EVENTS', async () => {
    expect((await t.call('GET', '/api/deposit-bonus/info')).body.code).toBe('event.error.off');
    const demo = await createTestApp(driver, { DEMO_EVENTS: 'true' });
    try {
      const info = (await demo.call('GET', '/api/deposit-bonus/info')).body.data;
      expect(info.event).toMatchObject({ slug: 'deposit-bonus', state: 'live' });
      expect((await demo.call('GET', '/api/events/list')).body.data.map((e: { slug: string }) => e.slug)).toContain('deposit-bonus');
    } finally {
      await demo.close();
    }
    expect(demoEventsOn({ NODE_ENV: 'development' })).toBe(true); // `npm start`
    expect(demoEventsOn({ NODE_ENV: 'production' })).toBe(false);
    expect(demoEventsOn({ NODE_ENV: 'test' })).toBe(false);
    expect(demoEventsOn({ NODE_ENV: 'development', DEMO_EVENTS: 'false' })).toBe(false); // the Playwright servers
  });
});
