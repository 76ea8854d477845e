import { PirateRound } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { pirateKeys } from './pirate-keys.ts';

/** GET /api/pirate/active: the player's open climb (resumed after a reload or a restart), or null. */
export function getActivePirate(signal?: AbortSignal): Promise<PirateRound | null> {
  return api('/pirate/active', { schema: PirateRound.nullable(), signal });
}

export function useActivePirate() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: pirateKeys.active,
    queryFn: ({ signal }) => getActivePirate(signal),
    enabled: loggedIn,
    staleTime: Infinity,
  });
}
