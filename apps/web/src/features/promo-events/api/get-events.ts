import { PromoEventList } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/events/list: live events and those ended less than 48 h ago (docs/product/constants.md#home-and-events event recency). */
export function getEvents(signal?: AbortSignal): Promise<PromoEventList> {
  return api('/events/list', { schema: PromoEventList, signal });
}

export function useEvents() {
  return useQuery({ queryKey: ['events', 'list'], queryFn: ({ signal }) => getEvents(signal), staleTime: 60_000, meta: { silent: true } });
}
