import { describe, expect, it } from 'vitest';
import { sha256WebCrypto, toHex } from './bytes.ts';
import { buildSumTree, liabilityLeafNode, sumTreeProof, verifySumProof, type LiabilityLeaf } from './sum-tree.ts';
import { encodeLogEntry, logEntryProblem, type LogEntry } from './log-entry.ts';
import { oddsMoments, rtpRange, rtpSample, addRtpSums, ZERO_RTP_SUMS } from './rtp.ts';
import { sha256Hex } from '../fairness.ts';

const leaf = (i: number): LiabilityLeaf => ({
  salt: sha256Hex(`salt-${i}`),
  player: sha256Hex(`p-${i}`).slice(0, 32),
  coinsCents: 1000 * i + 7,
  prizesCents: i % 3 === 0 ? 0 : 250 * i,
});

describe('liabilities sum tree (docs/transparency.md#proof-of-liabilities)', () => {
  it('every leaf of trees of 1..17 leaves proves its inclusion and the totals', async () => {
    for (let n = 1; n <= 17; n++) {
      const leaves = Array.from({ length: n }, (_, i) => leaf(i));
      const levels = buildSumTree(leaves.map(liabilityLeafNode));
      const root = levels[levels.length - 1]![0]!;
      expect(root.coins).toBe(leaves.reduce((s, l) => s + l.coinsCents, 0));
      expect(root.prizes).toBe(leaves.reduce((s, l) => s + l.prizesCents, 0));
      const published = { hash: toHex(root.hash), coinsCents: root.coins, prizesCents: root.prizes };
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
    const published = { hash: toHex(root.hash), coinsCents: root.coins, prizesCents: root.prizes };
    const path = sumTreeProof(levels, 2);
    const check = (over: Partial<Parameters<typeof verifySumProof>[0]>) =>
      verifySumProof({ leaf: leaves[2]!, index: 2, size: 6, path, root: published, ...over });
    expect((await check({ leaf: { ...leaves[2]!, coinsCents: leaves[2]!.coinsCents - 1 } })).ok).toBe(false);
    expect((await check({ path: path.map((s, i) => (i === 1 ? { ...s, coinsCents: s.coinsCents - 100 } : s)) })).ok).toBe(false);
    expect((await check({ path: path.map((s, i) => (i === 0 ? { ...s, prizesCents: -5 } : s)) })).ok).toBe(false);
    expect((await check({ root: { ...published, coinsCents: published.coinsCents + 1 } })).ok).toBe(false);
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
});
