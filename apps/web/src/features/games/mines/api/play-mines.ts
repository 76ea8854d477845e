import { MinesRound } from '@hapa/contracts';
import { api } from '../../../../lib/api.ts';

/** POST /api/mines/bet: a new round; the idempotency key makes a double click place one bet. */
export function betMines(amount: string, mines: number, idempotencyKey: string): Promise<MinesRound> {
  return api('/mines/bet', { method: 'POST', body: { amount, mines }, headers: { 'idempotency-key': idempotencyKey }, schema: MinesRound });
}

/** POST /api/mines/{id}/reveal */
export function revealMinesTile(id: number, tile: number): Promise<MinesRound> {
  return api(`/mines/${id}/reveal`, { method: 'POST', body: { tile }, schema: MinesRound });
}

/** POST /api/mines/{id}/cashout */
export function cashOutMines(id: number): Promise<MinesRound> {
  return api(`/mines/${id}/cashout`, { method: 'POST', schema: MinesRound });
}
