import { ChatRoomList } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { chatKeys } from './keys.ts';

/** GET /api/chat_room/list: the newest 100 chat room messages, newest first (nicknames masked). */
export function getRoomList(signal?: AbortSignal): Promise<ChatRoomList> {
  return api('/chat_room/list', { schema: ChatRoomList, signal });
}

export function useRoomList(enabled: boolean) {
  return useQuery({ queryKey: chatKeys.room, queryFn: ({ signal }) => getRoomList(signal), enabled, staleTime: 0 });
}
