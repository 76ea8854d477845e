/** Password form rules shared by reset and change password (docs/product/validation.md#accounts texts from @hapa/domain). */
import { validatePassword, validatePasswordConfirm, validateRequired } from '@hapa/domain';

export interface PasswordErrors {
  old?: string;
  password?: string;
  confirm?: string;
  form?: string;
}

/** Errors of a new password + confirmation (and the current password when `old` is given). */
export function validatePasswordForm(values: { old?: string; password: string; confirm: string }): PasswordErrors {
  const errors: PasswordErrors = {};
  if (values.old !== undefined) {
    const old = validateRequired(values.old);
    if (old) errors.old = old.message;
  }
  const pw = validateRequired(values.password) ?? validatePassword(values.password);
  if (pw) errors.password = pw.message;
  const confirm = validatePasswordConfirm(values.password, values.confirm);
  if (confirm) errors.confirm = confirm.message;
  return errors;
}

export const hasPasswordErrors = (e: PasswordErrors) => Boolean(e.old || e.password || e.confirm || e.form);
