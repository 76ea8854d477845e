import { PirateRound } from '@hapa/contracts';
import { api } from '../../../../lib/api.ts';

/** POST /api/pirate/bet: a new climb; the idempotency key makes a double click place one bet. */
export function betPirate(amount: string, idempotencyKey: string): Promise<PirateRound> {
  return api('/pirate/bet', { method: 'POST', body: { amount }, headers: { 'idempotency-key': idempotencyKey }, schema: PirateRound });
}

/** POST /api/pirate/{id}/pick: a chest 0-2 of the current level. */
export function pickPirateChest(id: number, chest: number): Promise<PirateRound> {
  return api(`/pirate/${id}/pick`, { method: 'POST', body: { chest }, schema: PirateRound });
}

/** POST /api/pirate/{id}/cashout */
export function cashOutPirate(id: number): Promise<PirateRound> {
  return api(`/pirate/${id}/cashout`, { method: 'POST', schema: PirateRound });
}
