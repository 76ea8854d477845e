import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';
import { gameRounds } from '../../db/schema/index.ts';

const PENNY_PINCHER = 110; // a $0.50 box: its prize feeds the double guess and a prize-staked upgrade
const cents = (coins: number) => Math.round(coins * 100);

/**
 * docs/games.md, "the ledger check after a mixed soak": several players play every game of seed type 3 at once
 * (mines, upgrade with coins and with a prize, treasure hunter, pirate tower, flip cards, double guess), with
 * raced duplicates of the same Idempotency-Key and double-clicked settlements. Afterwards the ledger
 * balances, no round is left open, every player's balance equals what they had before the games minus every
 * coin stake plus every payout recorded on their rounds, and each repeated request made one round.
 */
describe.each(DRIVERS)('games mixed soak on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const balance = async (auth: string) => cents((await t.call('GET', '/api/user/base_info', { auth })).body.data.coin);
  const ok = (r: { status: number; body: any }, what: string) => {
    expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(200);
    return r.body.data;
  };

  async function playAll(auth: string, n: number, prizes: { id: number; price: number }[], targetId: number, treasureId: number) {
    const prizeIds = prizes.map((x) => x.id);
    const key = (g: string) => ({ 'idempotency-key': `soak-${g}-${n}-0001` });
    await Promise.all([
      // mines: a raced double bet with one key makes one round; reveal one tile, double-clicked cash-out pays once
      (async () => {
        const [a, b] = await Promise.all(
          [0, 1].map(() => t.call('POST', '/api/mines/bet', { auth, headers: key('mines'), body: { amount: 1, mines: 3 } })),
        );
        const round = ok(a, 'mines bet');
        expect(ok(b, 'mines bet again').id).toBe(round.id);
        const revealed = ok(await t.call('POST', `/api/mines/${round.id}/reveal`, { auth, body: { tile: n % 25 } }), 'mines reveal');
        if (revealed.status === 'open') {
          const outs = await Promise.all([0, 1].map(() => t.call('POST', `/api/mines/${round.id}/cashout`, { auth })));
          expect(outs.filter((o) => o.status === 200)).toHaveLength(1);
        }
      })(),
      // upgrade: coins on one roll (raced with one key), a prize on another
      (async () => {
        const body = { amount: 2, targetItemId: targetId };
        const [a, b] = await Promise.all([0, 1].map(() => t.call('POST', '/api/upgrade/bet', { auth, headers: key('upgrade'), body })));
        expect(ok(b, 'upgrade again').id).toBe(ok(a, 'upgrade').id);
        const forPrize = ok(
          await t.call('GET', `/api/upgrade/targets?stake=${prizes[0]!.price}&multiplier=2`, { auth }),
          'targets for a prize',
        );
        ok(
          await t.call('POST', '/api/upgrade/bet', { auth, body: { storeItemIds: [prizeIds[0]], targetItemId: forPrize.list[0].id } }),
          'upgrade with a prize',
        );
      })(),
      // treasure hunter, fast mode
      (async () => {
        ok(
          await t.call('POST', '/api/treasureHunter/fast/open', { auth, headers: key('treasure'), body: { treasureId, mapNumber: 2 } }),
          'treasure fast open',
        );
      })(),
      // pirate tower: bet, one pick, cash out when still climbing
      (async () => {
        const round = ok(await t.call('POST', '/api/pirate/bet', { auth, headers: key('pirate'), body: { amount: 1 } }), 'pirate bet');
        const picked = ok(await t.call('POST', `/api/pirate/${round.id}/pick`, { auth, body: { chest: n % 3 } }), 'pirate pick');
        if (picked.status === 'open') ok(await t.call('POST', `/api/pirate/${round.id}/cashout`, { auth }), 'pirate cash out');
      })(),
      // flip cards with the welcome chance: deal, then a double-clicked pick settles once
      (async () => {
        const home = ok(await t.call('GET', '/api/flip/home', { auth }), 'flip home');
        if (!home.chances?.available) return;
        const board = ok(await t.call('POST', '/api/flip/deal', { auth, headers: key('flip') }), 'flip deal');
        const picks = await Promise.all(
          [0, 1].map(() => t.call('POST', `/api/flip/${board.id}/pick`, { auth, body: { position: n % 9 } })),
        );
        expect(picks.filter((p) => p.status === 200).length).toBeGreaterThanOrEqual(1);
        expect(picks.every((p) => p.status === 200 || p.status === 409)).toBe(true);
      })(),
      // double or nothing on the second prize, double-clicked
      (async () => {
        const guess = ok(await t.call('POST', '/api/open_double_guess', { auth, body: { storeItemId: prizeIds[1] } }), 'double guess open');
        const outs = await Promise.all(
          [0, 1].map(() => t.call('POST', '/api/item/double_guess/choose', { auth, body: { id: guess.id, choice: 'double' } })),
        );
        expect(outs.filter((o) => o.status === 200).length).toBeGreaterThanOrEqual(1);
        expect(outs.every((o) => o.status === 200 || o.status === 409)).toBe(true);
      })(),
    ]);
  }

  it('every game at once for several players: the ledger balances and every balance is explained by its rounds', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => t.register()));
    for (const p of players) await t.fund(p.uid, 20_000);
    // two cheap prizes each (a 1X opening each: the double guess needs a 1X opening's prize)
    const prizes: { id: number; price: number }[][] = [];
    for (const p of players) {
      const won: { id: number; price: number }[] = [];
      for (let i = 0; i < 2; i++) {
        const r = ok(await t.call('POST', `/api/item/${PENNY_PINCHER}/open`, { auth: p.auth }), 'open').results[0];
        won.push({ id: r.storeItemId, price: r.itemPrice });
      }
      prizes.push(won);
    }
    const targets = ok(await t.call('GET', '/api/upgrade/targets?stake=2&multiplier=3', { auth: players[0]!.auth }), 'targets');
    const targetId = targets.list[0].id as number;
    const home = ok(await t.call('GET', '/api/treasureHunter/home', { auth: players[0]!.auth }), 'treasure home');
    const treasureId = (home.treasures as { id: number; locked?: boolean; minVipLevel?: number }[]).find(
      (x) => !x.locked && !x.minVipLevel,
    )!.id;
    const before = await Promise.all(players.map((p) => balance(p.auth)));

    await Promise.all(players.map((p, n) => playAll(p.auth, n, prizes[n]!, targetId, treasureId)));

    const ledger = await checkLedger(db());
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
    for (const [n, p] of players.entries()) {
      const [sums] = await db()
        .select({
          stakes: sql<string>`coalesce(sum(${gameRounds.stakeCents}), 0)`,
          payouts: sql<string>`coalesce(sum(${gameRounds.payoutCents}), 0)`,
          rounds: sql<string>`count(*)`,
          open: sql<string>`count(*) filter (where ${gameRounds.status} = 'open')`,
        })
        .from(gameRounds)
        .where(eq(gameRounds.userId, p.uid));
      expect(Number(sums!.open), `player ${n} left a round open`).toBe(0);
      expect(await balance(p.auth), `player ${n}`).toBe(before[n]! - Number(sums!.stakes) + Number(sums!.payouts));
      // one round per game per key: mines 1, upgrade 2, treasure 1, pirate 1, flip 0-1, double guess 1
      const mines = await db()
        .select({ id: gameRounds.id })
        .from(gameRounds)
        .where(and(eq(gameRounds.userId, p.uid), eq(gameRounds.game, 'mines')));
      expect(mines).toHaveLength(1);
      const upgrades = await db()
        .select({ id: gameRounds.id })
        .from(gameRounds)
        .where(and(eq(gameRounds.userId, p.uid), eq(gameRounds.game, 'upgrade')));
      expect(upgrades).toHaveLength(2);
      expect(Number(sums!.rounds)).toBeGreaterThanOrEqual(6);
    }
  }, 120_000);
});
