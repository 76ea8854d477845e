import { describe, expect, it } from 'vitest';
import { validatePassword } from '@hapa/domain';
import { oneTimePasswordFrom } from './ops.service.ts';

/** Small: the console's one-time passwords always pass the password rule (docs/product/validation.md#accounts: 8+ characters, a letter, a digit). */
describe('oneTimePasswordFrom', () => {
  it('passes the password rule even when the random hex is all digits (it once failed about 1 start in 70)', () => {
    const allDigits = '012345678901234567';
    const pw = oneTimePasswordFrom(allDigits);
    expect(pw).toMatch(/^\d{8}-\d{6}[a-z]\d$/);
    expect(validatePassword(pw)).toBeNull();
  });

  it('keeps the hex it was given and differs with it', () => {
    expect(oneTimePasswordFrom('abcdef0123456789ff')).toMatch(/^abcdef01-234567[a-z]\d$/);
    expect(oneTimePasswordFrom('000000000000000000')).not.toBe(oneTimePasswordFrom('000000000000000100'));
  });
});
