import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cn, IconGift } from '../../../../components/index.ts';
import { useModals } from '../../../../lib/modals.ts';
import { usePopupSlot } from '../../../../lib/popup-queue.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { useGiftBag } from '../../api/get-gift-bag.ts';
import { openGiftBag, useGiftBagOpen } from '../../../../lib/gift-bag-modal.ts';
import { giftTipPhase, markGiftPopped, markGiftTipShown, wasGiftPopped, wasGiftTipShown, type GiftTipPhase } from '../../lib/gift-bag.ts';
import { GiftBagDialog, giftTitle } from './gift-bag-dialog.tsx';

/** Pages where a new gift bag pops up by itself. */
const POP_PAGES = new Set(['/', '/boxes']);

/**
 * The player's live gift bag and the tip phase since this component mounted (docs/product/states.md#gift-bag gift tip timings). The text
 * shows once per browser session (per bag): a later page load starts at the bare icon.
 */
function useGiftTip() {
  const loggedIn = useIsLoggedIn();
  const gift = useGiftBag(loggedIn);
  const bag = gift.data && Date.parse(gift.data.expireTime) > Date.now() ? gift.data : null;
  const [elapsed, setElapsed] = useState(0);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!bag) return;
    if (wasGiftTipShown(bag.id)) return setSeen(true);
    markGiftTipShown(bag.id);
    const started = Date.now();
    const id = setInterval(() => {
      const e = Date.now() - started;
      setElapsed(e);
      if (e > 7500) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [bag?.id]);
  return { bag, phase: seen ? ('icon' as const) : giftTipPhase(elapsed) };
}

/**
 * Gift icon in the header when `/api/gift/detail` returns a bag; opens the gift-bag modal, which also pops
 * up once per bag on home. Its text ("EXCLUSIVE GIFT BAG GO") is {@link GiftTipBubble}.
 */
export function GiftBagTip() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { topUp } = useModals();
  const { bag, phase } = useGiftTip();
  const open = useGiftBagOpen();

  // the pop by itself (once per bag, on home) takes its turn in the app's one pop-up queue (lib/popup-queue.ts): never
  // with another pop, over a dialog or in a new player's first minute; the icon opens it at any time (asked for)
  const eligible = !!bag && POP_PAGES.has(pathname) && !wasGiftPopped(bag.id);
  const [popping, setPopping] = useState(false);
  const turn = usePopupSlot('giftBag', popping || eligible ? 'want' : 'none');
  useEffect(() => {
    // the address bar too: a navigation away from home (the post-sign-up /free) keeps rendering home with the old
    // pathname while the next page loads (a router transition), and the bag must not pop over the next page
    if (!turn || popping || !bag || !eligible || topUp || !POP_PAGES.has(window.location.pathname)) return;
    markGiftPopped(bag.id);
    setPopping(true);
    openGiftBag();
  }, [turn, popping, bag, eligible, topUp]);
  useEffect(() => {
    if (popping && !open) setPopping(false);
  }, [popping, open]);

  if (!bag) return null;
  const title = giftTitle(bag, t);
  // opened by the player: it will not pop by itself later as well
  const openAsked = () => {
    markGiftPopped(bag.id);
    openGiftBag();
  };
  return (
    <span className="flex min-w-0 shrink items-center gap-2">
      {phase === 'icon' ? null : <GiftTipBubble title={title} phase={phase} onOpen={openAsked} />}
      <button
        type="button"
        onClick={openAsked}
        className="flex size-9 shrink-0 items-center justify-center rounded-xl border border-rarity-1/50 bg-gradient-to-br from-rarity-1/25 to-violet/20 text-rarity-1 transition hover:brightness-125"
        aria-label={title}
        data-testid="gift-tip"
        data-phase={phase}
      >
        <IconGift size={20} className={cn(phase === 'full' && 'animate-bounce')} />
      </button>
      <GiftBagDialog key={bag.id} bag={bag} open={open && !topUp} />
    </span>
  );
}

/**
 * The gift tip text (docs/product/states.md#gift-bag "Gift tip: text shrinks 5 s, GO hides 6 s, text gone 7 s"): a bubble in the header row
 * right beside the gift icon, pointing at it. It takes its own room in the row (the search field gives way, it
 * is the flexible one), so it never lies over the search or any other control; on phones, where the row has no
 * room, the icon alone bounces for the same 7 s (the bag itself pops on home).
 */
function GiftTipBubble({ title, phase, onOpen }: { title: string; phase: GiftTipPhase; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        'relative hidden min-w-0 max-w-40 shrink items-center gap-1.5 rounded-xl border border-rarity-1/50 bg-surface-2 px-2.5 py-1.5 text-left font-black uppercase italic leading-tight text-rarity-1 shadow-xl shadow-black/40 transition-all md:flex',
        phase === 'full' ? 'text-xs' : 'text-[10px]',
      )}
      data-testid="gift-tip-bubble"
    >
      <span className="relative line-clamp-2 min-w-0">{title}</span>
      {phase === 'full' || phase === 'shrunk' ? (
        <span className="relative shrink-0 rounded-lg bg-gold px-1.5 py-0.5 text-[10px] not-italic text-gold-ink">
          {t('wallet.gift.go')}
        </span>
      ) : null}
      {/* the arrow pointing at the gift icon */}
      <span
        aria-hidden
        className="absolute -right-[5px] top-1/2 size-2.5 -translate-y-1/2 rotate-45 border-r border-t border-rarity-1/50 bg-surface-2"
      />
    </button>
  );
}
