import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, Dialog, Price } from '../../../components/index.ts';
import { getModalState } from '../../../lib/modals.ts';
import { usePopupSlot } from '../../../lib/popup-queue.ts';
import { useSession } from '../../../lib/session.ts';
import { useGiftBagOpen } from '../../../lib/gift-bag-modal.ts';
import { useTrialInfo } from '../api/trial.ts';
import { markTrialSeen, seenTrialIds, trialPopOff, unseenTrial } from '../lib/seen.ts';
import { formatOff, money } from '../lib/format.ts';
import { picture } from '../../../lib/picture.ts';

const HOME = new Set(['/', '/boxes']);

/**
 * "You got a Lucky Trial!" (docs/product/routes.md#modals; docs/games.md): on the home page, when the player holds an available Lucky
 * Trial they have not been shown (once per voucher, remembered per player in localStorage), in its turn of the home
 * popup queue (after the home pop list, before the level-up modals) and never over another modal or the gift bag.
 * Reading the trial issues a new player's welcome voucher. Its button leads to /ninety-percent-off.
 */
export function LuckyTrialPop() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const giftBag = useGiftBagOpen();
  const onHome = HOME.has(pathname);
  const off = trialPopOff();
  const info = useTrialInfo(onHome && !off);
  const [shown, setShown] = useState<number | null>(null);
  const candidate = session && onHome && !off ? unseenTrial(info.data, seenTrialIds(session.uid)) : null;
  const wish =
    shown !== null || (candidate && !giftBag)
      ? 'want'
      : onHome && !off && session && (info.isLoading || (candidate && giftBag))
        ? 'pending'
        : 'none';
  const turn = usePopupSlot('luckyTrial', wish);

  useEffect(() => {
    if (!turn || !candidate || shown !== null || !session || giftBag) return;
    const m = getModalState();
    if (m.auth.open || m.topUp || m.insufficient || m.freeGuide || m.birthday) return;
    markTrialSeen(session.uid, candidate.id);
    setShown(candidate.id);
  }, [turn, candidate, shown, session, giftBag]);

  const data = info.data;
  if (shown === null || !data) return null;
  const close = () => setShown(null);
  const hours = Math.max(1, Math.ceil((Date.parse(data.voucher?.expiresAt ?? '') - Date.now()) / 3_600_000) || data.validityHours);
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : close())} title={t('trial.modalTitle')} size="sm" data-testid="lucky-trial-modal">
      <div className="flex flex-col items-center gap-3 text-center">
        <div className="relative flex size-36 items-center justify-center">
          <span className="absolute inset-0 animate-pulse rounded-full bg-accent/20 blur-xl" aria-hidden />
          <img
            {...picture(data.box.image, '128px')}
            alt=""
            className="relative size-32 object-contain drop-shadow-[0_10px_30px_rgb(43_245_160/0.35)]"
          />
          <span className="absolute -right-2 top-1 rotate-12 rounded-lg bg-gradient-to-b from-[#ffd866] to-[#f0a500] px-2 py-1 text-xs font-black text-[#2a1900] shadow-lg">
            {t('trial.off', { percent: formatOff(data.discountPpm) })}
          </span>
        </div>
        <p className="text-lg font-black uppercase italic">{data.box.name}</p>
        <p className="flex items-baseline gap-2">
          <Price coins={data.box.price} className="text-sm text-muted line-through" />
          <Price coins={data.trialPrice} className="text-2xl text-accent" />
        </p>
        <p className="text-sm text-muted">
          {t('trial.modalText', { box: data.box.name, price: money(data.trialPrice), real: money(data.box.price), hours })}
        </p>
      </div>
      <div className="mt-5 flex flex-col gap-2">
        <Button
          size="lg"
          variant="gold"
          block
          onClick={() => {
            close();
            navigate('/ninety-percent-off');
          }}
          data-testid="lucky-trial-modal-go"
        >
          {t('trial.modalGo')}
        </Button>
        <Button variant="ghost" block onClick={close} data-testid="lucky-trial-modal-later">
          {t('trial.modalLater')}
        </Button>
      </div>
    </Dialog>
  );
}
