import { NotificationUnread } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { notifyKeys } from './keys.ts';

/** GET /api/notify/unread: the player's unread notifications. */
export function getUnreadCount(signal?: AbortSignal): Promise<NotificationUnread> {
  return api('/notify/unread', { schema: NotificationUnread, signal });
}

/**
 * The unread count of the signed-in player (badges): kept current by the `notify:message` push and read again
 * when the window regains focus.
 */
export function useUnreadCount() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: notifyKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: loggedIn,
    refetchOnWindowFocus: true,
    staleTime: 0,
    select: (d) => d.count,
  });
}
