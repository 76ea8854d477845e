import { Switches } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/sys/switches: which games and chats are on (docs/product/endpoints.md#system). */
export function useSwitches() {
  return useQuery({
    queryKey: ['guides', 'switches'],
    queryFn: ({ signal }) => api('/sys/switches', { schema: Switches, signal }),
    staleTime: 300_000,
    meta: { silent: true },
  });
}
