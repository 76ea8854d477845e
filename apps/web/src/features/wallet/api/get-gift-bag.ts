import { GiftBag } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** GET /api/gift/detail (docs/product/entities.md#gift-bag): the player's open gift bag, or null. */
export function getGiftBag(signal?: AbortSignal): Promise<GiftBag | null> {
  return api('/gift/detail', { schema: GiftBag.nullable(), signal });
}

export const giftBagKey = [...queryRoots.user, 'gift-bag'] as const;

export function useGiftBag(enabled: boolean) {
  return useQuery({
    queryKey: giftBagKey,
    queryFn: ({ signal }) => getGiftBag(signal),
    enabled,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
