import { useEffect, useRef } from 'react';
import { getSession, useIsLoggedIn } from '../../../lib/session.ts';
import { socialLogin } from '../api/social.ts';
import { socialSignIn } from '../lib/social-signin.ts';

/** Mini App launch data: Telegram passes it in the URL fragment as `tgWebAppData`. */
export function telegramInitDataFrom(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('tgWebAppData');
}

/**
 * Inside Telegram (Mini App) the player is signed in automatically from initData (docs/product/roles.md#app-shell-and-telegram); a player new to
 * HapaBox confirms 18+ first (the age step), as every first sign-in does.
 */
export function TelegramAutoLogin() {
  const loggedIn = useIsLoggedIn();
  const tried = useRef(false);
  useEffect(() => {
    // the stored session too: while a first screen hydrates, React's view of it is held at null (lib/session.ts)
    if (loggedIn || getSession() || tried.current) return;
    const initData = telegramInitDataFrom(window.location.hash);
    if (!initData) return;
    tried.current = true;
    socialSignIn(socialLogin, 'telegram', { initData }, 'telegram').catch(() => undefined);
  }, [loggedIn]);
  return null;
}
