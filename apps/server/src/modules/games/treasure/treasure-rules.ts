import { centsToCoins, PPM_TOTAL, treasureMapChancePpm, treasureMapsFound } from '@hapa/domain';
import type { Treasure, TreasureConfig, TreasurePlay } from '@hapa/contracts';
import type { GamesCore, RoundWithPair } from '../core/games-core.ts';
import type { TreasureWithItem } from './treasure.repo.ts';

/**
 * Treasure hunter's rules and views (docs/fairness.md#treasure-hunter, docs/product/entities.md#treasure): settings
 * and their defaults, the seeded treasures, what a play keeps, and the pure shapes the service and the console answer.
 */

/** The seed pair fields a view answers with (`GamesCore.seedView`). */
export type SeedView = ReturnType<GamesCore['seedView']>;

export const TREASURE = 'treasure';
/** Operator setting (console; defaults stated in the README). */
export const TREASURE_SETTING = 'games.treasure';
export const TREASURE_AUTO_OPEN_JOB = 'treasure.auto_open';
/** docs/product/entities.md#treasure: the store's default mapNumber and playType (2 fast; docs/product/constants.md#games "treasure mode fast"). */
export const TREASURE_DEFAULT_MAPS = 4;
export const TREASURE_PLAY_NORMAL = 1;
export const TREASURE_PLAY_FAST = 2;
/** Treasure hunter settings: house edge (ppm), maps a play may buy, hours before an open play is opened for the player. */
export interface TreasureSettings {
  edgePpm: number;
  minMaps: number;
  maxMaps: number;
  autoOpenHours: number;
}
export const DEFAULT_TREASURE_SETTINGS: TreasureSettings = { edgePpm: 50_000, minMaps: 1, maxMaps: 10, autoOpenHours: 24 };

/**
 * Treasures seeded at start when the table is empty (catalogue item ids of the seeded catalogue; a missing item
 * is skipped). Chance per map at the default 5% edge in the comment.
 */
export const SEED_TREASURES: readonly { itemId: number; type: 1 | 2; mapPriceCents: number; minVipLevel: number; isHot: boolean }[] = [
  { itemId: 1422, type: 2, mapPriceCents: 1_000, minVipLevel: 0, isHot: true }, // PlayStation Store $50 Gift Card: 19%
  { itemId: 1407, type: 2, mapPriceCents: 1_000, minVipLevel: 0, isHot: false }, // Amazon $100 Gift Card: 9.5%
  { itemId: 2115, type: 2, mapPriceCents: 500, minVipLevel: 0, isHot: true }, // Apple AirPods Pro 2 ($199): 2.39%
  { itemId: 1109, type: 2, mapPriceCents: 1_000, minVipLevel: 1, isHot: false }, // Nintendo Switch 2 ($449.99): 2.11%
  { itemId: 1317, type: 1, mapPriceCents: 1_000, minVipLevel: 3, isHot: false }, // Apple Watch Ultra 2 ($799): 1.19%
  { itemId: 1512, type: 1, mapPriceCents: 2_500, minVipLevel: 4, isHot: true }, // PAMP Suisse 10 g Gold Bar ($1,150): 2.07%
  { itemId: 1017, type: 1, mapPriceCents: 2_500, minVipLevel: 5, isHot: false }, // Samsung Galaxy Z Fold7 ($1,999.99): 1.19%
];

/** What a play fixed at the pay (the treasure as it was then, the chance it was sold at). */
export interface TreasureParams {
  treasureId: number;
  itemId: number;
  type: number;
  item: { name: string; image: string; skuLevel: number };
  valueCents: number;
  mapPriceCents: number;
  mapNumber: number;
  edgePpm: number;
  pPpm: number;
  playType: number;
}
/** Maps opened (in the order opened) and, once settled, the store prizes the found maps became. */
export interface TreasureProgress {
  opened: number[];
  prizes: { map: number; storeItemId: number }[];
}

/**
 * 1 - (1 - p)^n in ppm, rounded down, computed exactly in integers: the chance at least one of n maps finds
 * the treasure when each does with p ppm (shown on the play page).
 */
export function anyFindChancePpm(pPpm: number, maps: number): number {
  const P = BigInt(PPM_TOTAL);
  const miss = BigInt(PPM_TOTAL - pPpm) ** BigInt(maps);
  const all = P ** BigInt(maps);
  return Number(((all - miss) * P) / all);
}

/** 0, 1, ..., n - 1. */
export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The play page's config (GET /api/treasureHunter/home): edge and RTP, map limits, defaults, auto-open delay. */
export function treasureConfig(s: TreasureSettings): TreasureConfig {
  return {
    edgePpm: s.edgePpm,
    rtp: (PPM_TOTAL - s.edgePpm) / 10_000,
    minMaps: s.minMaps,
    maxMaps: s.maxMaps,
    defaultMaps: TREASURE_DEFAULT_MAPS,
    defaultPlayType: TREASURE_PLAY_FAST,
    autoOpenHours: s.autoOpenHours,
  };
}

/** A map's chance (ppm) of treasure `t` at house edge `edgePpm` (docs/fairness.md#treasure-hunter). */
export function chanceOf(t: TreasureWithItem, edgePpm: number): number {
  return treasureMapChancePpm(t.t.mapPriceCents, t.item.priceCents, edgePpm);
}

/** A treasure as the player sees it; `locked` when the player's VIP `level` (null: signed out) is below its own. */
export function treasureView(t: TreasureWithItem, edgePpm: number, level: number | null): Treasure {
  return {
    id: t.t.id,
    type: t.t.type,
    itemId: t.item.id,
    skuImage: t.item.image,
    skuName: t.item.name,
    skuLevel: t.item.skuLevel,
    orgPrice: centsToCoins(t.item.priceCents),
    realPrice: centsToCoins(t.t.mapPriceCents * t.t.mapCount),
    mapPrice: centsToCoins(t.t.mapPriceCents),
    mapCount: t.t.mapCount,
    chancePpm: chanceOf(t, edgePpm),
    minVipLevel: t.t.minVipLevel,
    locked: level !== null && level < t.t.minVipLevel,
    isHot: t.t.isHot,
  };
}

/** Every map's find, from the round's seed (the server knows it; a view shows opened maps only). */
export function foundOf(r: RoundWithPair): boolean[] {
  const p = r.round.params as TreasureParams;
  return treasureMapsFound(r.pair.serverSeed, r.pair.clientSeed ?? '', r.round.nonce, p.mapNumber, p.pPpm);
}

/**
 * A play as its player (and anyone verifying) sees it: maps (found only once opened), prizes, values in coins, and the
 * seed pair (`seed`: `GamesCore.seedView`, the server seed only once revealed); `balanceCents` adds the balance.
 */
export function playView(r: RoundWithPair, seed: SeedView, balanceCents?: number): TreasurePlay {
  const p = r.round.params as TreasureParams;
  const g = r.round.progress as TreasureProgress;
  const found = foundOf(r);
  const maps = range(p.mapNumber).map((index) => {
    const opened = g.opened.includes(index);
    return { index, opened, found: opened ? found[index]! : null };
  });
  const prizes = g.prizes.map((x) => ({
    storeItemId: x.storeItemId,
    itemId: p.itemId,
    map: x.map,
    name: p.item.name,
    image: p.item.image,
    value: centsToCoins(p.valueCents),
  }));
  return {
    id: r.round.id,
    status: r.round.status as TreasurePlay['status'],
    outcome: r.round.outcome as TreasurePlay['outcome'],
    playType: p.playType,
    treasure: {
      id: p.treasureId,
      type: p.type,
      itemId: p.itemId,
      skuName: p.item.name,
      skuImage: p.item.image,
      skuLevel: p.item.skuLevel,
      orgPrice: centsToCoins(p.valueCents),
    },
    mapNumber: p.mapNumber,
    mapPrice: centsToCoins(p.mapPriceCents),
    amount: centsToCoins(r.round.stakeCents),
    chancePpm: p.pPpm,
    edgePpm: p.edgePpm,
    maps,
    foundCount: maps.filter((m) => m.found === true).length,
    prizes,
    wonValue: centsToCoins(p.valueCents * g.prizes.length),
    ...(balanceCents === undefined ? {} : { balance: centsToCoins(balanceCents) }),
    createdAt: r.round.createdAt.toISOString(),
    settledAt: r.round.settledAt?.toISOString() ?? null,
    ...seed,
  };
}

/** History and verify detail (GamesCore): the treasure, maps, p_ppm and found per map (only opened ones while open). */
export function treasureDetail(r: RoundWithPair, seed: SeedView): Record<string, unknown> {
  const v = playView(r, seed);
  return {
    treasureId: v.treasure.id,
    skuName: v.treasure.skuName,
    value: v.treasure.orgPrice,
    mapNumber: v.mapNumber,
    mapPrice: v.mapPrice,
    edgePpm: v.edgePpm,
    pPpm: v.chancePpm,
    playType: v.playType,
    found: v.maps.map((m) => m.found),
    foundCount: v.foundCount,
    wonValue: v.wonValue,
  };
}
