import { VerifyOpening } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** POST /api/user/open/{openId}/verify_v2: seeds, nonce, ticket and odds of one opening (serverSeed null until revealed). */
export function fetchVerifyOpening(openId: number): Promise<VerifyOpening> {
  return api(`/user/open/${openId}/verify_v2`, { method: 'POST', schema: VerifyOpening });
}

/** Loads verification data for `openId` when it is not null. */
export function useVerifyOpening(openId: number | null) {
  return useQuery({
    queryKey: [...queryRoots.fairness, 'verify', openId],
    queryFn: () => fetchVerifyOpening(openId as number),
    enabled: openId !== null,
    staleTime: 0,
  });
}
