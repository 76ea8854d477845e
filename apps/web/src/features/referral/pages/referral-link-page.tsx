import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink, EmptyState, IconGift, PageSpinner } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { recordClick } from '../api/referral.ts';
import { keepReferralChannel } from '../lib/channel.ts';

/**
 * `/r/:code` and `/ref/:code` (docs/product/routes.md#referral): records the click (`/sys/referral/click`), keeps the referral channel
 * for the sign-up (docs/product/states.md#after-sign-up), then shows the home page with the sign-up dialog open. A signed-in player just
 * lands on the home page; an unknown code says so.
 */
export default function ReferralLinkPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const [state, setState] = useState<'loading' | 'done' | 'unknown'>('loading');

  useEffect(() => {
    let alive = true;
    recordClick(code, search.get('c'))
      .then((click) => {
        if (!alive) return;
        if (!loggedIn) {
          keepReferralChannel({ code: click.code, channel: click.channel, inviter: click.inviter });
          toast.success(t('referral.invitedBanner', { inviter: click.inviter }));
          openAuth('signup', 'referral');
        }
        setState('done');
      })
      .catch(() => alive && setState('unknown'));
    return () => {
      alive = false;
    };
    // one click per visit of the link: keyed on the code only
  }, [code]);

  if (state === 'done') return <Navigate to="/" replace />;
  if (state === 'unknown') {
    return (
      <EmptyState
        icon={<IconGift size={28} />}
        title={t('referral.linkUnknown')}
        action={<ButtonLink to="/">{t('referral.goHome')}</ButtonLink>}
        className="my-10"
        data-testid="referral-link-unknown"
      />
    );
  }
  return <PageSpinner />;
}
