import { describe, expect, it } from 'vitest';
import { lineUpText, parseLineUp, parsePrizes } from './contests-settings.tsx';

describe('contest console parsing', () => {
  it('prizes: comma separated coin amounts with at most 2 decimals', () => {
    expect(parsePrizes('100, 50.5,25')).toEqual([100, 50.5, 25]);
    expect(parsePrizes('')).toEqual([]);
    expect(parsePrizes('1.234')).toBeNull();
    expect(parsePrizes('-1')).toBeNull();
  });
  it('line-up: box id x rounds, round-trips', () => {
    expect(parseLineUp('110x2, 106×1')).toEqual([
      { boxId: 110, count: 2 },
      { boxId: 106, count: 1 },
    ]);
    expect(parseLineUp('110')).toBeNull();
    expect(parseLineUp('110x11')).toBeNull();
    expect(parseLineUp('')).toBeNull();
    expect(lineUpText([{ boxId: 110, count: 2 }])).toBe('110x2');
  });
});
