import { ChatMessage } from '@hapa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/chat_room/speak {text} (docs/product/endpoints.md#notify-and-chat): 1..100 characters, one message every 3 s. */
export function speakRoom(text: string): Promise<ChatMessage> {
  return api('/chat_room/speak', { method: 'POST', body: { text }, schema: ChatMessage });
}

export function useSpeakRoom() {
  return useMutation({ mutationFn: speakRoom, meta: { silent: true } });
}
