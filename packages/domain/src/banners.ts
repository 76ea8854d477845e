/**
 * Home banner and pop visibility (spec §3 Banner, §4 "Banner visibility": hidden after close; shown
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

/** Whether the close control is shown (spec §4: no_close hides it). */
export function hasCloseControl(rule: Pick<VisibilityRule, 'sendFrequency'>): boolean {
  return rule.sendFrequency !== 'no_close';
}
