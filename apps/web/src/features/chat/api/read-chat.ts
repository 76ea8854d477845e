import { ChatUnread } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { chatKeys } from './keys.ts';

/** POST /api/notify/chat/read (docs/product/endpoints.md#notify-and-chat "/read"): the player has read the support chat; the unread count after (0). */
export function readChat(): Promise<ChatUnread> {
  return api('/notify/chat/read', { method: 'POST', schema: ChatUnread });
}

/** Marks the support chat read; the badge takes the count at once. */
export function useReadChat() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: readChat, meta: { silent: true }, onSuccess: (res) => qc.setQueryData(chatKeys.unread, res) });
}
