import type { Location } from 'react-router';

/** Where React Router's <ScrollRestoration> keeps the scroll positions (its default sessionStorage key). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * The key a page's scroll position is saved under (docs/architecture/web-app.md#navigation-scrolling-and-fit): the history entry's key, except for a page
 * opened by URL or reload, whose entry has no key of its own ("default" for every such page): it is told apart by its
 * path, so one URL-opened page never takes another's position.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}

/** True when this document was loaded by the browser's back or forward button (its navigation timing's type). */
export function landedByHistory(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward';
}

/**
 * Called once before the router starts: a page opened by a fresh navigation (a typed URL, a link from elsewhere, a
 * reload) starts at the top, so its saved position is dropped; back/forward keeps it, to restore it. No-op outside
 * a browser or when sessionStorage is unavailable.
 */
export function forgetLandingScroll(): void {
  if (typeof window === 'undefined') return;
  try {
    if (landedByHistory()) return;
    const raw = sessionStorage.getItem(SCROLL_POSITIONS_KEY);
    if (!raw) return;
    const positions = JSON.parse(raw) as Record<string, number>;
    const state = window.history.state as { key?: string } | null;
    const key = scrollKey({ key: state?.key ?? 'default', pathname: window.location.pathname, search: window.location.search });
    delete positions[key];
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // no sessionStorage (private mode quota, disabled storage): nothing was saved to restore either
  }
}
