/**
 * Where a new player goes after sign-up (docs/product/states.md#after-sign-up "Post-sign-up: new users go to /free unless a free-box drop,
 * referral guide, home guide, fancy-cards or /act/ page or sign-up box applies (then /boxes); with referral code
 * welcome suppressed").
 */

export interface SignUpContext {
  /** the page the sign-up dialog was opened on */
  pathname: string;
  /** the page's query string ('?dropBox=true' on a free-box drop link, docs/product/routes.md#boxes) */
  search: string;
  /** what opened the dialog (lib/modals `openAuth` origin): 'box' a box's open button, 'invite' a battle
   * invite, 'freeGuide' the free-box guide, 'homeGuide' the home guide, 'channelGuide' the referral guide */
  origin?: string;
  /** the sign-up carried a referral code (the answer's `invited`) */
  invited: boolean;
  /** the player's free drop pop is showing or due (the "free-box drop") */
  dropPending?: boolean;
}

/** null = stay on the page; else the path to go to. */
export type SignUpTarget = '/free' | '/boxes' | null;

/**
 * The landing after a sign-up:
 * - stay where the player was in the middle of something: a box page (the "sign-up box": they signed up to open
 *   it), a battle invite, the sandbox checkout, /free itself, or the free-box guide (it sends to /free itself);
 * - /boxes for the spec's exceptions: a referral code or the referral (channel) guide, a free-box drop
 *   (`?dropBox=true` or a pending drop pop), the home guide, a sign-up box opened from elsewhere, the Fancy Cards
 *   page and /act/ event pages;
 * - else /free.
 */
export function postSignUpTarget(c: SignUpContext): SignUpTarget {
  const { pathname, origin } = c;
  if (
    pathname.startsWith('/box-detail') ||
    pathname.startsWith('/sandbox') ||
    pathname === '/free' ||
    origin === 'invite' ||
    origin === 'freeGuide'
  )
    return null;
  const dropBox = new URLSearchParams(c.search).get('dropBox') === 'true' || c.dropPending === true;
  if (c.invited || origin === 'channelGuide' || dropBox || origin === 'homeGuide' || origin === 'box') return '/boxes';
  if (pathname.startsWith('/fancy-cards') || pathname.startsWith('/act/')) return '/boxes';
  return '/free';
}
