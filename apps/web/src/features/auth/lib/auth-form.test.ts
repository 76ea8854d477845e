import { describe, expect, it } from 'vitest';
import { serverErrorToFields, validateAuthForm } from './auth-form.ts';

describe('auth form rules (docs/product/validation.md#accounts)', () => {
  it('requires both fields', () => {
    expect(validateAuthForm('signup', { email: ' ', password: '', ageConfirmed: true })).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
  });
  it('checks email format and sign-up password format', () => {
    expect(validateAuthForm('signup', { email: 'nope', password: 'abcdefgh', ageConfirmed: true })).toEqual({
      email: 'This field must be an email',
      password: 'It must contain at least 8 characters and 1 number',
    });
  });
  it('only requires the password on log-in', () => {
    expect(validateAuthForm('login', { email: 'a@b.co', password: 'x' })).toEqual({});
  });
  it('accepts a valid sign-up', () => {
    expect(validateAuthForm('signup', { email: 'a@b.co', password: 'hunter22a', ageConfirmed: true })).toEqual({});
  });
  it('requires the 18+ confirmation on sign-up only', () => {
    const age = 'Please confirm that you are 18 or older to create an account';
    expect(validateAuthForm('signup', { email: 'a@b.co', password: 'hunter22a' })).toEqual({ age });
    expect(validateAuthForm('signup', { email: 'a@b.co', password: 'hunter22a', ageConfirmed: false })).toEqual({ age });
    expect(validateAuthForm('login', { email: 'a@b.co', password: 'x' })).toEqual({});
    expect(serverErrorToFields('user.error.age_confirm', age)).toEqual({ age });
  });
  it('maps server errors to fields', () => {
    expect(serverErrorToFields('error.email.exists', 'taken')).toEqual({ email: 'taken' });
    expect(serverErrorToFields('user.error.bad_credentials', 'Incorrect email or password')).toEqual({
      form: 'Incorrect email or password',
    });
  });
});
