import { describe, it, expect } from 'vitest';
import {
  HAPACOIN_PER_COIN,
  MoneyFormatError,
  centsToCoins,
  coinsToCents,
  formatCoins,
  formatCompactCoins,
  formatPlainCoins,
  parseCoinAmount,
  type MoneyFormatReason,
} from './money.ts';

function reasonOf(input: unknown): MoneyFormatReason | 'ok' {
  try {
    parseCoinAmount(input);
    return 'ok';
  } catch (e) {
    expect(e).toBeInstanceOf(MoneyFormatError);
    return (e as MoneyFormatError).reason;
  }
}

describe('parseCoinAmount', () => {
  it('parses strings with up to 2 decimals into cents', () => {
    expect(parseCoinAmount('20')).toBe(2000);
    expect(parseCoinAmount('20.5')).toBe(2050);
    expect(parseCoinAmount('20.55')).toBe(2055);
    expect(parseCoinAmount('0.01')).toBe(1);
    expect(parseCoinAmount('0')).toBe(0);
    expect(parseCoinAmount('007.10')).toBe(710);
    expect(parseCoinAmount('10000000')).toBe(1_000_000_000);
  });

  it('parses numbers through their decimal string, avoiding float artefacts', () => {
    expect(parseCoinAmount(20.55)).toBe(2055);
    expect(parseCoinAmount(1.15)).toBe(115); // 1.15 * 100 = 114.99999999999999
    expect(parseCoinAmount(4.35)).toBe(435); // 4.35 * 100 = 434.99999999999994
    expect(parseCoinAmount(0.07)).toBe(7);
    expect(parseCoinAmount(20)).toBe(2000);
    expect(parseCoinAmount(-0)).toBe(0);
    expect(parseCoinAmount(10_000_000)).toBe(1_000_000_000);
  });

  it('rejects non-numbers and loose syntax as not_a_number', () => {
    for (const bad of [
      '',
      ' 20',
      '20 ',
      'abc',
      '1,000.00',
      '1e3',
      '20.',
      '.5',
      '+5',
      '0x10',
      null,
      undefined,
      {},
      [],
      true,
      Number.NaN,
      Infinity,
      -Infinity,
    ]) {
      expect(reasonOf(bad)).toBe('not_a_number');
    }
  });

  it('rejects negatives', () => {
    expect(reasonOf(-1)).toBe('negative');
    expect(reasonOf(-0.001)).toBe('negative');
    expect(reasonOf('-5')).toBe('negative');
    expect(reasonOf('-5.123')).toBe('negative');
  });

  it('rejects more than 2 decimals, including float noise and tiny numbers', () => {
    expect(reasonOf('1.234')).toBe('too_many_decimals');
    expect(reasonOf('1.000')).toBe('too_many_decimals');
    expect(reasonOf(1.234)).toBe('too_many_decimals');
    expect(reasonOf(0.1 + 0.2)).toBe('too_many_decimals');
    expect(reasonOf(1e-7)).toBe('too_many_decimals');
  });

  it('rejects amounts above 10,000,000 coin units', () => {
    expect(reasonOf('10000000.01')).toBe('too_large');
    expect(reasonOf('10000001')).toBe('too_large');
    expect(reasonOf('99999999999999999999999')).toBe('too_large');
    expect(reasonOf(10_000_000.01)).toBe('too_large');
    expect(reasonOf(1e21)).toBe('too_large');
  });
});

describe('display', () => {
  it('centsToCoins', () => {
    expect(centsToCoins(2055)).toBe(20.55);
    expect(centsToCoins(0)).toBe(0);
    expect(centsToCoins(-150)).toBe(-1.5);
    expect(() => centsToCoins(1.5)).toThrow(RangeError);
  });

  it('formatCoins: symbol, thousands separators, 2 decimals', () => {
    expect(formatCoins(123_450)).toBe('$1,234.50');
    expect(formatCoins(0)).toBe('$0.00');
    expect(formatCoins(5)).toBe('$0.05');
    expect(formatCoins(100_000_000_00)).toBe('$100,000,000.00');
    expect(formatCoins(99_999)).toBe('$999.99');
    expect(formatCoins(-500)).toBe('-$5.00');
    expect(formatCoins(2055, '€')).toBe('€20.55');
    expect(() => formatCoins(Number.NaN)).toThrow(RangeError);
  });

  it('formatCompactCoins: k format above 1000 coin units, truncated', () => {
    expect(formatCompactCoins(123_400)).toBe('$1.2k');
    expect(formatCompactCoins(129_999)).toBe('$1.2k');
    expect(formatCompactCoins(100_001)).toBe('$1k');
    expect(formatCompactCoins(200_000)).toBe('$2k');
    expect(formatCompactCoins(12_345_600)).toBe('$123.4k');
    expect(formatCompactCoins(123_456_700)).toBe('$1,234.5k');
    expect(formatCompactCoins(100_000)).toBe('$1,000.00');
    expect(formatCompactCoins(99_999)).toBe('$999.99');
    expect(formatCompactCoins(-150_000, '€')).toBe('-€1.5k');
  });

  it('formatPlainCoins drops trailing zeros', () => {
    expect(formatPlainCoins(2000)).toBe('20');
    expect(formatPlainCoins(2050)).toBe('20.5');
    expect(formatPlainCoins(2055)).toBe('20.55');
    expect(formatPlainCoins(500_000)).toBe('5000');
    expect(formatPlainCoins(1)).toBe('0.01');
  });

  it('HapaCoin rate', () => {
    expect(HAPACOIN_PER_COIN).toBe(100);
  });
});

describe('coinsToCents (the one conversion of API coin units)', () => {
  it('is exact for 2 decimals, keeps the sign, rounds float noise and zeroes non-finite values', () => {
    expect(coinsToCents(20.55)).toBe(2055);
    expect(coinsToCents(-1.1)).toBe(-110);
    expect(coinsToCents(0.1 + 0.2)).toBe(30);
    expect(coinsToCents(Number.NaN)).toBe(0);
    expect(coinsToCents(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
