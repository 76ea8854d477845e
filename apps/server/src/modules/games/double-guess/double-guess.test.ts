import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isYesNoWin } from '@hapa/domain';
import { DoubleGuessRound } from '@hapa/contracts';
import { DRIVERS } from '../../../test/harness.ts';
import { gameTestApp } from '../../../test/game-test-app.ts';
import { checkLedger } from '../../wallet/wallet.service.ts';
import { heldClock } from '../../battles/battle-fixtures.ts';
import { storeItems } from '../../../db/schema/index.ts';

/** A cheap box ($0.50, seeded catalogue). */
const BOX = 110;

/**
 * Double guess on a real database (docs/games.md, "Double guess"; fairness.md: win(0, p_ppm)): the prize of a 1X paid
 * opening is locked while the guess is open (recovery and exchange refuse it), 'keep' unlocks it, 'double' wins
 * (prize kept + its value in coins) or loses (prize gone) exactly as the seed says, once per prize, only for 1X
 * paid openings of the last minutes; raced chooses settle once; an undecided guess keeps the prize after the
 * auto-keep delay; verification after rotation; the ledger check after it all.
 */
describe.each(DRIVERS)('double guess on %s (medium)', (driver) => {
  const clock = heldClock(Date.now());
  const { t, db, player, balanceCents, roundSeed } = gameTestApp(driver, { clock, fundCents: 10_000 });
  const openBox = async (auth: string, times = 1) => {
    const r = await t.call('POST', times === 1 ? `/api/item/${BOX}/open` : `/api/item/${BOX}/open/${times}`, { auth });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.results as { storeItemId: number; itemPrice: number }[];
  };
  const openGuess = (auth: string, storeItemId: number, key?: string) =>
    t.call('POST', '/api/open_double_guess', { auth, body: { storeItemId }, headers: key ? { 'idempotency-key': key } : {} });
  const choose = (auth: string, id: number, choice: 'double' | 'keep') =>
    t.call('POST', '/api/item/double_guess/choose', { auth, body: { id, choice } });
  const itemStatus = async (id: number) =>
    (await db().select({ status: storeItems.status }).from(storeItems).where(eq(storeItems.id, id)))[0]!.status;
  /** Whether the round wins, from the unrevealed seed in the database. */
  async function winsOf(id: number): Promise<boolean> {
    const row = await roundSeed(id);
    return isYesNoWin(row.serverSeed, row.clientSeed, row.nonce, (row.params as { pPpm: number }).pPpm);
  }

  it('double: wins and losses with exact effects, each as the seed says, until both are seen; the prize is locked while open', async () => {
    const p = await player();
    const seen = new Set<boolean>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const [won] = await openBox(p.auth);
      const valueCents = Math.round(won!.itemPrice * 100);
      const opened = await openGuess(p.auth, won!.storeItemId);
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      const round = DoubleGuessRound.parse(opened.body.data);
      expect(round).toMatchObject({
        status: 'open',
        storeItemId: won!.storeItemId,
        value: won!.itemPrice,
        pPpm: 495_000,
        itemStatus: 'locked',
        choice: null,
        win: null,
        serverSeed: null,
      });
      expect(round.serverSeedHashed).toMatch(/^[0-9a-f]{64}$/);
      if (i === 0) {
        // locked: the real recovery and exchange routes refuse it, a second guess on another prize waits
        const sell = await t.call('POST', '/api/user/store/recovery', { auth: p.auth, body: { ids: [won!.storeItemId] } });
        expect([sell.status, sell.body.code]).toEqual([409, 'store.error.not_stored']);
        const exchange = await t.call('POST', '/api/exchange_center/exchange', {
          auth: p.auth,
          body: { ids: [won!.storeItemId], to: 'bean' },
        });
        expect(exchange.status).toBe(409);
        const [next] = await openBox(p.auth);
        expect((await openGuess(p.auth, next!.storeItemId)).body.code).toBe('double_guess.error.round_open');
        expect((await t.call('GET', '/api/double_guess/active', { auth: p.auth })).body.data).toMatchObject({ id: round.id });
      }
      const expectWin = await winsOf(round.id);
      const before = await balanceCents(p.auth);
      const res = await choose(p.auth, round.id, 'double');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const done = DoubleGuessRound.parse(res.body.data);
      expect(done).toMatchObject({
        status: 'settled',
        choice: 'double',
        win: expectWin,
        outcome: expectWin ? 'win' : 'lose',
        payout: expectWin ? won!.itemPrice : 0,
        itemStatus: expectWin ? 'stored' : 'lost',
      });
      expect(await balanceCents(p.auth)).toBe(before + (expectWin ? valueCents : 0));
      expect(await itemStatus(won!.storeItemId)).toBe(expectWin ? 'stored' : 'lost');
      if (expectWin) expect(done.balance).toBe((before + valueCents) / 100);
      // once per prize
      expect((await openGuess(p.auth, won!.storeItemId)).body.code).toBe('double_guess.error.not_eligible');
      expect((await choose(p.auth, round.id, 'keep')).body.code).toBe('game.error.round_over');
      seen.add(expectWin);
    }
    expect([...seen].sort()).toEqual([false, true]);
    const lost = (await t.call('GET', '/api/user/store/list?status=lost', { auth: p.auth })).body.data;
    expect(lost.list.length).toBeGreaterThanOrEqual(1);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("keep unlocks the prize with nothing paid; it can then be sold; rules: 3X, free box, too old, someone else's (404)", async () => {
    const p = await player();
    const [won] = await openBox(p.auth);
    const round = (await openGuess(p.auth, won!.storeItemId)).body.data as DoubleGuessRound;
    const before = await balanceCents(p.auth);
    const kept = (await choose(p.auth, round.id, 'keep')).body.data as DoubleGuessRound;
    expect(kept).toMatchObject({ status: 'settled', outcome: 'cashout', choice: 'keep', win: null, payout: 0, itemStatus: 'stored' });
    expect(await balanceCents(p.auth)).toBe(before);
    expect((await t.call('GET', `/api/game/${round.id}/verify`)).body.data).toMatchObject({
      game: 'double_guess',
      outcome: 'cashout',
      amount: won!.itemPrice,
      payout: 0,
    });
    const sold = await t.call('POST', '/api/user/store/recovery', { auth: p.auth, body: { ids: [won!.storeItemId] } });
    expect(sold.status).toBe(200);

    const three = await openBox(p.auth, 3);
    expect((await openGuess(p.auth, three[0]!.storeItemId)).body.code).toBe('double_guess.error.not_eligible');
    const free = await t.call('POST', '/api/free/mystery/claim', { auth: p.auth });
    if (free.status === 200)
      expect((await openGuess(p.auth, free.body.data.results[0].storeItemId)).body.code).toBe('double_guess.error.not_eligible');
    const other = await player();
    const [theirs] = await openBox(other.auth);
    const foreign = await openGuess(p.auth, theirs!.storeItemId);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'store.error.not_found']);
    const [late] = await openBox(p.auth);
    await db()
      .update(storeItems)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000 - 5_000) })
      .where(eq(storeItems.id, late!.storeItemId));
    expect((await openGuess(p.auth, late!.storeItemId)).body.code).toBe('double_guess.error.not_eligible');
    expect((await t.call('POST', '/api/open_double_guess', { auth: p.auth, body: { storeItemId: 'x' } })).status).toBe(400);
    expect((await t.call('POST', '/api/item/double_guess/choose', { auth: p.auth, body: { id: round.id, choice: 'triple' } })).status).toBe(
      400,
    );
  });

  it('races: one key opens once; ten chooses settle once and pay once; another player cannot choose (404); the ledger balances', async () => {
    const p = await player();
    const [won] = await openBox(p.auth);
    const same = await Promise.all(Array.from({ length: 8 }, () => openGuess(p.auth, won!.storeItemId, 'double-guess-key-1')));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
    const id = same[0]!.body.data.id as number;
    const other = await player();
    expect((await choose(other.auth, id, 'double')).status).toBe(404);
    const expectWin = await winsOf(id);
    const before = await balanceCents(p.auth);
    const raced = await Promise.all(Array.from({ length: 10 }, (_, i) => choose(p.auth, id, i % 3 === 0 ? 'keep' : 'double')));
    const okOnes = raced.filter((r) => r.status === 200);
    expect(okOnes).toHaveLength(1);
    expect(raced.filter((r) => r.body.code === 'game.error.round_over')).toHaveLength(9);
    const settled = okOnes[0]!.body.data as DoubleGuessRound;
    const paid = settled.choice === 'double' && expectWin ? Math.round(won!.itemPrice * 100) : 0;
    expect(await balanceCents(p.auth)).toBe(before + paid);
    expect(await itemStatus(won!.storeItemId)).toBe(settled.choice === 'double' && !expectWin ? 'lost' : 'stored');
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('an undecided guess keeps the prize after the auto-keep delay; after rotation the result recomputes from the revealed seed', async () => {
    const p = await player();
    const [a] = await openBox(p.auth);
    const open = (await openGuess(p.auth, a!.storeItemId)).body.data as DoubleGuessRound;
    const early = await t.call('POST', '/api/user/client_seed/submit', { auth: p.auth, body: { type: 'server', seed_type: 3 } });
    expect(early.body.code).toBe('game.error.seed_locked');
    await t.s.jobs.runDue();
    expect(await itemStatus(a!.storeItemId)).toBe('locked');
    clock.advance(30 * 60_000 + 1_000);
    await t.s.jobs.runDue();
    expect(await itemStatus(a!.storeItemId)).toBe('stored');
    expect((await t.call('GET', `/api/game/${open.id}/verify`)).body.data).toMatchObject({
      outcome: 'cashout',
      detail: { choice: 'keep', win: null },
    });

    const [b] = await openBox(p.auth);
    const round = (await openGuess(p.auth, b!.storeItemId)).body.data as DoubleGuessRound;
    const done = (await choose(p.auth, round.id, 'double')).body.data as DoubleGuessRound;
    const rot = await t.call('POST', '/api/user/client_seed/submit', {
      auth: p.auth,
      body: { client_seed: 'after-double', type: 'client', seed_type: 3 },
    });
    expect(rot.status, JSON.stringify(rot.body)).toBe(200);
    const v = (await t.call('GET', `/api/game/${round.id}/verify`)).body.data;
    expect(v.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(isYesNoWin(v.serverSeed, v.clientSeed, v.nonce, v.detail.pPpm)).toBe(done.win);
    expect(v.detail).toMatchObject({ pPpm: 495_000, choice: 'double', win: done.win, value: b!.itemPrice });
  });
});
