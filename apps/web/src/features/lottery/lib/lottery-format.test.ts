import { describe, expect, it } from 'vitest';
import { drawEndsAt, lotteryMoney, sharePercent, utcDateTime } from './lottery-format.ts';

describe('lottery formatting', () => {
  it('shows prize shares from ppm and money from coins', () => {
    expect(sharePercent(500_000)).toBe('50%');
    expect(sharePercent(333_333)).toBe('33.33%');
    expect(sharePercent(1_000_000)).toBe('100%');
    expect(sharePercent(125_000, 'en')).toBe('12.50%');
    expect(sharePercent(125_000, 'pt-BR')).toBe('12,50%');
    expect(sharePercent(333_333, 'pt-BR')).toBe('33,33%');
    expect(sharePercent(500_000, 'pt-BR')).toBe('50%');
    expect(lotteryMoney(1_234.5)).toBe('$1,234.50');
    expect(lotteryMoney(0.37)).toBe('$0.37');
  });

  it('counts down on the server clock, whatever the browser clock says', () => {
    // the server is one hour ahead of the browser (a moved test clock): the draw is 10 minutes away for both
    const received = Date.parse('2026-11-25T18:50:00Z');
    expect(drawEndsAt('2026-11-25T20:00:00.000Z', '2026-11-25T19:50:00.000Z', received)).toBe(received + 600_000);
    expect(utcDateTime('2026-11-25T20:00:00.000Z')).toEqual({ date: '2026-11-25', time: '20:00' });
  });
});
