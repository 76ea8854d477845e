import { describe, expect, it } from 'vitest';
import { checkUpgrade, coinTextToCents, formatChance, rollAngle } from './upgrade-chance.ts';

const cfg = { edgePpm: 30_000, capPpm: 750_000, minChancePpm: 10_000, minCoinCents: 10, maxCoinCents: 100_000 };

describe('upgrade page maths (small)', () => {
  it('shows the chance exactly as p_ppm / 10,000 %', () => {
    expect(formatChance(485_000)).toBe('48.5%');
    expect(formatChance(750_000)).toBe('75%');
    expect(formatChance(12_345)).toBe('1.2345%');
    expect(formatChance(10_000)).toBe('1%');
    expect(formatChance(12_345, 'en')).toBe('1.2345%');
    expect(formatChance(12_345, 'pt-BR')).toBe('1,2345%');
    expect(formatChance(485_000, 'pt-BR')).toBe('48,5%');
    expect(formatChance(1_000_000, 'pt-BR')).toBe('100%');
  });

  it('parses typed coins to cents', () => {
    expect(coinTextToCents('1.25')).toBe(125);
    expect(coinTextToCents('0.1')).toBe(10);
    expect(coinTextToCents('')).toBe(0);
    expect(coinTextToCents('abc')).toBe(0);
  });

  it('checks a stake like the server: stake, coin bounds, target worth more, minimum chance; the chance capped', () => {
    expect(checkUpgrade({ coinCents: 0, itemsCents: 0, targetCents: 2_000 }, cfg)).toMatchObject({ ok: false, reason: 'needStake' });
    expect(checkUpgrade({ coinCents: 5, itemsCents: 500, targetCents: 2_000 }, cfg)).toMatchObject({ ok: false, reason: 'coinMin' });
    expect(checkUpgrade({ coinCents: 100_001, itemsCents: 0, targetCents: 200_000 }, cfg)).toMatchObject({ ok: false, reason: 'coinMax' });
    expect(checkUpgrade({ coinCents: 1_000, itemsCents: 0, targetCents: null }, cfg)).toMatchObject({ ok: false, reason: 'needTarget' });
    expect(checkUpgrade({ coinCents: 1_000, itemsCents: 1_000, targetCents: 2_000 }, cfg)).toMatchObject({ ok: false, reason: 'tooCheap' });
    expect(checkUpgrade({ coinCents: 10, itemsCents: 0, targetCents: 100_000 }, cfg)).toMatchObject({
      ok: false,
      reason: 'tooLow',
      pPpm: 97,
    });
    expect(checkUpgrade({ coinCents: 1_000, itemsCents: 0, targetCents: 2_000 }, cfg)).toEqual({ ok: true, pPpm: 485_000 });
    expect(checkUpgrade({ coinCents: 0, itemsCents: 1_900, targetCents: 2_000 }, cfg)).toEqual({ ok: true, pPpm: 750_000 });
  });

  it('places the pointer at roll / 1e6 of a turn', () => {
    expect(rollAngle(0)).toBe(0);
    expect(rollAngle(500_000)).toBe(180);
    expect(rollAngle(750_000)).toBe(270);
  });
});
