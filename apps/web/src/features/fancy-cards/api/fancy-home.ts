import { FancyHome } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { fancyKeys } from './fancy-keys.ts';

/** GET /api/fancy/home: the sets with their packs and prizes; for a player also their cards, shards and free packs. */
export function getFancyHome(signal?: AbortSignal): Promise<FancyHome> {
  return api('/fancy/home', { schema: FancyHome, signal });
}

export function useFancyHome() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: fancyKeys.home(loggedIn), queryFn: ({ signal }) => getFancyHome(signal), staleTime: 30_000 });
}
