import { LuckyWheelInfo, WheelHistory } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { vipKeys } from './keys.ts';

/** GET /api/bouns/info: the lucky wheel as published, spins left, the last spins with their seeds. */
export function getLuckyWheel(signal?: AbortSignal): Promise<LuckyWheelInfo> {
  return api('/bouns/info', { schema: LuckyWheelInfo, signal });
}

export function useLuckyWheel() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: vipKeys.wheel, queryFn: ({ signal }) => getLuckyWheel(signal), enabled: loggedIn });
}

/** GET /api/bouns/fair_history: lucky-wheel spins and birthday draws, newest first, with their stored segments. */
export function useWheelHistory() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: vipKeys.fairHistory,
    queryFn: ({ signal }) => api('/bouns/fair_history', { schema: WheelHistory, signal }),
    enabled: loggedIn,
  });
}
