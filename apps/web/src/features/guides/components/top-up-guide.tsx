import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/index.ts';
import { openTopUp } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useFinishGuide } from '../api/finish-guide.ts';
import { useGuideStatus } from '../api/get-guide-status.ts';
import { usePopupBusy } from '../hooks/use-popup-busy.ts';
import { showsTopUpGuide } from '../lib/guide-rules.ts';

const ANCHORS = ['[data-testid="header-topup"]', '[data-testid="header-topup-mobile"]'];

/** The visible header top-up button's box, or null. */
function anchorRect(): DOMRect | null {
  for (const sel of ANCHORS) {
    const el = document.querySelector<HTMLElement>(sel);
    if (el && el.offsetParent !== null) {
      const r = el.getBoundingClientRect();
      if (r.width > 0) return r;
    }
  }
  return null;
}

/**
 * The top-up guide (docs/product/states.md#guides "status 3 (not on box-detail) opens a top-up guide on route change"): a pop pointing at
 * the header's top-up button, opened when the player's guide status is 3 and the route changes to a page that is
 * not a box page; either button finishes the guide (status 4), so it shows once. Waits while another pop or modal
 * shows.
 */
export function TopUpGuide() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const { data } = useGuideStatus();
  const finish = useFinishGuide();
  const busy = usePopupBusy();
  const titleId = useId();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const [rect, setRect] = useState<DOMRect | null>(null);

  // route change: open on a page that qualifies, close on one that does not
  useEffect(() => {
    setOpenedOn(loggedIn && showsTopUpGuide(data?.status, pathname) ? pathname : null);
  }, [pathname, loggedIn, data?.status]);

  const open = openedOn !== null && !busy && !finish.isPending;
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => setRect(anchorRect());
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [open]);
  if (!open || !rect) return null;

  const done = (topUp: boolean) => {
    setOpenedOn(null);
    finish.mutate('top_up');
    if (topUp) openTopUp();
  };
  const width = Math.min(300, window.innerWidth - 16);
  const left = Math.max(8, Math.min(window.innerWidth - width - 8, rect.right - width));
  const arrow = Math.min(width - 20, Math.max(12, rect.left + rect.width / 2 - left - 8));
  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      className="fixed z-[45] animate-pop rounded-2xl border border-accent/60 bg-surface p-4 shadow-2xl shadow-black/60"
      style={{ top: rect.bottom + 12, left, width }}
      data-testid="topup-guide"
    >
      <span
        className="absolute -top-2 size-4 rotate-45 border-l border-t border-accent/60 bg-surface"
        style={{ left: arrow }}
        aria-hidden
      />
      <p id={titleId} className="text-sm font-extrabold">
        {t('guides.topUp.title')}
      </p>
      <p className="mt-1 text-xs text-muted">{t('guides.topUp.text')}</p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => done(false)} data-testid="topup-guide-later">
          {t('guides.topUp.later')}
        </Button>
        <Button size="sm" onClick={() => done(true)} data-testid="topup-guide-action" autoFocus>
          {t('guides.topUp.action')}
        </Button>
      </div>
    </div>
  );
}
