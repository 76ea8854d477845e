import { describe, it, expect } from 'vitest';
import {
  PPM_TOTAL,
  OddsError,
  expectedValueCents,
  houseEdgeOf,
  itemIndexForTicket,
  pickItemForTicket,
  rtpOf,
  ticketRanges,
} from './odds.ts';
import { boxTicket } from './fairness.ts';

describe('ticketRanges', () => {
  it('builds contiguous ranges from 1 to 1,000,000 in item order', () => {
    expect(ticketRanges([1, 999_998, 1])).toEqual([
      { from: 1, to: 1 },
      { from: 2, to: 999_999 },
      { from: 1_000_000, to: 1_000_000 },
    ]);
    expect(ticketRanges([PPM_TOTAL])).toEqual([{ from: 1, to: 1_000_000 }]);
    const r = ticketRanges([500_000, 300_000, 150_000, 50_000]);
    expect(r.map((x) => x.from)).toEqual([1, 500_001, 800_001, 950_001]);
    expect(r.map((x) => x.to)).toEqual([500_000, 800_000, 950_000, 1_000_000]);
  });

  it('rejects bad ppms and wrong sums', () => {
    expect(() => ticketRanges([])).toThrow(OddsError);
    expect(() => ticketRanges([999_999])).toThrow(/sum to 1000000/);
    expect(() => ticketRanges([500_000, 500_001])).toThrow(OddsError);
    expect(() => ticketRanges([1_000_000, 0])).toThrow(/positive integer/);
    expect(() => ticketRanges([1_000_001, -1])).toThrow(OddsError);
    expect(() => ticketRanges([499_999.5, 500_000.5])).toThrow(OddsError);
    expect(() => ticketRanges([Number.NaN])).toThrow(OddsError);
  });
});

describe('itemIndexForTicket / pickItemForTicket', () => {
  const ppms = [500_000, 300_000, 150_000, 49_999, 1];
  const ranges = ticketRanges(ppms);

  it('finds the range holding each boundary ticket', () => {
    expect(itemIndexForTicket(ranges, 1)).toBe(0);
    expect(itemIndexForTicket(ranges, 500_000)).toBe(0);
    expect(itemIndexForTicket(ranges, 500_001)).toBe(1);
    expect(itemIndexForTicket(ranges, 800_000)).toBe(1);
    expect(itemIndexForTicket(ranges, 800_001)).toBe(2);
    expect(itemIndexForTicket(ranges, 999_999)).toBe(3);
    expect(itemIndexForTicket(ranges, 1_000_000)).toBe(4);
  });

  it('agrees with a linear scan for many tickets', () => {
    for (let t = 1; t <= 1_000_000; t += 7919) {
      const linear = ranges.findIndex((r) => t >= r.from && t <= r.to);
      expect(itemIndexForTicket(ranges, t)).toBe(linear);
    }
  });

  it('throws on tickets out of range, non-integers, empty ranges and gaps', () => {
    expect(() => itemIndexForTicket(ranges, 0)).toThrow(OddsError);
    expect(() => itemIndexForTicket(ranges, 1_000_001)).toThrow(OddsError);
    expect(() => itemIndexForTicket(ranges, 1.5)).toThrow(OddsError);
    expect(() => itemIndexForTicket([], 1)).toThrow(OddsError);
    expect(() =>
      itemIndexForTicket(
        [
          { from: 1, to: 5 },
          { from: 10, to: 20 },
        ],
        7,
      ),
    ).toThrow(/gap/);
  });

  it('picks the item for a fair ticket (fairness.md vector: ticket 793618)', () => {
    const seed = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';
    const ticket = boxTicket(seed, 'lucky-client', 0);
    expect(ticket).toBe(793_618);
    const items = ppms.map((ppm) => ({ ppm }));
    expect(pickItemForTicket(items, ticket)).toBe(1);
    expect(pickItemForTicket(items, 1_000_000)).toBe(4);
    expect(() => pickItemForTicket([{ ppm: 10 }], 1)).toThrow(OddsError);
  });
});

describe('expected value, RTP, house edge', () => {
  const items = [
    { priceCents: 100_000, ppm: 10_000 }, // $1000 at 1%
    { priceCents: 5_000, ppm: 90_000 }, // $50 at 9%
    { priceCents: 500, ppm: 900_000 }, // $5 at 90%
  ];

  it('computes EV exactly in cents', () => {
    // 1000 + 450 + 450 = 1900 cents
    expect(expectedValueCents(items)).toBe(1_900);
    expect(expectedValueCents([])).toBe(0);
  });

  it('rounds EV to the nearest cent, halves up', () => {
    // 1 cent * 500,000 ppm = 0.5 cent -> 1; 1 cent * 499,999 ppm -> 0
    expect(
      expectedValueCents([
        { priceCents: 1, ppm: 500_000 },
        { priceCents: 0, ppm: 500_000 },
      ]),
    ).toBe(1);
    expect(
      expectedValueCents([
        { priceCents: 1, ppm: 499_999 },
        { priceCents: 0, ppm: 500_001 },
      ]),
    ).toBe(0);
    // 333 * 1/3 style: 1234 cents at 333,333 ppm = 411.33 -> 411
    expect(expectedValueCents([{ priceCents: 1234, ppm: 333_333 }])).toBe(411);
  });

  it('stays exact for prices whose products exceed 2^53', () => {
    const big = [
      { priceCents: 9_000_000_000_000, ppm: 999_999 },
      { priceCents: 3, ppm: 1 },
    ];
    // 9e12 * 999,999 / 1e6 = 8,999,991,000,000 exactly (+ 3e-6, rounds away)
    expect(expectedValueCents(big)).toBe(8_999_991_000_000);
  });

  it('computes RTP and house edge to 4 decimals', () => {
    expect(rtpOf(2_000, items)).toBe(0.95);
    expect(houseEdgeOf(2_000, items)).toBe(0.05);
    // EV 1900 on a 2083 box = 0.912145... -> 0.9121, edge 0.0879
    expect(rtpOf(2_083, items)).toBe(0.9121);
    expect(houseEdgeOf(2_083, items)).toBe(0.0879);
    // a box that pays out more than its price has a negative edge
    expect(rtpOf(1_000, items)).toBe(1.9);
    expect(houseEdgeOf(1_000, items)).toBe(-0.9);
  });

  it('rejects bad prices and ppms', () => {
    expect(() => rtpOf(0, items)).toThrow(OddsError);
    expect(() => houseEdgeOf(10.5, items)).toThrow(OddsError);
    expect(() => expectedValueCents([{ priceCents: -1, ppm: 1 }])).toThrow(OddsError);
    expect(() => expectedValueCents([{ priceCents: 10.5, ppm: 1 }])).toThrow(OddsError);
    expect(() => expectedValueCents([{ priceCents: 1, ppm: 0.5 }])).toThrow(OddsError);
  });
});
