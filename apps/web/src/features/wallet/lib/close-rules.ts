/**
 * Closing the top-up (docs/product/states.md#top-up "Closing: trial-boost leave confirmation first if trial share number set;
 * else retention check: if retain box exists and extra-bonus modal not closed, the new-user free-gift modal
 * opens (reopens after 1 s). In app, a go-back message is posted").
 */
import { readJson, writeJson } from '../../../lib/storage.ts';

/** Text of the trial-boost leave confirmation (docs/product/errors.md#client-handling). */
export const TRIAL_LEAVE_TEXT = 'Give up top-up may not help your friend to get Lucky Trial, are you sure to leave?';
/** The free-gift (retain box) modal opens this long after the top-up closed, ms. */
export const RETAIN_DELAY_MS = 1000;

export type CloseStep = 'confirm-leave' | 'retain' | 'close';

export interface CloseContext {
  trialShareNo?: string;
  /** the player already said "leave" in the confirmation */
  leaveConfirmed: boolean;
  /** the config offers a retain box (hasRetainBox and retainBox set) */
  hasRetainBox: boolean;
  /** the player closed the free-gift modal before */
  retainClosed: boolean;
}

/** What closing the top-up does next. */
export function closeStep(c: CloseContext): CloseStep {
  if (c.trialShareNo && !c.leaveConfirmed) return 'confirm-leave';
  if (c.hasRetainBox && !c.retainClosed) return 'retain';
  return 'close';
}

const retainKey = (uid: number | undefined) => `hapa.notice.retainClosed.${uid ?? 0}`;
export function wasRetainClosed(uid: number | undefined): boolean {
  return readJson<boolean>(retainKey(uid)) === true;
}
export function markRetainClosed(uid: number | undefined): void {
  writeJson(retainKey(uid), true);
}
