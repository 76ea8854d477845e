import { BingoHome } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { bingoKeys } from './bingo-keys.ts';

/** GET /api/bingo/home: the live game (state, times, seed hash, pool, every number called so far), my cards count, limits. */
export function getBingoHome(signal?: AbortSignal): Promise<BingoHome> {
  return api('/bingo/home', { schema: BingoHome, signal });
}

/** The live game; refetched every 10 s as a safety net under the realtime updates (a reconnect catches up here). */
export function useBingoHome() {
  const signedIn = useIsLoggedIn();
  return useQuery({
    queryKey: bingoKeys.home(signedIn),
    queryFn: ({ signal }) => getBingoHome(signal),
    refetchInterval: 10_000,
    retry: false,
    meta: { silent: true },
  });
}
