import { PirateConfig } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { pirateKeys } from './pirate-keys.ts';

/** GET /api/pirate/config: limits, edge, RTP, the multiplier ladder and the event's dates and state. */
export function getPirateConfig(signal?: AbortSignal): Promise<PirateConfig> {
  return api('/pirate/config', { schema: PirateConfig, signal });
}

export function usePirateConfig() {
  return useQuery({
    queryKey: pirateKeys.config,
    queryFn: ({ signal }) => getPirateConfig(signal),
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
}
