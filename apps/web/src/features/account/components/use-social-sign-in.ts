import type { SocialProviderName } from '@hapa/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { closeAuth } from '../../../lib/modals.ts';
import { toast } from '../../../lib/toast-store.ts';
import { socialLogin } from '../api/social.ts';
import { socialSignIn } from '../lib/social-signin.ts';

/**
 * Signs in with a live provider's credential: the auth dialog closes, the 18+ step opens when the sign-in
 * would create an account, then a welcome and (a new player) the free box page. Errors are toasted.
 */
export function useSocialSignIn(): (provider: SocialProviderName, credential: Record<string, unknown>) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (provider, credential) => {
      closeAuth();
      socialSignIn(socialLogin, provider, credential)
        .then((session) => {
          if (!session) return;
          toast.success(t('auth.welcomeBack', { name: session.nickname }));
          if (session.is_new_user) navigate('/free');
        })
        .catch((err: unknown) => toast.error(isApiError(err) ? err.message : t('common.somethingWrong')));
    },
    [navigate, t],
  );
}
