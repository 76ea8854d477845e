import { describe, expect, it } from 'vitest';
import { minesMultiplierPpm, minesOf } from '@hapa/domain';
import { MinesRound } from '@hapa/contracts';
import { DRIVERS } from '../../../test/harness.ts';
import { gameTestApp } from '../../../test/game-test-app.ts';
import { checkLedger } from '../../wallet/wallet.service.ts';
import { heldClock } from '../../battles/battle-fixtures.ts';
import { minesCashOutCents } from './mines.service.ts';

/**
 * Mad miner on a real database (docs/games.md): the bet, reveals and cash-out in one transaction each through the
 * game core, mines fixed at the bet by the player's type 3 stream (fairness.md "Mad miner"), one open round,
 * resume, the 24 h auto cash-out job, history and verification after the seed is revealed, and the races the
 * issue names (double cash-out, raced bets), with the ledger check after them.
 */
describe.each(DRIVERS)('mad miner on %s (medium)', (driver) => {
  const clock = heldClock(Date.parse('2026-06-15T12:00:00Z'));
  const { t, db, player, balance, roundSeed } = gameTestApp(driver, { clock, fundCents: 10_000 });

  /** The round's mines as the server knows them (the test reads the unrevealed seed from the database). */
  async function minesOfRound(id: number): Promise<number[]> {
    const row = await roundSeed(id);
    return minesOf(row.serverSeed, row.clientSeed, row.nonce, (row.params as { mines: number }).mines).tiles;
  }
  const safeTiles = (mines: number[]) => Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));

  it('bet, reveal two safe tiles, cash out: stake x multiplier (rounded down) paid once; the mines show at the end', async () => {
    const p = await player();
    const bet = await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 5, mines: 3 } });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    const round = MinesRound.parse(bet.body.data);
    expect(round).toMatchObject({
      status: 'open',
      amount: 5,
      minesCount: 3,
      revealed: [],
      multiplier: 1,
      mines: null,
      serverSeed: null,
      balance: 95,
    });
    expect(round.nextMultiplier).toBeCloseTo(minesMultiplierPpm(3, 1, 10_000) / 1e6, 6);
    const mines = await minesOfRound(round.id);
    const [a, b] = safeTiles(mines);
    const r1 = await t.call('POST', `/api/mines/${round.id}/reveal`, { auth: p.auth, body: { tile: a } });
    expect(r1.body.data).toMatchObject({ status: 'open', revealed: [a], mines: null });
    expect((await t.call('POST', `/api/mines/${round.id}/reveal`, { auth: p.auth, body: { tile: a } })).body.code).toBe(
      'mines.error.tile_revealed',
    );
    const r2 = await t.call('POST', `/api/mines/${round.id}/reveal`, { auth: p.auth, body: { tile: b } });
    const expected = minesCashOutCents(500, 3, 2, 10_000, 10_000_000);
    expect(r2.body.data.cashOut).toBe(expected / 100);
    const out = await t.call('POST', `/api/mines/${round.id}/cashout`, { auth: p.auth });
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({
      status: 'settled',
      outcome: 'cashout',
      payout: expected / 100,
      mines,
      balance: (9_500 + expected) / 100,
    });
    expect(await balance(p.auth)).toBe((9_500 + expected) / 100);
    const again = await t.call('POST', `/api/mines/${round.id}/cashout`, { auth: p.auth });
    expect([again.status, again.body.code]).toEqual([409, 'game.error.round_over']);
    expect(await balance(p.auth)).toBe((9_500 + expected) / 100);
  });

  it('a mine loses the bet and ends the round; cash-out after it is refused; nothing is paid', async () => {
    const p = await player();
    const round = (await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 2, mines: 5 } })).body.data;
    const mines = await minesOfRound(round.id);
    const hit = await t.call('POST', `/api/mines/${round.id}/reveal`, { auth: p.auth, body: { tile: mines[2] } });
    expect(hit.body.data).toMatchObject({ status: 'settled', outcome: 'lose', payout: 0, hitTile: mines[2], mines });
    expect((await t.call('POST', `/api/mines/${round.id}/cashout`, { auth: p.auth })).body.code).toBe('game.error.round_over');
    expect((await t.call('POST', `/api/mines/${round.id}/reveal`, { auth: p.auth, body: { tile: safeTiles(mines)[0] } })).body.code).toBe(
      'game.error.round_over',
    );
    expect(await balance(p.auth)).toBe(98);
  });

  it('revealing every safe tile cashes out at the top multiplier', async () => {
    const p = await player();
    const round = (await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1, mines: 22 } })).body.data;
    const safe = safeTiles(await minesOfRound(round.id));
    expect(safe).toHaveLength(3);
    let last: any;
    for (const tile of safe) last = (await t.call('POST', `/api/mines/${round.id}/reveal`, { auth: p.auth, body: { tile } })).body.data;
    const top = minesCashOutCents(100, 22, 3, 10_000, 10_000_000);
    expect(last).toMatchObject({ status: 'settled', outcome: 'win', payout: top / 100 });
    expect(await balance(p.auth)).toBe((9_900 + top) / 100);
  });

  it('rules: bet limits, one open round (resumed through /active), nothing to cash before a reveal, another player gets a 404', async () => {
    const p = await player();
    expect((await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 0.05, mines: 3 } })).body.code).toBe(
      'game.error.bet_min',
    );
    expect((await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 2_000, mines: 3 } })).body.code).toBe(
      'game.error.bet_max',
    );
    expect((await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1.005, mines: 3 } })).body.code).toBe(
      'validation.amount',
    );
    expect((await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1, mines: 25 } })).status).toBe(400);
    const round = (await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1, mines: 3 } })).body.data;
    expect((await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1, mines: 3 } })).body.code).toBe(
      'mines.error.round_open',
    );
    expect((await t.call('GET', '/api/mines/active', { auth: p.auth })).body.data).toMatchObject({ id: round.id, status: 'open' });
    expect((await t.call('POST', `/api/mines/${round.id}/cashout`, { auth: p.auth })).body.code).toBe('mines.error.nothing_to_cash');
    const other = await player();
    expect((await t.call('POST', `/api/mines/${round.id}/reveal`, { auth: other.auth, body: { tile: 0 } })).status).toBe(404);
    expect((await t.call('GET', `/api/mines/${round.id}`, { auth: other.auth })).status).toBe(404);
    const poor = await player(50);
    expect((await t.call('POST', '/api/mines/bet', { auth: poor.auth, body: { amount: 1, mines: 3 } })).body.code).toBe(
      'coin.error.not_enough',
    );
    expect(await balance(poor.auth)).toBe(0.5);
  });

  it('a round left open is cashed out by the durable job after 24 h (1x with no tile revealed)', async () => {
    const p = await player();
    const round = (await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 3, mines: 3 } })).body.data;
    await t.s.jobs.runDue();
    expect((await t.call('GET', `/api/mines/${round.id}`, { auth: p.auth })).body.data.status).toBe('open');
    clock.advance(24 * 3_600_000 + 1_000);
    await t.s.jobs.runDue();
    expect((await t.call('GET', `/api/mines/${round.id}`, { auth: p.auth })).body.data).toMatchObject({
      status: 'settled',
      outcome: 'cashout',
      payout: 3,
    });
    expect(await balance(p.auth)).toBe(100);
  });

  it('history lists the rounds; after the seed is rotated, verify shows the server seed and the mines recompute from it', async () => {
    const p = await player();
    const round = (await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1, mines: 4 } })).body.data;
    const mines = await minesOfRound(round.id);
    // revealing the game seed now would reveal this open round's mines: refused until the round ends
    const early = await t.call('POST', '/api/user/client_seed/submit', { auth: p.auth, body: { type: 'server', seed_type: 3 } });
    expect([early.status, early.body.code]).toEqual([409, 'game.error.seed_locked']);
    await t.call('POST', `/api/mines/${round.id}/reveal`, { auth: p.auth, body: { tile: mines[0] } });
    const h = await t.call('GET', '/api/user/game-history', { auth: p.auth });
    expect(h.body.data.total).toBe(1);
    expect(h.body.data.list[0]).toMatchObject({
      id: round.id,
      game: 'mines',
      outcome: 'lose',
      serverSeed: null,
      detail: { minesCount: 4, mines },
    });
    const rot = await t.call('POST', '/api/user/client_seed/submit', {
      auth: p.auth,
      body: { client_seed: 'after-mines', type: 'client', seed_type: 3 },
    });
    expect(rot.status, JSON.stringify(rot.body)).toBe(200);
    const v = (await t.call('GET', `/api/game/${round.id}/verify`)).body.data;
    expect(v.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(minesOf(v.serverSeed, v.clientSeed, v.nonce, 4).tiles).toEqual(mines);
    expect((await t.call('GET', '/api/game/999999/verify')).status).toBe(404);
  });

  it('races: ten parallel cash-outs pay once; ten bets with one idempotency key make one round; ten different bets leave one open round; the ledger balances', async () => {
    const p = await player();
    const round = (await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 4, mines: 2 } })).body.data;
    const safe = safeTiles(await minesOfRound(round.id));
    await t.call('POST', `/api/mines/${round.id}/reveal`, { auth: p.auth, body: { tile: safe[0] } });
    const outs = await Promise.all(Array.from({ length: 10 }, () => t.call('POST', `/api/mines/${round.id}/cashout`, { auth: p.auth })));
    expect(outs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(outs.filter((r) => r.body.code === 'game.error.round_over')).toHaveLength(9);
    const paid = minesCashOutCents(400, 2, 1, 10_000, 10_000_000);
    expect(await balance(p.auth)).toBe((9_600 + paid) / 100);

    const q = await player();
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/mines/bet', {
          auth: q.auth,
          body: { amount: 1, mines: 3 },
          headers: { 'idempotency-key': 'mines-bet-key-1' },
        }),
      ),
    );
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
    expect(await balance(q.auth)).toBe(99);

    const r = await player();
    const many = await Promise.all(
      Array.from({ length: 10 }, () => t.call('POST', '/api/mines/bet', { auth: r.auth, body: { amount: 1, mines: 3 } })),
    );
    expect(many.filter((x) => x.status === 200)).toHaveLength(1);
    expect(many.filter((x) => x.body.code === 'mines.error.round_open')).toHaveLength(9);
    expect(await balance(r.auth)).toBe(99);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('the console sets the edge and limits: the next bet uses them, an open round keeps its own; audited', async () => {
    const op = await t.operator(['finance']);
    const p = await player();
    const before = (await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1, mines: 1 } })).body.data;
    const current = (await t.call('GET', '/api/ops/games/mines', { auth: op.authorization })).body.data;
    const set = await t.call('POST', '/api/ops/games/mines', {
      auth: op.authorization,
      body: { ...current, edgePpm: 50_000, minBet: 0.5 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await t.call('GET', '/api/mines/config')).body.data).toMatchObject({ edgePpm: 50_000, rtp: 95, minBet: 0.5 });
    expect(
      (await t.call('POST', '/api/ops/games/mines', { auth: op.authorization, body: { ...current, minBet: 5, maxBet: 1 } })).status,
    ).toBe(400);
    expect((await t.call('POST', '/api/ops/games/mines', { auth: p.auth, body: current })).status).toBe(403);
    // the open round was placed at 1%: its next multiplier is still 25/24 x 0.99
    expect((await t.call('GET', `/api/mines/${before.id}`, { auth: p.auth })).body.data.nextMultiplier).toBeCloseTo(1.03125, 6);
    const safe = safeTiles(await minesOfRound(before.id));
    await t.call('POST', `/api/mines/${before.id}/reveal`, { auth: p.auth, body: { tile: safe[0] } });
    await t.call('POST', `/api/mines/${before.id}/cashout`, { auth: p.auth });
    expect((await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 0.2, mines: 1 } })).body.code).toBe(
      'game.error.bet_min',
    );
    const after = (await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1, mines: 1 } })).body.data;
    expect(after.nextMultiplier).toBeCloseTo((25 / 24) * 0.95, 6);
    const audit = await t.call('GET', '/api/ops/audit?action=games.mines_settings', { auth: (await t.operator(['admin'])).authorization });
    expect(audit.body.data.list.length).toBeGreaterThanOrEqual(1);
    await t.call('POST', '/api/ops/games/mines', { auth: op.authorization, body: current });
  });
});
