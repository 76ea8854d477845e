import { TopUpPromotion } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/**
 * GET /api/pay/promotion: the running top-up promotion (docs/product/constants.md#top-up-and-deposits random discounts) with the player's drawn amount.
 * The top-up waits for it with its config so the banner never pops in above the methods (a layout shift that
 * moved the method tiles under the pointer).
 */
export function usePromotion(enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...queryRoots.pay, 'promotion'],
    queryFn: ({ signal }) => api('/pay/promotion', { schema: TopUpPromotion.nullable(), signal, authRedirect: false }),
    staleTime: 30_000,
    meta: { silent: true },
  });
}
