import { BingoPlayResult } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/bingo/multiple: `count` cards of game `gameId` in one purchase (up to the operator's maximum). */
export function playBingoMultiple(gameId: number, count: number, idempotencyKey: string): Promise<BingoPlayResult> {
  return api('/bingo/multiple', {
    method: 'POST',
    body: { gameId, count },
    headers: { 'idempotency-key': idempotencyKey },
    schema: BingoPlayResult,
  });
}
