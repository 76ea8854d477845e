import { describe, expect, it } from 'vitest';
import { displayAmount, readAmountInput } from './amount-input.ts';

describe('amount input', () => {
  it('adds thousands separators and keeps a typed fraction', () => {
    expect(displayAmount('1234567')).toBe('1,234,567');
    expect(displayAmount('1234.5')).toBe('1,234.5');
    expect(displayAmount('12.')).toBe('12.');
    expect(displayAmount('007')).toBe('7');
  });
  it('keeps digits only when the minimum is above $1', () => {
    expect(readAmountInput('$1,234.56abc', 2000)).toEqual({ text: '123,456', cents: 12_345_600 });
  });
  it('allows 2 decimals when the minimum is $1 or less', () => {
    expect(readAmountInput('$1,234.567', 100)).toEqual({ text: '1,234.56', cents: 123_456 });
    expect(readAmountInput('', 100)).toEqual({ text: '', cents: null });
  });
});
