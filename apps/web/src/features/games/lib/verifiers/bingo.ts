import { bingoCardOf } from '@hapa/domain';
import type { GameRoundView } from './types.ts';

type Card = { B: number[]; I: number[]; N: number[]; G: number[]; O: number[] };

const same = (a: Card, b: Card) =>
  (['B', 'I', 'N', 'G', 'O'] as const).every((k) => a[k].length === b[k].length && a[k].every((n, i) => n === b[k][i]));
const text = (c: Card) => (['B', 'I', 'N', 'G', 'O'] as const).map((k) => `${k} ${c[k].join(' ')}`).join(' | ');

/**
 * Bingo King card rounds: the card recomputed from the player's revealed seed (fairness.md "Draws shared by many
 * players": 24 floats of the round's nonce, B 1-15 ... O 61-75 by the shuffle rule) equals the card the server
 * dealt. The draw itself (calls and winners) verifies on the bingo page's history, from the game's own seed.
 */
export const bingoView: GameRoundView = {
  verify(r, t) {
    if (!r.serverSeed || r.status !== 'settled' || !r.detail.card) return null;
    const card = bingoCardOf(r.serverSeed, r.clientSeed, r.nonce);
    return { ok: same(card, r.detail.card as Card), summary: text(card) };
  },
  detail(r, t) {
    const line = t('bingo.historyDetail', { game: Number(r.detail.gameId) });
    return r.detail.card ? `${line} · ${text(r.detail.card as Card)}` : line;
  },
};
