/**
 * The browser's side of the server-rendered first screen (entry-server.tsx, issue 7 bench:web): whether this
 * visit may get one, and the query cache it was rendered from.
 */
import type { DehydratedState } from '@tanstack/react-query';

/** Cookie set while this browser must not get a first screen (signed in, or a language other than English). */
export const FIRST_SCREEN_OFF_COOKIE = 'hapa_first_screen';
/** Id of the `<script type="application/json">` that carries the query cache of the first screen. */
export const FIRST_SCREEN_STATE_ID = 'hapa-first-screen';

let hydrating = false;

/** main.tsx: the page is being hydrated from a first screen (its first render must repeat the server's). */
export function markHydratingFirstScreen(): void {
  hydrating = true;
}

/** True while the page being shown is a first screen that React hydrates (or has hydrated). */
export function hydratingFirstScreen(): boolean {
  return hydrating;
}

/**
 * Makes the page usable: drops `inert` from `#root` (the server writes it on a first screen, so a tap before React
 * owns the markup is not lost silently on a dead button). Called when the page's own part has hydrated
 * (app/layouts/default-layout.tsx), or at once by a fresh render, which replaces the markup anyway (app/app.tsx).
 */
export function releaseFirstScreen(): void {
  if (typeof document !== 'undefined') document.getElementById('root')?.removeAttribute('inert');
}

/** app.tsx, at the first navigation inside the app: pages from now on render as in any fresh browser render. */
export function endHydratingFirstScreen(): void {
  hydrating = false;
}

/**
 * True while a render must produce the whole first screen at once: on the server (no window), and in the browser
 * when hydrating a first screen. Then parts that a fresh browser render would defer (components/deferred.tsx)
 * render in the first pass, so the markup and the hydration agree.
 */
export function rendersFirstScreen(): boolean {
  return typeof window === 'undefined' || hydrating;
}

/** A first screen is rendered for anonymous English visits only (the server sees neither the session nor a stored language). */
export function firstScreenAllowed(signedIn: boolean, language: string): boolean {
  return !signedIn && language === 'en';
}

/** Keeps {@link FIRST_SCREEN_OFF_COOKIE} in step with the session and the language (no-op outside a browser). */
export function syncFirstScreenCookie(signedIn: boolean, language: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = firstScreenAllowed(signedIn, language)
    ? `${FIRST_SCREEN_OFF_COOKIE}=; path=/; max-age=0; samesite=lax`
    : `${FIRST_SCREEN_OFF_COOKIE}=off; path=/; max-age=31536000; samesite=lax`;
}

/** The first screen's query cache from the page, or null when the page came without one (or it is unreadable). */
export function readFirstScreenState(doc: Pick<Document, 'getElementById'> = document): DehydratedState | null {
  const text = doc.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}
