import { CHAT_HISTORY_MAX, type ChatMessage } from '@hapa/contracts';

/**
 * The messages a chat panel shows, oldest first (the list reads top to bottom): the history (newest first from the
 * server) with pushed and sent messages merged in, each id once, at most the newest 100 (docs/product/constants.md).
 */
export function mergeMessages(history: readonly ChatMessage[], extra: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of history) byId.set(m.id, m);
  for (const m of extra) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_HISTORY_MAX);
}

/** Characters of a text as the server counts them (code points, after trimming). */
export function chatLength(text: string): number {
  return [...text.trim()].length;
}

/** Whether a text may be sent: not empty after trimming and at most `max` characters (docs/product/validation.md#chat). */
export function canSendText(text: string, max: number): boolean {
  const n = chatLength(text);
  return n > 0 && n <= max;
}

/** The files the image picker accepts (docs/product/validation.md#chat: png, jpeg, jpg, svg). */
export const CHAT_IMAGE_ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';
