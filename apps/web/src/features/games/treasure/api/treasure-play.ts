import { TreasurePlay } from '@hapa/contracts';
import { api } from '../../../../lib/api.ts';

/**
 * POST /api/treasureHunter/fast/open (fast mode, spec playType 2) or /pay (normal mode, playType 1): buys
 * `mapNumber` maps of treasure `treasureId`; the idempotency key makes a double click one play.
 */
export function payTreasure(mode: 'fast' | 'normal', treasureId: number, mapNumber: number, idempotencyKey: string): Promise<TreasurePlay> {
  return api(mode === 'fast' ? '/treasureHunter/fast/open' : '/treasureHunter/pay', {
    method: 'POST',
    body: { treasureId, mapNumber },
    headers: { 'idempotency-key': idempotencyKey },
    schema: TreasurePlay,
  });
}

/** POST /api/treasureHunter/open: opens map `map` (0-based) of the open play `id`. */
export function openTreasureMap(id: number, map: number): Promise<TreasurePlay> {
  return api('/treasureHunter/open', { method: 'POST', body: { id, map }, schema: TreasurePlay });
}
