import { BingoPlayResult } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/bingo/play: one card of game `gameId`; the idempotency key makes a double click buy once. */
export function playBingo(gameId: number, idempotencyKey: string): Promise<BingoPlayResult> {
  return api('/bingo/play', {
    method: 'POST',
    body: { gameId, count: 1 },
    headers: { 'idempotency-key': idempotencyKey },
    schema: BingoPlayResult,
  });
}
