import { UpgradeHistory } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { upgradeKeys } from './upgrade-keys.ts';

export const UPGRADE_HISTORY_PAGE_SIZE = 5;

/** GET /api/upgrade/history: the player's upgrades, newest first. */
export function getUpgradeHistory(page: number, signal?: AbortSignal): Promise<UpgradeHistory> {
  return api('/upgrade/history', { query: { page, pageSize: UPGRADE_HISTORY_PAGE_SIZE }, schema: UpgradeHistory, signal });
}

export function useUpgradeHistory(page: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: upgradeKeys.history(page),
    queryFn: ({ signal }) => getUpgradeHistory(page, signal),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
}
