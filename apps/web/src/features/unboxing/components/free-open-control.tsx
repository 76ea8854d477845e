import { useTranslation } from 'react-i18next';
import { Button, Countdown, IconGift } from '../../../components/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useFreeInfo } from '../api/free-box.ts';

/** "Open Free Box" button, or a countdown until the next free box. */
export function FreeOpenControl({ busy, onOpen }: { busy: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const info = useFreeInfo();
  const next = info.data?.nextClaimAt ? Date.parse(info.data.nextClaimAt) : null;
  const waiting = loggedIn && next !== null && next > Date.now();
  return (
    <div className="flex flex-col items-center gap-2">
      {waiting ? (
        <div
          className="flex w-full flex-col items-center gap-1 rounded-2xl border border-line bg-surface-2 p-4 text-center"
          data-testid="free-countdown"
        >
          <p className="text-xs font-bold uppercase tracking-widest text-subtle">{t('free.nextIn')}</p>
          <Countdown endsAt={next} onEnd={() => void info.refetch()} className="text-3xl font-black text-accent" />
        </div>
      ) : (
        <Button variant="gold" size="lg" block icon={<IconGift size={20} />} disabled={busy} onClick={onOpen} data-testid="open-free">
          {loggedIn ? t('free.open') : t('free.signUpToOpen')}
        </Button>
      )}
    </div>
  );
}
