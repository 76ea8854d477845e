import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink, Card, IconCheck, Input, Spinner } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useConfirmEmail } from '../api/email.ts';

/**
 * `/sign-up-confirm?email=&code=&type=2` (docs/product/routes.md#bare-layout bare page): confirms the email from the mailed link at
 * once; without a code it asks for the code from the mail.
 */
export default function SignUpConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const [code, setCode] = useState(params.get('code') ?? '');
  const [error, setError] = useState<string | undefined>();
  const confirm = useConfirmEmail();
  const started = useRef(false);

  const run = (c: string) =>
    confirm.mutate(
      { email, code: c.trim() },
      { onError: (err) => setError(isApiError(err, 'user.error.verify_code') ? err.message : undefined) },
    );

  useEffect(() => {
    if (started.current || !email || !params.get('code')) return;
    started.current = true;
    run(params.get('code')!);
    // on mount only: the link's code is submitted once
  }, []);

  const expired = confirm.isError && !error;
  function submit(e: FormEvent) {
    e.preventDefault();
    if (code.trim()) run(code);
  }

  return (
    <Card className="flex w-full max-w-sm flex-col items-center gap-4 p-6 text-center" data-testid="sign-up-confirm">
      <p className="text-xl font-black italic text-accent">HapaBox</p>
      {confirm.isSuccess ? (
        <>
          <span className="grid size-14 place-items-center rounded-full bg-success/15 text-success">
            <IconCheck size={28} />
          </span>
          <h1 className="text-lg font-extrabold" data-testid="confirm-done">
            {t('account.confirm.done')}
          </h1>
          <p className="text-sm text-muted">{t('account.confirm.doneText')}</p>
        </>
      ) : confirm.isPending ? (
        <>
          <Spinner />
          <p className="text-sm text-muted">{t('account.confirm.checking')}</p>
        </>
      ) : expired ? (
        <>
          <h1 className="text-lg font-extrabold" data-testid="confirm-expired">
            {t('account.confirm.expired')}
          </h1>
          <p className="text-sm text-muted">{t('account.confirm.expiredText')}</p>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="flex w-full flex-col gap-4 text-left">
          <h1 className="text-center text-lg font-extrabold">{t('account.confirm.title')}</h1>
          <p className="break-all text-center text-sm text-muted">{email}</p>
          <Input
            label={t('account.confirm.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(undefined);
            }}
            error={error}
            data-testid="confirm-code"
          />
          <Button type="submit" block disabled={!email || !code.trim()}>
            {t('account.confirm.submit')}
          </Button>
        </form>
      )}
      <ButtonLink to="/" variant="secondary" block data-testid="confirm-home">
        {t('account.confirm.goHome')}
      </ButtonLink>
    </Card>
  );
}
