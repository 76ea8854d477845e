import { formatCoins, formatCompactCoins, getMoneyLocale } from '@hapa/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
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
    expect(formatRelative(-1, 'day')).toBe('ontem');
    expect(regionName('US')).toBe('Estados Unidos');
    expect(formatDate(at, undefined, 'UTC')).toBe('25 de nov. de 2026');
    setFormatLocale('en');
    expect(formatCoins(100000)).toBe('$1,000.00');
    expect(formatNumber(2500)).toBe('2,500');
  });
});
