import { describe, expect, it } from 'vitest';
import { PPM_TOTAL, treasureMapChancePpm, treasureMapsFound } from '@hapa/domain';
import { SEED_ITEMS } from '../../../db/seed/catalogue.ts';
import { anyFindChancePpm, DEFAULT_TREASURE_SETTINGS, SEED_TREASURES } from './treasure-rules.ts';

/**
 * Treasure hunter maths (small, pure functions; docs/games.md, "each game's maths"; fairness.md "Treasure hunter"):
 * every map that finds the treasure wins it, so a map returns p x value / mapPrice = 1 - edge (less the rounding
 * of p down to a whole ppm).
 */
describe('treasure hunter maths (small)', () => {
  const edge = DEFAULT_TREASURE_SETTINGS.edgePpm;
  const SERVER = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';

  it('RTP over 1,000,000 maps drawn from the real stream is within 0.2% of the stated 95%', () => {
    // $8 maps for a $9.50 treasure: p = 80% (a high chance keeps the sampling error near 0.05%, so a miss means
    // the maths moved, not the luck); 10 maps a play, 100,000 plays
    const mapCents = 800;
    const valueCents = 950;
    const p = treasureMapChancePpm(mapCents, valueCents, edge);
    expect(p).toBe(800_000);
    let found = 0;
    for (let nonce = 0; nonce < 100_000; nonce++) for (const f of treasureMapsFound(SERVER, 'rtp-client', nonce, 10, p)) if (f) found++;
    const rtp = (found * valueCents) / (1_000_000 * mapCents);
    expect(Math.abs(rtp - (PPM_TOTAL - edge) / PPM_TOTAL)).toBeLessThan(0.002);
  });

  it('every seeded treasure states an RTP of 1 - edge (to within the ppm rounding) and a chance between 1% and 20%', () => {
    const items = new Map(SEED_ITEMS.map((i) => [i.id, i.priceCents]));
    for (const s of SEED_TREASURES) {
      const value = items.get(s.itemId);
      expect(value, `item ${s.itemId}`).toBeDefined();
      const p = treasureMapChancePpm(s.mapPriceCents, value!, edge);
      expect(p).toBeGreaterThanOrEqual(10_000);
      expect(p).toBeLessThanOrEqual(200_000);
      const stated = (p * value!) / (PPM_TOTAL * s.mapPriceCents);
      expect(stated).toBeLessThanOrEqual(0.95);
      expect(0.95 - stated).toBeLessThan(value! / (PPM_TOTAL * s.mapPriceCents) + 1e-12);
    }
  });

  it('the chance of at least one find is 1 - (1 - p)^n, exact in ppm', () => {
    expect(anyFindChancePpm(190_000, 1)).toBe(190_000);
    expect(anyFindChancePpm(190_000, 4)).toBe(569_532); // 1 - 0.81^4 = 0.56953279, rounded down
    expect(anyFindChancePpm(0, 10)).toBe(0);
    expect(anyFindChancePpm(1_000_000, 3)).toBe(1_000_000);
  });
});
