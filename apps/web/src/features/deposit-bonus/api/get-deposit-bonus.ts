import { DepositBonusInfo } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/** GET /api/deposit-bonus/info: the event (any state), its tiers and cap, and the player's bonus so far. */
export function getDepositBonus(signal?: AbortSignal): Promise<DepositBonusInfo> {
  return api('/deposit-bonus/info', { schema: DepositBonusInfo, signal });
}

/** Read again every 10 s while the page is open (a top-up credited in another tab shows up). */
export function useDepositBonus() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['deposit-bonus', 'info', loggedIn],
    queryFn: ({ signal }) => getDepositBonus(signal),
    staleTime: 0,
    refetchInterval: 10_000,
  });
}
