import { BattleList } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { noteServerTime } from '../lib/server-clock.ts';
import { battleKeys } from './keys.ts';

/** GET /api/battle/v2/battling: live public battles newest first, then recently finished ones. */
export async function getBattleList(signal?: AbortSignal): Promise<BattleList> {
  const res = await api('/battle/v2/battling', { query: { limit: 50, finished: 10 }, schema: BattleList, signal });
  noteServerTime(res.serverTime);
  return res;
}

/** The live list; realtime `battle_v2:*` events keep it current (see use-battle-feed). */
export function useBattleListQuery() {
  return useQuery({ queryKey: battleKeys.list, queryFn: ({ signal }) => getBattleList(signal), staleTime: 30_000 });
}
