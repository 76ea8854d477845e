import { BattleConfig } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { battleKeys } from './keys.ts';

/** GET /api/battle/v2/config: types, modes, limits and timings. */
export function getBattleConfig(signal?: AbortSignal): Promise<BattleConfig> {
  return api('/battle/v2/config', { schema: BattleConfig, signal });
}

export function useBattleConfig() {
  return useQuery({ queryKey: battleKeys.config, queryFn: ({ signal }) => getBattleConfig(signal), staleTime: Infinity });
}
