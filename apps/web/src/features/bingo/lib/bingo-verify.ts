import type { BingoCardNumbers, BingoHistoryItem } from '@hapa/contracts';
import { bingoCalls, bingoCardOf, bingoProgress, drawClientSeed, sha256Hex } from '@hapa/domain';

/** The draw id of bingo game `id` (the prefix of its drawClientSeed). */
export const bingoDrawId = (id: number) => `bingo-${id}`;

/**
 * Recomputes an ended game in the browser with the same @hapa/domain functions the server draws with
 * (fairness.md "Draws shared by many players"): the server seed matches its hash, drawClientSeed over the card
 * ids ascending, the calls are the start of bingoCalls(serverSeed, drawClientSeed), and the prizes were won at
 * the calls the server says (by the winning cards' own numbers when given).
 * @returns null while the server seed is not revealed
 */
export function verifyBingoGame(
  g: BingoHistoryItem,
): { ok: boolean; hashOk: boolean; drawOk: boolean; callsOk: boolean; drawClientSeed: string; calls: number[] } | null {
  if (!g.serverSeed || !g.drawClientSeed || g.cardIds.length === 0) return null;
  const hashOk = g.serverSeedHashed === sha256Hex(g.serverSeed);
  const draw = drawClientSeed(bingoDrawId(g.id), g.cardIds);
  const calls = bingoCalls(g.serverSeed, draw);
  const drawOk = draw === g.drawClientSeed;
  const callsOk = g.called.length > 0 && g.called.every((n, i) => calls[i] === n);
  return { ok: hashOk && drawOk && callsOk, hashOk, drawOk, callsOk, drawClientSeed: draw, calls };
}

/** A card from its buyer's seeds (the type 3 stream, 24 floats of one nonce) equals the card the server dealt. */
export function verifyBingoCard(serverSeed: string, clientSeed: string, nonce: number, shown: BingoCardNumbers): boolean {
  const card = bingoCardOf(serverSeed, clientSeed, nonce);
  return (['B', 'I', 'N', 'G', 'O'] as const).every(
    (k) => card[k].length === shown[k].length && card[k].every((n, i) => n === shown[k][i]),
  );
}

/** Cells of the lines a card completes (for highlighting), as "row:col" keys. */
export function lineCells(card: BingoCardNumbers, called: readonly number[]): Set<string> {
  const { lines } = bingoProgress(card, called);
  const out = new Set<string>();
  for (const id of lines) {
    const k = Number(id.slice(1));
    for (let i = 0; i < 5; i++) {
      if (id[0] === 'r') out.add(`${k}:${i}`);
      else if (id[0] === 'c') out.add(`${i}:${k}`);
      else if (id === 'd0') out.add(`${i}:${i}`);
      else out.add(`${i}:${4 - i}`);
    }
  }
  return out;
}

/** The column letter of a bingo number (1-15 B ... 61-75 O). */
export function bingoLetter(n: number): 'B' | 'I' | 'N' | 'G' | 'O' {
  return (['B', 'I', 'N', 'G', 'O'] as const)[Math.min(4, Math.floor((n - 1) / 15))]!;
}
