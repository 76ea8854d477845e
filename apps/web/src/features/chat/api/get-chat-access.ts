import { ChatAccess } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { chatKeys } from './keys.ts';

/** GET /api/notify/chat/access: which chats the player may use and the level / deposit each needs. */
export function getChatAccess(signal?: AbortSignal): Promise<ChatAccess> {
  return api('/notify/chat/access', { schema: ChatAccess, signal });
}

/** The chat gates of the signed-in player (read again when the drawer opens). */
export function useChatAccess(enabled = true) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: chatKeys.access,
    queryFn: ({ signal }) => getChatAccess(signal),
    enabled: loggedIn && enabled,
    staleTime: 0,
  });
}
