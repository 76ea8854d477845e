import { describe, it, expect } from 'vitest';
import { boxInfoPath, parseBoxInfo, slugifyName } from './format.ts';

describe('slugifyName', () => {
  it('lower-cases, hyphenates and strips non-alphanumerics', () => {
    expect(slugifyName('iPhone 16 Pro Max!')).toBe('iphone-16-pro-max');
    expect(slugifyName('  Gold -- Box  ')).toBe('gold-box');
    expect(slugifyName("Rock'n'Roll $100 Box")).toBe('rock-n-roll-100-box');
    expect(slugifyName('Café Crème')).toBe('cafe-creme');
    expect(slugifyName('!!!')).toBe('');
  });
});

describe('boxInfoPath / parseBoxInfo', () => {
  it('builds id-slug and reads the id back', () => {
    expect(boxInfoPath(12, 'iPhone 16 Pro Max!')).toBe('12-iphone-16-pro-max');
    expect(parseBoxInfo('12-iphone-16-pro-max')).toBe(12);
    expect(boxInfoPath(7, '!!!')).toBe('7');
    expect(parseBoxInfo('7')).toBe(7);
    expect(parseBoxInfo(boxInfoPath(345, '16 Bit Box'))).toBe(345);
  });

  it('rejects bad ids', () => {
    expect(() => boxInfoPath(0, 'x')).toThrow(RangeError);
    expect(() => boxInfoPath(1.5, 'x')).toThrow(RangeError);
    expect(parseBoxInfo('gold-box')).toBeNull();
    expect(parseBoxInfo('')).toBeNull();
    expect(parseBoxInfo('0-box')).toBeNull();
    expect(parseBoxInfo('12abc')).toBeNull();
    expect(parseBoxInfo('99999999999999999999-x')).toBeNull();
  });
});
