import type { SessionData } from '@hapa/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, IconLock, IconUser, Input } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useLogin } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { hasErrors, serverErrorToFields, validateAuthForm, type AuthErrors, type AuthMode } from '../lib/auth-form.ts';

interface AuthFormProps {
  mode: AuthMode;
  onSuccess: (session: SessionData) => void;
  onSwitchMode: (mode: AuthMode) => void;
}

/** Email + password form; validates on submit (then live), server errors inline, no double submit. */
export function AuthForm({ mode, onSuccess, onSwitchMode }: AuthFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<AuthErrors>({});
  const [touched, setTouched] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const mutation = mode === 'signup' ? registerMutation : loginMutation;
  const busy = loginMutation.isPending || registerMutation.isPending;

  function update(field: 'email' | 'password', value: string) {
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
      { email: values.email.trim(), password: values.password },
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
      {errors.form ? (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger" data-testid="auth-form-error">
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
        <button type="button" className="font-bold text-accent hover:underline" onClick={() => onSwitchMode(mode === 'signup' ? 'login' : 'signup')}>
          {mode === 'signup' ? t('auth.logIn') : t('auth.signUp')}
        </button>
      </p>
    </form>
  );
}
