/** Open state of the gift-bag modal (header tip, home pop-up and the top-up all open it). */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  open = next;
  for (const l of listeners) l();
}

export const openGiftBag = () => set(true);
export const closeGiftBag = () => set(false);
export const isGiftBagOpen = () => open;

export function useGiftBagOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    isGiftBagOpen,
    isGiftBagOpen,
  );
}
