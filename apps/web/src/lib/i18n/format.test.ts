import { formatCoins, formatCompactCoins, getMoneyLocale } from '@hapa/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFixed,
  formatNumber,
  formatPercent,
  formatPercentFixed,
  formatPpmPercent,
  formatRatioPercent,
  formatRelative,
  formatTime,
  regionName,
  setFormatLocale,
} from './format.ts';
import { formatCoinUnits } from '../money.ts';

const at = Date.UTC(2026, 10, 25, 23, 40);

describe('Intl formatting in both languages (docs/architecture/web-app.md)', () => {
  afterEach(() => setFormatLocale('en'));

  it('numbers and percentages', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'pt-BR')).toBe('1.234.567');
    expect(formatPercent(12.5, 2, 'en')).toBe('12.5%');
    expect(formatPercent(12.5, 2, 'pt-BR').replace(/\s/g, ' ')).toBe('12,5%');
  });

  it('percents from 0..100, ppm and ratios: no space before "%" in either language', () => {
    expect(formatPercentFixed(87, 2, 'en')).toBe('87.00%');
    expect(formatPercentFixed(87, 2, 'pt-BR')).toBe('87,00%');
    expect(formatPercentFixed(49.5, 2, 'en')).toBe('49.50%');
    expect(formatPercentFixed(49.5, 2, 'pt-BR')).toBe('49,50%');
    // 2 decimals, zeros kept (rules, chances, RTP and edge texts)
    expect(formatPpmPercent(495_000, {}, 'en')).toBe('49.50%');
    expect(formatPpmPercent(495_000, {}, 'pt-BR')).toBe('49,50%');
    expect(formatPpmPercent(50_000, { digits: 2 }, 'en')).toBe('5.00%');
    expect(formatPpmPercent(50_000, { digits: 2 }, 'pt-BR')).toBe('5,00%');
    // rounded on the exact decimal value: 0.015 % is 0.02 %, where (150 / 10_000).toFixed(2) gives "0.01"
    expect(formatPpmPercent(150, {}, 'en')).toBe('0.02%');
    // odds: up to 4 decimals, trailing zeros dropped
    const odds = { digits: 4, zeros: 'drop' } as const;
    expect(formatPpmPercent(1553, odds, 'en')).toBe('0.1553%');
    expect(formatPpmPercent(1553, odds, 'pt-BR')).toBe('0,1553%');
    expect(formatPpmPercent(125_000, odds, 'en')).toBe('12.5%');
    expect(formatPpmPercent(125_000, odds, 'pt-BR')).toBe('12,5%');
    expect(formatPpmPercent(1_000_000, odds, 'pt-BR')).toBe('100%');
    // zeros dropped only from a whole value
    const share = { digits: 2, zeros: 'dropIfWhole' } as const;
    expect(formatPpmPercent(500_000, share, 'en')).toBe('50%');
    expect(formatPpmPercent(125_000, share, 'en')).toBe('12.50%');
    expect(formatPpmPercent(125_000, share, 'pt-BR')).toBe('12,50%');
    expect(formatRatioPercent(0.9181, {}, 'en')).toBe('91.81%');
    expect(formatRatioPercent(0.9181, {}, 'pt-BR')).toBe('91,81%');
    expect(formatRatioPercent(0.001, { zeros: 'drop' }, 'en')).toBe('0.1%');
    expect(formatRatioPercent(0.001, { zeros: 'drop' }, 'pt-BR')).toBe('0,1%');
    for (const text of [formatPpmPercent(1, odds, 'pt-BR'), formatRatioPercent(0.5, {}, 'pt-BR')]) expect(text).not.toMatch(/\s/);
  });

  it('decimals with fixed digits (multipliers, expected counts)', () => {
    expect(formatFixed(2.5, 2, 'en')).toBe('2.50');
    expect(formatFixed(2.5, 2, 'pt-BR')).toBe('2,50');
    expect(formatFixed(1234.5, 2, 'en')).toBe('1,234.50');
    expect(formatFixed(1234.5, 2, 'pt-BR')).toBe('1.234,50');
  });

  it('dates and times, in a given time zone', () => {
    expect(formatDate(at, 'en', 'UTC')).toBe('Nov 25, 2026');
    expect(formatDate(at, 'pt-BR', 'UTC')).toBe('25 de nov. de 2026');
    expect(formatTime(at, 'pt-BR', 'UTC')).toBe('23:40');
    expect(formatDateTime(at, 'en', 'UTC').replace(/\s/g, ' ')).toBe('Nov 25, 2026, 11:40 PM');
    expect(formatDateTime(at, 'pt-BR', 'UTC')).toMatch(/^25 de nov\. de 2026,? 23:40$/);
  });

  it('a value that is no date comes back as given', () => {
    expect(formatDateTime('nope', 'en')).toBe('nope');
    expect(formatDate('nope', 'pt-BR')).toBe('nope');
    expect(formatTime(Number.NaN, 'en')).toBe('NaN');
  });

  it('relative times, worded by the language', () => {
    expect(formatRelative(-5, 'minute', 'en')).toBe('5 minutes ago');
    expect(formatRelative(-5, 'minute', 'pt-BR')).toBe('há 5 minutos');
    expect(formatRelative(-1, 'day', 'en')).toBe('yesterday');
    expect(formatRelative(-1, 'day', 'pt-BR')).toBe('ontem');
    expect(formatRelative(0, 'second', 'en')).toBe('now');
    expect(formatRelative(0, 'second', 'pt-BR')).toBe('agora');
    expect(formatRelative(3, 'hour', 'en')).toBe('in 3 hours');
    expect(formatRelative(3, 'hour', 'pt-BR')).toBe('em 3 horas');
  });

  it('country names from their codes; an unreadable code comes back as given', () => {
    expect(regionName('BR', 'en')).toBe('Brazil');
    expect(regionName('BR', 'pt-BR')).toBe('Brasil');
    expect(regionName('DE', 'en')).toBe('Germany');
    expect(regionName('DE', 'pt-BR')).toBe('Alemanha');
    expect(regionName('B1', 'en')).toBe('B1');
  });

  it('money keeps integer cents and the $ symbol; only the separators follow the language', () => {
    expect(formatCoins(123450, '$', 'en')).toBe('$1,234.50');
    expect(formatCoins(123450, '$', 'pt-BR')).toBe('$1.234,50');
    expect(formatCoins(-500, '$', 'pt-BR')).toBe('-$5,00');
    expect(formatCompactCoins(12345678, '$', 'pt-BR')).toBe('$123,4k');
    expect(formatCompactCoins(123456789, '$', 'en')).toBe('$1,234.5k');
  });

  it('setFormatLocale switches the defaults of every helper, money included', () => {
    setFormatLocale('pt-BR');
    expect(getMoneyLocale()).toBe('pt-BR');
    expect(formatCoins(100000)).toBe('$1.000,00');
    expect(formatCoinUnits(20.55)).toBe('$20,55');
    expect(formatNumber(2500)).toBe('2.500');
    expect(formatPpmPercent(495_000)).toBe('49,50%');
    expect(formatFixed(2.5)).toBe('2,50');
    expect(formatRelative(-1, 'day')).toBe('ontem');
    expect(regionName('US')).toBe('Estados Unidos');
    expect(formatDate(at, undefined, 'UTC')).toBe('25 de nov. de 2026');
    setFormatLocale('en');
    expect(formatCoins(100000)).toBe('$1,000.00');
    expect(formatNumber(2500)).toBe('2,500');
  });
});
