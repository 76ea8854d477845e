import { TreasureHome } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { treasureKeys } from './treasure-keys.ts';

/** GET /api/treasureHunter/home: active treasures (with the player's level locks), hot list, the open play, config. */
export function getTreasureHome(signal?: AbortSignal): Promise<TreasureHome> {
  return api('/treasureHunter/home', { schema: TreasureHome, signal });
}

export function useTreasureHome() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: treasureKeys.home(loggedIn), queryFn: ({ signal }) => getTreasureHome(signal), staleTime: 30_000 });
}
