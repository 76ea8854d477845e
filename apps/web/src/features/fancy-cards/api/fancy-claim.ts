import { FancyClaimResult } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/fancy/set/{id}/claim: a complete set's prize, once. */
export function claimFancySet(setId: number): Promise<FancyClaimResult> {
  return api(`/fancy/set/${setId}/claim`, { method: 'POST', schema: FancyClaimResult });
}
