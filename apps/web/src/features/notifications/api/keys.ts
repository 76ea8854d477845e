import type { QueryClient } from '@tanstack/react-query';
import type { NotificationUnread } from '@hapa/contracts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** Query keys of notifications (under `user`: dropped on logout). */
export const notifyKeys = {
  all: [...queryRoots.user, 'notify'] as const,
  pages: [...queryRoots.user, 'notify', 'page'] as const,
  page: (page: number) => [...queryRoots.user, 'notify', 'page', page] as const,
  unread: [...queryRoots.user, 'notify', 'unread'] as const,
};

/** After a read: the badges take the server's unread count at once and the list pages are read again. */
export function applyUnread(queryClient: QueryClient, res: NotificationUnread): void {
  queryClient.setQueryData(notifyKeys.unread, res);
  void queryClient.invalidateQueries({ queryKey: notifyKeys.pages });
}
