import { useRef } from 'react';

/**
 * Gives the focus back to whatever had it when a dialog opened (docs/architecture/web-app.md: dialogs return the focus). Radix does
 * this only for its own Dialog.Trigger; our dialogs open from app state (openAuth(), openTopUp() ...), so the
 * element focused when `open` turns true is remembered here. It is read while rendering, before the commit, so an
 * autoFocus field inside the dialog has not taken the focus yet. Spread the result on `RadixDialog.Content`.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;
  return {
    onCloseAutoFocus: (e: Event) => {
      const el = opener.current;
      opener.current = null;
      if (el?.isConnected) {
        e.preventDefault();
        el.focus();
      }
    },
  };
}
