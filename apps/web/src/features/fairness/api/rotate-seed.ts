import { RotateSeedResponse } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { seedInfoKey } from './get-seed-info.ts';

export interface RotateSeedInput {
  /** 'client': set a new client seed; 'server': ask for a new server seed (same client seed) */
  type: 'client' | 'server';
  clientSeed?: string;
  /** 1 boxes (default), 2 battles, 3 games */
  seedType?: number;
}

/**
 * POST /api/user/client_seed/submit {client_seed, type, seed_type}: rotates a seed pair, revealing the
 * previous server seed (returned) and activating the committed next one with nonce 0.
 * @throws ApiError `fairness.error.client_seed`, `game.error.seed_locked` (a game round of that seed is still open)
 */
export function rotateSeed({ type, clientSeed, seedType = 1 }: RotateSeedInput): Promise<RotateSeedResponse> {
  return api('/user/client_seed/submit', {
    method: 'POST',
    body: { client_seed: clientSeed, type, seed_type: seedType },
    schema: RotateSeedResponse,
  });
}

/** Rotates; puts the new seed info in the cache and refreshes history (openings become verifiable). */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeed,
    meta: { silent: true },
    onSuccess: (res) => {
      queryClient.setQueryData(seedInfoKey(res.seedInfo.type), res.seedInfo);
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.fairness, 'history'] });
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.fairness, 'verify'] });
      // game rounds of a revealed type 3 seed become verifiable on /user/game-history
      if (res.seedInfo.type === 3) void queryClient.invalidateQueries({ queryKey: [...queryRoots.user, 'games'] });
    },
  });
}
