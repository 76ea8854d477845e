import { TreasurePrice } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { treasureKeys } from './treasure-keys.ts';

/**
 * GET /api/treasureHunter/price: the price of a play of `mapNumber` maps and its chances.
 * Fails with treasure_hunter.error.un_open for a treasure that is switched off (the page shows an orange notice).
 */
export function getTreasurePrice(treasureId: number, mapNumber: number, signal?: AbortSignal): Promise<TreasurePrice> {
  return api(`/treasureHunter/price?treasureId=${treasureId}&mapNumber=${mapNumber}`, { schema: TreasurePrice, signal });
}

export function useTreasurePrice(treasureId: number, mapNumber: number, enabled: boolean) {
  return useQuery({
    queryKey: treasureKeys.price(treasureId, mapNumber),
    queryFn: ({ signal }) => getTreasurePrice(treasureId, mapNumber, signal),
    enabled,
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
