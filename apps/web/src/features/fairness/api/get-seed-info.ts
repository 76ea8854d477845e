import { SeedInfo } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/** GET /api/user/seed_info?type=1: active client seed, hashed server seed, next hash, nonce, revealed pairs. */
export function getSeedInfo(type = 1, signal?: AbortSignal): Promise<SeedInfo> {
  return api('/user/seed_info', { query: { type }, schema: SeedInfo, signal });
}

export const seedInfoKey = (type: number) => [...queryRoots.fairness, 'seed-info', type] as const;

export function useSeedInfo(type = 1) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: seedInfoKey(type), queryFn: ({ signal }) => getSeedInfo(type, signal), enabled: loggedIn });
}
