import type { GiftBag } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, Dialog, IconGift } from '../../../../components/index.ts';
import { giftBagKey } from '../../api/get-gift-bag.ts';
import { closeGiftBag } from '../../../../lib/gift-bag-modal.ts';
import { INTRO_MS, markWheelSpun, roiPercent, wasWheelSpun, type GiftStep } from '../../lib/gift-bag.ts';
import { GiftBagOffer } from './gift-bag-offer.tsx';
import { GiftWheel } from './gift-wheel.tsx';

/** "EXCLUSIVE GIFT BAG" (type 1, new players) or "WELCOME BACK" (type 2), docs/product/routes.md#modals. */
export function giftTitle(bag: Pick<GiftBag, 'type' | 'title'>, t: (k: string) => string): string {
  // the two spec titles come from the catalogue in the player's language; another server title shows as sent
  if (bag.type === 1 || bag.type === 2) return bag.type === 2 ? t('wallet.gift.welcomeBack') : t('wallet.gift.exclusive');
  return bag.title;
}

/**
 * Gift-bag modal (docs/product/states.md#gift-bag): step 1 the bag opens, step 2 the wheel (auto-spin after 5 s) lands on the
 * ROI, step 3 the offer with top-up and the 1 h countdown. Steps 1-2 play once per bag.
 */
export function GiftBagDialog({ bag, open }: { bag: GiftBag; open: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<GiftStep>(() => (wasWheelSpun(bag.id) ? 3 : 1));
  const roi = bag.roi || roiPercent(bag.giftAmount, bag.payAmount);

  useEffect(() => {
    if (!open || step !== 1) return;
    const id = setTimeout(() => setStep(2), INTRO_MS);
    return () => clearTimeout(id);
  }, [open, step]);

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : closeGiftBag())}
      title={giftTitle(bag, t)}
      size="sm"
      className="border-rarity-1/40"
      data-testid="gift-bag-dialog"
    >
      <div data-step={step} data-testid="gift-bag-step">
        {step === 1 ? (
          <div className="flex flex-col items-center gap-4 py-8 text-center" data-testid="gift-intro">
            <span className="relative flex size-36 items-center justify-center">
              <span className="absolute inset-0 animate-ping rounded-full bg-rarity-1/20" aria-hidden />
              <span className="absolute inset-3 rounded-full bg-gradient-to-br from-rarity-1/40 to-violet/40 blur-md" aria-hidden />
              <IconGift size={88} className="relative animate-bounce text-rarity-1" />
            </span>
            <p className="text-lg font-black uppercase italic tracking-tight text-rarity-1">{giftTitle(bag, t)}</p>
            <p className="text-sm text-muted">{t('wallet.gift.opening')}</p>
          </div>
        ) : step === 2 ? (
          <GiftWheel
            roi={roi}
            onDone={() => {
              markWheelSpun(bag.id);
              setStep(3);
            }}
          />
        ) : (
          <div className="flex flex-col gap-3">
            <p className={cn('animate-pop text-center text-2xl font-black uppercase italic text-rarity-1')} data-testid="gift-won">
              {t('wallet.gift.youWon', { roi })}
            </p>
            <GiftBagOffer
              bag={bag}
              onLeave={closeGiftBag}
              onExpired={() => {
                closeGiftBag();
                void queryClient.invalidateQueries({ queryKey: giftBagKey });
              }}
            />
          </div>
        )}
      </div>
    </Dialog>
  );
}
