/**
 * Builds SEED_BOXES from BOX_DEFS: resolves item references, orders items most valuable first,
 * picks a deterministic RTP target per box and solves integer ppm odds for it (odds.ts).
 */
import { coinsToCents } from '@hapa/domain';
import type { SeedBox, SeedItem } from './types.ts';
import { BOX_DEFS } from './boxes-def.ts';
import { mulberry32, solveOdds } from './odds.ts';

export const FIRST_BOX_ID = 101;
/** RTP targets are drawn from [RTP_MIN, RTP_MAX] (inside the allowed 0.85..0.95). */
export const RTP_MIN = 0.87;
export const RTP_MAX = 0.93;

/** Finds an item by exact name, else by a substring matching exactly one name. */
export function resolveItem(items: readonly SeedItem[], ref: string): SeedItem {
  const exact = items.find((i) => i.name === ref);
  if (exact) return exact;
  const hits = items.filter((i) => i.name.includes(ref));
  if (hits.length !== 1) {
    throw new Error(`item reference "${ref}" matches ${hits.length} items: ${hits.map((h) => h.name).join('; ')}`);
  }
  return hits[0];
}

/** Deterministic RTP target for a box id, 4 decimals, in [RTP_MIN, RTP_MAX]. */
export function rtpTargetFor(boxId: number): number {
  const rng = mulberry32(0x5eed0000 + boxId);
  return Math.round((RTP_MIN + (RTP_MAX - RTP_MIN) * rng()) * 10_000) / 10_000;
}

export function buildBoxes(items: readonly SeedItem[]): SeedBox[] {
  return BOX_DEFS.map((def, index) => {
    const id = FIRST_BOX_ID + index;
    const priceCents = coinsToCents(def.usd);
    const resolved = def.items.map((ref) => resolveItem(items, ref));
    if (new Set(resolved.map((i) => i.id)).size !== resolved.length) {
      throw new Error(`box ${def.name} lists an item twice`);
    }
    const fixedIds = new Map<number, number>();
    for (const [ref, ppm] of Object.entries(def.fixed ?? {})) fixedIds.set(resolveItem(items, ref).id, ppm);
    const ordered = [...resolved].sort((a, b) => b.priceCents - a.priceCents || a.id - b.id);
    const fixedPpm = new Map<number, number>();
    ordered.forEach((item, i) => {
      const ppm = fixedIds.get(item.id);
      if (ppm !== undefined) fixedPpm.set(i, ppm);
    });
    const targetEvCents = def.targetEvCents ?? priceCents * rtpTargetFor(id);
    const ppms = solveOdds({
      pricesCents: ordered.map((i) => i.priceCents),
      targetEvCents,
      fixedPpm,
      seed: 0xb0c5 * id,
    });
    return {
      id,
      name: def.name,
      priceCents,
      tags: [...def.tags],
      isFeatured: def.featured ?? false,
      createdDaysAgo: def.days,
      description: def.desc,
      items: ordered.map((item, i) => ({ itemId: item.id, ppm: ppms[i] })),
    };
  });
}
