/**
 * Realised RTP against the promised one, with the range a fair game stays in 99 times out of 100
 * (docs/transparency.md#real-rtp). Amounts in cents; RTP as a ratio (0.95 = 95 %).
 *
 * Each settled opening or round i has a stake s_i, a payout x_i, and, from the rules in force when it was played, an
 * expected return ratio mu_i and a variance sigma_i^2 of its return ratio. Over n of them:
 *   realised = sum x / sum s;  promised = sum (s mu) / sum s;  sd = sqrt(V) / sum s
 *   range = promised +- 2.576 sd        (2.576: the two-sided 99 % point of the normal distribution)
 * where V = sum (s^2 sigma^2) when every outcome's distribution is published (box odds: `oddsMoments`), else the
 * spread observed around the promise, V = sum (x - mu s)^2 (games whose spread depends on the player's choices).
 */

/** The two-sided 99 % point of the standard normal distribution. */
export const RTP_Z_99 = 2.576;

/**
 * Mean and variance of the return ratio (payout / price) of one opening of a box: items with ppm odds (summing to
 * 1,000,000) and values in cents.
 * @throws RangeError for a price <= 0 or odds that do not sum to 1,000,000
 */
export function oddsMoments(items: { ppm: number; valueCents: number }[], priceCents: number): { mean: number; variance: number } {
  if (!(priceCents > 0)) throw new RangeError('a box price must be positive');
  const total = items.reduce((n, i) => n + i.ppm, 0);
  if (total !== 1_000_000) throw new RangeError(`odds sum to ${total} ppm, not 1,000,000`);
  let mean = 0;
  let second = 0;
  for (const i of items) {
    const p = i.ppm / 1_000_000;
    const r = i.valueCents / priceCents;
    mean += p * r;
    second += p * r * r;
  }
  return { mean, variance: Math.max(0, second - mean * mean) };
}

/** Sums over settled openings or rounds (one box or game, one day or all time). */
export interface RtpSums {
  samples: number;
  stakeCents: number;
  payoutCents: number;
  /** sum of s_i mu_i (cents) */
  expectedCents: number;
  /** sum of s_i^2 sigma_i^2 (cents^2), for subjects whose distribution is published */
  varianceCents2: number;
  /** sum of s_i^2, x_i^2 and s_i x_i, for the observed spread */
  stakeSq: number;
  payoutSq: number;
  stakePayout: number;
}

/** The empty sums. */
export const ZERO_RTP_SUMS: RtpSums = Object.freeze({
  samples: 0,
  stakeCents: 0,
  payoutCents: 0,
  expectedCents: 0,
  varianceCents2: 0,
  stakeSq: 0,
  payoutSq: 0,
  stakePayout: 0,
});

/** Field-wise sum of two sums. */
export function addRtpSums(a: RtpSums, b: RtpSums): RtpSums {
  return {
    samples: a.samples + b.samples,
    stakeCents: a.stakeCents + b.stakeCents,
    payoutCents: a.payoutCents + b.payoutCents,
    expectedCents: a.expectedCents + b.expectedCents,
    varianceCents2: a.varianceCents2 + b.varianceCents2,
    stakeSq: a.stakeSq + b.stakeSq,
    payoutSq: a.payoutSq + b.payoutSq,
    stakePayout: a.stakePayout + b.stakePayout,
  };
}

/** The sums of one settled sample: stake and payout in cents, its promised mean and variance (null: observed spread). */
export function rtpSample(stakeCents: number, payoutCents: number, mean: number, variance: number | null): RtpSums {
  return {
    samples: 1,
    stakeCents,
    payoutCents,
    expectedCents: stakeCents * mean,
    varianceCents2: variance === null ? 0 : stakeCents * stakeCents * variance,
    stakeSq: stakeCents * stakeCents,
    payoutSq: payoutCents * payoutCents,
    stakePayout: stakeCents * payoutCents,
  };
}

export interface RtpRange {
  samples: number;
  /** sum x / sum s, null without stakes */
  realised: number | null;
  /** sum s mu / sum s, null without stakes */
  promised: number | null;
  /** promised -+ 2.576 sd; null without stakes */
  low: number | null;
  high: number | null;
  /** whether realised lies in [low, high]; null without stakes */
  within: boolean | null;
}

/**
 * The realised RTP, the promised one and its 99 % range from `sums`; `varianceFrom` says whether the spread comes
 * from the published distribution ('odds') or from the samples ('observed').
 */
export function rtpRange(sums: RtpSums, varianceFrom: 'odds' | 'observed'): RtpRange {
  const s = sums.stakeCents;
  if (!(s > 0)) return { samples: sums.samples, realised: null, promised: null, low: null, high: null, within: null };
  const realised = sums.payoutCents / s;
  const promised = sums.expectedCents / s;
  const mu = promised;
  const v = varianceFrom === 'odds' ? sums.varianceCents2 : sums.payoutSq - 2 * mu * sums.stakePayout + mu * mu * sums.stakeSq;
  const sd = Math.sqrt(Math.max(0, v)) / s;
  const low = promised - RTP_Z_99 * sd;
  const high = promised + RTP_Z_99 * sd;
  // a tolerance of one part in 10^9 keeps float rounding from flagging a realised RTP that sits exactly on an edge
  const eps = 1e-9;
  return { samples: sums.samples, realised, promised, low, high, within: realised >= low - eps && realised <= high + eps };
}

/** Mean and variance of a return ratio (payout / stake), for one settled round's promise. */
export interface RtpMoments {
  mean: number;
  variance: number;
}

/**
 * A yes/no bet (double or nothing, docs/transparency.md#real-rtp): it wins with probability `pPpm` / 1,000,000 and then
 * returns `multiplier` x the stake, else nothing. mean = p m, variance = p m^2 - (p m)^2 = m^2 p (1 - p).
 * @throws RangeError for a chance outside 0..1,000,000 or a negative multiplier
 */
export function yesNoMoments(pPpm: number, multiplier: number): RtpMoments {
  if (!(pPpm >= 0 && pPpm <= 1_000_000)) throw new RangeError(`bad chance ${pPpm} ppm`);
  if (!(multiplier >= 0)) throw new RangeError(`bad multiplier ${multiplier}`);
  const p = pPpm / 1_000_000;
  return { mean: p * multiplier, variance: multiplier * multiplier * p * (1 - p) };
}

/**
 * `count` independent tries each winning `valueCents` with probability `pPpm` / 1,000,000, for `stakeCents` in all
 * (treasure hunter's maps): the number found is binomial, so mean = count p v / stake and
 * variance = count p (1 - p) v^2 / stake^2.
 * @throws RangeError for a stake <= 0, count < 1 or a chance outside 0..1,000,000
 */
export function binomialMoments(count: number, pPpm: number, valueCents: number, stakeCents: number): RtpMoments {
  if (!(stakeCents > 0)) throw new RangeError('a stake must be positive');
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`bad count ${count}`);
  if (!(pPpm >= 0 && pPpm <= 1_000_000)) throw new RangeError(`bad chance ${pPpm} ppm`);
  const p = pPpm / 1_000_000;
  return {
    mean: (count * p * valueCents) / stakeCents,
    variance: (count * p * (1 - p) * valueCents * valueCents) / (stakeCents * stakeCents),
  };
}

/**
 * The first `count` picks of a uniform shuffle of a published list (flip cards: one pick of nine prizes; a Fancy Cards
 * pack: K cards of its list), each entry worth `valuesCents[i]`, for `stakeCents`: every entry is picked with
 * probability count / N, and the sum of a draw without replacement has variance count s^2 (N - count) / (N - 1),
 * s^2 the list's population variance. Returned as ratios of the stake.
 * @throws RangeError for a stake <= 0, an empty list or count outside 1..N
 */
export function dealMoments(valuesCents: readonly number[], count: number, stakeCents: number): RtpMoments {
  const n = valuesCents.length;
  if (!(stakeCents > 0)) throw new RangeError('a stake must be positive');
  if (n === 0 || !Number.isSafeInteger(count) || count < 1 || count > n) throw new RangeError(`count must be 1..${n}`);
  const avg = valuesCents.reduce((s, v) => s + v, 0) / n;
  const pop = valuesCents.reduce((s, v) => s + (v - avg) * (v - avg), 0) / n;
  const varSum = n === 1 ? 0 : (count * pop * (n - count)) / (n - 1);
  return { mean: (count * avg) / stakeCents, variance: varSum / (stakeCents * stakeCents) };
}
