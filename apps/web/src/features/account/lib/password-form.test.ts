import { describe, expect, it } from 'vitest';
import { resetLinkFrom } from './account-modals.ts';
import { hasPasswordErrors, validatePasswordForm } from './password-form.ts';
import { telegramInitDataFrom } from '../components/telegram-auto-login.tsx';

describe('password form (small)', () => {
  it('uses the spec texts', () => {
    expect(validatePasswordForm({ password: 'short', confirm: 'short' })).toEqual({
      password: 'It must contain at least 8 characters and 1 number',
    });
    expect(validatePasswordForm({ password: 'goodpass1', confirm: 'goodpass2' })).toEqual({
      confirm: 'This field must be the same as password',
    });
    expect(validatePasswordForm({ old: '', password: '', confirm: '' })).toMatchObject({
      old: 'This field is required',
      password: 'This field is required',
    });
    expect(hasPasswordErrors(validatePasswordForm({ old: 'x', password: 'goodpass1', confirm: 'goodpass1' }))).toBe(false);
  });
  it('reads a reset link only with email, code and type 1', () => {
    expect(resetLinkFrom('?email=a%40b.co&code=123456&type=1')).toEqual({ email: 'a@b.co', code: '123456' });
    expect(resetLinkFrom('?email=a%40b.co&code=123456&type=2')).toBeNull();
    expect(resetLinkFrom('?email=a%40b.co&type=1')).toBeNull();
  });
});

describe('telegram launch data (small)', () => {
  it('reads tgWebAppData from the fragment', () => {
    expect(telegramInitDataFrom('#tgWebAppData=user%3D%257B%257D%26hash%3Dab&tgWebAppVersion=7.0')).toBe('user=%7B%7D&hash=ab');
    expect(telegramInitDataFrom('#/boxes')).toBeNull();
  });
});
