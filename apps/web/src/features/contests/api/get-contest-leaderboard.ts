import { ContestLeaderboard } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { contestKeys } from './keys.ts';

/** GET /api/contest/leaderboard: the current period's ranking (masked nicknames) and my rank. */
export function getContestLeaderboard(signal?: AbortSignal): Promise<ContestLeaderboard> {
  return api('/contest/leaderboard?limit=20', { schema: ContestLeaderboard, signal });
}

export function useContestLeaderboardQuery() {
  const uid = useSession()?.uid ?? null;
  return useQuery({ queryKey: contestKeys.leaderboard(uid), queryFn: ({ signal }) => getContestLeaderboard(signal) });
}
