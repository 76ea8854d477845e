import type { Banner } from '@hapa/contracts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';

/**
 * What a banner or pop does when tapped (its redirectType): an in-app path, an external https page in a
 * new tab, the top-up dialog (sign-up first for visitors), or nothing.
 */
export function runBannerAction(b: Pick<Banner, 'redirectType' | 'link'>, ctx: { loggedIn: boolean; navigate: (to: string) => void }) {
  if (b.redirectType === 'topup') {
    if (ctx.loggedIn) openTopUp();
    else openAuth('signup');
  } else if (b.redirectType === 'internal' && b.link.startsWith('/')) ctx.navigate(b.link);
  else if (b.redirectType === 'external' && b.link.startsWith('https://')) window.open(b.link, '_blank', 'noopener,noreferrer');
}
