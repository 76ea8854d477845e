import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cn, IconGift } from '../../../../components/index.ts';
import { getModalState, useModals } from '../../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { useGiftBag } from '../../api/get-gift-bag.ts';
import { openGiftBag, useGiftBagOpen } from '../../../../lib/gift-bag-modal.ts';
import { giftTipPhase, markGiftPopped, wasGiftPopped, type GiftTipPhase } from '../../lib/gift-bag.ts';
import { GiftBagDialog, giftTitle } from './gift-bag-dialog.tsx';

/** Pages where a new gift bag pops up by itself. */
const POP_PAGES = new Set(['/', '/boxes']);

/** The player's live gift bag and the tip phase since this component mounted (spec §4 gift tip timings). */
function useGiftTip() {
  const loggedIn = useIsLoggedIn();
  const gift = useGiftBag(loggedIn);
  const bag = gift.data && Date.parse(gift.data.expireTime) > Date.now() ? gift.data : null;
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!bag) return;
    const started = Date.now();
    const id = setInterval(() => {
      const e = Date.now() - started;
      setElapsed(e);
      if (e > 7500) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [bag?.id]);
  return { bag, phase: giftTipPhase(elapsed) };
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
  const icon = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // the address bar too: a navigation away from home (the post-sign-up /free) keeps rendering home with the old
    // pathname while the next page loads (a router transition), and the bag must not pop over the next page
    if (!bag || !POP_PAGES.has(pathname) || !POP_PAGES.has(window.location.pathname) || wasGiftPopped(bag.id)) return;
    const m = getModalState();
    if (m.auth.open || m.topUp || m.insufficient || m.freeGuide || m.birthday) return;
    markGiftPopped(bag.id);
    openGiftBag();
  }, [bag, pathname]);

  if (!bag) return null;
  const title = giftTitle(bag, t);
  return (
    <span className="relative flex shrink-0">
      <button
        ref={icon}
        type="button"
        onClick={openGiftBag}
        className="flex size-9 shrink-0 items-center justify-center rounded-xl border border-rarity-1/50 bg-gradient-to-br from-rarity-1/25 to-violet/20 text-rarity-1 transition hover:brightness-125"
        aria-label={title}
        data-testid="gift-tip"
        data-phase={phase}
      >
        <IconGift size={20} className={cn(phase === 'full' && 'animate-bounce')} />
      </button>
      {phase === 'icon' ? null : <GiftTipBubble title={title} phase={phase} icon={icon} />}
      <GiftBagDialog key={bag.id} bag={bag} open={open && !topUp} />
    </span>
  );
}

/**
 * The gift tip text (spec §4 "Gift tip: text shrinks 5 s, GO hides 6 s, text gone 7 s"): a bubble beside the gift
 * icon, pointing at it, laid over the header row's left part (logo, search) for its 7 s. It stays inside the
 * sticky header, so it never covers a page title, the Back link or a page control (issue 8), and it takes no
 * space of its own, so nothing on the page moves when it comes or goes (issue 7: layout shift).
 */
function GiftTipBubble({ title, phase, icon }: { title: string; phase: GiftTipPhase; icon: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation();
  // as wide as the room left of the icon (8 px gap, 4 px from the screen's edge): on a narrow phone the text wraps
  const [maxWidth, setMaxWidth] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const left = icon.current?.getBoundingClientRect().left;
      if (left !== undefined) setMaxWidth(Math.max(96, Math.floor(left - 12)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [icon]);
  return (
    <button
      type="button"
      onClick={openGiftBag}
      className={cn(
        'absolute right-full top-1/2 z-10 mr-2 flex w-max -translate-y-1/2 items-center gap-1.5 rounded-xl text-left leading-tight border border-rarity-1/50 bg-surface-2 px-2.5 py-1.5 font-black uppercase italic text-rarity-1 shadow-xl shadow-black/40 transition-all',
        phase === 'full' ? 'text-xs' : 'text-[10px]',
      )}
      style={{ maxWidth }}
      data-testid="gift-tip-bubble"
    >
      <span className="relative">{title}</span>
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
