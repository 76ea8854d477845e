import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, IconLock, Input } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useUpdatePassword } from '../api/profile.ts';
import { hasPasswordErrors, validatePasswordForm, type PasswordErrors } from '../lib/password-form.ts';

const EMPTY = { old: '', password: '', confirm: '' };

/** Change password: current password required; other devices are signed out afterwards. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const mutation = useUpdatePassword();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending) return;
    const found = validatePasswordForm(values);
    setErrors(found);
    if (hasPasswordErrors(found)) return;
    mutation.mutate(
      { oldPassword: values.old, password: values.password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast.success(t('account.profile.passwordChanged'));
        },
        onError: (err) => {
          if (!isApiError(err)) return setErrors({ form: t('common.somethingWrong') });
          if (err.key === 'user.error.old_password') setErrors({ old: err.message });
          else if (err.key === 'user.error.password_format' || err.key === 'user.error.same_password') setErrors({ password: err.message });
          else setErrors({ form: err.message });
        },
      },
    );
  }

  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <Input
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(e) => setValues({ ...values, [key]: e.target.value })}
      error={errors[key]}
      prefix={<IconLock size={16} />}
      data-testid={`password-${key}`}
    />
  );

  return (
    <Card data-testid="change-password">
      <CardTitle>{t('account.profile.security')}</CardTitle>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {field('old', t('account.profile.oldPassword'), 'current-password')}
        {field('password', t('account.profile.newPassword'), 'new-password')}
        {field('confirm', t('account.profile.confirmPassword'), 'new-password')}
        {errors.form ? (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" loading={mutation.isPending} className="self-start" data-testid="password-submit">
          {t('account.profile.changePassword')}
        </Button>
      </form>
    </Card>
  );
}
