/**
 * Sign-up / log-in form rules (docs/product/validation.md#accounts): sign-up checks email and password format; log-in only
 * requires the password. Texts come from @hapa/domain (spec's exact wording).
 */
import { errorText } from '@hapa/contracts';
import { validateEmail, validatePassword, validateRequired } from '@hapa/domain';

export type AuthMode = 'signup' | 'login';

export interface AuthValues {
  email: string;
  password: string;
  /** sign-up only: the 18+ checkbox (player protection); ignored on log-in */
  ageConfirmed?: boolean;
}

export interface AuthErrors {
  email?: string;
  password?: string;
  /** the 18+ confirmation is missing (sign-up) */
  age?: string;
  form?: string;
}

/** Client-side errors for the form; an empty object means it may be submitted. */
export function validateAuthForm(mode: AuthMode, values: AuthValues): AuthErrors {
  const errors: AuthErrors = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email.message;
  const password =
    mode === 'signup' ? (validateRequired(values.password) ?? validatePassword(values.password)) : validateRequired(values.password);
  if (password) errors.password = password.message;
  if (mode === 'signup' && values.ageConfirmed !== true) errors.age = errorText('user.error.age_confirm');
  return errors;
}

export function hasErrors(errors: AuthErrors): boolean {
  return Boolean(errors.email || errors.password || errors.age || errors.form);
}

const EMAIL_KEYS = new Set(['validation.email', 'error.email.exists', 'user.error.not_exist']);
const PASSWORD_KEYS = new Set(['user.error.password_format']);

/** Places a server error `{key, msg}` under the field it is about, else at form level. */
export function serverErrorToFields(key: string, message: string): AuthErrors {
  if (EMAIL_KEYS.has(key)) return { email: message };
  if (PASSWORD_KEYS.has(key)) return { password: message };
  if (key === 'user.error.age_confirm') return { age: message };
  return { form: message };
}
