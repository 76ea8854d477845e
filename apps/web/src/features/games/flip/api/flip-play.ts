import { FlipRound } from '@hapa/contracts';
import { api } from '../../../../lib/api.ts';

/** POST /api/flip/deal: spends a chance and deals a board; the idempotency key makes a double click deal once. */
export function dealFlip(idempotencyKey: string): Promise<FlipRound> {
  return api('/flip/deal', { method: 'POST', headers: { 'idempotency-key': idempotencyKey }, schema: FlipRound });
}

/** POST /api/flip/{id}/pick: turns the card at `position` (0-8); the answer carries the whole deal. */
export function pickFlip(id: number, position: number): Promise<FlipRound> {
  return api(`/flip/${id}/pick`, { method: 'POST', body: { position }, schema: FlipRound });
}
