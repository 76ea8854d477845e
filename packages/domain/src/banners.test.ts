import { describe, expect, it } from 'vitest';
import { hasCloseControl, isBannerVisible, type VisibilityRule } from './banners.ts';

const H = 3_600_000;
const now = Date.parse('2026-11-23T12:00:00Z');
const rule = (r: Partial<VisibilityRule>): VisibilityRule => ({ sendFrequency: 'no_limit', intervalHours: null, endTime: null, ...r });
const never = { closedAtMs: null, closedThisSession: false };

describe('isBannerVisible (spec §4 Banner visibility)', () => {
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
