import type { FreeBoxView } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Button, Countdown, IconGift, IconLock } from '../../../components/index.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { FORMAT } from '../lib/format.ts';
import { freeCountdown, freeStateText } from '../lib/free-box-text.ts';

/**
 * The open control of a free box under the stage (docs/free-boxes.md): "Open Free Box" when it opens now, sign-up
 * for a visitor, a top-up button when a top-up is missing, else why it cannot open yet (with the countdown).
 * `onRefresh` refetches the boxes when a countdown ends.
 */
export function FreeOpenButton({
  box: b,
  busy,
  onOpen,
  onRefresh,
}: {
  box: FreeBoxView;
  busy: boolean;
  onOpen: () => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  if (b.state === 'ready')
    return (
      <Button variant="gold" size="lg" block icon={<IconGift size={20} />} disabled={busy} onClick={onOpen} data-testid="open-free">
        {t('free.open')}
      </Button>
    );
  if (b.state === 'sign_in')
    return (
      <Button
        variant="gold"
        size="lg"
        block
        icon={<IconGift size={20} />}
        onClick={() => openAuth('signup', 'box')}
        data-testid="open-free"
      >
        {t('free.signUpToOpen')}
      </Button>
    );
  const state = freeStateText(b, FORMAT);
  const clock = freeCountdown(b);
  return (
    <div
      className="flex w-full flex-col items-center gap-2 rounded-2xl border border-line bg-surface-2 p-4 text-center"
      data-testid="free-locked"
    >
      <p className="flex items-center gap-2 text-sm font-bold text-muted">
        <IconLock size={16} aria-hidden /> {t(`free.${state.key}`, state.values)}
      </p>
      {clock && clock.label !== 'endsIn' ? (
        <div data-testid="free-countdown">
          <p className="text-xs font-bold uppercase tracking-widest text-subtle">{t(`free.${clock.label}`)}</p>
          <Countdown endsAt={clock.to} onEnd={onRefresh} className="text-3xl font-black text-accent" />
        </div>
      ) : null}
      {b.state === 'must_top_up' ? (
        <Button variant="primary" onClick={() => openTopUp()} data-testid="free-top-up">
          {t('free.topUp')}
        </Button>
      ) : null}
    </div>
  );
}
