import { RotateSeedResponse } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/user/client_seed/submit for seed type 3 with a new server seed: reveals the one past rounds used. */
export function revealGameSeed(): Promise<RotateSeedResponse> {
  return api('/user/client_seed/submit', { method: 'POST', body: { type: 'server', seed_type: 3 }, schema: RotateSeedResponse });
}
