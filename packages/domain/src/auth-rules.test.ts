import { describe, it, expect } from 'vitest';
import { validateEmail, validatePassword, validatePasswordConfirm, validateRequired } from './auth-rules.ts';

const REQUIRED = { key: 'validation.required', message: 'This field is required' };
const EMAIL = { key: 'validation.email', message: 'This field must be an email' };
const PASSWORD = { key: 'user.error.password_format', message: 'It must contain at least 8 characters and 1 number' };

describe('validateEmail (docs/product/validation.md#accounts)', () => {
  it('requires a value', () => {
    expect(validateEmail('')).toEqual(REQUIRED);
    expect(validateEmail('   ')).toEqual(REQUIRED);
    expect(validateEmail(undefined)).toEqual(REQUIRED);
  });

  it('accepts normal addresses, ignoring surrounding spaces', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.com', ' user@host.io ']) expect(validateEmail(ok)).toBeNull();
  });

  it('rejects malformed addresses', () => {
    for (const bad of ['plain', 'a@b', '@b.com', 'a@.com', 'a@b.', 'a b@c.com', 'a@@b.com', 'a@b..com', `${'x'.repeat(250)}@b.com`]) {
      expect(validateEmail(bad)).toEqual(EMAIL);
    }
  });
});

describe('validatePassword (docs/product/validation.md#accounts)', () => {
  it('needs 8+ characters, a letter and a digit', () => {
    expect(validatePassword('abcdefg1')).toBeNull();
    expect(validatePassword('1234567X')).toBeNull();
    expect(validatePassword('abcdef1')).toEqual(PASSWORD); // 7 chars
    expect(validatePassword('abcdefgh')).toEqual(PASSWORD); // no digit
    expect(validatePassword('12345678')).toEqual(PASSWORD); // no letter
    expect(validatePassword('')).toEqual(PASSWORD);
    expect(validatePassword(null)).toEqual(PASSWORD);
  });
});

describe('validatePasswordConfirm / validateRequired', () => {
  it('confirmation must equal the password', () => {
    expect(validatePasswordConfirm('abcdefg1', 'abcdefg1')).toBeNull();
    expect(validatePasswordConfirm('abcdefg1', 'abcdefg2')).toEqual({
      key: 'validation.password_confirm',
      message: 'This field must be the same as password',
    });
    expect(validatePasswordConfirm('abcdefg1', undefined)).not.toBeNull();
  });

  it('required rejects blank', () => {
    expect(validateRequired('x')).toBeNull();
    expect(validateRequired(' ')).toEqual(REQUIRED);
    expect(validateRequired(null)).toEqual(REQUIRED);
  });
});
