import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { socialLogin } from '../api/social.ts';
import { cancelAgeStep, confirmAgeStep, useAgeStep } from '../lib/social-signin.ts';

/**
 * The 18+ step of a first social sign-in (apps/server/src/modules/users/README.md): the account is created only once the player ticks the
 * same confirmation email sign-up asks for; closing it creates nothing.
 */
export function AgeConfirmDialog() {
  const { t } = useTranslation();
  const step = useAgeStep();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setAgreed(false);
    setError(undefined);
  }, [step]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!agreed) return setError(t('social.ageRequired'));
    setBusy(true);
    confirmAgeStep(socialLogin)
      .catch((err: unknown) => setError(isApiError(err) ? err.message : t('common.somethingWrong')))
      .finally(() => setBusy(false));
  }

  const provider = step ? t(`social.${step.provider}`) : '';
  return (
    <Dialog
      open={!!step}
      onOpenChange={(o) => (o ? undefined : cancelAgeStep())}
      title={t('social.ageTitle')}
      description={t('social.ageText', { provider })}
      size="sm"
      data-testid="age-confirm-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <label className="flex cursor-pointer items-start gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'age-step-error' : undefined}
            data-testid="age-confirm-check"
          />
          <span>{t('auth.ageConfirm')}</span>
        </label>
        {error ? (
          <p id="age-step-error" role="alert" className="text-sm text-danger" data-testid="age-confirm-error">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" block loading={busy} data-testid="age-confirm-submit">
          {t('social.ageSubmit')}
        </Button>
        <Button type="button" variant="ghost" block onClick={cancelAgeStep}>
          {t('common.cancel')}
        </Button>
      </form>
    </Dialog>
  );
}
