import { ChatUnread } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { chatKeys } from './keys.ts';

/** GET /api/notify/chat/unread: support replies the player has not read. */
export function getChatUnread(signal?: AbortSignal): Promise<ChatUnread> {
  return api('/notify/chat/unread', { schema: ChatUnread, signal });
}

/** The chat button's badge: kept current by `chat:message` pushes and read again on window focus. */
export function useChatUnread() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => getChatUnread(signal),
    enabled: loggedIn,
    refetchOnWindowFocus: true,
    staleTime: 0,
    select: (d) => d.count,
  });
}
