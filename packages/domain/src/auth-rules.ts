/**
 * Sign-up, login and reset form rules (docs/product/validation.md#accounts "Password", "Email", "Reset").
 * Each validator returns null when valid, else `{key, message}` with the catalogue key and the
 * spec's exact English text.
 */

/** A failed field rule. */
export interface FieldError<K extends string = string> {
  key: K;
  message: string;
}

const REQUIRED: FieldError<'validation.required'> = { key: 'validation.required', message: 'This field is required' };
const EMAIL: FieldError<'validation.email'> = { key: 'validation.email', message: 'This field must be an email' };
const PASSWORD_FORMAT: FieldError<'user.error.password_format'> = {
  key: 'user.error.password_format',
  message: 'It must contain at least 8 characters and 1 number',
};
const PASSWORD_CONFIRM: FieldError<'validation.password_confirm'> = {
  key: 'validation.password_confirm',
  message: 'This field must be the same as password',
};

/** local@domain.tld: no spaces, one "@", a dot in the domain, no empty labels; at most 254 chars. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Required field (docs/product/validation.md#accounts "Login password only required"): blank or whitespace-only fails.
 * @returns null or `validation.required` / "This field is required"
 */
export function validateRequired(s: string | null | undefined): FieldError<'validation.required'> | null {
  return typeof s === 'string' && s.trim() !== '' ? null : { ...REQUIRED };
}

/**
 * Email: required, then a valid address (docs/product/validation.md#address). Surrounding spaces are ignored.
 * @returns null, `validation.required` "This field is required" or
 *   `validation.email` "This field must be an email"
 */
export function validateEmail(s: string | null | undefined): FieldError<'validation.required'> | FieldError<'validation.email'> | null {
  const required = validateRequired(s);
  if (required) return required;
  const email = (s as string).trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? null : { ...EMAIL };
}

/**
 * Password: at least 8 characters with at least one letter and one digit (docs/product/validation.md#accounts).
 * @returns null or `user.error.password_format` "It must contain at least 8 characters and 1 number"
 */
export function validatePassword(s: string | null | undefined): FieldError<'user.error.password_format'> | null {
  const ok = typeof s === 'string' && s.length >= 8 && /[A-Za-z]/.test(s) && /\d/.test(s);
  return ok ? null : { ...PASSWORD_FORMAT };
}

/**
 * Reset form: confirmation must equal the password exactly (docs/product/validation.md#accounts).
 * @returns null or `validation.password_confirm` "This field must be the same as password"
 */
export function validatePasswordConfirm(
  pw: string | null | undefined,
  confirm: string | null | undefined,
): FieldError<'validation.password_confirm'> | null {
  return typeof confirm === 'string' && confirm === pw ? null : { ...PASSWORD_CONFIRM };
}
