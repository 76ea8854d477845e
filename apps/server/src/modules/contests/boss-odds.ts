/**
 * Exact odds of a boss battle (docs/product/routes.md#battles /battles/challenge-boss): the player and the boss each open the same
 * `count` rounds of one box under fairness.md "Battles" (every seat's ticket is an independent uniform draw
 * over 1..1,000,000 mapped on the box's ppm ranges), the higher total wins all items, the boss wins ties.
 * Everything is integer arithmetic over the denominator 1,000,000^(2 * count), so the published chances
 * are exact (ppm values are rounded down).
 */
export interface BossOddsResult {
  /** P(player total > boss total) as num / den */
  winNum: bigint;
  tieNum: bigint;
  den: bigint;
  winPpm: number;
  tiePpm: number;
  losePpm: number;
  /** expected cents returned (both seats' items when the player wins) over the seat cost, ppm, rounded down */
  rtpPpm: number;
}

/** Distribution of one seat's total value (cents) over `count` rounds: value -> weight (weights sum to 1e6^count). */
export function totalDistribution(items: { valueCents: number; ppm: number }[], count: number): Map<number, bigint> {
  let dist = new Map<number, bigint>([[0, 1n]]);
  for (let r = 0; r < count; r++) {
    const next = new Map<number, bigint>();
    for (const [v, w] of dist) {
      for (const it of items) {
        if (it.ppm <= 0) continue;
        const k = v + it.valueCents;
        next.set(k, (next.get(k) ?? 0n) + w * BigInt(it.ppm));
      }
    }
    dist = next;
  }
  return dist;
}

/**
 * The boss battle odds for a box's items (value in cents, ppm summing to 1,000,000) over `count` rounds
 * and a seat cost in cents. @throws Error when the ppm do not sum to 1,000,000
 */
export function bossOdds(items: { valueCents: number; ppm: number }[], count: number, costCents: number): BossOddsResult {
  if (items.reduce((s, i) => s + i.ppm, 0) !== 1_000_000) throw new Error('box odds must sum to 1,000,000 ppm');
  const dist = [...totalDistribution(items, count).entries()].sort((a, b) => a[0] - b[0]);
  const one = 1_000_000n ** BigInt(count);
  const den = one * one;
  let below = 0n; // weight of boss totals strictly below the current value
  let belowValue = 0n; // sum of value * weight of those
  let winNum = 0n;
  let tieNum = 0n;
  let wonValue = 0n; // sum over player wins of (x + y) * P
  for (const [x, w] of dist) {
    winNum += w * below;
    tieNum += w * w;
    wonValue += w * (BigInt(x) * below + belowValue);
    below += w;
    belowValue += BigInt(x) * w;
  }
  const ppm = (n: bigint) => Number((n * 1_000_000n) / den);
  const winPpm = ppm(winNum);
  const tiePpm = ppm(tieNum);
  return {
    winNum,
    tieNum,
    den,
    winPpm,
    tiePpm,
    losePpm: Number(((den - winNum) * 1_000_000n) / den),
    rtpPpm: costCents > 0 ? Number((wonValue * 1_000_000n) / (den * BigInt(costCents))) : 0,
  };
}
