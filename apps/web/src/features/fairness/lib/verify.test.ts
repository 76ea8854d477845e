import type { VerifyOpening } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import { computeManual, verifyOpening } from './verify.ts';

// public test vectors (fairness.md)
const SEED = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';
const HASH = '3b69489b3b8a7514e0d0eed5e4ba5f842c43371139757df6b5c870f3383ce7a9';

function opening(over: Partial<VerifyOpening> = {}): VerifyOpening {
  return {
    openId: 1,
    boxId: 1,
    boxName: 'Test',
    serverSeed: SEED,
    serverSeedHashed: HASH,
    clientSeed: 'lucky-client',
    nonce: 0,
    ticket: 793618,
    itemId: 2,
    oddsVersion: 1,
    createdAt: '',
    items: [
      { id: 1, name: 'Rare', ppm: 500_000, ticketFrom: 1, ticketTo: 500_000 },
      { id: 2, name: 'Common', ppm: 500_000, ticketFrom: 500_001, ticketTo: 1_000_000 },
    ],
    ...over,
  };
}

describe('verifyOpening', () => {
  it('passes every check for an honest opening', () => {
    const out = verifyOpening(opening());
    expect(out.revealed && out.ok).toBe(true);
    if (out.revealed) expect(out.ticket).toBe(793618);
  });
  it('flags a wrong hash, ticket and item', () => {
    const out = verifyOpening(opening({ serverSeedHashed: 'x', ticket: 5, itemId: 1 }));
    if (!out.revealed) throw new Error('expected revealed');
    expect(Object.fromEntries(out.checks.map((c) => [c.key, c.ok]))).toEqual({ hash: false, ranges: true, ticket: false, item: false });
  });
  it('flags ranges that do not follow from the odds', () => {
    const bad = opening();
    bad.items[1].ticketFrom = 400_000;
    const out = verifyOpening(bad);
    expect(out.revealed && out.checks.find((c) => c.key === 'ranges')?.ok).toBe(false);
  });
  it('says when the seed is not revealed', () => {
    expect(verifyOpening(opening({ serverSeed: null }))).toEqual({ revealed: false });
  });
});

describe('computeManual', () => {
  it('matches the published vectors', () => {
    const r = computeManual(SEED, 'lucky-client', 0);
    expect(r.serverSeedHashed).toBe(HASH);
    expect(r.ticket).toBe(793618);
    expect(r.floats[1]).toBeCloseTo(0.743983954657, 10);
    expect(computeManual(SEED, 'abc', 41).ticket).toBe(212466);
  });
});
