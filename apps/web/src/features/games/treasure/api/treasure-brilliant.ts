import { TreasureBrilliant } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api.ts';
import { treasureKeys } from './treasure-keys.ts';

/** GET /api/treasureHunter/brilliant/history: recent finds of every player (nicknames masked). */
export function getTreasureBrilliant(signal?: AbortSignal): Promise<TreasureBrilliant[]> {
  return api('/treasureHunter/brilliant/history', { schema: z.array(TreasureBrilliant), signal });
}

export function useTreasureBrilliant() {
  return useQuery({
    queryKey: treasureKeys.brilliant,
    queryFn: ({ signal }) => getTreasureBrilliant(signal),
    staleTime: 15_000,
    refetchInterval: 30_000,
  });
}
