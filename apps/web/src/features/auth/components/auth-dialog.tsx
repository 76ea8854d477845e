import type { SessionData } from '@hapa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog, Tabs } from '../../../components/index.ts';
import { closeAuth, setAuthTab, useModals, type AuthTab } from '../../../lib/modals.ts';
import { toast } from '../../../lib/toast-store.ts';
import { prepareBotCheck } from '../../../lib/bot-token.ts';
import { SocialButtons } from '../../account/index.ts';
import { clearReferralChannel } from '../../referral/index.ts';
import { postSignUpTarget } from '../../guides/index.ts';
import { AuthForm } from './auth-form.tsx';

/** Sign up / log in modal (docs/product/routes.md#modals "sign-up/login"), opened through lib/modals. */
export function AuthDialog() {
  const { t } = useTranslation();
  const { auth } = useModals();
  const navigate = useNavigate();
  const location = useLocation();
  // the bot-check script (when configured) loads with the dialog, never on other pages
  useEffect(() => {
    if (auth.open) prepareBotCheck();
  }, [auth.open]);

  function onSuccess(session: SessionData) {
    closeAuth();
    if (auth.tab === 'signup') {
      // docs/product/states.md#after-sign-up post-sign-up: /free, or /boxes for its exceptions, or stay (features/guides post-sign-up.ts)
      const target = postSignUpTarget({
        pathname: location.pathname,
        search: location.search,
        origin: auth.origin,
        invited: !!session.invited,
      });
      clearReferralChannel();
      if (session.invited) {
        // docs/product/states.md#after-sign-up: with a referral code the welcome is suppressed
        if (target) navigate(target);
        return;
      }
      toast.success(t('auth.welcomeNew'));
      if (session.is_new_user && target) navigate(target);
    } else {
      toast.success(t('auth.welcomeBack', { name: session.nickname }));
    }
  }

  return (
    <Dialog
      open={auth.open}
      onOpenChange={(open) => (open ? undefined : closeAuth())}
      title={auth.tab === 'signup' ? t('auth.signUpTitle') : t('auth.logInTitle')}
      description={auth.tab === 'signup' ? t('auth.signUpSubtitle') : t('auth.logInSubtitle')}
      size="sm"
      data-testid="auth-dialog"
    >
      <Tabs
        variant="segmented"
        value={auth.tab}
        onValueChange={(v) => setAuthTab(v as AuthTab)}
        aria-label={t('auth.signUpTitle')}
        items={[
          {
            value: 'signup',
            label: t('auth.signUp'),
            testId: 'auth-tab-signup',
            content: (
              <div className="pt-5">
                <AuthForm key="signup" mode="signup" onSuccess={onSuccess} onSwitchMode={setAuthTab} />
              </div>
            ),
          },
          {
            value: 'login',
            label: t('auth.logIn'),
            testId: 'auth-tab-login',
            content: (
              <div className="pt-5">
                <AuthForm key="login" mode="login" onSuccess={onSuccess} onSwitchMode={setAuthTab} />
              </div>
            ),
          },
        ]}
      />
      <div className="pt-4">
        <SocialButtons />
      </div>
    </Dialog>
  );
}
