import { describe, expect, it } from 'vitest';
import { readListState, toListQuery, writeListState } from './list-params.ts';

describe('boxes-list URL state', () => {
  it('normalises keyword, price filter, sort and page', () => {
    const s = readListState(new URLSearchParams('keyword=%20%20gold%20&min=-5&max=12.9&sort=bogus&page=0'));
    expect(s).toEqual({ keyword: 'gold', min: '', max: '12', sort: 'recommend', page: 1 });
  });
  it('sets a min above the max to the max', () => {
    expect(readListState(new URLSearchParams('min=50&max=20'))).toMatchObject({ min: '20', max: '20' });
  });
  it('round-trips without defaults', () => {
    const s = readListState(new URLSearchParams('keyword=iphone&sort=price_asc&page=3'));
    expect(writeListState(s).toString()).toBe('keyword=iphone&sort=price_asc&page=3');
    expect(writeListState(readListState(new URLSearchParams(''))).toString()).toBe('');
  });
  it('treats max 0 as no upper bound in the API query', () => {
    expect(toListQuery(readListState(new URLSearchParams('max=-3')))).toMatchObject({ maxPrice: undefined });
    expect(toListQuery(readListState(new URLSearchParams('min=10&max=100&page=2')))).toMatchObject({
      minPrice: 10,
      maxPrice: 100,
      page: 2,
      pageSize: 24,
    });
  });
});
