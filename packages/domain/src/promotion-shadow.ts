/**
 * Which promotions hide another one (docs/how-to/operator-day.md#safety). Players see ONE top-up promotion: the
 * active one with the lowest id whose window contains now. So a promotion is shadowed, for the time their windows
 * overlap, by every active promotion with a lower id (a promotion not yet created has the highest id). Windows are
 * [startsAt, endsAt), endsAt null = open-ended; times in ms.
 */
export interface PromotionWindow {
  /** null for a promotion being created */
  id: number | null;
  active: boolean;
  startsAtMs: number;
  endsAtMs: number | null;
}

/** Whether [aStart, aEnd) and [bStart, bEnd) overlap (null end = never ends). */
export function windowsOverlap(aStart: number, aEnd: number | null, bStart: number, bEnd: number | null): boolean {
  return aStart < (bEnd ?? Infinity) && bStart < (aEnd ?? Infinity);
}

/** The ids of the promotions that would hide `target` for some of its window (lowest first); none if it is off. */
export function shadowingPromotions(target: PromotionWindow, others: readonly PromotionWindow[]): number[] {
  if (!target.active) return [];
  return others
    .filter(
      (o) =>
        o.id !== null &&
        o.id !== target.id &&
        o.active &&
        (target.id === null || o.id < target.id) &&
        windowsOverlap(target.startsAtMs, target.endsAtMs, o.startsAtMs, o.endsAtMs),
    )
    .map((o) => o.id!)
    .sort((a, b) => a - b);
}
