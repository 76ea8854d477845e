import { PublicOddsVersion } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

const Versions = z.array(PublicOddsVersion);

/** GET /api/item/{id}/odds_versions: the box's published odds versions with dates, newest first. */
export function useOddsVersions(boxId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryRoots.boxes, 'odds-versions', boxId],
    queryFn: ({ signal }) => api(`/item/${boxId}/odds_versions`, { schema: Versions, signal }),
    enabled,
    staleTime: 60_000,
  });
}
