import { EventPageView } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * GET /api/events/{slug}/page: the event, its page content, its boxes and leaderboard (docs/events.md#event-pages).
 * @throws ApiError event.error.not_found (no such event: the 404 page) | event.error.off (switched off: said on the page)
 */
export function getEventPage(slug: string, signal?: AbortSignal): Promise<EventPageView> {
  return api(`/events/${slug}/page`, { schema: EventPageView, signal });
}

export function useEventPage(slug: string) {
  return useQuery({
    queryKey: ['events', 'page', slug],
    queryFn: ({ signal }) => getEventPage(slug, signal),
    retry: false,
    refetchInterval: 30_000,
    meta: { silent: true },
  });
}
