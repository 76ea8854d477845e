import type { Banner } from '@hapa/contracts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';

/**
 * docs/product/constants.md#timings "link redirect 200 ms": a banner or pop that leads to a page goes there 200 ms after the tap (the tap's
 * pressed state and its click record land first; docs/spec-notes.md#timings). Dialogs open at once.
 */
export const LINK_REDIRECT_MS = 200;

/**
 * What a banner or pop does when tapped (its redirectType): an in-app path or an external https page in a new tab
 * (each after LINK_REDIRECT_MS), the top-up dialog (sign-up first for visitors), or nothing. `later` schedules the
 * redirect (tests pass their own).
 */
export function runBannerAction(
  b: Pick<Banner, 'redirectType' | 'link'>,
  ctx: { loggedIn: boolean; navigate: (to: string) => void; later?: (run: () => void, ms: number) => void },
) {
  const later = ctx.later ?? ((run: () => void, ms: number) => void setTimeout(run, ms));
  if (b.redirectType === 'topup') {
    if (ctx.loggedIn) openTopUp();
    else openAuth('signup');
  } else if (b.redirectType === 'internal' && b.link.startsWith('/')) later(() => ctx.navigate(b.link), LINK_REDIRECT_MS);
  else if (b.redirectType === 'external' && b.link.startsWith('https://'))
    // well inside the tap's user activation (browsers keep it for seconds), so no pop-up blocker refuses it
    later(() => window.open(b.link, '_blank', 'noopener,noreferrer'), LINK_REDIRECT_MS);
}
