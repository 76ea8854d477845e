import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, Dialog, IconGift } from '../../../components/index.ts';
import { openAuth, useModals } from '../../../lib/modals.ts';
import { usePopupSlot } from '../../../lib/popup-queue.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage.ts';
import { readReferralChannel } from '../../referral/index.ts';

/** Set once the channel guide was shown (guide state: cleared on logout, docs/product/states.md#logout). */
export const CHANNEL_GUIDE_KEY = `${STORAGE_KEYS.guidePrefix}channel`;
const HOME = new Set(['/', '/boxes']);

/**
 * The channel guide (docs/product/states.md#after-sign-up home popup priority, first: slot `channelGuide`): a visitor who arrived with a referral
 * channel (`hapa.referral`, features/referral) is told who invited them, with sign-up (the referral guide lands on
 * /boxes, docs/product/states.md#after-sign-up post-sign-up) or the demo (demo mode runs while a channel is present). Once, on the home page.
 */
export function ChannelGuidePop() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const [done, setDone] = useState(false);
  const channel = loggedIn ? null : readReferralChannel();
  const due = !!channel && !readJson<boolean>(CHANNEL_GUIDE_KEY);
  // never over a dialog the visitor already has (the invite link /r/{code} opens the sign-up at once)
  const m = useModals();
  const busy = m.auth.open || m.topUp || m.insufficient || m.freeGuide || m.birthday;
  const wish = HOME.has(pathname) && !done && due && !busy ? 'want' : 'none';
  const turn = usePopupSlot('channelGuide', wish);
  if (!turn || wish !== 'want' || !channel) return null;

  const close = () => {
    setDone(true);
    writeJson(CHANNEL_GUIDE_KEY, true);
  };
  const title = channel.inviter ? t('guides.channel.title', { inviter: channel.inviter }) : t('guides.channel.titleAnon');
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : close())}
      title={title}
      description={t('guides.channel.text')}
      size="sm"
      data-testid="channel-guide"
    >
      <div className="flex flex-col items-center gap-4">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-accent/25 to-violet/25 text-accent">
          <IconGift size={32} />
        </span>
        <div className="flex w-full gap-2">
          <Button variant="secondary" block onClick={close} data-testid="channel-guide-demo">
            {t('guides.channel.demo')}
          </Button>
          <Button
            block
            onClick={() => {
              close();
              openAuth('signup', 'channelGuide');
            }}
            data-testid="channel-guide-signup"
          >
            {t('guides.channel.signUp')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
