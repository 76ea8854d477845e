import { describe, expect, it } from 'vitest';
import { parseIds } from './order-text.ts';

describe('check-order ids', () => {
  it('keeps unique positive integers only', () => {
    expect(parseIds('3,1,3,x,-2,0,1.5, 7')).toEqual([3, 1, 7]);
    expect(parseIds(null)).toEqual([]);
  });
});
