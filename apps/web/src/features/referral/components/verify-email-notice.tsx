import { Profile } from '@hapa/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/index.ts';
import { api } from '../../../lib/api.ts';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage.ts';
import { toast } from '../../../lib/toast-store.ts';

/** Set once the player has been asked (sent the mail or said not now); notices are cleared at sign-out (lib/storage.ts). */
const ASKED_KEY = `${STORAGE_KEYS.noticePrefix}verifyEmail`;

/**
 * The one prompt to verify the email (docs/architecture/web-app.md#pop-ups): inline where it helps, before the player's
 * first withdrawal (we write to that address about the payout), never as a pop-up; shown until the player sends the
 * confirmation mail or says not now, then not again while signed in on this device. Nothing when the email is verified.
 */
export function VerifyEmailNotice() {
  const { t } = useTranslation();
  // the account page's profile query (same key: one request, one cache entry)
  const profile = useQuery({
    queryKey: [...queryRoots.user, 'profile'],
    queryFn: ({ signal }) => api('/user/profile', { schema: Profile, signal }),
  });
  const [asked, setAsked] = useState(() => readJson<boolean>(ASKED_KEY) === true);
  const send = useMutation({ mutationFn: () => api('/user/email/verify_code', { method: 'POST' }), meta: { silent: true } });
  if (asked || !profile.data || profile.data.emailVerified) return null;
  const done = () => {
    writeJson(ASKED_KEY, true);
    setAsked(true);
  };
  return (
    <div className="rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm" role="status" data-testid="verify-email-notice">
      <p className="font-semibold">{t('referral.verifyEmail.title')}</p>
      <p className="mt-1 text-muted">{t('referral.verifyEmail.text', { email: profile.data.email })}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('referral.verifyEmail.sent'));
                done();
              },
              // a confirmation mail went out moments ago (the sign-up's own): it is on its way, the prompt has done its job
              onError: (err) => {
                if (isApiError(err) && err.key === 'user.error.email_rate') done();
                else toast.error(errorMessage(err));
              },
            })
          }
          data-testid="verify-email-send"
        >
          {t('referral.verifyEmail.send')}
        </Button>
        <Button size="sm" variant="ghost" onClick={done} data-testid="verify-email-later">
          {t('referral.verifyEmail.later')}
        </Button>
      </div>
    </div>
  );
}
