import { PlayGroundConfig } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/sys/play_ground/config: the Play Ground menu entries in order (switched-off games left out). */
export function usePlayGroundConfig() {
  return useQuery({
    queryKey: ['guides', 'playGround'],
    queryFn: ({ signal }) => api('/sys/play_ground/config', { schema: PlayGroundConfig, signal }),
    staleTime: 300_000,
    meta: { silent: true },
  });
}
