import { MinesConfig } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { gameKeys } from '../../api/keys.ts';

/** GET /api/mines/config: bet limits, payout cap and the house edge (operator settings). */
export function getMinesConfig(signal?: AbortSignal): Promise<MinesConfig> {
  return api('/mines/config', { schema: MinesConfig, signal });
}

export function useMinesConfig() {
  return useQuery({ queryKey: gameKeys.minesConfig, queryFn: ({ signal }) => getMinesConfig(signal), staleTime: 60_000 });
}
