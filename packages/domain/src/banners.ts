/**
 * Home banner and pop visibility (docs/product/entities.md#banners Banner, docs/product/states.md#banners "Banner visibility": hidden after close; shown
 * again if no_limit or interval hours elapsed; no_close hides close control). Pure, browser-safe.
 */

export const SEND_FREQUENCIES = ['no_limit', 'interval', 'no_close'] as const;
export type SendFrequency = (typeof SEND_FREQUENCIES)[number];

export interface VisibilityRule {
  sendFrequency: SendFrequency;
  /** hours a closed banner stays hidden (interval only), >= 1 */
  intervalHours: number | null;
  /** ISO time after which the banner is never shown; null = no end */
  endTime: string | null;
}

export interface CloseState {
  /** when the player last closed it, ms since epoch (kept in local storage); null = never */
  closedAtMs: number | null;
  /** closed during this page session (memory only) */
  closedThisSession: boolean;
}

/**
 * Whether a banner or pop shows now.
 * - past `endTime`: never;
 * - `no_close`: always (it has no close control, so a stored close is ignored);
 * - `no_limit`: hidden for the rest of the session after a close, shown again on the next visit;
 * - `interval`: hidden for `intervalHours` after a close (across visits), then shown again.
 * @param nowMs current time, ms since epoch
 */
export function isBannerVisible(rule: VisibilityRule, state: CloseState, nowMs: number): boolean {
  if (rule.endTime !== null && Date.parse(rule.endTime) <= nowMs) return false;
  if (rule.sendFrequency === 'no_close') return true;
  if (rule.sendFrequency === 'no_limit') return !state.closedThisSession;
  if (state.closedAtMs === null) return true;
  const hours = Math.max(1, rule.intervalHours ?? 1);
  return nowMs - state.closedAtMs >= hours * 3_600_000;
}

/** Whether the close control is shown (docs/product/states.md#banners: no_close hides it). */
export function hasCloseControl(rule: Pick<VisibilityRule, 'sendFrequency'>): boolean {
  return rule.sendFrequency !== 'no_close';
}

/**
 * What the home carousel shows of a banner image (docs/how-to/operator-day.md#safety): a slide is the page's width by a
 * fixed height and the image covers it (CSS object-fit: cover, centred). Phone: 390 px screen minus its padding by 192
 * px; desktop: the 1280 px column minus its padding by 288 px. CSS px.
 */
export const BANNER_CROPS = {
  phone: { width: 366, height: 192 },
  desktop: { width: 1232, height: 288 },
} as const;
/** The banner image size to upload: the desktop slide at 2x, px. Phones show its centre (about 1.9:1). */
export const BANNER_UPLOAD = { width: 2464, height: 576 } as const;

/**
 * The part of an image (`imgW` x `imgH` px) that a `boxW` x `boxH` slide shows when the image covers it, centred:
 * the visible rectangle in image pixels.
 * @throws RangeError when a size is not positive
 */
export function coverCrop(imgW: number, imgH: number, boxW: number, boxH: number): { x: number; y: number; width: number; height: number } {
  if (!(imgW > 0 && imgH > 0 && boxW > 0 && boxH > 0)) throw new RangeError('sizes must be positive');
  const scale = Math.max(boxW / imgW, boxH / imgH);
  const width = Math.min(imgW, boxW / scale);
  const height = Math.min(imgH, boxH / scale);
  return { x: (imgW - width) / 2, y: (imgH - height) / 2, width, height };
}
