import { LiabilitiesProof } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/** GET /api/user/transparency/liabilities: my leaf in the newest snapshot and its path to the root. */
export function getMyLiabilities(signal?: AbortSignal): Promise<LiabilitiesProof> {
  return api('/user/transparency/liabilities', { schema: LiabilitiesProof, signal });
}

export function useMyLiabilities() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: [...queryRoots.user, 'liabilities'], queryFn: ({ signal }) => getMyLiabilities(signal), enabled: loggedIn });
}
