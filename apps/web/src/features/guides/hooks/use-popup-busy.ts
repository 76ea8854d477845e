import { useSyncExternalStore } from 'react';
import { popupQueue } from '../../../lib/popup-queue.ts';
import { useModals } from '../../../lib/modals.ts';

/** True while a queued pop (lib/popup-queue) or an app modal is showing: small guides wait for it. */
export function usePopupBusy(): boolean {
  const active = useSyncExternalStore(
    popupQueue.subscribe,
    () => popupQueue.active() !== null,
    () => false,
  );
  const m = useModals();
  return active || m.auth.open || m.topUp || m.insufficient || m.freeGuide;
}
