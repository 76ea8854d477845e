import { validateEmail } from '@hapa/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, IconCheck, IconUser, Input } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useForgotPassword } from '../api/email.ts';
import { closeForgot, useAccountModals } from '../lib/account-modals.ts';

/** Forgot password (docs/product/routes.md#modals modal): email -> "We have sent you the link to reset the password. Please check your email." */
export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  const { forgot } = useAccountModals();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const send = useForgotPassword();

  useEffect(() => {
    if (forgot.open) {
      setEmail(forgot.email);
      setSent(false);
      setError(undefined);
    }
  }, [forgot.open, forgot.email]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (send.isPending) return;
    const bad = validateEmail(email);
    if (bad) return setError(bad.message);
    send.mutate(email.trim(), {
      onSuccess: () => setSent(true),
      onError: (err) => setError(isApiError(err) ? err.message : t('common.somethingWrong')),
    });
  }

  function backToLogin() {
    closeForgot();
    openAuth('login');
  }

  return (
    <Dialog
      open={forgot.open}
      onOpenChange={(o) => (o ? undefined : closeForgot())}
      title={t('account.forgot.title')}
      description={sent ? undefined : t('account.forgot.text')}
      size="sm"
      data-testid="forgot-dialog"
    >
      {sent ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-success/15 text-success">
            <IconCheck size={24} />
          </span>
          <p className="text-sm font-semibold" data-testid="forgot-sent">
            {t('account.forgot.sent')}
          </p>
          <Button variant="secondary" block onClick={backToLogin}>
            {t('account.forgot.backToLogin')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Input
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
            error={error}
            prefix={<IconUser size={16} />}
            placeholder={t('auth.emailPlaceholder')}
            data-testid="forgot-email"
            autoFocus
          />
          <Button type="submit" size="lg" block loading={send.isPending} data-testid="forgot-submit">
            {t('account.forgot.submit')}
          </Button>
          <button type="button" className="text-sm font-bold text-accent hover:underline" onClick={backToLogin}>
            {t('account.forgot.backToLogin')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
