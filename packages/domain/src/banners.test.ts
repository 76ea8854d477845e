import { describe, expect, it } from 'vitest';
import { BANNER_CROPS, BANNER_UPLOAD, coverCrop, hasCloseControl, isBannerVisible, type VisibilityRule } from './banners.ts';

const H = 3_600_000;
const now = Date.parse('2026-11-23T12:00:00Z');
const rule = (r: Partial<VisibilityRule>): VisibilityRule => ({ sendFrequency: 'no_limit', intervalHours: null, endTime: null, ...r });
const never = { closedAtMs: null, closedThisSession: false };

describe('isBannerVisible (docs/product/states.md#banners Banner visibility)', () => {
  it('no_limit: hidden after a close in this session, shown again on the next visit', () => {
    expect(isBannerVisible(rule({}), never, now)).toBe(true);
    expect(isBannerVisible(rule({}), { closedAtMs: now, closedThisSession: true }, now)).toBe(false);
    expect(isBannerVisible(rule({}), { closedAtMs: now - 1000, closedThisSession: false }, now)).toBe(true);
  });

  it('interval: hidden until intervalHours have elapsed since the close, across visits', () => {
    const r = rule({ sendFrequency: 'interval', intervalHours: 6 });
    expect(isBannerVisible(r, never, now)).toBe(true);
    expect(isBannerVisible(r, { closedAtMs: now - 6 * H + 1, closedThisSession: false }, now)).toBe(false);
    expect(isBannerVisible(r, { closedAtMs: now - 6 * H, closedThisSession: true }, now)).toBe(true);
  });

  it('no_close: always shown and has no close control', () => {
    const r = rule({ sendFrequency: 'no_close' });
    expect(isBannerVisible(r, { closedAtMs: now, closedThisSession: true }, now)).toBe(true);
    expect(hasCloseControl(r)).toBe(false);
    expect(hasCloseControl(rule({ sendFrequency: 'interval' }))).toBe(true);
  });

  it('never after endTime, whatever the frequency', () => {
    for (const f of ['no_limit', 'interval', 'no_close'] as const) {
      expect(isBannerVisible(rule({ sendFrequency: f, intervalHours: 1, endTime: new Date(now).toISOString() }), never, now)).toBe(false);
      expect(isBannerVisible(rule({ sendFrequency: f, intervalHours: 1, endTime: new Date(now + 1000).toISOString() }), never, now)).toBe(
        true,
      );
    }
  });
});

describe('banner crops (docs/how-to/operator-day.md#safety)', () => {
  it('the recommended upload fills the desktop slide exactly and shows its centre on a phone', () => {
    const d = coverCrop(BANNER_UPLOAD.width, BANNER_UPLOAD.height, BANNER_CROPS.desktop.width, BANNER_CROPS.desktop.height);
    expect(d).toEqual({ x: 0, y: 0, width: 2464, height: 576 });
    const p = coverCrop(BANNER_UPLOAD.width, BANNER_UPLOAD.height, BANNER_CROPS.phone.width, BANNER_CROPS.phone.height);
    expect(p.height).toBe(576);
    expect(p.width).toBeCloseTo((576 * 366) / 192, 6);
    expect(p.x).toBeCloseTo((2464 - p.width) / 2, 6);
  });
  it('a square image loses its top and bottom on the desktop slide; bad sizes throw', () => {
    const c = coverCrop(1000, 1000, 1232, 288);
    expect(c.width).toBe(1000);
    expect(c.height).toBeCloseTo((1000 * 288) / 1232, 6);
    expect(c.y).toBeCloseTo((1000 - c.height) / 2, 6);
    expect(() => coverCrop(0, 10, 1, 1)).toThrow(RangeError);
  });
});
