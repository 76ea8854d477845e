import { FancyCraftResult } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/fancy/craft: a missing card made from shards at its rarity's craft price. */
export function craftFancyCard(cardId: number): Promise<FancyCraftResult> {
  return api('/fancy/craft', { method: 'POST', body: { cardId }, schema: FancyCraftResult });
}
