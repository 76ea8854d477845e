import { FlipHome } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { flipKeys } from './flip-keys.ts';

/** GET /api/flip/home: the published prizes and config; for a player also their chances and open board. */
export function getFlipHome(signal?: AbortSignal): Promise<FlipHome> {
  return api('/flip/home', { schema: FlipHome, signal });
}

export function useFlipHome() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: flipKeys.home(loggedIn), queryFn: ({ signal }) => getFlipHome(signal), staleTime: 30_000 });
}
