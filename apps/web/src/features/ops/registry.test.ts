import { describe, expect, it } from 'vitest';
import { canOpen, OPS_PAGES, pagesFor } from './registry.ts';

describe('ops page registry', () => {
  it('admin opens every page; each other role only its own', () => {
    expect(pagesFor(['admin'])).toHaveLength(OPS_PAGES.length);
    const support = pagesFor(['support']).map((p) => p.path);
    expect(support).toContain('players');
    expect(support).not.toContain('corrections');
    expect(support).not.toContain('dashboard');
    expect(support).not.toContain('operators');
    const finance = pagesFor(['finance']).map((p) => p.path);
    expect(finance).toEqual(expect.arrayContaining(['dashboard', 'players', 'corrections']));
    expect(finance).not.toContain('audit');
    expect(pagesFor(['fulfilment']).map((p) => p.path)).toEqual(['fulfilment', 'shipping-settings']); // the fulfilment queue and shipping settings (docs/architecture/console.md) and nothing else
    expect(pagesFor(['finance']).map((p) => p.path)).toContain('mall');
    expect(pagesFor(['finance']).map((p) => p.path)).toContain('promotions'); // top-up promotions (docs/architecture/console.md)
    expect(pagesFor(['support']).map((p) => p.path)).not.toContain('promotions');
  });

  it('paths are unique and every page names at least one role', () => {
    expect(new Set(OPS_PAGES.map((p) => p.path)).size).toBe(OPS_PAGES.length);
    for (const p of OPS_PAGES) expect(p.roles.length).toBeGreaterThan(0);
    expect(canOpen(['catalogue', 'finance'], { roles: ['finance'] })).toBe(true);
  });
});
