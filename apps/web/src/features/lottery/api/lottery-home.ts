import { LotteryHome } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { lotteryKeys } from './lottery-keys.ts';

/** GET /api/lottery/home: the open draw (seed hash, price, pool, prize table, my tickets), the last result, the server time. */
export function getLotteryHome(signal?: AbortSignal): Promise<LotteryHome> {
  return api('/lottery/home', { schema: LotteryHome, signal });
}

/** `drawing`: the draw time has passed, so poll every 2 s until the next draw is open (else every 30 s). */
export function useLotteryHome(drawing = false) {
  const signedIn = useIsLoggedIn();
  return useQuery({
    queryKey: lotteryKeys.home(signedIn),
    queryFn: ({ signal }) => getLotteryHome(signal),
    refetchInterval: drawing ? 2_000 : 30_000,
  });
}
