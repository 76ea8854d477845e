import { describe, expect, it } from 'vitest';
import { chargedAmount, formatDateTime, humaniseKind, pageCount, signedCoins } from './history-format.ts';

describe('history format', () => {
  it('signs coin amounts', () => {
    expect(signedCoins(50)).toBe('+$50.00');
    expect(signedCoins(-5)).toBe('-$5.00');
    expect(signedCoins(0)).toBe('$0.00');
  });
  it('shows the charged currency', () => {
    expect(chargedAmount(1000, 'KES')).toBe('KES 1,000.00');
    expect(chargedAmount(20.5, 'USD')).toBe('$20.50');
  });
  it('names ledger kinds', () => {
    expect(humaniseKind('deposit', { deposit: 'Top-up' })).toBe('Top-up');
    expect(humaniseKind('battle_refund', {})).toBe('Battle refund');
  });
  it('formats dates and pages', () => {
    expect(formatDateTime('2026-11-21T00:44:59.418Z', 'UTC')).toBe('21 Nov 2026, 00:44');
    expect(formatDateTime('nope')).toBe('nope');
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});
