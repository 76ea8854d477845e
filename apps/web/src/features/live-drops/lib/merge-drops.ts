/**
 * Live-drop list rules (spec §4 "Live drops", §9): initial 30, newest first, capped at 50,
 * no duplicates; gold (skuLevel 1) drops are highlighted and the latest is held aside a while.
 */
import type { LiveDrop } from '@hapa/contracts';

/** Drops loaded at first (spec §9). */
export const INITIAL_DROPS = 30;
/** Most drops kept on screen (spec §9). */
export const MAX_DROPS = 50;
/** How long the latest gold drop stays pinned, in ms. */
export const GOLD_HOLD_MS = 60_000;

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

/** The newest gold drop in `drops`, if it is younger than `holdMs` at `now`. */
export function pinnedGoldDrop(drops: LiveDrop[], now: number, holdMs: number = GOLD_HOLD_MS): LiveDrop | null {
  const gold = drops.find(isGoldDrop);
  if (!gold) return null;
  const at = Date.parse(gold.createdAt);
  return Number.isFinite(at) && now - at <= holdMs ? gold : null;
}
