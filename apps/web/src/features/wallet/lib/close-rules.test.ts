import { describe, expect, it } from 'vitest';
import { closeStep } from './close-rules.ts';

const base = { leaveConfirmed: false, hasRetainBox: false, retainClosed: false };

describe('closing the top-up (docs/product/states.md#top-up)', () => {
  it('asks to confirm first when a trial share number is set', () => {
    expect(closeStep({ ...base, trialShareNo: 'T1', hasRetainBox: true })).toBe('confirm-leave');
    expect(closeStep({ ...base, trialShareNo: 'T1', leaveConfirmed: true, hasRetainBox: true })).toBe('retain');
  });
  it('offers the retain box until its modal was closed', () => {
    expect(closeStep({ ...base, hasRetainBox: true })).toBe('retain');
    expect(closeStep({ ...base, hasRetainBox: true, retainClosed: true })).toBe('close');
    expect(closeStep(base)).toBe('close');
  });
});
