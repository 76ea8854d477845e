/**
 * Gift bag (docs/product/entities.md#gift-bag; docs/product/states.md#gift-bag "Gift-bag wheel: step 1 animation, 2 wheel (5 s auto-spin), 3 result with
 * top-up and 1 h countdown. Gift tip: text shrinks 5 s, GO hides 6 s, text gone 7 s"; docs/product/constants.md#top-up-and-deposits ROI =
 * giftAmount / payAmount x 100 rounded).
 */
import { giftBagRoi } from '@hapa/domain';
import { coinsToCents } from '../../../lib/money.ts';
import { readJson, writeJson } from '../../../lib/storage.ts';

/** Step 1 (the bag opening) lasts this long, ms. */
export const INTRO_MS = 1800;
/** Step 2: the wheel spins by itself after 5 s (docs/product/states.md#gift-bag). */
export const WHEEL_AUTO_SPIN_MS = 5000;
/** How long one spin takes, ms. */
export const WHEEL_SPIN_MS = 3000;
/** Gift tip timings (docs/product/states.md#gift-bag), ms after it shows. */
export const GIFT_TIP = { shrinkMs: 5000, hideGoMs: 6000, hideTextMs: 7000 } as const;

export type GiftStep = 1 | 2 | 3;
export type GiftTipPhase = 'full' | 'shrunk' | 'no-go' | 'icon';

/** The gift tip's look `elapsedMs` after it appeared. */
export function giftTipPhase(elapsedMs: number): GiftTipPhase {
  if (elapsedMs < GIFT_TIP.shrinkMs) return 'full';
  if (elapsedMs < GIFT_TIP.hideGoMs) return 'shrunk';
  if (elapsedMs < GIFT_TIP.hideTextMs) return 'no-go';
  return 'icon';
}

/** ROI in percent (docs/product/constants.md#top-up-and-deposits), from the API's coin amounts; 0 when nothing is paid. */
export function roiPercent(giftAmount: number, payAmount: number): number {
  const pay = coinsToCents(payAmount);
  return pay > 0 ? giftBagRoi(coinsToCents(giftAmount), pay) : 0;
}

/** Wheel slices, in percent; the bag's ROI is always one of them. */
export const WHEEL_BASE = [10, 20, 30, 50, 80, 100, 150, 200];

/** The slices for a bag with `roi`: the base with the closest slice replaced by `roi` (sorted). */
export function wheelSlices(roi: number): number[] {
  if (WHEEL_BASE.includes(roi)) return [...WHEEL_BASE];
  let closest = 0;
  WHEEL_BASE.forEach((v, i) => {
    if (Math.abs(v - roi) < Math.abs(WHEEL_BASE[closest] - roi)) closest = i;
  });
  const slices = [...WHEEL_BASE];
  slices[closest] = roi;
  return slices.sort((a, b) => a - b);
}

/**
 * Clockwise rotation in degrees that stops the pointer (at the top) on the middle of slice `index` of
 * `count`, after `turns` full turns.
 */
export function wheelRotation(index: number, count: number, turns = 5): number {
  const slice = 360 / count;
  const centre = index * slice + slice / 2;
  return turns * 360 + ((360 - centre) % 360);
}

/** Steps shown once per bag: the wheel is skipped when the bag was spun before. */
const wheelKey = (bagId: number) => `hapa.notice.giftWheel.${bagId}`;
export function wasWheelSpun(bagId: number): boolean {
  return readJson<boolean>(wheelKey(bagId)) === true;
}
export function markWheelSpun(bagId: number): void {
  writeJson(wheelKey(bagId), true);
}

/**
 * The bag pops up by itself once per bag (on the home page); later only from the header tip. Seen =
 * `hapa.guide.giftBag` holding the bag id (`true` turns the pop-up off, like the other guides).
 */
export const GIFT_POP_KEY = 'hapa.guide.giftBag';
export function wasGiftPopped(bagId: number): boolean {
  const seen = readJson<number | boolean>(GIFT_POP_KEY);
  return seen === true || seen === bagId;
}
export function markGiftPopped(bagId: number): void {
  writeJson(GIFT_POP_KEY, bagId);
}

/** sessionStorage key: the bag whose tip text already showed in this browser session. */
export const GIFT_TIP_SESSION_KEY = 'hapa.giftTip.shown';

/** Whether bag `bagId`'s tip text already showed in this session (issue: once per session, not per page load). */
export function wasGiftTipShown(bagId: number): boolean {
  try {
    return globalThis.sessionStorage?.getItem(GIFT_TIP_SESSION_KEY) === String(bagId);
  } catch {
    return false;
  }
}

/** Records that bag `bagId`'s tip text showed in this session (no-op when sessionStorage is unavailable). */
export function markGiftTipShown(bagId: number): void {
  try {
    globalThis.sessionStorage?.setItem(GIFT_TIP_SESSION_KEY, String(bagId));
  } catch {
    /* storage unavailable: the tip may show again on the next load */
  }
}
