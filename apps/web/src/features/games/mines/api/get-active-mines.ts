import { MinesRound } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { gameKeys } from '../../api/keys.ts';

/** GET /api/mines/active: the player's open round (resumed after a reload or a restart), or null. */
export function getActiveMines(signal?: AbortSignal): Promise<MinesRound | null> {
  return api('/mines/active', { schema: MinesRound.nullable(), signal });
}

export function useActiveMines() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: gameKeys.minesActive,
    queryFn: ({ signal }) => getActiveMines(signal),
    enabled: loggedIn,
    staleTime: Infinity,
  });
}
