import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';

/** The part of an address a page is shown for: its path and its query (the hash is the page's own business). */
export interface Address {
  pathname: string;
  search: string;
}

/**
 * True while the browser's address is still the one the page was rendered for. A navigation to a page whose code is
 * still loading is a React transition: the router has already changed the address (a link's push, the back button's
 * popstate), but the old page stays on screen, its effects still running, until the new page can render.
 */
export function addressIsShown(shown: Address, current: Address): boolean {
  // the same address however it was spelled: the router may keep a path as it was given (`/a b`, `é`) where the
  // browser's address is percent-encoded (`/a%20b`, `%C3%A9`)
  const spelled = (a: Address) => {
    const url = new URL(`${a.pathname}${a.search}`, 'http://address.invalid');
    return `${url.pathname}${url.search}`;
  };
  return spelled(shown) === spelled(current);
}

/**
 * A page's own redirect: replaces the current history entry with `to` (`navigate(to, { ...options, replace: true })`),
 * unless the player has navigated away meanwhile, in which case it does nothing. Every `replace` navigation of the app
 * goes through here (a lint rule): a redirect fired by data that arrived late (a box's canonical address, a finished
 * payment's result page, a tidied query) used to replace the entry of the page the player had just asked for and take
 * them back (docs/architecture/web-app.md#redirects).
 */
export function useRedirect(): (to: To, options?: Omit<NavigateOptions, 'replace'>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to, options) => {
      if (!addressIsShown(location, window.location)) return;
      void navigate(to, { ...options, replace: true });
    },
    [location, navigate],
  );
}
