import { SimulationOpenResponse } from '@hapa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { centsToCoinUnits } from '../../../lib/money.ts';

/**
 * POST /api/simulation/open/{boxId} {credits}: one demo opening with the box's real odds (nothing stored, no
 * ledger). The server refuses a box dearer than the credits.
 * @throws ApiError `demo.error.not_enough_credits`, `item.error.off_sale`, `item.error.not_found`
 */
export function simulateOpen(input: { boxId: number; creditsCents: number }): Promise<SimulationOpenResponse> {
  return api(`/simulation/open/${input.boxId}`, {
    method: 'POST',
    body: { credits: centsToCoinUnits(input.creditsCents) },
    schema: SimulationOpenResponse,
  });
}

export function useSimulateOpen() {
  return useMutation({ mutationFn: simulateOpen, meta: { silent: true } });
}
