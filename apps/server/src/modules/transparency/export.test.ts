import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { minesOf } from '@hapa/domain';
import { HistoryExport } from '@hapa/contracts';
import { formatReport, verifyExport, type HistoryExportJson } from '@hapa/verifier';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { createBattle, heldClock, PENNY_PINCHER } from '../battles/battle-fixtures.ts';
import { bingoGames, gameRounds, seedPairs } from '../../db/schema/index.ts';

const REPO = path.resolve(import.meta.dirname, '../../../../..');

/**
 * The history export and the offline verifier (docs/transparency.md#the-offline-verifier): a seeded player with
 * openings, a battle seat, a Mad Miner round, a flip, a doubled prize, a Fancy Cards pack, a treasure play, a bingo
 * card and a daily lottery ticket downloads their export; `packages/verifier`
 * recomputes every outcome with the published rules, checks every commitment's and reveal's inclusion in the log and
 * the liabilities proof, and prints "N verified, 0 failed"; the CLI does the same from the file; a changed outcome, a
 * changed audit path or a rewritten log is caught.
 */
describe.each(DRIVERS)('history export and offline verifier on %s (medium)', (driver) => {
  let t: TestApp;
  let exp: HistoryExportJson;
  let file: string;
  const clock = heldClock(Date.parse('2026-11-28T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.vip.putSetting('battle_min_vip', 0);
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const drain = async () => {
    for (let i = 0; i < 50; i++) if ((await t.s.jobs.runDue()) === 0) return;
  };
  const fetchJson = async (url: string) => (await t.call('GET', url)).body;

  it('a seeded player exports their history and the verifier checks every outcome offline: N verified, 0 failed', async () => {
    const p = await t.register();
    await t.fund(p.uid, 50_000);
    // openings
    for (let i = 0; i < 3; i++) expect((await t.call('POST', `/api/item/${PENNY_PINCHER}/open`, { auth: p.auth })).status).toBe(200);
    // a battle against a bot, played to its end
    const { uuid } = await createBattle(t, p.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 2 }], type: 'singled', mode: 'normal' });
    expect((await t.call('POST', `/api/battle/v2/${uuid}/play_bot`, { auth: p.auth })).status).toBe(200);
    // a Mad Miner round: one safe tile, then cash out
    const round = (await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1, mines: 3 } })).body.data;
    const [row] = await db()
      .select({ r: gameRounds, pair: seedPairs })
      .from(gameRounds)
      .innerJoin(seedPairs, eq(seedPairs.id, gameRounds.seedPairId))
      .where(eq(gameRounds.id, round.id));
    const mines = minesOf(row!.pair.serverSeed, row!.pair.clientSeed!, row!.r.nonce, 3).tiles;
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !mines.includes(i))!;
    expect((await t.call('POST', `/api/mines/${round.id}/reveal`, { auth: p.auth, body: { tile: safe } })).status).toBe(200);
    expect((await t.call('POST', `/api/mines/${round.id}/cashout`, { auth: p.auth })).status).toBe(200);
    // the games whose rounds count in the realised RTP too: a flip, a doubled prize, a Fancy Cards pack, a treasure play
    const dealt = await t.call('POST', '/api/flip/deal', { auth: p.auth });
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
    expect((await t.call('POST', `/api/flip/${dealt.body.data.id}/pick`, { auth: p.auth, body: { position: 2 } })).status).toBe(200);
    const prize = (await t.call('POST', `/api/item/${PENNY_PINCHER}/open`, { auth: p.auth })).body.data.results[0];
    const guess = await t.call('POST', '/api/open_double_guess', { auth: p.auth, body: { storeItemId: prize.storeItemId } });
    expect(guess.status, JSON.stringify(guess.body)).toBe(200);
    const doubled = await t.call('POST', '/api/item/double_guess/choose', {
      auth: p.auth,
      body: { id: guess.body.data.id, choice: 'double' },
    });
    expect(doubled.status).toBe(200);
    expect((await t.call('POST', '/api/fancy/pack/open', { auth: p.auth, body: { packId: 1, payWith: 'coins' } })).status).toBe(200);
    const treasure = (await t.call('GET', '/api/treasureHunter/home')).body.data.treasures.find((x: any) => !x.locked);
    const play = await t.call('POST', '/api/treasureHunter/fast/open', { auth: p.auth, body: { treasureId: treasure.id, mapNumber: 2 } });
    expect(play.status, JSON.stringify(play.body)).toBe(200);
    // a bingo card, its game played to the end
    let bingo = (await t.call('GET', '/api/bingo/home')).body.data.game;
    if (bingo.state === 'scheduled') {
      clock.set(Math.max(clock.ms, Date.parse(bingo.opensAt)));
      await drain();
      bingo = (await t.call('GET', '/api/bingo/home')).body.data.game;
    }
    expect((await t.call('POST', '/api/bingo/play', { auth: p.auth, body: { gameId: bingo.id, count: 1 } })).status).toBe(200);
    const bingoRow = async () => (await db().select().from(bingoGames).where(eq(bingoGames.id, bingo.id)))[0]!;
    clock.set((await bingoRow()).closesAt!.getTime());
    await drain();
    for (let i = 0; i < 80 && (await bingoRow()).state === 'calling'; i++) {
      const g = await bingoRow();
      clock.set(g.callsStartedAt!.getTime() + g.calledCount * g.callIntervalMs);
      await drain();
    }
    expect((await bingoRow()).state).toBe('ended');
    // a lottery ticket, drawn
    const open = (await t.call('GET', '/api/lottery/home')).body.data.open;
    expect((await t.call('POST', '/api/lottery/buy', { auth: p.auth, body: { count: 1 } })).status).toBe(200);
    clock.set(Date.parse(open.drawAt) + 1_000);
    await drain();
    // reveal the box and game seeds (rotation), so every outcome can be recomputed
    for (const seedType of [1, 3])
      expect(
        (await t.call('POST', '/api/user/client_seed/submit', { auth: p.auth, body: { seed_type: seedType, type: 'server' } })).status,
      ).toBe(200);
    await drain();
    await t.s.transparency.liabilities.snapshot('console');

    const res = await t.call('GET', '/api/user/history/export', { auth: p.auth });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.res.headers['cache-control']).toBe('private, no-store');
    exp = HistoryExport.parse(res.body.data) as unknown as HistoryExportJson;
    expect(exp.openings).toHaveLength(4);
    expect(exp.battles).toHaveLength(1);
    expect(exp.gameRounds.map((r) => r.game).sort()).toEqual(['bingo', 'double_guess', 'fancy', 'flip', 'mines', 'treasure']);
    expect(exp.draws).toHaveLength(1);
    expect(JSON.stringify(exp)).not.toContain(p.email);

    const report = await verifyExport(exp);
    expect(report.checks.filter((c) => c.status === 'failed')).toEqual([]);
    expect(report.pending).toBe(0);
    const kinds = new Set(report.checks.filter((c) => c.status === 'verified').map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['battle', 'draw', 'game', 'liabilities', 'log', 'opening', 'seed']);
    // each game's round is recomputed by its own rule (GAME_CHECKS), none left pending or unchecked
    const games = report.checks.filter((c) => c.kind === 'game');
    expect(games.every((c) => c.status === 'verified')).toBe(true);
    expect(games.map((c) => c.ref.split(' ')[0]).sort()).toEqual(['bingo', 'double_guess', 'fancy', 'flip', 'mines', 'treasure']);
    // every seed pair of the player (3 types: active, next and the rotated ones) is proven in the log
    expect(report.checks.filter((c) => c.kind === 'seed').length).toBe(exp.seedPairs.length);
    expect(exp.seedPairs.filter((p) => p.status === 'revealed').length).toBeGreaterThanOrEqual(2);
    expect(formatReport(report)).toMatch(new RegExp(`^${report.verified} verified, 0 failed$`, 'm'));

    // with the log at hand: every head the export used is a prefix of the newest
    await t.register();
    await drain();
    await t.s.transparency.log.issueHead();
    const online = await verifyExport(exp, { url: '', fetchJson });
    expect(online.failed).toBe(0);
    expect(online.checks.some((c) => c.kind === 'log-consistency' && c.status === 'verified')).toBe(true);

    // the command-line verifier on the downloaded file (the API's envelope, as the browser saves it)
    file = path.join(mkdtempSync(path.join(tmpdir(), 'hapa-export-')), 'export.json');
    writeFileSync(file, JSON.stringify(res.body));
    const cli = spawnSync(process.execPath, [path.join(REPO, 'packages/verifier/bin/hapabox-verify.mjs'), file], {
      encoding: 'utf8',
      cwd: REPO,
    });
    expect(cli.status, cli.stdout + cli.stderr).toBe(0);
    expect(cli.stdout).toMatch(new RegExp(`${report.verified} verified, 0 failed`));
  });

  it('catches a changed outcome, a changed audit path and a liabilities leaf that lies', async () => {
    const opening = structuredClone(exp);
    opening.openings[0]!.itemId += 1;
    expect((await verifyExport(opening)).checks.find((c) => c.kind === 'opening' && c.status === 'failed')?.reason).toMatch(
      /another item|ticket/,
    );

    const battle = structuredClone(exp);
    battle.battles[0]!.rounds[0]!.draws[0]!.ticket += 1;
    expect((await verifyExport(battle)).failed).toBeGreaterThan(0);

    // a changed outcome of each game fails that game's check
    const tamper: Record<string, (d: Record<string, unknown>) => void> = {
      mines: (d) => (d.mines as number[]).reverse(),
      flip: (d) => (d.wonItemId = Number(d.wonItemId) + 1),
      double_guess: (d) => (d.win = !d.win),
      fancy: (d) => (d.cardIds = [...(d.cardIds as number[])].reverse().map((id, i) => (i === 0 ? id + 1 : id))),
      treasure: (d) => (d.found = (d.found as boolean[]).map((f) => !f)),
      bingo: (d) => ((d.card as Record<string, number[]>).B = [...(d.card as Record<string, number[]>).B!].reverse()),
    };
    for (const [name, change] of Object.entries(tamper)) {
      const game = structuredClone(exp);
      const r = game.gameRounds.find((x) => x.game === name)!;
      change(r.detail);
      const check = (await verifyExport(game)).checks.find((c) => c.kind === 'game' && c.ref === `${name} round ${r.id}`);
      expect(check?.status, name).toBe('failed');
    }

    const draw = structuredClone(exp);
    draw.draws[0]!.entryIds.push(999_999);
    expect((await verifyExport(draw)).checks.find((c) => c.kind === 'draw')?.status).toBe('failed');

    const path1 = structuredClone(exp);
    const inc = path1.inclusions.find((i) => i.path.length > 0)!;
    inc.path[0] = inc.path[0]!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const r = await verifyExport(path1);
    expect(r.checks.find((c) => c.kind === 'log' && c.status === 'failed')?.reason).toMatch(/audit path/);
    // the seed whose commitment is no longer proven fails too
    expect(r.failed).toBeGreaterThan(1);

    const lie = structuredClone(exp);
    lie.liabilities.proof!.leaf.coinsCents += 100;
    expect((await verifyExport(lie)).checks.find((c) => c.kind === 'liabilities')?.status).toBe('failed');

    const stranger = structuredClone(exp);
    stranger.player = 'f'.repeat(32);
    expect((await verifyExport(stranger)).failed).toBeGreaterThan(0);

    // the CLI fails (exit 1) on a bad file and says why
    const bad = path.join(path.dirname(file), 'bad.json');
    writeFileSync(bad, JSON.stringify(opening));
    const cli = spawnSync(process.execPath, [path.join(REPO, 'packages/verifier/bin/hapabox-verify.mjs'), bad], {
      encoding: 'utf8',
      cwd: REPO,
    });
    expect(cli.status).toBe(1);
    expect(cli.stdout).toMatch(/FAILED {2}opening/);
  });
});
