import type { SessionData } from '@hapa/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, IconLock, IconUser, Input } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { closeAuth } from '../../../lib/modals.ts';
import { openForgot } from '../../account/index.ts';
import { readReferralChannel } from '../../referral/index.ts';
import { useLogin } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { hasErrors, serverErrorToFields, validateAuthForm, type AuthErrors, type AuthMode } from '../lib/auth-form.ts';

interface AuthFormProps {
  mode: AuthMode;
  onSuccess: (session: SessionData) => void;
  onSwitchMode: (mode: AuthMode) => void;
}

/** The referral channel kept from a /r/{code} link, sent with the sign-up (docs/product/states.md#after-sign-up). */
function referralOf() {
  const c = readReferralChannel();
  return c ? { referral: { code: c.code, channel: c.channel } } : {};
}

/** Email + password form; validates on submit (then live), server errors inline, no double submit. */
export function AuthForm({ mode, onSuccess, onSwitchMode }: AuthFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ email: '', password: '', ageConfirmed: false });
  const [errors, setErrors] = useState<AuthErrors>({});
  const [touched, setTouched] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const mutation = mode === 'signup' ? registerMutation : loginMutation;
  const busy = loginMutation.isPending || registerMutation.isPending;

  function update<K extends keyof typeof values>(field: K, value: (typeof values)[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched) setErrors(validateAuthForm(mode, next));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setTouched(true);
    const found = validateAuthForm(mode, values);
    setErrors(found);
    if (hasErrors(found)) return;
    mutation.mutate(
      mode === 'signup'
        ? { email: values.email.trim(), password: values.password, ageConfirmed: true, ...referralOf() }
        : { email: values.email.trim(), password: values.password },
      {
        onSuccess,
        onError: (err) => setErrors(isApiError(err) ? serverErrorToFields(err.key, err.message) : { form: t('common.somethingWrong') }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid={`auth-form-${mode}`}>
      <Input
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        value={values.email}
        onChange={(e) => update('email', e.target.value)}
        error={errors.email}
        prefix={<IconUser size={16} />}
        data-testid="auth-email"
        errorTestId="auth-email-error"
        autoFocus
      />
      <Input
        label={t('auth.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
        placeholder={mode === 'signup' ? t('auth.passwordHint') : t('auth.passwordPlaceholder')}
        value={values.password}
        onChange={(e) => update('password', e.target.value)}
        error={errors.password}
        prefix={<IconLock size={16} />}
        suffix={
          <button type="button" className="text-xs font-semibold text-muted hover:text-fg" onClick={() => setShowPassword((v) => !v)}>
            {showPassword ? t('auth.hide') : t('auth.show')}
          </button>
        }
        data-testid="auth-password"
        errorTestId="auth-password-error"
      />
      {mode === 'signup' ? (
        <div className="-mt-1 flex flex-col gap-1">
          <label className="flex cursor-pointer items-start gap-3 text-sm text-fg">
            <input
              type="checkbox"
              required
              aria-invalid={errors.age ? true : undefined}
              aria-describedby={errors.age ? 'auth-age-error' : undefined}
              className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
              checked={values.ageConfirmed}
              onChange={(e) => update('ageConfirmed', e.target.checked)}
              data-testid="auth-age"
            />
            <span>{t('auth.ageConfirm')}</span>
          </label>
          {errors.age ? (
            <p id="auth-age-error" role="alert" className="text-xs text-danger" data-testid="auth-age-error">
              {errors.age}
            </p>
          ) : null}
        </div>
      ) : null}
      {mode === 'login' ? (
        <button
          type="button"
          className="-mt-2 self-end text-xs font-bold text-accent hover:underline"
          data-testid="auth-forgot"
          onClick={() => {
            closeAuth();
            openForgot(values.email.trim());
          }}
        >
          {t('account.forgot.link')}
        </button>
      ) : null}
      {errors.form ? (
        <p
          role="alert"
          className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
          data-testid="auth-form-error"
        >
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={busy} data-testid="auth-submit">
        {mode === 'signup' ? t('auth.signUpCta') : t('auth.logInCta')}
      </Button>
      {mode === 'signup' ? (
        <p className="text-center text-xs text-muted">
          {t('auth.agreePrefix')}{' '}
          <Link to="/terms-of-service" className="text-accent hover:underline">
            {t('footer.terms')}
          </Link>{' '}
          &amp;{' '}
          <Link to="/privacy-policy" className="text-accent hover:underline">
            {t('footer.privacy')}
          </Link>
        </p>
      ) : null}
      <p className="text-center text-sm text-muted">
        {mode === 'signup' ? t('auth.haveAccount') : t('auth.noAccount')}{' '}
        <button
          type="button"
          className="font-bold text-accent hover:underline"
          onClick={() => onSwitchMode(mode === 'signup' ? 'login' : 'signup')}
        >
          {mode === 'signup' ? t('auth.logIn') : t('auth.signUp')}
        </button>
      </p>
    </form>
  );
}
