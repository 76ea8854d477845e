import { OpenHistoryEntry, paged } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

const OpenHistoryPage = paged(OpenHistoryEntry);
export type OpenHistoryPage = ReturnType<typeof OpenHistoryPage.parse>;

/** GET /api/open_history/v2?page=: the player's own openings, newest first. */
export function getOpenHistory(page: number, signal?: AbortSignal): Promise<OpenHistoryPage> {
  return api('/open_history/v2', { query: { page }, schema: OpenHistoryPage, signal });
}

export function useOpenHistory(page: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...queryRoots.fairness, 'history', page],
    queryFn: ({ signal }) => getOpenHistory(page, signal),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
}
