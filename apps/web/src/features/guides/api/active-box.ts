import { RetainBoxState } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * POST /api/user/active/box, once per signed-in start (docs/product/endpoints.md#user-and-auth "at start"): marks the player active and answers
 * the free drop waiting for them (the drop pop reads it). Kept as a query so one start posts once.
 */
export function useActiveBox() {
  const uid = useSession()?.uid ?? null;
  return useQuery({
    queryKey: ['guides', 'activeBox', uid],
    queryFn: () => api('/user/active/box', { method: 'POST', schema: RetainBoxState }),
    enabled: uid !== null,
    staleTime: Infinity,
    meta: { silent: true },
  });
}
