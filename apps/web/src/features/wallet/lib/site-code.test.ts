import { describe, expect, it } from 'vitest';
import { normaliseSiteCode, resolveSiteCode, siteHeaders } from './site-code.ts';

function store() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('site code', () => {
  it('normalises', () => {
    expect(normaliseSiteCode(' ke ')).toBe('KE');
    expect(normaliseSiteCode('DEFAULT')).toBeNull();
    expect(normaliseSiteCode('K3')).toBeNull();
    expect(normaliseSiteCode(null)).toBeNull();
  });
  it('is taken from the query and remembered until cleared', () => {
    const s = store();
    expect(resolveSiteCode('?siteCode=KE', s)).toBe('KE');
    expect(resolveSiteCode('', s)).toBe('KE');
    expect(resolveSiteCode('?siteCode=', s)).toBeNull();
    expect(resolveSiteCode('', s)).toBeNull();
  });
  it('becomes a header only for a variant', () => {
    expect(siteHeaders('KE')).toEqual({ siteCode: 'KE' });
    expect(siteHeaders(null)).toEqual({});
  });
});
