import { PirateLeaderboard } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { pirateKeys } from './pirate-keys.ts';

export type PirateBoardBy = 'multiplier' | 'profit';

/** GET /api/pirate/leaderboard: the event's top 20 and, signed in, the player's own line. */
export function getPirateLeaderboard(by: PirateBoardBy, signal?: AbortSignal): Promise<PirateLeaderboard> {
  return api(`/pirate/leaderboard?by=${by}`, { schema: PirateLeaderboard, signal });
}

export function usePirateLeaderboard(by: PirateBoardBy) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: pirateKeys.leaderboard(by, loggedIn),
    queryFn: ({ signal }) => getPirateLeaderboard(by, signal),
    staleTime: 15_000,
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
}
