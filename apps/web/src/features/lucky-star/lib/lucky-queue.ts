import type { LuckyStarWin } from '@hapa/contracts';

/** At most this many wins wait to be shown; older ones are dropped (the ticker is news, not a log). */
export const LUCKY_QUEUE_MAX = 3;
/** How long one win stays on screen (ms). */
export const LUCKY_SHOW_MS = 5_000;

/**
 * Adds a broadcast win to the waiting queue: a win already queued (same id, e.g. a re-delivery after a
 * reconnect) is not added twice, and only the newest `max` wait.
 */
export function enqueueWin(queue: readonly LuckyStarWin[], win: LuckyStarWin, max = LUCKY_QUEUE_MAX): LuckyStarWin[] {
  if (queue.some((w) => w.id === win.id)) return [...queue];
  return [...queue, win].slice(-max);
}
