import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown } from './countdown.tsx';

describe('countdown formatting', () => {
  it('pads hours, minutes and seconds', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
  });
  it('shows days above 24 h', () => {
    expect(formatCountdown(90_061_000)).toBe('1d 01:01:01');
  });
  it('never goes negative', () => {
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: '00', minutes: '00', seconds: '00' });
  });
});
