import { describe, expect, it } from 'vitest';
import { tierPercent } from './tiers.ts';

const tiers = [
  { minCents: 2000, bonusPpm: 50_000 },
  { minCents: 10_000, bonusPpm: 100_000 },
  { minCents: 50_000, bonusPpm: 125_000 },
];

describe('deposit bonus tiers', () => {
  it('percent from ppm', () => expect(tiers.map(tierPercent)).toEqual([5, 10, 12.5]));
});
