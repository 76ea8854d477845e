import { NotificationPage } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { notifyKeys } from './keys.ts';

/** GET /api/notify/message_page_list?page= (docs/product/endpoints.md#notify-and-chat, docs/product/constants.md#lists-and-pages): 10 notifications a page, newest first, total and unread. */
export function getNotificationPage(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  return api('/notify/message_page_list', { query: { page }, schema: NotificationPage, signal });
}

/** The page `page` of the player's notifications (kept on screen while the next page loads). */
export function useNotificationPage(page: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: notifyKeys.page(page),
    queryFn: ({ signal }) => getNotificationPage(page, signal),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
