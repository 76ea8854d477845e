/**
 * Notification toast cards (docs/product/states.md#notifications "notification card closes at full bar (150 ticks success, 100 others);
 * success 1.25 s, others 5 s"; docs/product/constants.md#timings "notification tick 500 ms; max 3 notifications"; apps/server/src/modules/notify/README.md).
 *
 * Timings chosen (one clock for both rules):
 * - The cards advance on a 500 ms tick (docs/product/constants.md#timings); a card whose lifetime ends between two ticks gets one short step to it,
 *   so each closes exactly at its docs/product/states.md#notifications lifetime: success 1.25 s (ticks at 0.5 s, 1 s, then 1.25 s), others 5 s.
 * - A card's bar fills to 150 units (success) or 100 units (others) (docs/product/states.md#notifications's "ticks" are the bar's units) in
 *   proportion to the time it has lived, so it is full exactly when the card closes.
 * - A card with keyboard focus stops ticking (a card under the mouse does not: it must never block what lies under it); at most 3 cards
 *   are on screen, a 4th pushes out the oldest; the same notification never shows twice.
 * "Success" is the tone the server gives deposits credited and withdrawals paid (contracts `notificationTone`).
 */
import type { Notification, NotificationTone } from '@hapa/contracts';
import { MAX_TOASTS } from '../../../lib/toast-store.ts';

/** The cards' tick (docs/product/constants.md#timings), ms. */
export const NOTICE_TICK_MS = 500;
/** Most cards on screen (docs/product/constants.md#lists-and-pages, the app's toast limit). */
export const MAX_NOTICE_CARDS = MAX_TOASTS;

/** Bar units when full and the docs/product/states.md#notifications lifetime (ms) of each tone. */
export const NOTICE_BAR: Record<NotificationTone, { full: number; lifeMs: number }> = {
  success: { full: 150, lifeMs: 1_250 },
  info: { full: 100, lifeMs: 5_000 },
};

export interface NoticeCard {
  notification: Notification;
  /** ms the card has been ticking (paused time not counted) */
  elapsedMs: number;
  /** focused (keyboard): not ticking */
  paused: boolean;
}

/** The card's bar in units (0 .. full: 150 success, 100 others), in proportion to the time it has lived. */
export function barUnits(card: NoticeCard): number {
  const { full, lifeMs } = NOTICE_BAR[card.notification.tone];
  return Math.min(full, (card.elapsedMs * full) / lifeMs);
}

/** How long until the next step: a tick, or sooner when a ticking card's lifetime ends before it (ms). */
export function nextStepMs(cards: NoticeCard[]): number {
  const left = cards.filter((c) => !c.paused).map((c) => NOTICE_BAR[c.notification.tone].lifeMs - c.elapsedMs);
  return Math.max(0, Math.min(NOTICE_TICK_MS, ...left));
}

/** The card's bar as a percentage of full (0-100). */
export function barPercent(card: NoticeCard): number {
  return (barUnits(card) / NOTICE_BAR[card.notification.tone].full) * 100;
}

/** Adds a card for `n` (a notification already shown is ignored); the oldest leave beyond {@link MAX_NOTICE_CARDS}. */
export function addCard(cards: NoticeCard[], n: Notification): NoticeCard[] {
  if (cards.some((c) => c.notification.id === n.id)) return cards;
  return [...cards, { notification: n, elapsedMs: 0, paused: false }].slice(-MAX_NOTICE_CARDS);
}

/** One step of `ms` (default a tick): every card not paused lives `ms` longer; cards whose lifetime is over close. */
export function tickCards(cards: NoticeCard[], ms: number = NOTICE_TICK_MS): NoticeCard[] {
  return cards
    .map((c) => (c.paused ? c : { ...c, elapsedMs: c.elapsedMs + ms }))
    .filter((c) => c.elapsedMs < NOTICE_BAR[c.notification.tone].lifeMs);
}

/** Pauses or resumes the card of notification `id`. */
export function setPaused(cards: NoticeCard[], id: number, paused: boolean): NoticeCard[] {
  return cards.map((c) => (c.notification.id === id ? { ...c, paused } : c));
}

/** Removes the card of notification `id`. */
export function removeCard(cards: NoticeCard[], id: number): NoticeCard[] {
  return cards.filter((c) => c.notification.id !== id);
}

/** Badge caps (docs/product/constants.md#lists-and-pages): 99 in the header, 9 on the bottom navigation. */
export const HEADER_BADGE_CAP = 99;
export const BOTTOM_NAV_BADGE_CAP = 9;

/** The badge text for an unread `count` capped at `cap` ("99+", "9+"); null when there is nothing unread. */
export function badgeText(count: number, cap: number): string | null {
  if (!(count > 0)) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
