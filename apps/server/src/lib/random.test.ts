import { describe, expect, it } from 'vitest';
import { cryptoHex } from './random.ts';

describe('cryptoHex (small)', () => {
  it('gives the asked number of bytes as lowercase hex, never the same bytes twice across pool refills', () => {
    const seen = new Set<string>();
    // 16-byte draws across several 4 KiB pools, and odd sizes that leave a pool's tail unused
    for (let i = 0; i < 2000; i++) {
      const size = [16, 32, 3, 64][i % 4]!;
      const hex = cryptoHex(size);
      expect(hex).toMatch(new RegExp(`^[0-9a-f]{${size * 2}}$`));
      seen.add(hex);
    }
    expect(seen.size).toBe(2000);
    expect(cryptoHex(0)).toBe('');
    expect(cryptoHex(200)).toMatch(/^[0-9a-f]{400}$/);
  });

  it('draws bytes that look random: every hex digit about as often as the others', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i++) for (const ch of cryptoHex(16)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    // 32,000 digits: 2,000 expected each; a stuck or zeroed pool would put them all in one
    expect(counts.size).toBe(16);
    for (const n of counts.values()) expect(n).toBeGreaterThan(1700);
  });

  it('refuses a byte count that is not a whole number', () => {
    expect(() => cryptoHex(-1)).toThrow(RangeError);
    expect(() => cryptoHex(1.5)).toThrow(RangeError);
  });
});
