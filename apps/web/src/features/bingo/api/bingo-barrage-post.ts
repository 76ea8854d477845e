import { BingoBarrageMessage } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/bingo/barrage: a message of 1-40 characters (signed in; one every few seconds). */
export function postBingoBarrage(text: string): Promise<BingoBarrageMessage> {
  return api('/bingo/barrage', { method: 'POST', body: { text }, schema: BingoBarrageMessage });
}
