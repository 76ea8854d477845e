/**
 * Odds editor maths (docs/architecture/console.md, "Odds editor"): what the operator console shows live as the odds are typed
 * and what the server checks before it publishes a new odds version. Pure and browser-safe, so the
 * browser and the server agree to the ppm and the cent.
 */
import { PPM_TOTAL, type PricedOdds } from './odds.ts';

/** RTP band an odds version must fall in to be published, in basis points of RTP (8500 = 85.00 %). */
export interface RtpBand {
  minBp: number;
  maxBp: number;
}

/** Default band (docs/architecture/console.md: 85-95 %); the live value is the `rtp_band` catalogue setting. */
export const DEFAULT_RTP_BAND: RtpBand = { minBp: 8500, maxBp: 9500 };

/** Why a draft cannot be published; `null` when it can. */
export type OddsProblem = 'empty' | 'bad_ppm' | 'duplicate_item' | 'sum' | 'box_price' | 'rtp_band' | null;

export interface OddsDraftSummary {
  /** sum of the entered ppm */
  sumPpm: number;
  /** 1,000,000 - sumPpm (negative when over) */
  remainingPpm: number;
  /** expected value of one opening, integer cents (rounded half up; exact maths) */
  evCents: number;
  /** RTP in basis points (EV / box price x 10,000, rounded half up); 0 when the box price is not positive */
  rtpBp: number;
  /** the first rule the draft breaks, or null when it can be published */
  problem: OddsProblem;
}

/**
 * Sums, EV and RTP of an odds draft, and the first rule it breaks (docs/architecture/console.md guardrail; fairness.md
 * "Box opening": positive integer ppm summing to exactly 1,000,000; each item once).
 * Order of checks: empty, bad_ppm (non-integer or <= 0), duplicate_item, sum, box_price, rtp_band.
 * @param boxPriceCents box price in integer cents
 * @param rows one `{itemId, priceCents, ppm}` per line in box order (price in cents, odds in ppm)
 * @param band RTP band in basis points (inclusive)
 */
export function summarizeOddsDraft(
  boxPriceCents: number,
  rows: ReadonlyArray<PricedOdds & { itemId: number }>,
  band: RtpBand,
): OddsDraftSummary {
  let sum = 0;
  let weighted = 0n;
  let badPpm = false;
  const seen = new Set<number>();
  let duplicate = false;
  for (const r of rows) {
    const ppmOk = Number.isSafeInteger(r.ppm) && r.ppm > 0;
    if (!ppmOk) badPpm = true;
    const ppm = Number.isSafeInteger(r.ppm) && r.ppm > 0 ? r.ppm : 0;
    const price = Number.isSafeInteger(r.priceCents) && r.priceCents >= 0 ? r.priceCents : 0;
    sum += ppm;
    weighted += BigInt(price) * BigInt(ppm);
    if (seen.has(r.itemId)) duplicate = true;
    seen.add(r.itemId);
  }
  const evCents = Number((2n * weighted + BigInt(PPM_TOTAL)) / (2n * BigInt(PPM_TOTAL)));
  const priceOk = Number.isSafeInteger(boxPriceCents) && boxPriceCents > 0;
  const rtpBp = priceOk
    ? Number((2n * weighted * 10_000n + BigInt(PPM_TOTAL) * BigInt(boxPriceCents)) / (2n * BigInt(PPM_TOTAL) * BigInt(boxPriceCents)))
    : 0;
  let problem: OddsProblem = null;
  if (rows.length === 0) problem = 'empty';
  else if (badPpm) problem = 'bad_ppm';
  else if (duplicate) problem = 'duplicate_item';
  else if (sum !== PPM_TOTAL) problem = 'sum';
  else if (!priceOk) problem = 'box_price';
  else if (rtpBp < band.minBp || rtpBp > band.maxBp) problem = 'rtp_band';
  return { sumPpm: sum, remainingPpm: PPM_TOTAL - sum, evCents, rtpBp, problem };
}

/** True when `band` is a usable band: integers, 1 <= min <= max <= 20,000 bp (0.01 % .. 200 %). */
export function isValidRtpBand(band: RtpBand): boolean {
  return (
    Number.isSafeInteger(band.minBp) &&
    Number.isSafeInteger(band.maxBp) &&
    band.minBp >= 1 &&
    band.minBp <= band.maxBp &&
    band.maxBp <= 20_000
  );
}

/** Basis points as a percent text with 2 decimals: 9123 -> "91.23". */
export function bpToPercentText(bp: number): string {
  return (bp / 100).toFixed(2);
}
