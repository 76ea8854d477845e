/**
 * Live-drop list rules (docs/product/states.md#live-drops "Live drops", docs/product/constants.md#lists-and-pages): initial 30, newest first, capped at 50,
 * no duplicates; gold (skuLevel 1) drops are highlighted and the latest is held aside a while.
 */
import type { LiveDrop } from '@hapa/contracts';

/** Drops loaded at first (docs/product/constants.md#lists-and-pages). */
export const INITIAL_DROPS = 30;
/** Most drops kept on screen (docs/product/constants.md#lists-and-pages). */
export const MAX_DROPS = 50;
/** docs/product/constants.md#lists-and-pages "live-drop time 10" (default, seconds): how long the latest gold drop is held aside (pinned). */
export const LIVE_DROP_TIME_S = 10;
/** How long the latest gold drop stays pinned, in ms (LIVE_DROP_TIME_S). */
export const GOLD_HOLD_MS = LIVE_DROP_TIME_S * 1000;
/** docs/product/constants.md#timings "live-drop hide 500 ms": a pinned gold drop fades out over its last 500 ms; the ticker checks this often. */
export const LIVE_DROP_HIDE_MS = 500;

/**
 * New drops on top of the current list, newest first, duplicates (by id) removed, at most `cap`.
 * `incoming` may be in any order; it is sorted newest first by createdAt then id.
 */
export function mergeDrops(current: LiveDrop[], incoming: LiveDrop[], cap: number = MAX_DROPS): LiveDrop[] {
  if (incoming.length === 0) return current.slice(0, cap);
  const fresh = [...incoming].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const seen = new Set<number>();
  const out: LiveDrop[] = [];
  for (const d of [...fresh, ...current]) {
    if (seen.has(d.id)) continue;
    seen.add(d.id);
    out.push(d);
    if (out.length >= cap) break;
  }
  return out;
}

/** Gold = skuLevel 1. */
export function isGoldDrop(drop: Pick<LiveDrop, 'itemSkuLevel'>): boolean {
  return drop.itemSkuLevel === 1;
}

/** Whether a pinned gold drop is in its last LIVE_DROP_HIDE_MS at `now` (it fades out then). */
export function isHidingGoldDrop(drop: Pick<LiveDrop, 'createdAt'>, now: number, holdMs: number = GOLD_HOLD_MS): boolean {
  const at = Date.parse(drop.createdAt);
  return Number.isFinite(at) && now - at > holdMs - LIVE_DROP_HIDE_MS;
}

/** The newest gold drop in `drops`, if it is younger than `holdMs` at `now`. */
export function pinnedGoldDrop(drops: LiveDrop[], now: number, holdMs: number = GOLD_HOLD_MS): LiveDrop | null {
  const gold = drops.find(isGoldDrop);
  if (!gold) return null;
  const at = Date.parse(gold.createdAt);
  return Number.isFinite(at) && now - at <= holdMs ? gold : null;
}
