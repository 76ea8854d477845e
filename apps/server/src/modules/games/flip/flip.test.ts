import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dealOf } from '@hapa/domain';
import { FlipHome, FlipRound } from '@hapa/contracts';
import { DRIVERS } from '../../../test/harness.ts';
import { gameTestApp } from '../../../test/game-test-app.ts';
import { checkLedger } from '../../wallet/wallet.service.ts';
import { heldClock } from '../../battles/battle-fixtures.ts';
import { flipChanceGrants, storeItems } from '../../../db/schema/index.ts';
import { DEFAULT_FLIP_SETTINGS } from './flip.service.ts';

/**
 * Flip cards on a real database (docs/games.md, "Flip cards"): the welcome, deposit and quest chances (each once per
 * sourceRef), a deal committed before the pick (fairness.md "Flip cards"), the prize at the picked position in
 * the store with its exact value, "No Parts Now." without a chance, one open board, raced picks settling once,
 * the 24 h auto pick, verification after the seed is rotated, and the console's prize list.
 */
describe.each(DRIVERS)('flip cards on %s (medium)', (driver) => {
  const clock = heldClock(Date.parse('2026-06-15T12:00:00Z'));
  const { t, db, balance, roundSeed } = gameTestApp(driver, { clock });

  const home = async (auth: string) => FlipHome.parse((await t.call('GET', '/api/flip/home', { auth })).body.data);
  const deal = (auth: string, key?: string) => t.call('POST', '/api/flip/deal', { auth, headers: key ? { 'idempotency-key': key } : {} });
  const grant = (uid: number, sourceRef: string, chances = 1) =>
    db().transaction((tx) => t.s.flip.grant(tx, { userId: uid, source: 'quest', sourceRef, chances }));

  /** The deal as the server knows it (the test reads the unrevealed seed from the database). */
  async function dealOfRound(id: number): Promise<number[]> {
    const row = await roundSeed(id);
    return dealOf(row.serverSeed, row.clientSeed, row.nonce, 9, 9);
  }
  const flipItems = (uid: number) =>
    db()
      .select()
      .from(storeItems)
      .where(and(eq(storeItems.userId, uid), eq(storeItems.source, 'flip')));
  async function deposit(auth: string, amount: number) {
    const pre = (await t.call('POST', '/api/pay/sandbox/prepay', { auth, body: { amount } })).body.data;
    expect((await t.call('POST', `/api/pay/sandbox/${pre.orderNo}/confirm`)).status).toBe(200);
    await t.s.jobs.runDue(); // the deposit.credited consumers (the flip chance among them)
  }

  it('a new player: the welcome chance (once), a committed hidden deal, the picked prize to the store at its value, every card turned, then "No Parts Now."', async () => {
    const p = await t.register();
    const h0 = await home(p.auth);
    expect(h0.chances).toEqual({ available: 1, granted: 1 });
    expect(h0.prizes.map((x) => x.itemId)).toEqual(DEFAULT_FLIP_SETTINGS.prizeItemIds);
    expect(h0.config).toMatchObject({ cards: 9, prizeChancePpm: 111_111, autoPickHours: 24 });
    expect(h0.config.ev).toBeCloseTo(h0.prizes.reduce((s, x) => s + x.price, 0) / 9, 2);
    expect((await home(p.auth)).chances).toEqual({ available: 1, granted: 1 });

    const dealt = await deal(p.auth);
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
    const round = FlipRound.parse(dealt.body.data);
    expect(round).toMatchObject({ status: 'open', outcome: null, position: null, prize: null, deal: null, serverSeed: null, chances: 0 });
    expect(round.serverSeedHashed).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.call('GET', '/api/flip/active', { auth: p.auth })).body.data).toMatchObject({ id: round.id, deal: null });
    const expected = await dealOfRound(round.id);

    const picked = await t.call('POST', `/api/flip/${round.id}/pick`, { auth: p.auth, body: { position: 4 } });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    const done = FlipRound.parse(picked.body.data);
    const prize = h0.prizes[expected[4]!]!;
    expect(done).toMatchObject({ status: 'settled', outcome: 'win', position: 4, deal: expected, prize, chances: 0, autoPicked: false });
    const items = await flipItems(p.uid);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: done.storeItemId,
      itemId: prize.itemId,
      valueCents: Math.round(prize.price * 100),
      status: 'stored',
    });
    const store = (await t.call('GET', '/api/user/store/list?status=stored', { auth: p.auth })).body.data;
    expect(store.list.map((x: { id: number; source: string }) => [x.id, x.source])).toEqual([[done.storeItemId, 'flip']]);
    expect((await t.call('GET', `/api/game/${round.id}/verify`)).body.data).toMatchObject({
      game: 'flip',
      status: 'settled',
      outcome: 'win',
      amount: 0,
      payout: 0,
    });

    const again = await t.call('POST', `/api/flip/${round.id}/pick`, { auth: p.auth, body: { position: 0 } });
    expect([again.status, again.body.code]).toEqual([409, 'game.error.round_over']);
    const none = await deal(p.auth);
    expect([none.status, none.body.code, none.body.msg]).toEqual([409, 'flip.error.no_chance', 'No Parts Now.']);
    expect(await balance(p.auth)).toBe(0);
    expect((await flipItems(p.uid)).length).toBe(1);
  });

  it('grants are once per sourceRef; the deposit chance comes once per UTC day and hasExtraFlipChance follows it', async () => {
    const p = await t.register();
    const config = async () => (await t.call('GET', '/api/pay/config/v4', { auth: p.auth })).body.data.hasExtraFlipChance as boolean;
    expect(await grant(p.uid, `test:${p.uid}:a`, 2)).toBe(true);
    expect(await grant(p.uid, `test:${p.uid}:a`, 2)).toBe(false);
    expect((await home(p.auth)).chances).toEqual({ available: 3, granted: 3 }); // 2 + the welcome chance

    expect(await config()).toBe(true);
    expect((await t.call('GET', '/api/pay/config/v4')).body.data.hasExtraFlipChance).toBe(false); // a visitor
    await deposit(p.auth, 20);
    expect(await config()).toBe(false);
    expect((await home(p.auth)).chances).toEqual({ available: 4, granted: 4 });
    await deposit(p.auth, 25);
    await t.s.jobs.runDue();
    expect((await home(p.auth)).chances).toEqual({ available: 4, granted: 4 });
    const refs = (await db().select({ ref: flipChanceGrants.sourceRef }).from(flipChanceGrants).where(eq(flipChanceGrants.userId, p.uid)))
      .map((r) => r.ref)
      .sort();
    expect(refs).toEqual([`deposit_day:${p.uid}:2026-06-15`, `test:${p.uid}:a`, `welcome:${p.uid}`].sort());

    clock.advance(24 * 3_600_000);
    expect(await config()).toBe(true);
    await deposit(p.auth, 20);
    expect(await config()).toBe(false);
    expect((await home(p.auth)).chances).toEqual({ available: 5, granted: 5 });
  });

  it('a quest with a flip_chance reward grants it once (raced claims)', async () => {
    const p = await t.register();
    await db().transaction((tx) =>
      t.s.wallet.credit(
        tx,
        'bean_clearing',
        { userId: p.uid, amount: 4_000, idempotencyKey: `test_beans:flip:${p.uid}`, kind: 'test_beans' },
        'user_bean',
      ),
    );
    for (const questId of [1, 2]) {
      expect((await t.call('POST', '/api/quest/boost', { auth: p.auth, body: { questId } })).status).toBe(200);
      if (questId === 1) expect((await t.call('POST', '/api/quest/reward/obtain', { auth: p.auth, body: { questId } })).status).toBe(200);
    }
    const info = (await t.call('GET', '/api/quest/info', { auth: p.auth })).body.data;
    expect(info.taskDetail[1].rewardList).toContainEqual({ type: 'flip_chance', amount: 1, name: null, image: null });
    const claims = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', '/api/quest/reward/obtain', { auth: p.auth, body: { questId: 2 } })),
    );
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect((await home(p.auth)).chances).toEqual({ available: 2, granted: 2 });
    expect(
      await db()
        .select()
        .from(flipChanceGrants)
        .where(eq(flipChanceGrants.sourceRef, `quest:${p.uid}:2:1`)),
    ).toHaveLength(1);
  });

  it('races: one key deals once; different keys leave one open board; ten picks settle once; another player gets a 404; the ledger balances', async () => {
    const p = await t.register();
    await grant(p.uid, `test:${p.uid}:race`, 4);
    const same = await Promise.all(Array.from({ length: 8 }, () => deal(p.auth, 'flip-deal-key-1')));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
    expect((await home(p.auth)).chances).toEqual({ available: 4, granted: 5 });
    const many = await Promise.all(Array.from({ length: 5 }, () => deal(p.auth)));
    expect(many.every((r) => r.body.code === 'flip.error.board_open')).toBe(true);
    const id = same[0]!.body.data.id as number;
    const other = await t.register();
    expect((await t.call('POST', `/api/flip/${id}/pick`, { auth: other.auth, body: { position: 1 } })).status).toBe(404);
    expect((await t.call('POST', `/api/flip/${id}/pick`, { auth: p.auth, body: { position: 9 } })).status).toBe(400);
    const picks = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.call('POST', `/api/flip/${id}/pick`, { auth: p.auth, body: { position: i % 9 } })),
    );
    expect(picks.filter((r) => r.status === 200)).toHaveLength(1);
    expect(picks.filter((r) => r.body.code === 'game.error.round_over')).toHaveLength(9);
    expect(await flipItems(p.uid)).toHaveLength(1);

    // parallel deals with different keys and chances left: one board at a time
    const q = await t.register();
    await grant(q.uid, `test:${q.uid}:race`, 3);
    const raced = await Promise.all(Array.from({ length: 6 }, () => deal(q.auth)));
    expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
    expect(raced.filter((r) => r.body.code === 'flip.error.board_open')).toHaveLength(5);
    expect((await home(q.auth)).chances).toEqual({ available: 3, granted: 4 });
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('a board left open is picked at position 0 by the durable job after 24 h', async () => {
    const p = await t.register();
    const round = (await deal(p.auth)).body.data as FlipRound;
    const expected = await dealOfRound(round.id);
    await t.s.jobs.runDue();
    expect((await t.call('GET', '/api/flip/active', { auth: p.auth })).body.data).toMatchObject({ id: round.id, status: 'open' });
    clock.advance(24 * 3_600_000 + 1_000);
    await t.s.jobs.runDue();
    expect((await t.call('GET', '/api/flip/active', { auth: p.auth })).body.data).toBeNull();
    const hist = (await t.call('GET', '/api/flip/history', { auth: p.auth })).body.data;
    expect(hist.total).toBe(1);
    expect(hist.list[0]).toMatchObject({ id: round.id, status: 'settled', position: 0, autoPicked: true, deal: expected });
    expect(await flipItems(p.uid)).toMatchObject([{ itemId: round.prizes[expected[0]!]!.itemId }]);
  });

  it('verification: the seed cannot be revealed while a board is open; after rotation the deal recomputes from the revealed seed', async () => {
    const p = await t.register();
    const round = (await deal(p.auth)).body.data as FlipRound;
    const early = await t.call('POST', '/api/user/client_seed/submit', { auth: p.auth, body: { type: 'server', seed_type: 3 } });
    expect([early.status, early.body.code]).toEqual([409, 'game.error.seed_locked']);
    const done = (await t.call('POST', `/api/flip/${round.id}/pick`, { auth: p.auth, body: { position: 8 } })).body.data as FlipRound;
    const h = (await t.call('GET', '/api/user/game-history', { auth: p.auth })).body.data;
    expect(h.list[0]).toMatchObject({
      id: round.id,
      game: 'flip',
      serverSeed: null,
      detail: { cards: 9, position: 8, deal: done.deal, wonItemId: done.prize!.itemId },
    });
    const rot = await t.call('POST', '/api/user/client_seed/submit', {
      auth: p.auth,
      body: { client_seed: 'after-flip', type: 'client', seed_type: 3 },
    });
    expect(rot.status, JSON.stringify(rot.body)).toBe(200);
    const v = (await t.call('GET', `/api/game/${round.id}/verify`)).body.data;
    expect(v.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(dealOf(v.serverSeed, v.clientSeed, v.nonce, 9, 9)).toEqual(done.deal);
    expect((v.detail.prizeItemIds as number[])[done.deal![8]!]).toBe(done.prize!.itemId);
    expect((await t.call('GET', '/api/flip/history', { auth: p.auth })).body.data.list[0].serverSeed).toBe(v.serverSeed);
  });

  it('the console sets the prize list (finance, audited): the next deal uses it, an open board keeps its own; bad lists are refused', async () => {
    const op = await t.operator(['finance']);
    const p = await t.register();
    await grant(p.uid, `test:${p.uid}:ops`, 1);
    const open = (await deal(p.auth)).body.data as FlipRound;
    const current = (await t.call('GET', '/api/ops/games/flip', { auth: op.authorization })).body.data;
    expect(current).toMatchObject({
      prizeItemIds: DEFAULT_FLIP_SETTINGS.prizeItemIds,
      autoPickHours: 24,
      doubleGuessEdgePpm: 10_000,
      doubleGuessPpm: 495_000,
      doubleGuessWindowMinutes: 10,
    });
    expect(current.prizes).toHaveLength(9);
    const body = {
      prizeItemIds: [...current.prizeItemIds].reverse(),
      autoPickHours: 12,
      doubleGuessEdgePpm: 20_000,
      doubleGuessWindowMinutes: 15,
      doubleGuessAutoKeepMinutes: 20,
    };
    const set = await t.call('POST', '/api/ops/games/flip', { auth: op.authorization, body });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ ...body, doubleGuessPpm: 490_000 });
    expect((await t.call('GET', '/api/double_guess/config')).body.data).toMatchObject({ pPpm: 490_000, rtp: 98, windowMinutes: 15 });
    expect((await t.call('GET', '/api/flip/home')).body.data.prizes.map((x: { itemId: number }) => x.itemId)).toEqual(body.prizeItemIds);
    expect(
      (
        await t.call('POST', '/api/ops/games/flip', {
          auth: op.authorization,
          body: { ...body, prizeItemIds: [...body.prizeItemIds.slice(1), 999_999] },
        })
      ).body.code,
    ).toBe('flip.error.prizes');
    expect(
      (await t.call('POST', '/api/ops/games/flip', { auth: op.authorization, body: { ...body, prizeItemIds: body.prizeItemIds.slice(1) } }))
        .status,
    ).toBe(400);
    expect((await t.call('POST', '/api/ops/games/flip', { auth: p.auth, body })).status).toBe(403);
    // the open board was dealt over the old list
    const picked = (await t.call('POST', `/api/flip/${open.id}/pick`, { auth: p.auth, body: { position: 0 } })).body.data as FlipRound;
    expect(picked.prizes.map((x) => x.itemId)).toEqual(DEFAULT_FLIP_SETTINGS.prizeItemIds);
    const next = (await deal(p.auth)).body.data as FlipRound; // the welcome chance
    expect(next.prizes.map((x) => x.itemId)).toEqual(body.prizeItemIds);
    const audit = await t.call('GET', '/api/ops/audit?action=games.flip_settings', { auth: (await t.operator(['admin'])).authorization });
    expect(audit.body.data.list.length).toBeGreaterThanOrEqual(1);
    await t.call('POST', '/api/ops/games/flip', {
      auth: op.authorization,
      body: {
        prizeItemIds: current.prizeItemIds,
        autoPickHours: 24,
        doubleGuessEdgePpm: 10_000,
        doubleGuessWindowMinutes: 10,
        doubleGuessAutoKeepMinutes: 30,
      },
    });
  });
});
