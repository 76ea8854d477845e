import { describe, expect, it } from 'vitest';
import { buildReel, LANDING_INDEX, landingJitter, landingOffset, pickWeighted, REEL_LENGTH } from './build-reel.ts';

const items = [
  { id: 1, ppm: 1_000 },
  { id: 2, ppm: 99_000 },
  { id: 3, ppm: 900_000 },
];

describe('buildReel', () => {
  it('always lands on the won item', () => {
    for (let seed = 1; seed < 200; seed++) {
      const reel = buildReel(items, items[0], seed);
      expect(reel).toHaveLength(REEL_LENGTH);
      expect(reel[LANDING_INDEX].id).toBe(1);
    }
  });
  it('is deterministic for a seed', () => {
    expect(buildReel(items, items[2], 42).map((i) => i.id)).toEqual(buildReel(items, items[2], 42).map((i) => i.id));
  });
  it('fills mostly with likely items', () => {
    const reel = buildReel(items, items[2], 7, 2000, 10);
    const common = reel.filter((i) => i.id === 3).length;
    expect(common / reel.length).toBeGreaterThan(0.75);
  });
  it('rejects a bad landing index', () => {
    expect(() => buildReel(items, items[0], 1, 10, 10)).toThrow(RangeError);
  });
});

describe('reel geometry', () => {
  it('centres the landing card under the marker', () => {
    // card 100 px, gap 10: card 5 starts at 550, centre 600; viewport 400 -> centre 200 -> offset -400
    expect(landingOffset(5, 100, 10, 400)).toBe(-400);
    expect(landingOffset(5, 100, 10, 400, 0.25)).toBe(-425);
  });
  it('keeps the jitter inside the card', () => {
    for (let s = 0; s < 500; s++) expect(Math.abs(landingJitter(s))).toBeLessThanOrEqual(0.35);
  });
});

describe('pickWeighted', () => {
  it('maps uniform values onto odds', () => {
    expect(pickWeighted(items, 0).id).toBe(1);
    expect(pickWeighted(items, 0.0011).id).toBe(2);
    expect(pickWeighted(items, 0.5).id).toBe(3);
    expect(pickWeighted(items, 0.999999).id).toBe(3);
  });
});
