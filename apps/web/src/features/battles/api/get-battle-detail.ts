import { BattleDetail } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { noteServerTime } from '../lib/server-clock.ts';
import { battleKeys } from './keys.ts';

/** GET /api/battle/v2/{uuid}/detail: the battle at the current round (future rounds never included). */
export async function getBattleDetail(uuid: string, signal?: AbortSignal): Promise<BattleDetail> {
  const res = await api(`/battle/v2/${uuid}/detail`, { schema: BattleDetail, signal });
  noteServerTime(res.serverTime);
  return res;
}

/** One battle; the page refetches at reveal times and patches in `battle_v2:round` events. */
export function useBattleDetailQuery(uuid: string) {
  return useQuery({
    queryKey: battleKeys.detail(uuid),
    queryFn: ({ signal }) => getBattleDetail(uuid, signal),
    retry: (n, err) => n < 2 && (err as { status?: number }).status !== 404,
  });
}
