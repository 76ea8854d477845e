import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { treasureMapChancePpm, treasureMapsFound } from '@hapa/domain';
import { TreasureHome, TreasurePlay } from '@hapa/contracts';
import { DRIVERS } from '../../../test/harness.ts';
import { gameTestApp } from '../../../test/game-test-app.ts';
import { checkLedger } from '../../wallet/wallet.service.ts';
import { heldClock } from '../../battles/battle-fixtures.ts';
import { storeItems, users } from '../../../db/schema/index.ts';
import { anyFindChancePpm, SEED_TREASURES } from './treasure-rules.ts';

/**
 * Treasure hunter on a real database (docs/games.md): fast plays settled at the pay, normal plays opened map by map,
 * each found map's treasure to the store in the play's transaction (fairness.md "Treasure hunter"), the level and
 * active gates, resume, the 24 h auto-open job, idempotency and raced pays (PostgreSQL), verification after the
 * seed is revealed, the console, and the ledger check after all of it.
 */
describe.each(DRIVERS)('treasure hunter on %s (medium)', (driver) => {
  const clock = heldClock(Date.parse('2026-07-01T12:00:00Z'));
  const { t, db, player, balance, roundSeed } = gameTestApp(driver, { clock, fundCents: 100_000 });
  const home = async (auth?: string) => TreasureHome.parse((await t.call('GET', '/api/treasureHunter/home', { auth })).body.data);
  /** The seeded treasure of catalogue item `itemId`. */
  const byItem = async (itemId: number) => (await home()).treasures.find((x) => x.itemId === itemId)!;
  const GIFT_50 = 1422; // $50 at $10 a map: 19% per map at the default 5% edge
  const SWITCH = 1109; // VIP 1

  /** Every map's find as the server knows it (the test reads the unrevealed seed from the database). */
  async function foundOf(id: number): Promise<boolean[]> {
    const row = await roundSeed(id);
    const p = row.params as { mapNumber: number; pPpm: number };
    return treasureMapsFound(row.serverSeed, row.clientSeed, row.nonce, p.mapNumber, p.pPpm);
  }
  const prizesOf = (uid: number) =>
    db()
      .select()
      .from(storeItems)
      .where(and(eq(storeItems.userId, uid), eq(storeItems.source, 'treasure')));

  it('seeds its treasures once; home shows value, price of a play, chance per map; price answers both chances', async () => {
    const h = await home();
    expect(h.treasures.length).toBe(SEED_TREASURES.length);
    expect(await t.s.treasure.seedDefaults()).toBe(0);
    expect(h.config).toMatchObject({
      edgePpm: 50_000,
      rtp: 95,
      minMaps: 1,
      maxMaps: 10,
      defaultMaps: 4,
      defaultPlayType: 2,
      autoOpenHours: 24,
    });
    expect(h.vipLevel).toBeNull();
    expect(h.hot.length).toBeGreaterThan(0);
    const g = h.treasures.find((x) => x.itemId === GIFT_50)!;
    expect(g).toMatchObject({ type: 2, orgPrice: 50, mapPrice: 10, mapCount: 4, realPrice: 40, chancePpm: 190_000, locked: false });
    for (const x of h.treasures) {
      expect(x.chancePpm).toBeGreaterThanOrEqual(10_000);
      expect(x.chancePpm).toBeLessThanOrEqual(200_000);
    }
    const pr = (await t.call('GET', `/api/treasureHunter/price?treasureId=${g.id}&mapNumber=3`)).body.data;
    expect(pr).toMatchObject({ mapNumber: 3, price: 30, chancePpm: 190_000, anyChancePpm: anyFindChancePpm(190_000, 3) });
    // 1 - 0.81^3 = 0.468559
    expect(pr.anyChancePpm).toBe(468_559);
    expect((await t.call('GET', `/api/treasureHunter/price?treasureId=${g.id}`)).body.data.mapNumber).toBe(4);
    expect((await t.call('GET', `/api/treasureHunter/price?treasureId=${g.id}&mapNumber=11`)).body.code).toBe(
      'treasure_hunter.error.map_number',
    );
    expect((await t.call('GET', '/api/treasureHunter/price?treasureId=999999')).status).toBe(404);
    expect((await t.call('GET', '/api/treasureHunter/sku/list')).body.data).toHaveLength(SEED_TREASURES.length);
  });

  it('fast plays: the stake is taken, each found map puts one treasure in the store, exactly as the seed says', async () => {
    const p = await player();
    const g = await byItem(GIFT_50);
    const outcomes = new Set<string>();
    let spent = 0;
    let prizes = 0;
    for (let i = 0; i < 30 && outcomes.size < 2; i++) {
      const res = await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, body: { treasureId: g.id, mapNumber: 4 } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const play = TreasurePlay.parse(res.body.data);
      spent += 4_000;
      const found = await foundOf(play.id);
      prizes += found.filter(Boolean).length;
      expect(play).toMatchObject({
        status: 'settled',
        playType: 2,
        mapNumber: 4,
        amount: 40,
        mapPrice: 10,
        chancePpm: 190_000,
        edgePpm: 50_000,
        serverSeed: null,
      });
      expect(play.maps.map((m) => m.found)).toEqual(found);
      expect(play.maps.every((m) => m.opened)).toBe(true);
      expect(play.foundCount).toBe(found.filter(Boolean).length);
      expect(play.outcome).toBe(found.some(Boolean) ? 'win' : 'lose');
      expect(play.prizes.map((x) => x.map)).toEqual(found.flatMap((f, j) => (f ? [j] : [])));
      expect(play.wonValue).toBe(50 * play.foundCount);
      expect(play.balance).toBe((100_000 - spent) / 100);
      outcomes.add(play.outcome!);
    }
    expect([...outcomes].sort()).toEqual(['lose', 'win']);
    const rows = await prizesOf(p.uid);
    expect(rows).toHaveLength(prizes);
    expect(rows.every((r) => r.itemId === GIFT_50 && r.valueCents === 5_000 && r.status === 'stored')).toBe(true);
    expect(await balance(p.auth)).toBe((100_000 - spent) / 100);
    // the store lists them and they sell back at the treasure's value
    const store = (await t.call('GET', '/api/user/store/list?pageSize=100', { auth: p.auth })).body.data;
    expect(store.list.filter((x: any) => x.source === 'treasure')).toHaveLength(prizes);
    const sold = await t.call('POST', '/api/user/store/recovery', { auth: p.auth, body: { ids: [rows[0]!.id] } });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body.data.totalAmount).toBe(50);
    // the play is listed in both histories
    const hist = (await t.call('GET', '/api/treasureHunter/history?pageSize=5', { auth: p.auth })).body.data;
    expect(hist.total).toBeGreaterThanOrEqual(2);
    const gh = (await t.call('GET', '/api/user/game-history?pageSize=1', { auth: p.auth })).body.data.list[0];
    expect(gh).toMatchObject({
      game: 'treasure',
      amount: 40,
      payout: 0,
      detail: { mapNumber: 4, pPpm: 190_000, edgePpm: 50_000, value: 50, mapPrice: 10 },
    });
    // a win appears in the brilliant history with the nickname masked
    const wins = (await t.call('GET', '/api/treasureHunter/brilliant/history')).body.data;
    expect(wins.length).toBeGreaterThan(0);
    expect(wins[0].nickname).toMatch(/\*\*\*/);
  });

  it('a normal play stays open with hidden maps, opens map by map (not twice), resumes from home and settles with the last map', async () => {
    const p = await player();
    const g = await byItem(GIFT_50);
    const paid = await t.call('POST', '/api/treasureHunter/pay', { auth: p.auth, body: { treasureId: g.id, mapNumber: 3 } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const play = TreasurePlay.parse(paid.body.data);
    expect(play).toMatchObject({
      status: 'open',
      outcome: null,
      playType: 1,
      mapNumber: 3,
      amount: 30,
      balance: 970,
      prizes: [],
      foundCount: 0,
    });
    expect(play.maps).toEqual([0, 1, 2].map((index) => ({ index, opened: false, found: null })));
    const found = await foundOf(play.id);
    // resume: home answers the open play, still hidden
    expect((await home(p.auth)).active).toMatchObject({ id: play.id, status: 'open' });
    expect((await t.call('POST', '/api/treasureHunter/pay', { auth: p.auth, body: { treasureId: g.id, mapNumber: 3 } })).body.code).toBe(
      'treasure_hunter.error.play_open',
    );
    expect(
      (await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, body: { treasureId: g.id, mapNumber: 3 } })).body.code,
    ).toBe('treasure_hunter.error.play_open');
    const o1 = (await t.call('POST', '/api/treasureHunter/open', { auth: p.auth, body: { id: play.id, map: 2 } })).body.data;
    expect(o1.status).toBe('open');
    expect(o1.maps).toEqual([
      { index: 0, opened: false, found: null },
      { index: 1, opened: false, found: null },
      { index: 2, opened: true, found: found[2] },
    ]);
    const twice = await t.call('POST', '/api/treasureHunter/open', { auth: p.auth, body: { id: play.id, map: 2 } });
    expect([twice.status, twice.body.code]).toEqual([409, 'treasure_hunter.error.map_opened']);
    expect((await t.call('POST', '/api/treasureHunter/open', { auth: p.auth, body: { id: play.id, map: 3 } })).body.code).toBe(
      'treasure_hunter.error.map',
    );
    const other = await player();
    expect((await t.call('POST', '/api/treasureHunter/open', { auth: other.auth, body: { id: play.id, map: 0 } })).status).toBe(404);
    expect((await t.call('GET', `/api/treasureHunter/${play.id}`, { auth: other.auth })).status).toBe(404);
    // verify of an open play shows the opened maps only
    expect((await t.call('GET', `/api/treasureHunter/${play.id}/verify`)).body.data.maps[0].found).toBeNull();
    expect((await t.call('GET', `/api/game/${play.id}/verify`)).body.data.detail.found).toEqual([null, null, found[2]]);
    expect(await prizesOf(p.uid)).toHaveLength(0);
    await t.call('POST', '/api/treasureHunter/open', { auth: p.auth, body: { id: play.id, map: 0 } });
    const last = TreasurePlay.parse(
      (await t.call('POST', '/api/treasureHunter/open', { auth: p.auth, body: { id: play.id, map: 1 } })).body.data,
    );
    expect(last.status).toBe('settled');
    expect(last.outcome).toBe(found.some(Boolean) ? 'win' : 'lose');
    expect(last.maps.map((m) => m.found)).toEqual(found);
    expect(await prizesOf(p.uid)).toHaveLength(found.filter(Boolean).length);
    const after = await t.call('POST', '/api/treasureHunter/open', { auth: p.auth, body: { id: play.id, map: 0 } });
    expect([after.status, after.body.code]).toEqual([409, 'game.error.round_over']);
    expect((await home(p.auth)).active).toBeNull();
    expect(await balance(p.auth)).toBe(970);
  });

  it('a normal play left open is opened by the durable job after 24 h', async () => {
    const p = await player();
    const g = await byItem(GIFT_50);
    const play = (await t.call('POST', '/api/treasureHunter/pay', { auth: p.auth, body: { treasureId: g.id, mapNumber: 4 } })).body.data;
    await t.call('POST', '/api/treasureHunter/open', { auth: p.auth, body: { id: play.id, map: 1 } });
    const found = await foundOf(play.id);
    await t.s.jobs.runDue();
    expect((await t.call('GET', `/api/treasureHunter/${play.id}`, { auth: p.auth })).body.data.status).toBe('open');
    clock.advance(24 * 3_600_000 + 1_000);
    await t.s.jobs.runDue();
    const done = (await t.call('GET', `/api/treasureHunter/${play.id}`, { auth: p.auth })).body.data;
    expect(done).toMatchObject({ status: 'settled', outcome: found.some(Boolean) ? 'win' : 'lose' });
    expect(done.maps.map((m: any) => m.found)).toEqual(found);
    expect(await prizesOf(p.uid)).toHaveLength(found.filter(Boolean).length);
    expect(await balance(p.auth)).toBe(960);
  });

  it('gates: a treasure above the player VIP level is refused (403, nothing taken), an inactive one is not open, bad map numbers', async () => {
    const p = await player();
    const sw = await byItem(SWITCH);
    expect(sw.minVipLevel).toBe(1);
    expect((await home(p.auth)).treasures.find((x) => x.id === sw.id)!.locked).toBe(true);
    const refused = await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, body: { treasureId: sw.id, mapNumber: 1 } });
    expect([refused.status, refused.body.code]).toEqual([403, 'treasure_hunter.error.level']);
    expect((await t.call('POST', '/api/treasureHunter/pay', { auth: p.auth, body: { treasureId: sw.id, mapNumber: 1 } })).status).toBe(403);
    expect(await balance(p.auth)).toBe(1_000);
    await db().update(users).set({ xp: 100 }).where(eq(users.id, p.uid)); // VIP 1
    expect((await home(p.auth)).treasures.find((x) => x.id === sw.id)!.locked).toBe(false);
    const okPlay = await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, body: { treasureId: sw.id, mapNumber: 1 } });
    expect(okPlay.status, JSON.stringify(okPlay.body)).toBe(200);
    expect(await balance(p.auth)).toBe(990);

    const op = await t.operator(['finance']);
    const g = await byItem(GIFT_50);
    expect(
      (await t.call('POST', `/api/ops/games/treasure/treasures/${g.id}`, { auth: op.authorization, body: { isActive: false } })).status,
    ).toBe(200);
    const closed = await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, body: { treasureId: g.id, mapNumber: 4 } });
    expect([closed.status, closed.body.code]).toEqual([409, 'treasure_hunter.error.un_open']);
    expect((await t.call('GET', `/api/treasureHunter/price?treasureId=${g.id}`)).body.code).toBe('treasure_hunter.error.un_open');
    expect((await home()).treasures.some((x) => x.id === g.id)).toBe(false);
    await t.call('POST', `/api/ops/games/treasure/treasures/${g.id}`, { auth: op.authorization, body: { isActive: true } });

    expect((await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, body: { treasureId: g.id, mapNumber: 0 } })).status).toBe(
      400,
    );
    expect(
      (await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, body: { treasureId: g.id, mapNumber: 11 } })).body.code,
    ).toBe('treasure_hunter.error.map_number');
    expect(
      (await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, body: { treasureId: 999_999, mapNumber: 4 } })).status,
    ).toBe(404);
    expect((await t.call('POST', '/api/treasureHunter/fast/open', { body: { treasureId: g.id, mapNumber: 4 } })).status).toBe(401);
    const poor = await player(3_000);
    expect(
      (await t.call('POST', '/api/treasureHunter/fast/open', { auth: poor.auth, body: { treasureId: g.id, mapNumber: 4 } })).body.code,
    ).toBe('coin.error.not_enough');
    expect(await balance(poor.auth)).toBe(30);
    expect(await balance(p.auth)).toBe(990);
  });

  it('verify: the seed cannot be revealed while a normal play is open; after rotation the server seed recomputes every map', async () => {
    const p = await player();
    const g = await byItem(GIFT_50);
    const open = (await t.call('POST', '/api/treasureHunter/pay', { auth: p.auth, body: { treasureId: g.id, mapNumber: 2 } })).body.data;
    const early = await t.call('POST', '/api/user/client_seed/submit', { auth: p.auth, body: { type: 'server', seed_type: 3 } });
    expect([early.status, early.body.code]).toEqual([409, 'game.error.seed_locked']);
    await t.call('POST', '/api/treasureHunter/open', { auth: p.auth, body: { id: open.id, map: 0 } });
    await t.call('POST', '/api/treasureHunter/open', { auth: p.auth, body: { id: open.id, map: 1 } });
    const fast = (await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, body: { treasureId: g.id, mapNumber: 5 } })).body
      .data;
    const rot = await t.call('POST', '/api/user/client_seed/submit', {
      auth: p.auth,
      body: { client_seed: 'after-treasure', type: 'client', seed_type: 3 },
    });
    expect(rot.status, JSON.stringify(rot.body)).toBe(200);
    for (const id of [open.id, fast.id]) {
      const v = TreasurePlay.parse((await t.call('GET', `/api/treasureHunter/${id}/verify`)).body.data);
      expect(v.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      expect(v.chancePpm).toBe(treasureMapChancePpm(Math.round(v.mapPrice * 100), Math.round(v.treasure.orgPrice * 100), v.edgePpm));
      expect(v.maps.map((m) => m.found)).toEqual(treasureMapsFound(v.serverSeed!, v.clientSeed, v.nonce, v.mapNumber, v.chancePpm));
      const gv = (await t.call('GET', `/api/game/${id}/verify`)).body.data;
      expect(gv.detail.found).toEqual(v.maps.map((m) => m.found));
    }
    expect((await t.call('GET', '/api/treasureHunter/999999/verify')).status).toBe(404);
  });

  it('races: ten pays with one idempotency key make one play; ten different normal pays leave one open play; ten fast plays all settle once each; the ledger balances', async () => {
    const g = await byItem(GIFT_50);
    const p = await player();
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/treasureHunter/fast/open', {
          auth: p.auth,
          body: { treasureId: g.id, mapNumber: 4 },
          headers: { 'idempotency-key': 'treasure-fast-key-1' },
        }),
      ),
    );
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
    const found = await foundOf(same[0]!.body.data.id);
    expect(await prizesOf(p.uid)).toHaveLength(found.filter(Boolean).length);
    expect(await balance(p.auth)).toBe(960);

    const q = await player();
    const many = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/treasureHunter/pay', { auth: q.auth, body: { treasureId: g.id, mapNumber: 2 } }),
      ),
    );
    expect(many.filter((x) => x.status === 200)).toHaveLength(1);
    expect(many.filter((x) => x.body.code === 'treasure_hunter.error.play_open')).toHaveLength(9);
    expect(await balance(q.auth)).toBe(980);
    // raced opens of the same map: one opens it
    const id = many.find((x) => x.status === 200)!.body.data.id;
    const opens = await Promise.all(
      Array.from({ length: 6 }, () => t.call('POST', '/api/treasureHunter/open', { auth: q.auth, body: { id, map: 0 } })),
    );
    expect(opens.filter((x) => x.status === 200)).toHaveLength(1);
    expect(opens.filter((x) => x.body.code === 'treasure_hunter.error.map_opened')).toHaveLength(5);
    // raced last maps: one settles, prizes once
    const lasts = await Promise.all(
      Array.from({ length: 6 }, () => t.call('POST', '/api/treasureHunter/open', { auth: q.auth, body: { id, map: 1 } })),
    );
    expect(lasts.filter((x) => x.status === 200)).toHaveLength(1);
    expect(await prizesOf(q.uid)).toHaveLength((await foundOf(id)).filter(Boolean).length);

    const r = await player(40_000);
    const fast = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/treasureHunter/fast/open', { auth: r.auth, body: { treasureId: g.id, mapNumber: 1 } }),
      ),
    );
    expect(fast.every((x) => x.status === 200)).toBe(true);
    expect(new Set(fast.map((x) => x.body.data.nonce)).size).toBe(10);
    let expected = 0;
    for (const x of fast) expected += (await foundOf(x.body.data.id)).filter(Boolean).length;
    expect(await prizesOf(r.uid)).toHaveLength(expected);
    expect(await balance(r.auth)).toBe(300);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('the console sets the edge and map limits and edits treasures: new plays use them, an open play keeps its chance; audited', async () => {
    const op = await t.operator(['finance']);
    const p = await player();
    const g = await byItem(GIFT_50);
    const before = (await t.call('POST', '/api/treasureHunter/pay', { auth: p.auth, body: { treasureId: g.id, mapNumber: 1 } })).body.data;
    const view = (await t.call('GET', '/api/ops/games/treasure', { auth: op.authorization })).body.data;
    expect(view.settings).toEqual({ edgePpm: 50_000, minMaps: 1, maxMaps: 10, autoOpenHours: 24 });
    expect(view.treasures.length).toBe(SEED_TREASURES.length);
    expect(view.treasures.find((x: any) => x.id === g.id).plays).toBeGreaterThan(0);
    const set = await t.call('POST', '/api/ops/games/treasure', {
      auth: op.authorization,
      body: { edgePpm: 100_000, minMaps: 2, maxMaps: 6, autoOpenHours: 12 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await home()).config).toMatchObject({ edgePpm: 100_000, rtp: 90, minMaps: 2, maxMaps: 6, autoOpenHours: 12 });
    expect((await byItem(GIFT_50)).chancePpm).toBe(180_000);
    expect(
      (
        await t.call('POST', '/api/ops/games/treasure', {
          auth: op.authorization,
          body: { edgePpm: 100_000, minMaps: 7, maxMaps: 6, autoOpenHours: 12 },
        })
      ).status,
    ).toBe(400);
    expect((await t.call('POST', '/api/ops/games/treasure', { auth: p.auth, body: view.settings })).status).toBe(403);
    // the open play was sold at 19%
    const still = (await t.call('GET', `/api/treasureHunter/${before.id}`, { auth: p.auth })).body.data;
    expect(still.chancePpm).toBe(190_000);
    await t.call('POST', '/api/treasureHunter/open', { auth: p.auth, body: { id: before.id, map: 0 } });
    expect(
      (await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, body: { treasureId: g.id, mapNumber: 1 } })).body.code,
    ).toBe('treasure_hunter.error.map_number');
    const next = (await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, body: { treasureId: g.id, mapNumber: 2 } })).body
      .data;
    expect(next.chancePpm).toBe(180_000);

    // treasure rows: create, edit, refuse a map price at or above the value
    const created = await t.call('POST', '/api/ops/games/treasure/treasures', {
      auth: op.authorization,
      body: { itemId: 1407, type: 1, mapPrice: '12.50', mapCount: 3, minVipLevel: 2, sort: 5, isHot: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = created.body.data.treasures.find((x: any) => x.itemId === 1407 && x.mapPrice === 12.5);
    expect(row).toMatchObject({
      type: 1,
      mapCount: 3,
      minVipLevel: 2,
      sort: 5,
      isActive: true,
      isHot: true,
      value: 100,
      chancePpm: 112_500,
    });
    const upd = await t.call('POST', `/api/ops/games/treasure/treasures/${row.id}`, {
      auth: op.authorization,
      body: { mapPrice: 20, minVipLevel: 0, isHot: false },
    });
    expect(upd.body.data.treasures.find((x: any) => x.id === row.id)).toMatchObject({
      mapPrice: 20,
      minVipLevel: 0,
      isHot: false,
      chancePpm: 180_000,
    });
    expect(
      (await t.call('POST', `/api/ops/games/treasure/treasures/${row.id}`, { auth: op.authorization, body: { mapPrice: 100 } })).body.code,
    ).toBe('treasure_hunter.error.map_price');
    expect(
      (await t.call('POST', `/api/ops/games/treasure/treasures/${row.id}`, { auth: op.authorization, body: { mapPrice: 1.234 } })).body
        .code,
    ).toBe('validation.amount');
    expect(
      (
        await t.call('POST', '/api/ops/games/treasure/treasures', {
          auth: op.authorization,
          body: { itemId: 999_999, type: 1, mapPrice: 1 },
        })
      ).body.code,
    ).toBe('treasure_hunter.error.item');
    expect((await t.call('POST', '/api/ops/games/treasure/treasures/999999', { auth: op.authorization, body: { sort: 1 } })).status).toBe(
      404,
    );
    const admin = (await t.operator(['admin'])).authorization;
    for (const action of ['games.treasure_settings', 'games.treasure_create', 'games.treasure_update']) {
      const audit = await t.call('GET', `/api/ops/audit?action=${action}`, { auth: admin });
      expect(audit.body.data.list.length, action).toBeGreaterThanOrEqual(1);
    }
    await t.call('POST', `/api/ops/games/treasure/treasures/${row.id}`, { auth: op.authorization, body: { isActive: false } });
    await t.call('POST', '/api/ops/games/treasure', { auth: op.authorization, body: view.settings });
    expect((await checkLedger(db())).ok).toBe(true);
  });
});
