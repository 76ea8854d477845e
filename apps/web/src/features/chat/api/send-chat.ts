import { ChatMessage, type ChatSendBody } from '@hapa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/notify/chat/send (docs/product/endpoints.md#notify-and-chat): a support message (text, image or order card) or, with room 'vip', a VIP chat message. */
export function sendChat(body: Partial<ChatSendBody> & Pick<ChatSendBody, 'msgType'>): Promise<ChatMessage> {
  return api('/notify/chat/send', { method: 'POST', body, schema: ChatMessage });
}

/** Sends a chat message; errors are shown by the composer ("Send failed Please try again." with a retry), not toasted. */
export function useSendChat() {
  return useMutation({ mutationFn: sendChat, meta: { silent: true } });
}
