import { FancyPackRound } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/fancy/pack/open: one pack paid with coins or a free pack; the idempotency key makes a double click open once. */
export function openFancyPack(packId: number, payWith: 'coins' | 'credit', idempotencyKey: string): Promise<FancyPackRound> {
  return api('/fancy/pack/open', {
    method: 'POST',
    body: { packId, payWith },
    headers: { 'idempotency-key': idempotencyKey },
    schema: FancyPackRound,
  });
}
