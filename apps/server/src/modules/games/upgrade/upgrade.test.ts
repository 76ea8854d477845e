import type { StoreItemSource } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { fairFloat, upgradeChancePpm } from '@hapa/domain';
import { UpgradeRound } from '@hapa/contracts';
import { DRIVERS } from '../../../test/harness.ts';
import { gameTestApp } from '../../../test/game-test-app.ts';
import { checkLedger } from '../../wallet/wallet.service.ts';
import { gameRounds, items, seedPairs, storeItems } from '../../../db/schema/index.ts';
import { upgradeRoll } from './upgrade.service.ts';

const EDGE = 30_000;
const CAP = 750_000;
const chance = (stakeCents: number, targetCents: number) => upgradeChancePpm(stakeCents, targetCents, EDGE, CAP);

/**
 * Upgrade on a real database (docs/games.md, "Upgrade"; fairness.md "Upgrade"): the bet, the prizes and the roll in one
 * transaction through the game core, the win and lose paths with their exact ledger and store effects (the test
 * reads the unrevealed seed from the database to know the roll before betting), the rules and their error keys,
 * someone else's prize (404), raced bets on one prize settling once, the idempotency key, verification after the
 * seed is revealed, the console settings, and the ledger check after a mixed batch.
 */
describe.each(DRIVERS)('upgrade on %s (medium)', (driver) => {
  const { t, db, player, balanceCents } = gameTestApp(driver, { fundCents: 100_000 });

  /** A catalogue item (not a coin prize) priced in [min, max] cents. */
  async function itemPriced(min: number, max: number, nth = 0) {
    const rows = await db()
      .select()
      .from(items)
      .where(and(gte(items.priceCents, min), lte(items.priceCents, max), ne(items.category, 'coins')))
      .orderBy(asc(items.priceCents), asc(items.id));
    const row = rows[nth];
    if (!row) throw new Error(`no item priced ${min}..${max}`);
    return row;
  }

  /** A stored prize of the player's (as a box opening leaves it). */
  async function prize(uid: number, itemId: number, valueCents: number, source: StoreItemSource = 'box') {
    const [row] = await db().insert(storeItems).values({ userId: uid, itemId, source, valueCents }).returning();
    return row!;
  }
  const storeRow = async (id: number) => (await db().select().from(storeItems).where(eq(storeItems.id, id)))[0]!;

  /** The roll the player's next game bet will get: the unrevealed active type 3 pair read from the database. */
  async function nextRoll(p: { uid: number; auth: string }): Promise<number> {
    await t.call('GET', '/api/user/seed_info?type=3', { auth: p.auth });
    const [pair] = await db()
      .select()
      .from(seedPairs)
      .where(and(eq(seedPairs.userId, p.uid), eq(seedPairs.seedType, 3), eq(seedPairs.status, 'active')));
    return Math.floor(fairFloat(pair!.serverSeed, pair!.clientSeed!, pair!.nonce, 0) * 1_000_000);
  }
  let seedN = 0;
  const rotate = (auth: string) =>
    t.call('POST', '/api/user/client_seed/submit', {
      auth,
      body: { client_seed: `upgrade-test-${++seedN}`, type: 'client', seed_type: 3 },
    });

  /**
   * Coins (cents) to add to `itemsCents` so the next bet on a `targetCents` item wins (chance > roll) or loses
   * (chance <= roll) at a chance between the minimum and the cap; rotates the client seed until the roll allows it.
   */
  async function coinsFor(
    p: { uid: number; auth: string },
    want: 'win' | 'lose',
    itemsCents: number,
    targetCents: number,
  ): Promise<{ coins: number; roll: number; pPpm: number }> {
    for (let i = 0; i < 40; i++) {
      const roll = await nextRoll(p);
      const coins =
        want === 'win'
          ? Math.max(10, Math.ceil(((roll + 1) * targetCents) / (1_000_000 - EDGE)) - itemsCents)
          : Math.floor((roll * targetCents) / (1_000_000 - EDGE)) - itemsCents;
      const stake = coins + itemsCents;
      if (coins >= 10 && stake < targetCents) {
        const pPpm = chance(stake, targetCents);
        if (pPpm >= 10_000 && (want === 'win' ? pPpm > roll : pPpm <= roll)) return { coins, roll, pPpm };
      }
      await rotate(p.auth);
    }
    throw new Error('no usable roll in 40 client seeds');
  }

  it('config: the chance formula settings, RTP 97%, multipliers with 2x the default', async () => {
    const c = (await t.call('GET', '/api/upgrade/config')).body.data;
    expect(c).toEqual({
      edgePpm: 30_000,
      capPpm: 750_000,
      minChancePpm: 10_000,
      rtp: 97,
      multipliers: [1.5, 2, 3, 5, 10],
      defaultMultiplier: 2,
      maxItems: 10,
      minCoin: 0.1,
      maxCoin: 1_000,
    });
  });

  it('a win: prize + coins staked, the exact chance, the target into the store at its price, the prize consumed, the coins to the house', async () => {
    const p = await player();
    const staked = await itemPriced(100, 1_000);
    const prz = await prize(p.uid, staked.id, staked.priceCents);
    const target = await itemPriced(20_000, 60_000);
    const { coins, roll, pPpm } = await coinsFor(p, 'win', staked.priceCents, target.priceCents);
    const before = await balanceCents(p.auth);
    const res = await t.call('POST', '/api/upgrade/bet', {
      auth: p.auth,
      body: { storeItemIds: [prz.id], amount: coins / 100, targetItemId: target.id, expectedPpm: pPpm },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = UpgradeRound.parse(res.body.data);
    expect(r).toMatchObject({
      pPpm,
      chance: pPpm / 10_000,
      roll,
      win: true,
      amount: coins / 100,
      itemsValue: staked.priceCents / 100,
      stakeValue: (coins + staked.priceCents) / 100,
      serverSeed: null,
      balance: (before - coins) / 100,
    });
    expect(r.target).toMatchObject({ id: target.id, name: target.name, price: target.priceCents / 100 });
    expect(r.stakedItems).toEqual([
      { id: staked.id, storeItemId: prz.id, name: staked.name, image: staked.image, price: staked.priceCents / 100 },
    ]);
    expect(await balanceCents(p.auth)).toBe(before - coins);
    expect((await storeRow(prz.id)).status).toBe('upgraded');
    const won = await storeRow(r.wonStoreItemId!);
    expect(won).toMatchObject({ userId: p.uid, itemId: target.id, source: 'upgrade', status: 'stored', valueCents: target.priceCents });
    const [round] = await db().select().from(gameRounds).where(eq(gameRounds.id, r.id));
    expect(round).toMatchObject({
      game: 'upgrade',
      status: 'settled',
      outcome: 'win',
      stakeCents: coins,
      itemStakeCents: staked.priceCents,
      payoutCents: 0,
      payoutEntryId: null,
    });
    expect(round!.stakeEntryId).not.toBeNull();
    // the store lists the won prize; "all" lists the upgraded one with its status
    const all = (await t.call('GET', '/api/user/store/list', { auth: p.auth })).body.data;
    expect(all.list.map((i: { id: number; status: string }) => [i.id, i.status])).toEqual(
      expect.arrayContaining([
        [won.id, 'stored'],
        [prz.id, 'upgraded'],
      ]),
    );
    expect(all.storedValue).toBe(target.priceCents / 100);
    // the game history shows the chance, roll and target
    const h = (await t.call('GET', '/api/user/game-history', { auth: p.auth })).body.data.list[0];
    expect(h).toMatchObject({
      id: r.id,
      game: 'upgrade',
      outcome: 'win',
      amount: (coins + staked.priceCents) / 100,
      payout: 0,
      detail: { pPpm, roll, win: true, target: { id: target.id, price: target.priceCents / 100 }, wonStoreItemId: won.id },
    });
  });

  it('a loss: the prize is consumed, nothing is added, the coins stay with the house', async () => {
    const p = await player();
    const staked = await itemPriced(100, 1_000, 1);
    const prz = await prize(p.uid, staked.id, staked.priceCents);
    const target = await itemPriced(10_000, 30_000);
    const { coins, roll, pPpm } = await coinsFor(p, 'lose', staked.priceCents, target.priceCents);
    const before = await balanceCents(p.auth);
    const res = await t.call('POST', '/api/upgrade/bet', {
      auth: p.auth,
      body: { storeItemIds: [prz.id], amount: coins / 100, targetItemId: target.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ pPpm, roll, win: false, wonStoreItemId: null, balance: (before - coins) / 100 });
    expect(await balanceCents(p.auth)).toBe(before - coins);
    expect((await storeRow(prz.id)).status).toBe('upgraded');
    expect(
      await db()
        .select()
        .from(storeItems)
        .where(and(eq(storeItems.userId, p.uid), eq(storeItems.status, 'stored'))),
    ).toHaveLength(0);
    const [round] = await db().select().from(gameRounds).where(eq(gameRounds.id, res.body.data.id));
    expect(round).toMatchObject({ outcome: 'lose', payoutCents: 0, stakeCents: coins, itemStakeCents: staked.priceCents });
    // a prize-only bet moves no coins at all
    const only = await prize(p.uid, staked.id, staked.priceCents);
    const r2 = await t.call('POST', '/api/upgrade/bet', {
      auth: p.auth,
      body: { storeItemIds: [only.id], targetItemId: (await itemPriced(staked.priceCents * 3, staked.priceCents * 50)).id },
    });
    expect(r2.status, JSON.stringify(r2.body)).toBe(200);
    expect(r2.body.data.amount).toBe(0);
    expect(await balanceCents(p.auth)).toBe(before - coins);
    expect((await storeRow(only.id)).status).toBe('upgraded');
  });

  it('the chance: p = min(cap, floor(S (1e6 - e) / T)) for the targets list and the bet; capped at 75%', async () => {
    const list = (await t.call('GET', '/api/upgrade/targets?stake=10&multiplier=2&pageSize=12')).body.data;
    expect(list.list.length).toBeGreaterThan(3);
    expect(list.stake).toBe(10);
    for (const it of list.list) {
      const cents = Math.round(it.price * 100);
      expect(cents).toBeGreaterThan(1_000);
      expect(it.pPpm).toBe(chance(1_000, cents));
      expect(it.pPpm).toBeGreaterThanOrEqual(10_000);
      expect(it.chance).toBe(it.pPpm / 10_000);
    }
    // nearest to $20 first
    const d = list.list.map((i: { price: number }) => Math.abs(i.price - 20));
    expect(d).toEqual([...d].sort((a, b) => a - b));
    // no multiplier: cheapest first, every item above the stake; keyword filter; no stake: every target, no chance
    const cheap = (await t.call('GET', '/api/upgrade/targets?stake=10')).body.data.list;
    expect(cheap.map((i: { price: number }) => i.price)).toEqual(
      [...cheap.map((i: { price: number }) => i.price)].sort((a: number, b: number) => a - b),
    );
    expect(cheap[0].price).toBeGreaterThan(10);
    const all = (await t.call('GET', '/api/upgrade/targets')).body.data;
    expect(all.list[0]).toMatchObject({ pPpm: null, chance: null });
    const word = all.list[0].name.split(' ')[0];
    const found = (await t.call('GET', `/api/upgrade/targets?keyword=${encodeURIComponent(word.toLowerCase())}`)).body.data.list;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i: { name: string; brand: string }) => `${i.name} ${i.brand}`.toLowerCase().includes(word.toLowerCase()))).toBe(
      true,
    );
    expect((await t.call('GET', '/api/upgrade/targets?stake=-1')).status).toBe(400);

    expect(chance(9_900, 10_000)).toBe(CAP);
    expect(chance(1_000, 2_000)).toBe(485_000);
    const p = await player();
    const target = await itemPriced(2_000, 100_000);
    const res = await t.call('POST', '/api/upgrade/bet', {
      auth: p.auth,
      body: { amount: (target.priceCents - 1) / 100, targetItemId: target.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ pPpm: CAP, chance: 75, capPpm: CAP, edgePpm: EDGE });
    expect(res.body.data.win).toBe(res.body.data.roll < CAP);
  });

  it('rules: target worth more, minimum chance, own stored prizes only (404 for someone else’s), at most 10, coin bounds, nothing moved on a refusal', async () => {
    const p = await player(5_000);
    const cheap = await itemPriced(100, 500);
    const target = await itemPriced(5_000, 20_000);
    const bet = (body: unknown, auth = p.auth) => t.call('POST', '/api/upgrade/bet', { auth, body });
    const code = async (body: unknown, auth = p.auth) => {
      const r = await bet(body, auth);
      return [r.status, r.body.code];
    };
    expect(await code({ amount: target.priceCents / 100, targetItemId: target.id })).toEqual([400, 'upgrade.error.target_too_cheap']);
    expect(await code({ amount: 0.1, targetItemId: (await itemPriced(100_000, 100_000_000)).id })).toEqual([
      400,
      'upgrade.error.chance_too_low',
    ]);
    expect(await code({ targetItemId: target.id })).toEqual([400, 'upgrade.error.empty_stake']);
    expect(await code({ amount: 0.05, targetItemId: target.id })).toEqual([400, 'game.error.bet_min']);
    expect(await code({ amount: 1_000.01, targetItemId: target.id })).toEqual([400, 'game.error.bet_max']);
    expect(await code({ amount: 1.005, targetItemId: target.id })).toEqual([400, 'validation.amount']);
    expect(await code({ amount: 1, targetItemId: 99_999_999 })).toEqual([404, 'upgrade.error.target_not_found']);
    const coinItem = (await db().select().from(items).where(eq(items.category, 'coins')).limit(1))[0];
    if (coinItem) expect(await code({ amount: 0.5, targetItemId: coinItem.id })).toEqual([404, 'upgrade.error.target_not_found']);
    expect((await bet({ amount: 1, targetItemId: 'x' })).status).toBe(400);
    expect((await t.call('POST', '/api/upgrade/bet', { body: { amount: 1, targetItemId: target.id } })).status).toBe(401);

    const other = await player();
    const theirs = await prize(other.uid, cheap.id, cheap.priceCents);
    expect(await code({ storeItemIds: [theirs.id], targetItemId: target.id })).toEqual([404, 'upgrade.error.item_not_found']);
    expect(await code({ storeItemIds: [theirs.id], amount: 1, targetItemId: target.id })).toEqual([404, 'upgrade.error.item_not_found']);
    expect((await storeRow(theirs.id)).status).toBe('stored');
    const mall = await prize(p.uid, cheap.id, cheap.priceCents, 'mall');
    expect(await code({ storeItemIds: [mall.id], targetItemId: target.id })).toEqual([409, 'upgrade.error.item_not_stakeable']);
    const mine = await Promise.all(Array.from({ length: 11 }, () => prize(p.uid, cheap.id, cheap.priceCents)));
    expect(await code({ storeItemIds: mine.map((m) => m.id), targetItemId: target.id })).toEqual([400, 'upgrade.error.too_many_items']);
    const sold = mine[10]!;
    await db().update(storeItems).set({ status: 'recovered' }).where(eq(storeItems.id, sold.id));
    expect(await code({ storeItemIds: [sold.id], targetItemId: target.id })).toEqual([409, 'upgrade.error.item_not_stored']);
    // a chance that changed since the page showed it is not rolled
    const shown = chance(cheap.priceCents + 100, target.priceCents);
    expect(await code({ storeItemIds: [mine[0]!.id], amount: 1, targetItemId: target.id, expectedPpm: shown + 1 })).toEqual([
      409,
      'upgrade.error.chance_changed',
    ]);
    // too few coins: the prizes stay where they were, nothing is staked
    expect(
      await code({ storeItemIds: [mine[0]!.id, mine[1]!.id], amount: 60, targetItemId: (await itemPriced(20_000, 200_000)).id }),
    ).toEqual([409, 'coin.error.not_enough']);
    expect(
      (
        await db()
          .select()
          .from(storeItems)
          .where(
            inArray(
              storeItems.id,
              mine.slice(0, 10).map((m) => m.id),
            ),
          )
      ).every((r) => r.status === 'stored'),
    ).toBe(true);
    expect(await balanceCents(p.auth)).toBe(5_000);
    expect(await db().select().from(gameRounds).where(eq(gameRounds.userId, p.uid))).toHaveLength(0);
    // ten prizes at once are fine
    const ten = await bet({
      storeItemIds: mine.slice(0, 10).map((m) => m.id),
      targetItemId: (await itemPriced(cheap.priceCents * 11, cheap.priceCents * 60)).id,
    });
    expect(ten.status, JSON.stringify(ten.body)).toBe(200);
    expect(ten.body.data.itemsValue).toBe((cheap.priceCents * 10) / 100);
    expect(ten.body.data.stakedItems).toHaveLength(10);
    expect(await code({ storeItemIds: [mine[0]!.id], targetItemId: target.id })).toEqual([409, 'upgrade.error.item_not_stored']);
  });

  it('races: ten parallel bets with one prize settle once; ten with one idempotency key make one round; the ledger balances', async () => {
    const p = await player();
    const staked = await itemPriced(500, 2_000);
    const prz = await prize(p.uid, staked.id, staked.priceCents);
    const target = await itemPriced(staked.priceCents * 2 + 500, staked.priceCents * 20);
    const before = await balanceCents(p.auth);
    const outs = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/upgrade/bet', { auth: p.auth, body: { storeItemIds: [prz.id], amount: 1, targetItemId: target.id } }),
      ),
    );
    expect(outs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(outs.filter((r) => r.body.code === 'upgrade.error.item_not_stored')).toHaveLength(9);
    expect(await balanceCents(p.auth)).toBe(before - 100);
    expect(await db().select().from(gameRounds).where(eq(gameRounds.userId, p.uid))).toHaveLength(1);
    const wins = outs.find((r) => r.status === 200)!.body.data.win ? 1 : 0;
    expect(
      await db()
        .select()
        .from(storeItems)
        .where(and(eq(storeItems.userId, p.uid), eq(storeItems.source, 'upgrade'))),
    ).toHaveLength(wins);

    const q = await player();
    const qp = await prize(q.uid, staked.id, staked.priceCents);
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/upgrade/bet', {
          auth: q.auth,
          body: { storeItemIds: [qp.id], amount: 2, targetItemId: target.id },
          headers: { 'idempotency-key': 'upgrade-bet-key-1' },
        }),
      ),
    );
    expect(same.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
    expect(new Set(same.map((r) => `${r.body.data.roll}:${r.body.data.win}`)).size).toBe(1);
    expect(await balanceCents(q.auth)).toBe(100_000 - 200);
    // later, the same key (even with another body) still answers the first round
    const again = await t.call('POST', '/api/upgrade/bet', {
      auth: q.auth,
      body: { amount: 5, targetItemId: target.id },
      headers: { 'idempotency-key': 'upgrade-bet-key-1' },
    });
    expect(again.body.data.id).toBe(same[0]!.body.data.id);
    expect(await balanceCents(q.auth)).toBe(100_000 - 200);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('history and verify: serverSeed hidden until the game seed is rotated; then the roll and win recompute from it', async () => {
    const p = await player();
    const target = await itemPriced(3_000, 50_000);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await t.call('POST', '/api/upgrade/bet', { auth: p.auth, body: { amount: 10, targetItemId: target.id } })).body.data.id);
    const h = (await t.call('GET', '/api/upgrade/history?pageSize=2', { auth: p.auth })).body.data;
    expect(h.total).toBe(3);
    expect(h.list.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect((await t.call('GET', '/api/upgrade/history')).status).toBe(401);
    const hidden = (await t.call('GET', `/api/upgrade/${ids[0]}/verify`)).body.data;
    expect(hidden).toMatchObject({ id: ids[0], serverSeed: null });
    const rot = await t.call('POST', '/api/user/client_seed/submit', {
      auth: p.auth,
      body: { client_seed: 'after-upgrade', type: 'client', seed_type: 3 },
    });
    expect(rot.status, JSON.stringify(rot.body)).toBe(200);
    for (const id of ids) {
      const v = UpgradeRound.parse((await t.call('GET', `/api/upgrade/${id}/verify`)).body.data);
      expect(v.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      expect(v.pPpm).toBe(chance(1_000, target.priceCents));
      expect(upgradeRoll(v.serverSeed!, v.clientSeed, v.nonce, v.pPpm)).toEqual({ roll: v.roll, win: v.win });
      const g = (await t.call('GET', `/api/game/${id}/verify`)).body.data;
      expect(g).toMatchObject({
        game: 'upgrade',
        serverSeed: v.serverSeed,
        outcome: v.win ? 'win' : 'lose',
        detail: { pPpm: v.pPpm, roll: v.roll, win: v.win },
      });
    }
    expect((await t.call('GET', '/api/upgrade/99999999/verify')).status).toBe(404);
    expect((await t.call('GET', '/api/upgrade/abc/verify')).status).toBe(400);
    const mines = (await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1, mines: 3 } })).body.data;
    expect((await t.call('GET', `/api/upgrade/${mines.id}/verify`)).body.code).toBe('game.error.not_found');
  });

  it('the console sets edge, cap, minimum chance and coin limits (finance, audited); the next bet uses them', async () => {
    const op = await t.operator(['finance']);
    const current = (await t.call('GET', '/api/ops/games/upgrade', { auth: op.authorization })).body.data;
    expect(current).toEqual({ edgePpm: 30_000, capPpm: 750_000, minChancePpm: 10_000, minCoin: 0.1, maxCoin: 1_000 });
    const set = await t.call('POST', '/api/ops/games/upgrade', {
      auth: op.authorization,
      body: { ...current, edgePpm: 50_000, capPpm: 500_000, minCoin: 0.5 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await t.call('GET', '/api/upgrade/config')).body.data).toMatchObject({
      edgePpm: 50_000,
      capPpm: 500_000,
      rtp: 95,
      minCoin: 0.5,
    });
    expect(
      (await t.call('POST', '/api/ops/games/upgrade', { auth: op.authorization, body: { ...current, minCoin: 5, maxCoin: 1 } })).status,
    ).toBe(400);
    expect(
      (await t.call('POST', '/api/ops/games/upgrade', { auth: op.authorization, body: { ...current, minChancePpm: 800_000 } })).status,
    ).toBe(400);
    const p = await player();
    expect((await t.call('POST', '/api/ops/games/upgrade', { auth: p.auth, body: current })).status).toBe(403);
    const target = await itemPriced(2_000, 100_000);
    const r = (
      await t.call('POST', '/api/upgrade/bet', { auth: p.auth, body: { amount: (target.priceCents - 1) / 100, targetItemId: target.id } })
    ).body.data;
    expect(r).toMatchObject({ pPpm: 500_000, edgePpm: 50_000, capPpm: 500_000 });
    expect((await t.call('POST', '/api/upgrade/bet', { auth: p.auth, body: { amount: 0.2, targetItemId: target.id } })).body.code).toBe(
      'game.error.bet_min',
    );
    const audit = await t.call('GET', '/api/ops/audit?action=games.upgrade_settings', {
      auth: (await t.operator(['admin'])).authorization,
    });
    expect(audit.body.data.list.length).toBeGreaterThanOrEqual(1);
    await t.call('POST', '/api/ops/games/upgrade', { auth: op.authorization, body: current });
  });

  it('a mixed batch (coins, prizes, both; parallel players) keeps the ledger balanced and the house up by exactly the coin stakes', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => player(50_000)));
    const staked = await itemPriced(200, 1_500, 2);
    const targets = [await itemPriced(3_000, 8_000), await itemPriced(8_001, 40_000)];
    let coinStakes = 0;
    const results = await Promise.all(
      players.map(async (p, n) => {
        const out: { win: boolean; target: number }[] = [];
        for (let i = 0; i < 6; i++) {
          const kind = (i + n) % 3;
          const ids = kind === 0 ? [] : [(await prize(p.uid, staked.id, staked.priceCents)).id];
          const amount = kind === 1 ? 0 : 1 + i;
          const target = targets[(i + n) % 2]!;
          const r = await t.call('POST', '/api/upgrade/bet', {
            auth: p.auth,
            body: { storeItemIds: ids, amount, targetItemId: target.id },
          });
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          coinStakes += amount * 100;
          out.push({ win: r.body.data.win, target: target.priceCents });
        }
        return out;
      }),
    );
    let balances = 0;
    for (const p of players) balances += await balanceCents(p.auth);
    expect(balances).toBe(4 * 50_000 - coinStakes);
    for (const [n, p] of players.entries()) {
      const won = await db()
        .select()
        .from(storeItems)
        .where(and(eq(storeItems.userId, p.uid), eq(storeItems.source, 'upgrade')));
      expect(won.map((w) => w.valueCents).sort()).toEqual(
        results[n]!.filter((r) => r.win)
          .map((r) => r.target)
          .sort(),
      );
    }
    const report = await checkLedger(db());
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });
});
