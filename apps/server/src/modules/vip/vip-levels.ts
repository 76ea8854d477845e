import { DEFAULT_VIP_TABLE, vipLevelForXp, type VipLevelRow } from '@hapa/domain';

/**
 * The VIP table's XP thresholds as the VIP service last loaded them (apps/server/src/modules/vip/README.md: one table for every reader),
 * for readers that compute a level synchronously (battle seat views) or have no VipService at hand
 * (profile, operator player view). VipService publishes its table on every load and operator edit and
 * registers a refresher; readers refresh through it when the snapshot is older than the service cache.
 */
const STALE_MS = 5_000;
let snapshot: { levels: readonly VipLevelRow[]; thresholds: readonly number[]; at: number } = {
  levels: DEFAULT_VIP_TABLE,
  thresholds: DEFAULT_VIP_TABLE.map((l) => l.xp),
  at: 0,
};
let refresher: (() => Promise<readonly VipLevelRow[]>) | null = null;

/** Called by VipService: the table it loaded (index = level, XP strictly increasing from 0). */
export function publishVipTable(levels: readonly VipLevelRow[]): void {
  snapshot = { levels, thresholds: levels.map((l) => l.xp), at: Date.now() };
}

/** Called by VipService.start: how to reload the table (its cached `levels()`). */
export function registerVipRefresher(fn: () => Promise<readonly VipLevelRow[]>): void {
  refresher = fn;
}

/** Reloads the snapshot through the registered service when stale (errors leave the last snapshot). */
async function refresh(): Promise<void> {
  if (!refresher || Date.now() - snapshot.at < STALE_MS) return;
  try {
    publishVipTable(await refresher());
  } catch {
    /* keep the last snapshot */
  }
}

/**
 * VIP level of `xp` under the current VIP table (the service's cached table, at most 5 s old).
 * @throws RangeError when xp is not a non-negative integer
 */
export async function vipLevelOf(xp: number): Promise<{ level: number; nextLevelXp: number | null }> {
  await refresh();
  const t = snapshot.thresholds;
  const level = vipLevelForXp(xp, t);
  return { level, nextLevelXp: level < t.length - 1 ? t[level + 1]! : null };
}

/**
 * Synchronous VIP level of `xp` under the last published table (battle seat views); starts a background
 * refresh when the snapshot is stale.
 */
export function vipLevelNow(xp: number): number {
  if (refresher && Date.now() - snapshot.at >= STALE_MS) void refresh();
  return vipLevelForXp(xp, snapshot.thresholds);
}

/** The VIP table row (level and perks) of `xp` under the current table (withdrawal priority in the finance queue). */
export async function vipRowOf(xp: number): Promise<VipLevelRow> {
  await refresh();
  return snapshot.levels[vipLevelForXp(xp, snapshot.thresholds)]!;
}
