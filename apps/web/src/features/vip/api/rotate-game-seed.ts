import { RotateSeedResponse } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/user/client_seed/submit for the game seed (type 3): asks for a new server seed, revealing the one wheel spins used. */
export function rotateGameSeed(): Promise<RotateSeedResponse> {
  return api('/user/client_seed/submit', { method: 'POST', body: { type: 'server', seed_type: 3 }, schema: RotateSeedResponse });
}
