import { describe, expect, it } from 'vitest';
import { bingoCalls, bingoCardOf, drawClientSeed, sha256Hex } from '@hapa/domain';
import type { BingoHistoryItem } from '@hapa/contracts';
import { bingoLetter, lineCells, verifyBingoCard, verifyBingoGame } from './bingo-verify.ts';

const SEED = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';

function game(over: Partial<BingoHistoryItem> = {}): BingoHistoryItem {
  const draw = drawClientSeed('bingo-7', [3, 17, 42]);
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
    serverSeedHashed: sha256Hex(SEED),
    serverSeed: SEED,
    drawClientSeed: draw,
    cardPrice: 1,
    cardsCount: 3,
    pool: 2.7,
    edgePpm: 100_000,
    lineSharePpm: 300_000,
    called: bingoCalls(SEED, draw).slice(0, 30),
    line: prize,
    full: prize,
    cardIds: [42, 3, 17],
    ...over,
  };
}

describe('bingo browser verifier (small)', () => {
  it('recomputes the draw seed over the sorted card ids and the calls; any change fails', () => {
    expect(verifyBingoGame(game())?.ok).toBe(true);
    expect(verifyBingoGame(game({ cardIds: [3, 17] }))?.drawOk).toBe(false);
    const g = game();
    expect(verifyBingoGame({ ...g, called: [...g.called.slice(0, 29), 99] })?.callsOk).toBe(false);
    expect(verifyBingoGame({ ...g, serverSeedHashed: 'x' })?.hashOk).toBe(false);
    expect(verifyBingoGame(game({ serverSeed: null }))).toBeNull();
  });

  it('a card recomputes from its seeds (fairness.md vector, nonce 3); lines highlight their cells', () => {
    const card = bingoCardOf(SEED, 'lucky-client', 3);
    expect(verifyBingoCard(SEED, 'lucky-client', 3, card)).toBe(true);
    expect(verifyBingoCard(SEED, 'lucky-client', 4, card)).toBe(false);
    const cells = lineCells(card, [card.N[0]!, card.N[1]!, card.N[2]!, card.N[3]!]);
    expect([...cells].sort()).toEqual(['0:2', '1:2', '2:2', '3:2', '4:2']);
    expect(bingoLetter(1)).toBe('B');
    expect(bingoLetter(31)).toBe('N');
    expect(bingoLetter(75)).toBe('O');
  });
});
