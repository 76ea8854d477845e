import { ERRORS_PT_BR, errorText, isErrorKey } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink, IconInfo } from '../../components/index.ts';

/** The message of a catalogue key in the player's language; null for no key or an unknown one. */
function messageOf(code: string | null, language: string): string | null {
  if (!code || !isErrorKey(code)) return null;
  return language.startsWith('pt') ? ERRORS_PT_BR[code] : errorText(code);
}

/**
 * `/error` (docs/product/routes.md#bare-layout: a bare-layout route): where a failure that cannot be shown in place sends the player (an app
 * shell, a payment provider's return). `?code=` a catalogue key shows its message in the player's language (else
 * the spec's internal-error text); `?from=` an in-app path the Try again button returns to.
 */
export default function ErrorPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const from = params.get('from');
  const message = messageOf(code, i18n.language);
  const retryTo = from && from.startsWith('/') && !from.startsWith('//') ? from : null;
  return (
    <div className="flex w-full max-w-md flex-col items-center gap-4 text-center" data-testid="error-page" data-code={code ?? ''}>
      <span className="flex size-16 items-center justify-center rounded-full bg-danger/15 text-danger">
        <IconInfo size={32} />
      </span>
      <h1 className="text-2xl font-black">{t('errors.pageTitle')}</h1>
      <p className="text-sm text-muted" data-testid="error-page-message">
        {message ?? t('errors.pageText')}
      </p>
      {code && message ? <p className="font-mono text-xs text-subtle">{t('errors.pageCode', { code })}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={() => (retryTo ? navigate(retryTo) : window.location.reload())} data-testid="error-page-retry">
          {t('errors.tryAgain')}
        </Button>
        <ButtonLink to="/" data-testid="error-page-home">
          {t('common.backHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
