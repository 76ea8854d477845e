import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, IconLock, Input } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { openAuth } from '../../../lib/modals.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useResetPassword } from '../api/email.ts';
import { closeReset, openForgot, useAccountModals } from '../lib/account-modals.ts';
import { hasPasswordErrors, validatePasswordForm, type PasswordErrors } from '../lib/password-form.ts';

/**
 * Reset password modal (docs/product/routes.md#modals, docs/product/validation.md#accounts): opened by the mailed link `?email=&code=&type=1`; new password +
 * confirmation with the spec's texts; an expired or used code says so and offers a new link.
 */
export function ResetPasswordDialog() {
  const { t } = useTranslation();
  const { reset } = useAccountModals();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [expired, setExpired] = useState(false);
  const mutation = useResetPassword();

  useEffect(() => {
    if (reset.open) {
      setValues({ password: '', confirm: '' });
      setErrors({});
      setExpired(false);
    }
  }, [reset.open]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending) return;
    const found = validatePasswordForm(values);
    setErrors(found);
    if (hasPasswordErrors(found)) return;
    mutation.mutate(
      { email: reset.email, code: reset.code, password: values.password },
      {
        onSuccess: () => {
          closeReset();
          toast.success(t('account.reset.done'));
          openAuth('login');
        },
        onError: (err) => {
          if (isApiError(err, 'user.error.email_code_expired') || isApiError(err, 'user.error.verify_code')) setExpired(true);
          else if (isApiError(err, 'user.error.password_format')) setErrors({ password: err.message });
          else setErrors({ form: isApiError(err) ? err.message : t('common.somethingWrong') });
        },
      },
    );
  }

  return (
    <Dialog
      open={reset.open}
      onOpenChange={(o) => (o ? undefined : closeReset())}
      title={t('account.reset.title')}
      description={expired ? undefined : t('account.reset.text', { email: reset.email })}
      size="sm"
      data-testid="reset-dialog"
    >
      {expired ? (
        <div className="flex flex-col gap-4">
          <p
            role="alert"
            className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
            data-testid="reset-expired"
          >
            {t('account.reset.expired')}
          </p>
          <Button
            block
            onClick={() => {
              closeReset();
              openForgot(reset.email);
            }}
          >
            {t('account.reset.requestNew')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Input
            label={t('account.reset.password')}
            type="password"
            autoComplete="new-password"
            placeholder={t('auth.passwordHint')}
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
            error={errors.password}
            prefix={<IconLock size={16} />}
            data-testid="reset-password"
            errorTestId="reset-password-error"
            autoFocus
          />
          <Input
            label={t('account.reset.confirm')}
            type="password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={(e) => setValues({ ...values, confirm: e.target.value })}
            error={errors.confirm}
            prefix={<IconLock size={16} />}
            data-testid="reset-confirm"
            errorTestId="reset-confirm-error"
          />
          {errors.form ? (
            <p role="alert" className="text-sm text-danger">
              {errors.form}
            </p>
          ) : null}
          <Button type="submit" size="lg" block loading={mutation.isPending} data-testid="reset-submit">
            {t('account.reset.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
