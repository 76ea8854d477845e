import { CHAT_HISTORY_MAX, ChatPage } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { chatKeys } from './keys.ts';

/** GET /api/notify/chat_page_list?room=&pageSize=100 (docs/product/constants.md#lists-and-pages: history 100): the newest messages, newest first. */
export function getChatPage(room: 'support' | 'vip', signal?: AbortSignal): Promise<ChatPage> {
  return api('/notify/chat_page_list', { query: { room, page: 1, pageSize: CHAT_HISTORY_MAX }, schema: ChatPage, signal });
}

/** The history of one chat; only when the player may use it (`enabled`). Pushes are merged in by the panel. */
export function useChatPage(room: 'support' | 'vip', enabled: boolean) {
  return useQuery({ queryKey: chatKeys.page(room), queryFn: ({ signal }) => getChatPage(room, signal), enabled, staleTime: 0 });
}
