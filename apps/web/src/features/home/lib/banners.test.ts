import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Banner } from '@hapa/contracts';

const g = globalThis as unknown as { localStorage?: unknown };
const H = 3_600_000;
const NOW = Date.parse('2026-11-23T12:00:00Z');

const banner = (id: number, b: Partial<Banner>): Banner => ({
  id,
  img: '/api/media/1',
  link: '/free',
  redirectType: 'internal',
  bannerKey: null,
  title: '',
  typeKey: 'home',
  sendFrequency: 'no_limit',
  intervalHours: null,
  endTime: null,
  ...b,
});

describe('home banner visibility in the browser (docs/product/states.md#banners)', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    g.localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
  });
  afterEach(() => {
    delete g.localStorage;
  });

  it('a closed no_limit banner is gone for the session; an interval one stays closed across visits until its hours pass', async () => {
    const { recordClose, visibleBanners } = await import('./banners.ts');
    const list = [
      banner(1, {}),
      banner(2, { sendFrequency: 'interval', intervalHours: 2 }),
      banner(3, { sendFrequency: 'no_close' }),
      banner(4, { endTime: new Date(NOW - 1).toISOString() }),
    ];
    expect(visibleBanners(list, NOW).map((b) => b.id)).toEqual([1, 2, 3]);
    recordClose(1, NOW);
    recordClose(2, NOW);
    recordClose(3, NOW);
    expect(visibleBanners(list, NOW + 1).map((b) => b.id)).toEqual([3]);
    // the interval close is stored: 2 hours later banner 2 is back (banner 1 waits for the next visit)
    expect(JSON.parse(store.get('hapa.banner.closed')!)).toMatchObject({ 2: NOW });
    expect(visibleBanners(list, NOW + 2 * H).map((b) => b.id)).toEqual([2, 3]);
  });
});
