import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { fancyPackDeal, fancyPackList } from '@hapa/domain';
import { FancyHome, FancyPackRound } from '@hapa/contracts';
import { createTestApp, DRIVERS, type TestApp } from '../../../test/harness.ts';
import { checkLedger } from '../../wallet/wallet.service.ts';
import { heldClock } from '../../battles/battle-fixtures.ts';
import {
  domainEvents,
  fancyCollection,
  fancyCreditGrants,
  fancySetClaims,
  gameRounds,
  quests,
  seedPairs,
  storeItems,
} from '../../../db/schema/index.ts';
import { DEFAULT_FANCY_SETTINGS } from './fancy.settings.ts';
import { FANCY_SEED_SETS } from './fancy-seed.ts';

/**
 * Fancy Cards on a real database (docs/games.md, "Fancy cards"): the welcome and quest pack credits (once per
 * sourceRef), a pack dealt by the shuffle rule over its published list (fairness.md "Flip cards, fancy-card
 * packs") and verifiable after rotation, coin packs with idempotency, duplicates to shards and crafting, a set's
 * prize paid once under raced claims (coins and an item), the console settings (finance, audited) and bad input.
 */
describe.each(DRIVERS)('fancy cards on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-06-15T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;

  const home = async (auth?: string) => FancyHome.parse((await t.call('GET', '/api/fancy/home', auth ? { auth } : {})).body.data);
  const open = (auth: string, packId: number, payWith: 'coins' | 'credit', key?: string) =>
    t.call('POST', '/api/fancy/pack/open', { auth, body: { packId, payWith }, headers: key ? { 'idempotency-key': key } : {} });
  const balance = async (auth: string) => (await t.call('GET', '/api/user/base_info', { auth })).body.data.coin as number;
  const give = (uid: number, cardId: number, count: number) =>
    db()
      .insert(fancyCollection)
      .values({ userId: uid, cardId, count })
      .onConflictDoUpdate({ target: [fancyCollection.userId, fancyCollection.cardId], set: { count } });
  const grant = (uid: number, sourceRef: string, credits = 1) =>
    db().transaction((tx) => t.s.fancy.grant(tx, { userId: uid, source: 'quest', sourceRef, credits }));

  /** The round's seed (the test reads the unrevealed seed from the database). */
  async function seedOf(id: number) {
    const [row] = await db()
      .select({ nonce: gameRounds.nonce, serverSeed: seedPairs.serverSeed, clientSeed: seedPairs.clientSeed })
      .from(gameRounds)
      .innerJoin(seedPairs, eq(seedPairs.id, gameRounds.seedPairId))
      .where(eq(gameRounds.id, id));
    return row!;
  }

  it('a visitor sees the sets, their published lists and the maths; a player gets one welcome credit and opens a pack dealt by the shuffle rule', async () => {
    const v = await home();
    expect(v.me).toBeNull();
    expect(v.sets.map((s) => s.name)).toEqual(FANCY_SEED_SETS.map((s) => s.name));
    const jungle = v.sets[0]!;
    expect(jungle.cards.map((c) => c.rarity)).toEqual([
      'common',
      'common',
      'common',
      'common',
      'rare',
      'rare',
      'rare',
      'epic',
      'legendary',
    ]);
    expect(jungle.pack.list).toEqual(fancyPackList(jungle.cards));
    expect(jungle.pack.list).toHaveLength(4 * 6 + 3 * 3 + 2 + 1);
    expect(jungle.pack).toMatchObject({ id: 1, price: 0.5, expectedPacks: 15.52, expectedCost: 7.76 });
    expect(jungle.pack.rtp).toBeCloseTo((6 / 7.76) * 100, 1);
    expect(v.sets[2]!.prize).toMatchObject({ coins: 0, itemId: 1405, value: 25 });
    expect(v.config).toMatchObject({
      cardsPerPack: 3,
      weights: { common: 6, rare: 3, epic: 2, legendary: 1 },
      shardValues: DEFAULT_FANCY_SETTINGS.shardValues,
    });
    expect(jungle.cards[0]!.image).toBe(`/art/fancy/${jungle.cards[0]!.id}.webp`);
    for (const url of ['/art/fancy/109.svg', '/art/fancy/109.webp']) expect((await t.call('GET', url)).status, url).toBe(200);

    const p = await t.register();
    expect((await home(p.auth)).me).toEqual({ shards: 0, credits: 1, creditsGranted: 1 });
    expect((await home(p.auth)).me).toEqual({ shards: 0, credits: 1, creditsGranted: 1 });
    const r = await open(p.auth, 2, 'credit');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const round = FancyPackRound.parse(r.body.data);
    const cosmic = v.sets[1]!;
    const seed = await seedOf(round.id);
    const expected = fancyPackDeal(seed.serverSeed, seed.clientSeed!, seed.nonce, cosmic.pack.list, 3);
    expect(round).toMatchObject({
      packId: 2,
      paidWith: 'credit',
      stake: 0,
      list: cosmic.pack.list,
      deal: expected.deal,
      credits: 0,
      balance: 0,
      serverSeed: null,
    });
    expect(round.cards.map((c) => c.cardId)).toEqual(expected.cardIds);
    expect(round.cards.map((c) => c.listIndex)).toEqual(expected.deal);
    expect(round.cards.map((c) => c.duplicate)).toEqual(expected.cardIds.map((id, i) => expected.cardIds.indexOf(id) < i));
    const after = await home(p.auth);
    const owned = new Map(after.sets[1]!.cards.map((c) => [c.id, c.count]));
    for (const id of new Set(expected.cardIds)) expect(owned.get(id)).toBe(expected.cardIds.filter((x) => x === id).length);
    expect(after.sets[1]!.owned).toBe(new Set(expected.cardIds).size);

    const none = await open(p.auth, 2, 'credit');
    expect([none.status, none.body.code]).toEqual([409, 'fancy.error.no_credit']);
    const hist = (await t.call('GET', '/api/fancy/history', { auth: p.auth })).body.data;
    expect(hist.total).toBe(1);
    expect(hist.list[0]).toMatchObject({ id: round.id, deal: expected.deal });

    // verification: after rotation the revealed seed recomputes the pack from the round's published list
    const rot = await t.call('POST', '/api/user/client_seed/submit', { auth: p.auth, body: { type: 'server', seed_type: 3 } });
    expect(rot.status, JSON.stringify(rot.body)).toBe(200);
    const vr = (await t.call('GET', `/api/game/${round.id}/verify`)).body.data;
    expect(vr).toMatchObject({
      game: 'fancy',
      status: 'settled',
      amount: 0,
      payout: 0,
      detail: { packId: 2, perPack: 3, deal: expected.deal, cardIds: expected.cardIds },
    });
    expect(fancyPackDeal(vr.serverSeed, vr.clientSeed, vr.nonce, vr.detail.list, vr.detail.perPack)).toEqual(expected);
  });

  it('coin packs: the price once per Idempotency-Key (raced), each new key pays again, not enough coins refused, bad input 4xx, ledger balances', async () => {
    const p = await t.register();
    await t.fund(p.uid, 300);
    const same = await Promise.all(Array.from({ length: 6 }, () => open(p.auth, 1, 'coins', 'fancy-pack-key-1')));
    expect(
      same.every((r) => r.status === 200),
      JSON.stringify(same.map((r) => r.body)),
    ).toBe(true);
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
    expect(same[0]!.body.data).toMatchObject({ paidWith: 'coins', stake: 0.5 });
    expect(await balance(p.auth)).toBe(2.5);
    for (let i = 0; i < 5; i++) expect((await open(p.auth, 1, 'coins')).status).toBe(200);
    expect(await balance(p.auth)).toBe(0);
    const broke = await open(p.auth, 1, 'coins');
    expect([broke.status, broke.body.code]).toEqual([409, 'coin.error.not_enough']);
    const cards = await db().select().from(fancyCollection).where(eq(fancyCollection.userId, p.uid));
    expect(cards.reduce((n, c) => n + c.count, 0)).toBe(18);
    expect((await t.call('GET', '/api/fancy/history?pageSize=3', { auth: p.auth })).body.data).toMatchObject({ total: 6, pageSize: 3 });

    expect((await open(p.auth, 999, 'coins')).body.code).toBe('fancy.error.pack_not_found');
    expect((await t.call('POST', '/api/fancy/pack/open', { auth: p.auth, body: { packId: 1, payWith: 'gems' } })).status).toBe(400);
    expect((await t.call('POST', '/api/fancy/pack/open', { auth: p.auth, body: { packId: -1, payWith: 'coins' } })).status).toBe(400);
    expect((await t.call('POST', '/api/fancy/pack/open', { body: { packId: 1, payWith: 'coins' } })).status).toBe(401);
    expect((await t.call('POST', '/api/fancy/craft', { auth: p.auth, body: { cardId: 'x' } })).status).toBe(400);
    expect((await t.call('POST', '/api/fancy/craft', { auth: p.auth, body: { cardId: 999 } })).body.code).toBe(
      'fancy.error.card_not_found',
    );
    expect((await t.call('POST', '/api/fancy/set/999/claim', { auth: p.auth })).body.code).toBe('fancy.error.set_not_found');
    expect((await t.call('POST', '/api/fancy/set/abc/claim', { auth: p.auth })).status).toBe(400);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('duplicates convert to shards by rarity; shards craft a missing card at its craft price; owned or unaffordable crafts are refused', async () => {
    const p = await t.register();
    const { shardValues, craftPrices } = DEFAULT_FANCY_SETTINGS;
    await give(p.uid, 101, 4); // common x3 extra
    await give(p.uid, 105, 2); // rare x1 extra
    await give(p.uid, 109, 3); // legendary x2 extra
    await give(p.uid, 102, 1);
    const conv = await t.call('POST', '/api/fancy/convert', { auth: p.auth });
    expect(conv.status, JSON.stringify(conv.body)).toBe(200);
    const gained = 3 * shardValues.common + shardValues.rare + 2 * shardValues.legendary;
    expect(conv.body.data).toEqual({ cards: 6, gained, shards: gained });
    const counts = (await home(p.auth)).sets[0]!.cards.map((c) => c.count);
    expect(counts).toEqual([1, 1, 0, 0, 1, 0, 0, 0, 1]);
    expect((await t.call('POST', '/api/fancy/convert', { auth: p.auth })).body.data).toEqual({ cards: 0, gained: 0, shards: gained });

    const owned = await t.call('POST', '/api/fancy/craft', { auth: p.auth, body: { cardId: 101 } });
    expect([owned.status, owned.body.code]).toEqual([409, 'fancy.error.owned']);
    const crafted = await t.call('POST', '/api/fancy/craft', { auth: p.auth, body: { cardId: 108 } }); // epic
    expect(crafted.status, JSON.stringify(crafted.body)).toBe(200);
    expect(crafted.body.data).toMatchObject({
      card: { id: 108, rarity: 'epic', count: 1 },
      spent: craftPrices.epic,
      shards: gained - craftPrices.epic,
    });
    const left = gained - craftPrices.epic;
    expect(left).toBeLessThan(craftPrices.legendary);
    const poor = await t.call('POST', '/api/fancy/craft', { auth: p.auth, body: { cardId: 209 } });
    expect([poor.status, poor.body.code]).toEqual([409, 'fancy.error.shards']);
    // raced crafts of the same missing card: one card, shards spent once
    await give(p.uid, 103, 0);
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => t.call('POST', '/api/fancy/craft', { auth: p.auth, body: { cardId: 103 } })),
    );
    expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await home(p.auth)).me!.shards).toBe(left - craftPrices.common);
  });

  it('a complete set pays its prize once under raced claims (coins from house, the event appended); an item prize goes to the store', async () => {
    const p = await t.register();
    const early = await t.call('POST', '/api/fancy/set/1/claim', { auth: p.auth });
    expect([early.status, early.body.code]).toEqual([409, 'fancy.error.incomplete']);
    for (const c of FANCY_SEED_SETS[0]!.cards) await give(p.uid, c.id, 1);
    const claims = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', '/api/fancy/set/1/claim', { auth: p.auth })));
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect(claims.filter((c) => c.body.code === 'fancy.error.claimed')).toHaveLength(5);
    expect(claims.find((c) => c.status === 200)!.body.data).toMatchObject({ setId: 1, coins: 6, itemId: null, balance: 6 });
    expect(await balance(p.auth)).toBe(6);
    expect((await home(p.auth)).sets[0]).toMatchObject({ complete: true, claimed: true, owned: 9 });
    const ev = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'fancy.set_claimed'), eq(domainEvents.userId, p.uid)));
    expect(ev.map((e) => e.payload)).toEqual([{ userId: p.uid, setId: 1, name: 'Neon Jungle', prizeCents: 600 }]);

    for (const c of FANCY_SEED_SETS[2]!.cards) await give(p.uid, c.id, 1);
    const item = await t.call('POST', '/api/fancy/set/3/claim', { auth: p.auth });
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    expect(item.body.data).toMatchObject({ setId: 3, coins: 0, itemId: 1405, balance: 6 });
    const stored = await db()
      .select()
      .from(storeItems)
      .where(and(eq(storeItems.userId, p.uid), eq(storeItems.source, 'fancy')));
    expect(stored).toMatchObject([{ id: item.body.data.storeItemId, itemId: 1405, valueCents: 2_500, status: 'stored' }]);
    expect(await db().select().from(fancySetClaims).where(eq(fancySetClaims.userId, p.uid))).toHaveLength(2);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('a quest reward of kind fancy_pack grants its credits once (raced claims); grants are once per sourceRef', async () => {
    const p = await t.register();
    expect(await grant(p.uid, `test:${p.uid}:a`, 2)).toBe(true);
    expect(await grant(p.uid, `test:${p.uid}:a`, 2)).toBe(false);
    await db()
      .update(quests)
      .set({ rewards: [{ type: 'fancy_pack', amount: 3 }] })
      .where(eq(quests.id, 2));
    await db().transaction((tx) =>
      t.s.wallet.credit(
        tx,
        'bean_clearing',
        { userId: p.uid, amount: 4_000, idempotencyKey: `test_beans:fancy:${p.uid}`, kind: 'test_beans' },
        'user_bean',
      ),
    );
    for (const questId of [1, 2]) {
      expect((await t.call('POST', '/api/quest/boost', { auth: p.auth, body: { questId } })).status).toBe(200);
      if (questId === 1) expect((await t.call('POST', '/api/quest/reward/obtain', { auth: p.auth, body: { questId } })).status).toBe(200);
    }
    const claims = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', '/api/quest/reward/obtain', { auth: p.auth, body: { questId: 2 } })),
    );
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect((await home(p.auth)).me).toEqual({ shards: 0, credits: 6, creditsGranted: 6 }); // 2 + 3 + the welcome credit
    expect(
      await db()
        .select()
        .from(fancyCreditGrants)
        .where(eq(fancyCreditGrants.sourceRef, `quest:${p.uid}:2:0`)),
    ).toHaveLength(1);
    await db()
      .update(quests)
      .set({
        rewards: [
          { type: 'bean', amount: 1_000 },
          { type: 'flip_chance', amount: 1 },
        ],
      })
      .where(eq(quests.id, 2));
  });

  it('the console sets prices, cards per pack, shards and prizes (finance, audited); bad settings are refused; the next pack uses them', async () => {
    const op = await t.operator(['finance']);
    const current = (await t.call('GET', '/api/ops/games/fancy', { auth: op.authorization })).body.data;
    expect(current).toMatchObject({
      cardsPerPack: 3,
      welcomeCredits: 1,
      packs: [{ setId: 1, price: 0.5, prizeCoins: 6, prizeItemId: null }, { setId: 2 }, { setId: 3, prizeItemId: 1405 }],
    });
    expect(current.sets).toHaveLength(3);
    const body = {
      cardsPerPack: 4,
      welcomeCredits: 2,
      shardValues: { common: 1, rare: 2, epic: 3, legendary: 4 },
      craftPrices: { common: 10, rare: 20, epic: 30, legendary: 40 },
      packs: [
        { setId: 1, price: 0.25, prizeCoins: 3, prizeItemId: null },
        { setId: 2, price: 1, prizeCoins: 12, prizeItemId: null },
        { setId: 3, price: 2, prizeCoins: 0, prizeItemId: 1405 },
      ],
    };
    const set = await t.call('POST', '/api/ops/games/fancy', { auth: op.authorization, body });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject(body);
    expect(
      (await t.call('POST', '/api/ops/games/fancy', { auth: op.authorization, body: { ...body, packs: body.packs.slice(1) } })).body.code,
    ).toBe('fancy.error.settings');
    expect(
      (
        await t.call('POST', '/api/ops/games/fancy', {
          auth: op.authorization,
          body: { ...body, packs: [...body.packs.slice(1), { ...body.packs[0], prizeItemId: 999_999 }] },
        })
      ).body.code,
    ).toBe('fancy.error.settings');
    expect((await t.call('POST', '/api/ops/games/fancy', { auth: op.authorization, body: { ...body, cardsPerPack: 0 } })).status).toBe(400);
    const p = await t.register();
    expect((await t.call('POST', '/api/ops/games/fancy', { auth: p.auth, body })).status).toBe(403);
    await t.fund(p.uid, 25);
    const r = (await open(p.auth, 1, 'coins')).body.data as FancyPackRound;
    expect(r.cards).toHaveLength(4);
    expect(r.stake).toBe(0.25);
    expect((await home(p.auth)).me).toMatchObject({ credits: 2 });
    const audit = await t.call('GET', '/api/ops/audit?action=games.fancy_settings', { auth: (await t.operator(['admin'])).authorization });
    expect(audit.body.data.list.length).toBeGreaterThanOrEqual(1);
    expect((await t.call('POST', '/api/ops/games/fancy', { auth: op.authorization, body: current })).status).toBe(200);
  });
});
