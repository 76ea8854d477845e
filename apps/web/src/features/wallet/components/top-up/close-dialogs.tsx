import type { DepositConfig } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, IconGift } from '../../../../components/index.ts';
import { TRIAL_LEAVE_TEXT } from '../../lib/close-rules.ts';
import { picture } from '../../../../lib/picture.ts';

/** Trial-boost leave confirmation (docs/product/states.md#top-up, docs/product/errors.md#client-handling text). */
export function LeaveConfirmDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : onStay())}
      title={t('wallet.leave.title')}
      size="sm"
      data-testid="topup-leave-confirm"
    >
      <p className="text-sm text-muted" data-testid="topup-leave-text">
        {TRIAL_LEAVE_TEXT}
      </p>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onLeave} data-testid="topup-leave">
          {t('wallet.leave.leave')}
        </Button>
        <Button onClick={onStay} data-testid="topup-stay">
          {t('wallet.leave.stay')}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * New-user free-gift modal (docs/product/states.md#top-up retention): the retain box offered when a new player closes the
 * top-up; closing it once stops it for good.
 */
export function RetainBoxDialog({
  open,
  box,
  onTopUp,
  onClose,
}: {
  open: boolean;
  box: DepositConfig['retainBox'];
  onTopUp: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (!box) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={t('wallet.retain.title')}
      size="sm"
      data-testid="topup-retain"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <div className="relative flex size-36 items-center justify-center">
          <span className="absolute inset-0 animate-pulse rounded-full bg-rarity-1/15 blur-xl" aria-hidden />
          {box.img ? (
            <img
              {...picture(box.img, '128px')}
              alt=""
              className="relative size-32 rounded-3xl object-contain drop-shadow-[0_10px_30px_rgb(255_200_61/0.35)]"
            />
          ) : (
            <IconGift size={64} className="relative text-rarity-1" />
          )}
        </div>
        <p className="text-lg font-black uppercase italic">{box.name}</p>
        <p className="text-sm text-muted">{t('wallet.retain.text', { name: box.name })}</p>
      </div>
      <div className="mt-5 flex flex-col gap-2">
        <Button size="lg" block onClick={onTopUp} data-testid="topup-retain-topup">
          {t('wallet.retain.topUp')}
        </Button>
        <Button variant="ghost" block onClick={onClose} data-testid="topup-retain-close">
          {t('wallet.retain.noThanks')}
        </Button>
      </div>
    </Dialog>
  );
}
