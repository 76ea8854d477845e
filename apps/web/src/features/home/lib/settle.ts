/**
 * Home layout stability (docs/benchmarks.md, CLS on `/`): the sections above the featured boxes load their data late and
 * change height when it comes (hidden when empty, one to three battles, finds or not). The page renders them, and
 * everything below them, only once all of them have settled, so their content is inserted in place of one
 * placeholder and nothing already on screen moves. A request that hangs does not hold the page longer than this.
 */
export const HOME_SETTLE_CAP_MS = 6_000;

/** A query's loading state as the gate needs it (TanStack Query's `isPending`: no data and no error yet). */
export interface Settling {
  isPending: boolean;
}

/** True once every query has data or an error (a disabled query counts as settled: it never loads). */
export function allSettled(queries: readonly (Settling & { fetchStatus?: string })[]): boolean {
  return queries.every((q) => !q.isPending || q.fetchStatus === 'idle');
}
