import { GuideStatus } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

/** Query key of the guide status, per player (a visitor reads the defaults). */
export const guideStatusKey = (uid: number | null) => ['guides', 'status', uid] as const;

/** GET /api/sys/guide/status: status 0..4, download status, app store links (docs/product/states.md#guides). */
export function useGuideStatus() {
  const uid = useSession()?.uid ?? null;
  return useQuery({
    queryKey: guideStatusKey(uid),
    queryFn: ({ signal }) => api('/sys/guide/status', { schema: GuideStatus, signal }),
    staleTime: 60_000,
    meta: { silent: true },
  });
}
