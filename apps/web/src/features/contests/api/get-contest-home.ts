import { ContestHome } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { contestKeys } from './keys.ts';

/** GET /api/contest/home: the period, levels with my progress, my points and rank, prizes. */
export function getContestHome(signal?: AbortSignal): Promise<ContestHome> {
  return api('/contest/home', { schema: ContestHome, signal });
}

export function useContestHomeQuery() {
  const uid = useSession()?.uid ?? null;
  return useQuery({ queryKey: contestKeys.home(uid), queryFn: ({ signal }) => getContestHome(signal) });
}
