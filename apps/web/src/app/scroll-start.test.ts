import { afterEach, describe, expect, it, vi } from 'vitest';
import { landedByHistory, scrollKey } from './scroll-start.ts';

describe('scroll start (docs/architecture/web-app.md#navigation-scrolling-and-fit)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells a back/forward load from any other by its navigation timing', () => {
    const withType = (type?: string) => ({ getEntriesByType: (t: string) => (t === 'navigation' && type ? [{ type }] : []) });
    vi.stubGlobal('performance', withType('back_forward'));
    expect(landedByHistory()).toBe(true);
    for (const other of ['navigate', 'reload', undefined]) {
      vi.stubGlobal('performance', withType(other));
      expect(landedByHistory()).toBe(false);
    }
    // no navigation timing at all (an old browser): not a back/forward load
    vi.stubGlobal('performance', {});
    expect(landedByHistory()).toBe(false);
  });

  it('keys a URL-opened entry by its path, any other by its history key', () => {
    expect(scrollKey({ key: 'default', pathname: '/boxes', search: '?sort=new' })).toBe('default:/boxes?sort=new');
    expect(scrollKey({ key: 'k1', pathname: '/boxes', search: '' })).toBe('k1');
  });
});
