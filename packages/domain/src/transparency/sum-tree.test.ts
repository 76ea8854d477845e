import { describe, expect, it } from 'vitest';
import { sha256WebCrypto, toHex } from './bytes.ts';
import { buildSumTree, liabilityLeafNode, sumTreeProof, verifySumProof, type LiabilityLeaf } from './sum-tree.ts';
import { encodeLogEntry, logEntryProblem, type LogEntry } from './log-entry.ts';
import { binomialMoments, dealMoments, oddsMoments, rtpRange, rtpSample, addRtpSums, yesNoMoments, ZERO_RTP_SUMS } from './rtp.ts';
import { sha256Hex } from '../fairness.ts';

const leaf = (i: number): LiabilityLeaf => ({
  salt: sha256Hex(`salt-${i}`),
  player: sha256Hex(`p-${i}`).slice(0, 32),
  coinsCents: 1000 * i + 7,
  prizesCents: i % 3 === 0 ? 0 : 250 * i,
  hapacoins: i % 2 === 0 ? 0 : 300 * i,
});

describe('liabilities sum tree (docs/transparency.md#proof-of-liabilities)', () => {
  it('every leaf of trees of 1..17 leaves proves its inclusion and the totals', async () => {
    for (let n = 1; n <= 17; n++) {
      const leaves = Array.from({ length: n }, (_, i) => leaf(i));
      const levels = buildSumTree(leaves.map(liabilityLeafNode));
      const root = levels[levels.length - 1]![0]!;
      expect(root.coins).toBe(leaves.reduce((s, l) => s + l.coinsCents, 0));
      expect(root.prizes).toBe(leaves.reduce((s, l) => s + l.prizesCents, 0));
      expect(root.hapacoins).toBe(leaves.reduce((s, l) => s + l.hapacoins, 0));
      const published = { hash: toHex(root.hash), coinsCents: root.coins, prizesCents: root.prizes, hapacoins: root.hapacoins };
      for (let i = 0; i < n; i++) {
        const res = await verifySumProof(
          { leaf: leaves[i]!, index: i, size: n, path: sumTreeProof(levels, i), root: published },
          sha256WebCrypto,
        );
        expect(res).toEqual({ ok: true });
      }
    }
  });

  it('refuses a changed amount, a sibling sum lowered to hide a balance, a negative sum, a wrong total', async () => {
    const leaves = Array.from({ length: 6 }, (_, i) => leaf(i));
    const levels = buildSumTree(leaves.map(liabilityLeafNode));
    const root = levels[levels.length - 1]![0]!;
    const published = { hash: toHex(root.hash), coinsCents: root.coins, prizesCents: root.prizes, hapacoins: root.hapacoins };
    const path = sumTreeProof(levels, 2);
    const check = (over: Partial<Parameters<typeof verifySumProof>[0]>) =>
      verifySumProof({ leaf: leaves[2]!, index: 2, size: 6, path, root: published, ...over });
    expect((await check({ leaf: { ...leaves[2]!, coinsCents: leaves[2]!.coinsCents - 1 } })).ok).toBe(false);
    expect((await check({ path: path.map((s, i) => (i === 1 ? { ...s, coinsCents: s.coinsCents - 100 } : s)) })).ok).toBe(false);
    expect((await check({ path: path.map((s, i) => (i === 0 ? { ...s, prizesCents: -5 } : s)) })).ok).toBe(false);
    expect((await check({ root: { ...published, coinsCents: published.coinsCents + 1 } })).ok).toBe(false);
    // HapaCoins are a third sum under the hash: moved between branches or lowered, the root no longer matches
    expect((await check({ leaf: { ...leaves[2]!, hapacoins: leaves[2]!.hapacoins + 1 } })).ok).toBe(false);
    expect((await check({ path: path.map((s, i) => (i === 0 ? { ...s, hapacoins: s.hapacoins + 300 } : s)) })).ok).toBe(false);
    expect((await check({ root: { ...published, hapacoins: published.hapacoins - 1 } })).ok).toBe(false);
    expect((await check({ path: path.slice(1) })).ok).toBe(false);
    expect((await check({ index: 3 })).ok).toBe(false);
  });
});

describe('log entries (docs/transparency.md#log-entries)', () => {
  const seed = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';
  const commit: LogEntry = {
    kind: 'commit',
    scope: 'seed_pair',
    ref: '17',
    seedType: 1,
    player: 'ab'.repeat(16),
    seedHash: sha256Hex(seed),
    serverSeed: null,
    at: '2026-11-28T10:00:00.000Z',
  };
  it('encodes in the fixed key order and checks a reveal against its commitment', () => {
    expect(encodeLogEntry(commit)).toBe(
      `{"v":1,"kind":"commit","scope":"seed_pair","ref":"17","seedType":1,"player":"${'ab'.repeat(16)}","seedHash":"3b69489b3b8a7514e0d0eed5e4ba5f842c43371139757df6b5c870f3383ce7a9","serverSeed":null,"at":"2026-11-28T10:00:00.000Z"}`,
    );
    expect(logEntryProblem(commit)).toBeNull();
    expect(logEntryProblem({ ...commit, kind: 'reveal', serverSeed: seed })).toBeNull();
    expect(logEntryProblem({ ...commit, kind: 'reveal', serverSeed: seed.replace('9f', '8f') })).toMatch(/does not hash/);
    expect(logEntryProblem({ ...commit, serverSeed: seed })).toMatch(/carries no server seed/);
  });
});

describe('realised RTP against the promise (docs/transparency.md#real-rtp)', () => {
  it('moments of an odds table and a 99 % range that holds a fair sample and not a skewed one', () => {
    // 10 % of a $10 item, 90 % of a $0.50 item in a $1.50 box: mean (1 + 0.45) / 1.5
    const m = oddsMoments(
      [
        { ppm: 100_000, valueCents: 1000 },
        { ppm: 900_000, valueCents: 50 },
      ],
      150,
    );
    expect(m.mean).toBeCloseTo(1.45 / 1.5, 12);
    expect(m.variance).toBeCloseTo(0.1 * (1000 / 150) ** 2 + 0.9 * (50 / 150) ** 2 - (1.45 / 1.5) ** 2, 12);
    const sample = (wins: number, n: number) => {
      let s = ZERO_RTP_SUMS;
      for (let i = 0; i < n; i++) s = addRtpSums(s, rtpSample(150, i < wins ? 1000 : 50, m.mean, m.variance));
      return s;
    };
    const fair = rtpRange(sample(1000, 10_000), 'odds');
    expect(fair.within).toBe(true);
    expect(fair.realised).toBeCloseTo(m.mean, 12);
    const skewed = rtpRange(sample(800, 10_000), 'odds'); // 8 % instead of 10 %: 6.7 sd low
    expect(skewed.within).toBe(false);
    expect(skewed.realised!).toBeLessThan(skewed.low!);
    expect(rtpRange(ZERO_RTP_SUMS, 'odds').within).toBeNull();
  });

  /** Mean and variance of a distribution given as [probability, return ratio] pairs, by enumeration. */
  const enumerate = (outcomes: [number, number][]) => {
    const mean = outcomes.reduce((s, [p, r]) => s + p * r, 0);
    return { mean, variance: outcomes.reduce((s, [p, r]) => s + p * r * r, 0) - mean * mean };
  };

  it('the games’ promises match their distributions enumerated: yes/no, binomial maps, a deal without replacement', () => {
    // double or nothing at 49.5 %: 2x or nothing
    const dn = yesNoMoments(495_000, 2);
    const dnE = enumerate([
      [0.495, 2],
      [0.505, 0],
    ]);
    expect(dn.mean).toBeCloseTo(dnE.mean, 12);
    expect(dn.variance).toBeCloseTo(dnE.variance, 12);
    // 3 maps at $10 each for a $50 treasure at 19 %: found k of 3
    const q = 0.19;
    const bin = binomialMoments(3, 190_000, 5000, 3000);
    const binE = enumerate(
      [0, 1, 2, 3].map((k) => [[1, 3, 3, 1][k]! * q ** k * (1 - q) ** (3 - k), (k * 5000) / 3000] as [number, number]),
    );
    expect(bin.mean).toBeCloseTo(binE.mean, 12);
    expect(bin.variance).toBeCloseTo(binE.variance, 12);
    // 2 of the list [100, 100, 400, 1000] for 300: every unordered pair equally likely
    const list = [100, 100, 400, 1000];
    const pairs: [number, number][] = [];
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) pairs.push([1 / 6, (list[i]! + list[j]!) / 300]);
    const deal = dealMoments(list, 2, 300);
    const dealE = enumerate(pairs);
    expect(deal.mean).toBeCloseTo(dealE.mean, 12);
    expect(deal.variance).toBeCloseTo(dealE.variance, 12);
    // one pick of nine (a flip): the list's mean and population variance
    const one = dealMoments([50, 100, 200], 1, 100);
    expect(one.mean).toBeCloseTo(350 / 300, 12);
    expect(one.variance).toBeCloseTo(enumerate([0.5, 1, 2].map((r) => [1 / 3, r] as [number, number])).variance, 12);
    expect(() => dealMoments([], 1, 100)).toThrow(RangeError);
    expect(() => binomialMoments(1, 2_000_000, 1, 1)).toThrow(RangeError);
  });
});
