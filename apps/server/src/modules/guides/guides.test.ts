import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { FREE_BOX_ID } from '../../db/seed/catalogue.ts';
import { DEFAULT_PLAY_GROUND, DEFAULT_SWITCHES } from './guides-defaults.ts';
import * as repo from './guides.repo.ts';

const HOUR = 3_600_000;

/**
 * Guides on a real database (apps/server/src/modules/guides/README.md): statuses move only forward and per player, the free drop, pops v2 with the
 * docs/product/states.md#guides visibility rules on the test clock and tap counts, the console settings (audited, read back by the public
 * calls), bad input 4xx, the bounded and rate-limited client log.
 */
describe.each(DRIVERS)('guides on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-07-01T10:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, { RATE_LIMIT_PER_MINUTE: '120' }, { clock });
  });
  afterAll(async () => t?.close());

  const status = async (auth?: string) => (await t.call('GET', '/api/sys/guide/status', { auth })).body.data;
  const finish = (auth: string, guide: string) => t.call('POST', '/api/sys/finish_guide', { auth, body: { guide } });
  const auditCount = async (action: string) => {
    const op = await t.operator(['admin']);
    return (await t.call('GET', `/api/ops/audit?action=${encodeURIComponent(action)}`, { auth: op.authorization })).body.data
      .total as number;
  };

  it('statuses start at 0, move only forward, per player; a visitor reads 0 and cannot finish', async () => {
    const a = await t.register('guides.a@example.com');
    const b = await t.register('guides.b@example.com');
    expect(await status(a.auth)).toMatchObject({ status: 0, downloadStatus: 0, appLinks: { ios: '', android: '' } });
    expect((await finish(a.auth, 'free_box')).body.data.status).toBe(2);
    expect((await finish(a.auth, 'home')).body.data.status).toBe(2); // an earlier guide never moves it back
    await Promise.all([finish(a.auth, 'top_up'), finish(a.auth, 'open_box'), finish(a.auth, 'home')]);
    expect((await status(a.auth)).status).toBe(4);
    expect((await finish(a.auth, 'download')).body.data).toMatchObject({ status: 4, downloadStatus: 4 });
    expect(await status(b.auth)).toMatchObject({ status: 0, downloadStatus: 0 }); // per player
    expect(await status()).toMatchObject({ status: 0, downloadStatus: 0 });
    expect((await t.call('POST', '/api/sys/finish_guide', { body: { guide: 'home' } })).status).toBe(401);
    expect((await finish(a.auth, 'nope')).status).toBe(400);
    expect((await t.call('POST', '/api/sys/finish_guide', { auth: a.auth, body: {} })).status).toBe(400);
  });

  it('the first free-box opening moves a new player to 3 (the top-up guide is due next)', async () => {
    const p = await t.register('guides.free@example.com');
    expect((await t.call('POST', '/api/free/mystery/claim', { auth: p.auth })).status).toBe(200);
    await t.s.jobs.runDue();
    expect((await status(p.auth)).status).toBe(3);
    await t.s.jobs.runDue();
    expect((await status(p.auth)).status).toBe(3);
    expect((await finish(p.auth, 'top_up')).body.data.status).toBe(4);
  });

  it('the referral-code guide shows for a new uninvited player until finished or a week has passed', async () => {
    const p = await t.register('guides.code@example.com');
    expect((await t.call('GET', '/api/sys/code/guide/status', { auth: p.auth })).body.data).toEqual({ show: true });
    expect((await t.call('GET', '/api/sys/code/guide/status')).body.data).toEqual({ show: false });
    await finish(p.auth, 'code');
    expect((await t.call('GET', '/api/sys/code/guide/status', { auth: p.auth })).body.data).toEqual({ show: false });
    const q = await t.register('guides.code2@example.com');
    const held = clock.ms;
    clock.set(Date.now() + 8 * 24 * HOUR); // users.created_at is the database's time
    expect((await t.call('GET', '/api/sys/code/guide/status', { auth: q.auth })).body.data).toEqual({ show: false });
    clock.set(held);
  });

  it('GET /api/sys/top/tags: the fixed categories, then the box tags by number of boxes (the free tag never), at most 8', async () => {
    const top = (await t.call('GET', '/api/sys/top/tags')).body.data;
    expect(top.categories).toEqual(['ALL', 'FEATURED', 'NEWEST', 'MY_LIKE']);
    const all = (await t.call('GET', '/api/item/tags')).body.data as { name: string; count: number }[];
    const expected = [...all].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, 8);
    expect(top.tags).toEqual(expected);
    expect(top.tags.length).toBe(8);
    expect(top.tags.map((x: { name: string }) => x.name)).not.toContain('free');
    for (let i = 1; i < top.tags.length; i++) expect(top.tags[i].count).toBeLessThanOrEqual(top.tags[i - 1].count);
  });

  it('the free drop: a returning player at start (active/box), until the drop pop is closed, again a day later', async () => {
    expect((await t.call('GET', '/api/sys/has/retain/box')).status).toBe(401);
    const held = clock.ms;
    clock.set(Date.now() + HOUR); // users.created_at is the database's time: a new account has no retained drop
    const p = await t.register('guides.drop@example.com');
    expect((await t.call('POST', '/api/user/active/box', { auth: p.auth })).body.data).toEqual({ hasRetainBox: false, boxId: FREE_BOX_ID });
    clock.set(Date.now() + 25 * HOUR); // a day later: a returning player with the free box waiting
    expect((await t.call('POST', '/api/user/active/box', { auth: p.auth })).body.data).toEqual({ hasRetainBox: true, boxId: FREE_BOX_ID });
    expect((await t.call('GET', '/api/sys/has/retain/box', { auth: p.auth })).body.data.hasRetainBox).toBe(true);
    await finish(p.auth, 'drop');
    expect((await t.call('GET', '/api/sys/has/retain/box', { auth: p.auth })).body.data.hasRetainBox).toBe(false);
    clock.advance(25 * HOUR);
    expect((await t.call('GET', '/api/sys/has/retain/box', { auth: p.auth })).body.data.hasRetainBox).toBe(true);
    clock.set(held);
  });

  it('pop_v2 applies no_limit, interval hours and no_close per player on the clock; taps are counted once per call', async () => {
    const op = await t.operator(['catalogue']);
    const make = async (title: string, sendFrequency: string, intervalHours: number | null) => {
      const r = await t.call('POST', '/api/ops/content/banners', {
        auth: op.authorization,
        body: { placement: 'pop', bannerKey: 'free', link: '/free', redirectType: 'internal', title, sendFrequency, intervalHours },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data.id as number;
    };
    const limitless = await make('limitless', 'no_limit', null);
    const interval = await make('every 6 h', 'interval', 6);
    const sticky = await make('sticky', 'no_close', null);
    const p = await t.register('guides.pops@example.com');
    const due = async (auth?: string) =>
      ((await t.call('POST', '/api/sys/pop_v2', { auth, body: { page: 'home' } })).body.data as { id: number }[]).map((x) => x.id);
    expect(await due(p.auth)).toEqual(expect.arrayContaining([limitless, interval, sticky]));
    for (const id of [limitless, interval, sticky])
      expect((await t.call('POST', '/api/sys/pop/click', { auth: p.auth, body: { popId: id, action: 'close' } })).status).toBe(200);
    let now = await due(p.auth);
    expect(now).toContain(limitless); // the browser hides it for the rest of the visit
    expect(now).toContain(sticky);
    expect(now).not.toContain(interval);
    expect(await due()).toContain(interval); // a visitor: the browser's closes apply
    clock.advance(5 * HOUR);
    expect(await due(p.auth)).not.toContain(interval);
    clock.advance(1 * HOUR);
    now = await due(p.auth);
    expect(now).toContain(interval);
    expect(await due(p.auth)).not.toEqual([]);
    expect(((await t.call('POST', '/api/sys/pop_v2', { auth: p.auth, body: { page: 'battles' } })).body.data as unknown[]).length).toBe(0);

    const clicks = await Promise.all([1, 2, 3].map(() => t.call('POST', '/api/sys/pop/click', { auth: p.auth, body: { popId: sticky } })));
    expect(clicks.map((c) => c.body.data.clicks).sort()).toEqual([1, 2, 3]);
    expect((await t.call('POST', '/api/sys/pop/click', { body: { popId: sticky, action: 'click' } })).body.data.clicks).toBe(4);
    expect((await t.call('POST', '/api/sys/pop/click', { body: { popId: sticky, action: 'close' } })).body.data.clicks).toBe(4);
    const view = (await t.call('GET', '/api/ops/guides', { auth: op.authorization })).body.data;
    expect(view.popClicks.find((c: { popId: number }) => c.popId === sticky).clicks).toBe(4);
    expect(view.popClicks.find((c: { popId: number }) => c.popId === limitless).clicks).toBe(0);

    expect((await t.call('POST', '/api/sys/pop/click', { body: { popId: 999_999 } })).body.code).toBe('guides.error.pop_not_found');
    expect((await t.call('POST', '/api/sys/pop/click', { body: { popId: 'x' } })).status).toBe(400);
    expect((await t.call('POST', '/api/sys/pop_v2', { body: { page: '../etc' } })).status).toBe(400);
    expect((await t.call('POST', '/api/sys/pop_v2', { body: {} })).status).toBe(400);
  });

  it('switches, Play Ground, floating ball, tip and app links: console edits are audited and read back', async () => {
    const op = await t.operator(['catalogue']);
    const auth = op.authorization;
    expect((await t.call('GET', '/api/sys/switches')).body.data).toEqual(DEFAULT_SWITCHES);
    expect((await t.call('GET', '/api/sys/play_ground/config')).body.data.entries.map((e: { key: string }) => e.key)).toEqual(
      DEFAULT_PLAY_GROUND.map((e) => e.key),
    );

    const before = await auditCount('guides.switches.update');
    const off = { ...DEFAULT_SWITCHES, games: { ...DEFAULT_SWITCHES.games, bingo: false }, chat: false };
    expect((await t.call('POST', '/api/ops/guides/switches', { auth, body: off })).status).toBe(200);
    expect(await auditCount('guides.switches.update')).toBe(before + 1);
    expect((await t.call('GET', '/api/sys/switches')).body.data).toEqual(off);
    const keys = (await t.call('GET', '/api/sys/play_ground/config')).body.data.entries.map((e: { key: string }) => e.key);
    expect(keys).not.toContain('bingo');
    expect(keys).toContain('fancy_cards');

    const entries = DEFAULT_PLAY_GROUND.map((e) =>
      e.key === 'upgrade' ? { ...e, visible: false } : e.key === 'lottery' ? { ...e, badge: 'new' } : e,
    ).reverse();
    expect((await t.call('POST', '/api/ops/guides/play-ground', { auth, body: { entries } })).status).toBe(200);
    const pg = (await t.call('GET', '/api/sys/play_ground/config')).body.data.entries;
    expect(pg[0].key).toBe('more');
    expect(pg.map((e: { key: string }) => e.key)).not.toContain('upgrade');
    expect(pg.find((e: { key: string }) => e.key === 'lottery').badge).toBe('new');
    expect((await t.call('POST', '/api/ops/guides/play-ground', { auth, body: { entries: [entries[0], entries[0]] } })).status).toBe(400);
    expect(
      (await t.call('POST', '/api/ops/guides/play-ground', { auth, body: { entries: [{ ...entries[0], to: 'https://evil.example' }] } }))
        .status,
    ).toBe(400);

    const ball = { enabled: true, img: '', link: '/bingo', title: 'Bingo night', hiddenPages: ['/box-detail'] };
    expect((await t.call('POST', '/api/ops/guides/floating-ball', { auth, body: ball })).status).toBe(200);
    expect((await t.call('GET', '/api/sys/floating_ball')).body.data).toEqual(ball);
    expect((await t.call('POST', '/api/ops/guides/floating-ball', { auth, body: { ...ball, link: 'javascript:alert(1)' } })).status).toBe(
      400,
    );

    const tip = {
      enabled: true,
      text: 'Weekend bonus: +10% on top-ups',
      textPt: 'Bônus de fim de semana: +10% nas recargas',
      link: '/deposit-bonus',
    };
    const v1 = (await t.call('POST', '/api/ops/guides/tip', { auth, body: tip })).body.data.version;
    const v2 = (await t.call('POST', '/api/ops/guides/tip', { auth, body: tip })).body.data.version;
    expect(v2).toBe(v1 + 1);
    expect((await t.call('GET', '/api/tip/state')).body.data).toEqual({ ...tip, version: v2 });

    const links = { ios: 'https://apps.apple.com/app/hapabox/id1', android: 'https://play.google.com/store/apps/details?id=hapabox' };
    expect((await t.call('POST', '/api/ops/guides/app-links', { auth, body: links })).status).toBe(200);
    expect((await status()).appLinks).toEqual(links);
    expect((await t.call('POST', '/api/ops/guides/app-links', { auth, body: { ios: 'http://x', android: '' } })).status).toBe(400);
    expect(await auditCount('guides.tip.update')).toBeGreaterThanOrEqual(2);
    expect(await auditCount('guides.app_links.update')).toBe(1);

    const player = await t.register('guides.notop@example.com');
    expect((await t.call('POST', '/api/ops/guides/switches', { auth: player.auth, body: off })).status).toBe(403);
    const support = await t.operator(['support']);
    expect((await t.call('GET', '/api/ops/guides', { auth: support.authorization })).status).toBe(403);
    await t.call('POST', '/api/ops/guides/switches', { auth, body: DEFAULT_SWITCHES });
    await t.call('POST', '/api/ops/guides/play-ground', { auth, body: { entries: DEFAULT_PLAY_GROUND } });
  });

  it('client logs: stored for players and visitors, bad input 400, rate limited, the table bounded', async () => {
    const p = await t.register('guides.log@example.com');
    const n0 = await t.s.guides.clientLogCount();
    expect(
      (await t.call('POST', '/api/user/event_log', { auth: p.auth, body: { event: 'box.view', data: { boxId: 101, from: 'home' } } })).body
        .data,
    ).toEqual({ accepted: true });
    expect((await t.call('POST', '/api/sys/data', { body: { type: 'perf', data: { lcpMs: 1234 } } })).status).toBe(200);
    expect(await t.s.guides.clientLogCount()).toBe(n0 + 2);
    expect((await t.call('POST', '/api/user/event_log', { body: { event: 'Bad Name' } })).status).toBe(400);
    expect((await t.call('POST', '/api/user/event_log', { body: { event: 'x', data: { big: 'y'.repeat(301) } } })).status).toBe(400);
    expect(
      (
        await t.call('POST', '/api/user/event_log', {
          body: { event: 'x', data: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
        })
      ).status,
    ).toBe(400);
    expect((await t.call('POST', '/api/sys/data', { body: { type: 'x', data: { nested: { a: 1 } } } })).status).toBe(400);

    const statuses: number[] = [];
    for (let i = 0; i < 62; i++)
      statuses.push((await t.call('POST', '/api/user/event_log', { auth: p.auth, body: { event: 'spam' } })).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(60);

    const db = t.s.dbHandle.db;
    for (let i = 0; i < 8; i++)
      await repo.insertClientLog(db, { kind: 'event', name: 'bounded', userId: null, data: null, createdAt: clock.now() }, 5);
    expect(await repo.countClientLogs(db)).toBeLessThanOrEqual(5);
  });
});
