import { BossOdds } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contestKeys } from './keys.ts';

/** GET /api/battle/v2/challenge/boss/odds: exact odds of a boss battle on `count` rounds of a box. */
export function getBossOdds(boxId: number, count: number, signal?: AbortSignal): Promise<BossOdds> {
  return api(`/battle/v2/challenge/boss/odds?boxId=${boxId}&count=${count}`, { schema: BossOdds, signal });
}

export function useBossOddsQuery(boxId: number | null, count: number) {
  return useQuery({
    queryKey: contestKeys.bossOdds(boxId ?? 0, count),
    queryFn: ({ signal }) => getBossOdds(boxId!, count, signal),
    enabled: boxId !== null,
  });
}
