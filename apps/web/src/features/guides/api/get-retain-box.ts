import { RetainBoxState } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

/** GET /api/sys/has/retain/box: the free drop still waiting (after the start call). */
export function useRetainBox(enabled: boolean) {
  const uid = useSession()?.uid ?? null;
  return useQuery({
    queryKey: ['guides', 'retainBox', uid],
    queryFn: ({ signal }) => api('/sys/has/retain/box', { schema: RetainBoxState, signal }),
    enabled: enabled && uid !== null,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
