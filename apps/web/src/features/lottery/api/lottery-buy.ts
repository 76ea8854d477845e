import { LotteryBuyResult } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/lottery/buy: `count` tickets in draw `drawId`; the idempotency key makes a double click buy once. */
export function buyLotteryTickets(drawId: number, count: number, idempotencyKey: string): Promise<LotteryBuyResult> {
  return api('/lottery/buy', {
    method: 'POST',
    body: { drawId, count },
    headers: { 'idempotency-key': idempotencyKey },
    schema: LotteryBuyResult,
  });
}
