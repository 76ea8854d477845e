import { TipState } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/tip/state: the top tip line under the header (docs/product/endpoints.md#system /tip/state). */
export function useTipState() {
  return useQuery({
    queryKey: ['guides', 'tip'],
    queryFn: ({ signal }) => api('/tip/state', { schema: TipState, signal }),
    staleTime: 300_000,
    meta: { silent: true },
  });
}
