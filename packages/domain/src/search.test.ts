import { describe, it, expect } from 'vitest';
import { SORT_OPTIONS, isSortKey, normalizePriceFilter, normalizeSearchQuery } from './search.ts';

describe('normalizeSearchQuery', () => {
  it('trims and ignores blank', () => {
    expect(normalizeSearchQuery('  gold box ')).toBe('gold box');
    expect(normalizeSearchQuery('   ')).toBeNull();
    expect(normalizeSearchQuery('')).toBeNull();
    expect(normalizeSearchQuery(undefined)).toBeNull();
  });
});

describe('normalizePriceFilter (docs/product/validation.md#search)', () => {
  it('keeps valid whole numbers', () => {
    expect(normalizePriceFilter({ min: '10', max: '100' })).toEqual({ min: '10', max: '100' });
    expect(normalizePriceFilter({ min: '', max: '' })).toEqual({ min: '', max: '' });
  });

  it('cuts inputs to 6 characters', () => {
    expect(normalizePriceFilter({ min: '1234567', max: '99999999' })).toEqual({ min: '123456', max: '999999' });
  });

  it('negative min becomes empty, negative max becomes 0', () => {
    expect(normalizePriceFilter({ min: '-5', max: '-3' })).toEqual({ min: '', max: '0' });
  });

  it('floors decimals', () => {
    expect(normalizePriceFilter({ min: '12.9', max: '99.99' })).toEqual({ min: '12', max: '99' });
  });

  it('min above a nonzero max becomes the max; a zero max leaves min alone', () => {
    expect(normalizePriceFilter({ min: '500', max: '100' })).toEqual({ min: '100', max: '100' });
    expect(normalizePriceFilter({ min: '500', max: '0' })).toEqual({ min: '500', max: '0' });
    expect(normalizePriceFilter({ min: '500', max: '-1' })).toEqual({ min: '500', max: '0' });
    expect(normalizePriceFilter({ min: '500', max: '' })).toEqual({ min: '500', max: '' });
  });

  it('drops text that is not a number', () => {
    expect(normalizePriceFilter({ min: 'abc', max: '1x' })).toEqual({ min: '', max: '' });
  });
});

describe('SORT_OPTIONS', () => {
  it('lists the five sorts with long and short labels in order', () => {
    expect(SORT_OPTIONS.map((o) => [o.key, o.label, o.shortLabel])).toEqual([
      ['recommend', 'Recommend', 'Best Match'],
      ['opened', 'Most Opened Boxes', 'Opened'],
      ['price_asc', 'Price (Low to High)', 'Price L to H'],
      ['price_desc', 'Price (High to Low)', 'Price H to L'],
      ['newest', 'Newest', 'Newest'],
    ]);
    expect(isSortKey('price_asc')).toBe(true);
    expect(isSortKey('cheap')).toBe(false);
  });
});
