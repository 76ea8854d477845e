import { UpgradeRound } from '@hapa/contracts';
import { api } from '../../../../lib/api.ts';

/**
 * POST /api/upgrade/bet: stakes the prizes and coins on the target and rolls at once; `expectedPpm` is the chance
 * the page showed (a changed chance is refused, not rolled); the idempotency key makes a double click one bet.
 */
export function betUpgrade(
  body: { storeItemIds: number[]; amount: string; targetItemId: number; expectedPpm: number },
  idempotencyKey: string,
): Promise<UpgradeRound> {
  return api('/upgrade/bet', { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey }, schema: UpgradeRound });
}
