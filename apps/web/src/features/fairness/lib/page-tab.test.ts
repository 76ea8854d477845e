import { describe, expect, it } from 'vitest';
import { fairnessTabOf } from './page-tab.ts';

const tab = (query: string) => fairnessTabOf(new URLSearchParams(query));

describe('the /provably-fair tab a link opens (small)', () => {
  it('asked by ?tab= or ?seedType=, else by the verifier the link fills, else boxes', () => {
    expect(tab('')).toBe('1');
    expect(tab('seedType=3')).toBe('3');
    expect(tab('tab=draws')).toBe('draws');
    expect(tab('tab=2&seedType=3')).toBe('2');
    expect(tab('seedType=draws')).toBe('draws');
    expect(tab('battle=3f1e2d4c-0000-4000-8000-000000000001')).toBe('2');
    expect(tab('round=12')).toBe('3');
    expect(tab('draw=4')).toBe('draws');
    expect(tab('bingo=9')).toBe('draws');
    expect(tab('tab=4')).toBe('1');
    expect(tab('seedType=x&draw=4')).toBe('draws');
  });
});
