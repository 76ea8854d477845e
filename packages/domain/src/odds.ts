/**
 * Box odds: integer parts per million per item, ticket ranges, expected value, RTP, house edge
 * (shared/design/fairness.md "Box opening"; docs/product/validation.md box detail).
 */

/** Odds of a box always sum to exactly this many ppm (fairness.md "Box opening"). */
export const PPM_TOTAL = 1_000_000;

/** Inclusive ticket range of one item: tickets `from..to`. */
export interface TicketRange {
  from: number;
  to: number;
}

/** An item as far as value maths cares: price in integer cents, odds in ppm. */
export interface PricedOdds {
  priceCents: number;
  ppm: number;
}

/** Thrown for odds that break the rules (bad ppm, wrong sum, ticket out of range, bad price). */
export class OddsError extends Error {
  override readonly name = 'OddsError';
  constructor(message: string) {
    super(message);
  }
}

/**
 * Ticket ranges for a box's odds in its fixed item order (fairness.md "Box opening"):
 * from_1 = 1, to_i = from_i + ppm_i - 1, from_{i+1} = to_i + 1.
 * @param ppms odds per item in ppm, each a positive integer, summing to exactly 1,000,000
 * @returns one `{from, to}` per item, covering 1..1,000,000 without gaps
 * @throws OddsError if the list is empty, a ppm is not a positive integer, or the sum != 1,000,000
 */
export function ticketRanges(ppms: number[]): TicketRange[] {
  if (ppms.length === 0) throw new OddsError('a box needs at least one item');
  const ranges: TicketRange[] = [];
  let from = 1;
  for (let i = 0; i < ppms.length; i++) {
    const ppm = ppms[i];
    if (!Number.isSafeInteger(ppm) || ppm <= 0) {
      throw new OddsError(`item ${i}: ppm must be a positive integer, got ${String(ppm)}`);
    }
    ranges.push({ from, to: from + ppm - 1 });
    from += ppm;
  }
  const sum = from - 1;
  if (sum !== PPM_TOTAL) throw new OddsError(`odds must sum to ${PPM_TOTAL} ppm, got ${sum}`);
  return ranges;
}

/**
 * Index of the range that holds `ticket` (binary search over contiguous ascending ranges)
 * (fairness.md "Box opening": the item is the one whose range holds the ticket).
 * @param ranges output of {@link ticketRanges}
 * @param ticket integer ticket, normally 1..1,000,000
 * @returns 0-based item index
 * @throws OddsError if ranges is empty or ticket is not an integer inside the ranges
 */
export function itemIndexForTicket(ranges: TicketRange[], ticket: number): number {
  if (ranges.length === 0) throw new OddsError('no ticket ranges');
  if (!Number.isSafeInteger(ticket) || ticket < ranges[0].from || ticket > ranges[ranges.length - 1].to) {
    throw new OddsError(`ticket ${String(ticket)} is outside ${ranges[0].from}..${ranges[ranges.length - 1].to}`);
  }
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ticket > ranges[mid].to) lo = mid + 1;
    else hi = mid;
  }
  if (ticket < ranges[lo].from) throw new OddsError(`ticket ${ticket} falls in a gap between ranges`);
  return lo;
}

/**
 * Item index won by `ticket` for items given in the box's fixed order (fairness.md "Box opening").
 * @param items objects with `ppm` (positive integers summing to 1,000,000)
 * @param ticket integer 1..1,000,000
 * @returns 0-based index into `items`
 * @throws OddsError on bad odds or a ticket out of range
 */
export function pickItemForTicket(items: ReadonlyArray<{ ppm: number }>, ticket: number): number {
  return itemIndexForTicket(ticketRanges(items.map((it) => it.ppm)), ticket);
}

/** Exact sum(price * ppm) as bigint, after validating shapes. */
function weightedSum(items: ReadonlyArray<PricedOdds>): bigint {
  let sum = 0n;
  items.forEach((it, i) => {
    if (!Number.isSafeInteger(it.priceCents) || it.priceCents < 0) {
      throw new OddsError(`item ${i}: priceCents must be a non-negative integer, got ${String(it.priceCents)}`);
    }
    if (!Number.isSafeInteger(it.ppm) || it.ppm < 0) {
      throw new OddsError(`item ${i}: ppm must be a non-negative integer, got ${String(it.ppm)}`);
    }
    sum += BigInt(it.priceCents) * BigInt(it.ppm);
  });
  return sum;
}

/** round(num / den) for num >= 0, den > 0, halves rounded up. */
function roundDiv(num: bigint, den: bigint): bigint {
  return (2n * num + den) / (2n * den);
}

/**
 * Expected value of one opening in integer cents: sum(priceCents * ppm) / 1,000,000, computed
 * exactly and rounded to the nearest cent (halves up). Does not check that ppms sum to 1,000,000
 * (use {@link ticketRanges} for that), so an editor can show a live value.
 * @param items `{priceCents, ppm}` per item (non-negative integers)
 * @throws OddsError on a negative or non-integer price or ppm
 */
export function expectedValueCents(items: ReadonlyArray<PricedOdds>): number {
  return Number(roundDiv(weightedSum(items), BigInt(PPM_TOTAL)));
}

/** RTP in ten-thousandths (9123 = 0.9123), from the exact EV. */
function rtpTenThousandths(boxPriceCents: number, items: ReadonlyArray<PricedOdds>): bigint {
  if (!Number.isSafeInteger(boxPriceCents) || boxPriceCents <= 0) {
    throw new OddsError(`boxPriceCents must be a positive integer, got ${String(boxPriceCents)}`);
  }
  return roundDiv(weightedSum(items) * 10_000n, BigInt(PPM_TOTAL) * BigInt(boxPriceCents));
}

/**
 * Return to player: exact EV / box price, as a ratio rounded to 4 decimals (e.g. 0.9123).
 * @param boxPriceCents box price in cents, positive integer
 * @param items `{priceCents, ppm}` per item
 * @throws OddsError on a non-positive box price or bad items
 */
export function rtpOf(boxPriceCents: number, items: ReadonlyArray<PricedOdds>): number {
  return Number(rtpTenThousandths(boxPriceCents, items)) / 10_000;
}

/**
 * House edge = 1 - RTP, as a ratio with 4 decimals (e.g. 0.0877); negative when the box pays
 * out more than it costs. Always `rtpOf + houseEdgeOf === 1` to 4 decimals.
 * @param boxPriceCents box price in cents, positive integer
 * @param items `{priceCents, ppm}` per item
 * @throws OddsError on a non-positive box price or bad items
 */
export function houseEdgeOf(boxPriceCents: number, items: ReadonlyArray<PricedOdds>): number {
  return Number(10_000n - rtpTenThousandths(boxPriceCents, items)) / 10_000;
}
