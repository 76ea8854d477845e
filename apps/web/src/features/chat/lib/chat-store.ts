/**
 * The chat drawer's open state (one drawer for the app): any page may open it on a tab, e.g. the order page's
 * "Contact support" opens the support tab with that order's card ready to send.
 */
import { useSyncExternalStore } from 'react';

export type ChatTab = 'support' | 'vip' | 'room';

export interface ChatDrawerState {
  open: boolean;
  tab: ChatTab;
  /** a shipping order whose card the support composer offers to send */
  orderId: number | null;
}

let state: ChatDrawerState = { open: false, tab: 'support', orderId: null };
const listeners = new Set<() => void>();

function set(next: ChatDrawerState) {
  state = next;
  for (const l of listeners) l();
}

/** Opens the chat drawer on `tab` (support by default); `orderId` offers that order's card. */
export function openChat(tab: ChatTab = 'support', orderId: number | null = null): void {
  set({ open: true, tab, orderId });
}

export function closeChat(): void {
  set({ ...state, open: false, orderId: null });
}

export function setChatTab(tab: ChatTab): void {
  set({ ...state, tab });
}

/** Forgets the offered order card (sent or dismissed). */
export function clearChatOrder(): void {
  set({ ...state, orderId: null });
}

export function useChatDrawer(): ChatDrawerState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
