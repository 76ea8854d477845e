import type { BingoHistoryItem } from '@hapa/contracts';
import { bingoCalls, drawClientSeed } from '@hapa/domain';
import { describe, expect, it } from 'vitest';
import { lookupEntry, parseDrawId, sha256HexWebCrypto, verifyBingoGameSteps, verifyLotteryDrawSteps } from './draws.ts';

// fairness.md "Public test vectors"
const SEED = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';
const HASH = '3b69489b3b8a7514e0d0eed5e4ba5f842c43371139757df6b5c870f3383ce7a9';
const CLIENT = '8d0446a1bd9094648929976fb4b291bdde7ab291d68b216dccfe96ec08f57c7c';
const draw = {
  drawKey: 'lottery-2026-11-22',
  serverSeed: SEED,
  serverSeedHashed: HASH,
  clientSeed: CLIENT,
  prizeTablePpm: [600_000, 400_000],
  winners: [
    { rank: 2, ticketId: 17, name: 'b***b', prize: 4 },
    { rank: 1, ticketId: 3, name: 'a***a', prize: 6 },
  ],
};

function game(over: Partial<BingoHistoryItem> = {}): BingoHistoryItem {
  const prize = { amount: 0, atCall: null, winners: [] };
  return {
    id: 7,
    state: 'ended',
    opensAt: '',
    closesAt: null,
    callsStartedAt: null,
    nextCallAt: null,
    endedAt: null,
    callIntervalMs: 3000,
    serverSeedHashed: HASH,
    serverSeed: SEED,
    drawClientSeed: drawClientSeed('bingo-7', [3, 17, 42]),
    cardPrice: 1,
    cardsCount: 3,
    pool: 2.7,
    edgePpm: 100_000,
    lineSharePpm: 300_000,
    called: bingoCalls(SEED, drawClientSeed('bingo-7', [3, 17, 42])).slice(0, 12),
    line: prize,
    full: prize,
    cardIds: [42, 3, 17],
    ...over,
  };
}

describe('draw checks on /provably-fair (small)', () => {
  it('Web Crypto hashes the vector server seed to its published hash', async () => {
    expect(await sha256HexWebCrypto(SEED)).toBe(HASH);
  });

  it('a lottery draw: the vector recomputes step by step (hash, client seed over 3, 17, 42, winners 3 then 17)', () => {
    const v = verifyLotteryDrawSteps(draw, [42, 3, 17], HASH)!;
    expect(v.ok).toBe(true);
    expect(v.steps).toEqual([
      { key: 'hash', ok: true, published: HASH, computed: HASH },
      { key: 'clientSeed', ok: true, published: CLIENT, computed: CLIENT },
      { key: 'winners', ok: true, published: '#3, #17', computed: '#3, #17' },
    ]);
    expect(v.winners).toEqual([3, 17]);
    // without Web Crypto the domain hash is shown
    expect(verifyLotteryDrawSteps(draw, [3, 17, 42], null)!.steps[0]).toEqual({ key: 'hash', ok: true, published: HASH, computed: HASH });
  });

  it('a lottery draw: each tampered input fails its own step; a Web Crypto digest that disagrees fails the hash', () => {
    const fails = (v: ReturnType<typeof verifyLotteryDrawSteps>) => v!.steps.filter((s) => !s.ok).map((s) => s.key);
    expect(fails(verifyLotteryDrawSteps(draw, [3, 17, 42, 43], HASH))).toEqual(['clientSeed', 'winners']);
    expect(
      fails(
        verifyLotteryDrawSteps(
          {
            ...draw,
            winners: [
              { rank: 1, ticketId: 42, name: 'x', prize: 6 },
              { rank: 2, ticketId: 17, name: 'y', prize: 4 },
            ],
          },
          [3, 17, 42],
          HASH,
        ),
      ),
    ).toEqual(['winners']);
    expect(fails(verifyLotteryDrawSteps({ ...draw, serverSeedHashed: '0'.repeat(64) }, [3, 17, 42], HASH))).toEqual(['hash']);
    expect(fails(verifyLotteryDrawSteps(draw, [3, 17, 42], 'f'.repeat(64)))).toEqual(['hash']);
    expect(verifyLotteryDrawSteps(draw, [3, 17, 42], 'f'.repeat(64))!.ok).toBe(false);
  });

  it('a lottery draw has nothing to check before the reveal or without entries', () => {
    expect(verifyLotteryDrawSteps({ ...draw, serverSeed: null }, [3, 17, 42], null)).toBeNull();
    expect(verifyLotteryDrawSteps(draw, [], null)).toBeNull();
  });

  it('a bingo game: hash, client seed over the card ids and the calls; a changed call or card list fails its step', () => {
    const v = verifyBingoGameSteps(game(), HASH)!;
    expect(v.ok).toBe(true);
    expect(v.steps.map((s) => [s.key, s.ok])).toEqual([
      ['hash', true],
      ['clientSeed', true],
      ['calls', true],
    ]);
    expect(v.clientSeed).toBe(drawClientSeed('bingo-7', [3, 17, 42]));
    expect(v.calls).toEqual(game().called);
    expect(v.steps[2]!.published).toBe(game().called.join(', '));
    const g = game();
    expect(verifyBingoGameSteps({ ...g, called: [...g.called.slice(0, 11), 99] }, HASH)!.steps.map((s) => s.ok)).toEqual([
      true,
      true,
      false,
    ]);
    expect(verifyBingoGameSteps(game({ cardIds: [3, 17] }), HASH)!.steps.map((s) => s.ok)).toEqual([true, false, false]);
    expect(verifyBingoGameSteps(game({ serverSeed: null }), null)).toBeNull();
    expect(verifyBingoGameSteps(game({ cardIds: [] }), null)).toBeNull();
  });

  it('an entry: its place among the entries ascending and the prizes it won; not in the draw: null', () => {
    const winners = [
      { id: 3, prize: 1 },
      { id: 17, prize: 2 },
    ];
    expect(lookupEntry([42, 3, 17], winners, 17)).toEqual({ position: 2, total: 3, prizes: [2] });
    expect(lookupEntry([42, 3, 17], winners, 42)).toEqual({ position: 3, total: 3, prizes: [] });
    expect(lookupEntry([42, 3, 17], winners, 5)).toBeNull();
    expect(
      lookupEntry(
        [5, 9],
        [
          { id: 9, prize: 'line' },
          { id: 9, prize: 'full' },
        ],
        9,
      ),
    ).toEqual({ position: 2, total: 2, prizes: ['line', 'full'] });
  });

  it('ids typed by a person', () => {
    expect(parseDrawId('12')).toBe(12);
    expect(parseDrawId('  #12 ')).toBe(12);
    for (const bad of ['', '0', '-3', '1.5', 'abc', '#', '1234567890123456', '12 13']) expect(parseDrawId(bad)).toBeNull();
  });
});
