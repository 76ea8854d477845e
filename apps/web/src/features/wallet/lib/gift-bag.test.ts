import { describe, expect, it } from 'vitest';
import { giftTipPhase, roiPercent, WHEEL_BASE, wheelRotation, wheelSlices } from './gift-bag.ts';

describe('gift bag', () => {
  it('tip: text shrinks at 5 s, GO hides at 6 s, text gone at 7 s (docs/product/states.md#gift-bag)', () => {
    expect(giftTipPhase(0)).toBe('full');
    expect(giftTipPhase(4999)).toBe('full');
    expect(giftTipPhase(5000)).toBe('shrunk');
    expect(giftTipPhase(6000)).toBe('no-go');
    expect(giftTipPhase(7000)).toBe('icon');
  });
  it('ROI = gift / pay x 100 rounded (docs/product/constants.md#top-up-and-deposits)', () => {
    expect(roiPercent(10, 20)).toBe(50);
    expect(roiPercent(1, 3)).toBe(33);
    expect(roiPercent(2, 3)).toBe(67);
    expect(roiPercent(5, 0)).toBe(0);
  });
  it('puts the ROI on the wheel', () => {
    expect(wheelSlices(50)).toEqual(WHEEL_BASE);
    expect(wheelSlices(67)).toContain(67);
    expect(wheelSlices(67)).toHaveLength(WHEEL_BASE.length);
  });
  it('stops the pointer on the middle of the slice', () => {
    expect(wheelRotation(0, 8, 5) % 360).toBe(360 - 22.5);
    expect(wheelRotation(2, 8, 1)).toBe(360 + 360 - 112.5);
  });
});
