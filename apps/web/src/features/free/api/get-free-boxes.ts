import { FreeBoxList } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/**
 * The free boxes' query key: under the `free-info` root the free opening invalidates (features/unboxing), so an
 * opening refreshes every card's state.
 */
export const freeBoxesKey = [...queryRoots.user, 'free-info', 'list'] as const;

/** GET /api/free/list: the active free boxes, their rules and where the player stands (docs/free-boxes.md). */
export function getFreeBoxes(signal?: AbortSignal): Promise<FreeBoxList> {
  return api('/free/list', { schema: FreeBoxList, signal });
}

/** The free boxes for the signed-in player (or a visitor). */
export function useFreeBoxes() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: [...freeBoxesKey, loggedIn], queryFn: ({ signal }) => getFreeBoxes(signal) });
}
