import { BingoExchangeResult } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/bingo/exchange: spends points on offer `id`; the item lands in my prizes. */
export function exchangeBingoPoints(id: number, idempotencyKey: string): Promise<BingoExchangeResult> {
  return api('/bingo/exchange', {
    method: 'POST',
    body: { id },
    headers: { 'idempotency-key': idempotencyKey },
    schema: BingoExchangeResult,
  });
}
