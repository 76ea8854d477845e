/**
 * The browser's side of the server-rendered first screen (entry-server.tsx, docs/architecture/first-screen.md):
 * the cookies that tell the server this visitor's language and signed-in shape, who the page was rendered for,
 * the header shape to hydrate, and the query cache it was rendered from.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { cookieValue } from './cookies.ts';
import { getSession, releaseSessionView, sessionViewHeld, subscribeSession } from './session.ts';

/**
 * Cookie `hapa_first_screen=static`: the server sends this browser the static shell (a switch for tests and
 * debugging, e2e/helpers.ts skipFirstScreen). Builds before the signed-in and Portuguese first screens set it to
 * `off` for those visitors; the server ignores `off` and this build deletes it.
 */
export const FIRST_SCREEN_OFF_COOKIE = 'hapa_first_screen';
/** Id of the `<script type="application/json">` that carries the query cache of the first screen. */
export const FIRST_SCREEN_STATE_ID = 'hapa-first-screen';
/**
 * Id of the transparent layer the server puts over a first screen until the app owns it (styles.css spreads it over
 * the viewport; public/first-screen.js holds the keys and taps meant for the page's buttons meanwhile and runs the last
 * one when it is gone; {@link releaseFirstScreen} removes it). A tap before React owns the markup lands on it, not on a
 * button that does nothing yet. It replaced `inert` on `#root`, whose removal made the browser recalculate the whole
 * page's style (docs/architecture/first-screen.md#the-guard).
 */
export const FIRST_SCREEN_GUARD_ID = 'first-screen-guard';
/**
 * Attribute the server writes on a first screen's `#root`: under it, the sections marked `skip-offscreen` (the home's
 * rails, catalogue and lower sections, the footer) are neither laid out nor painted while far from the viewport
 * (styles.css), on the landing page. {@link renderOffscreenSections} removes it where a restored scroll position
 * needs their real heights (docs/architecture/first-screen.md#offscreen-sections).
 */
export const SKIP_OFFSCREEN_ATTRIBUTE = 'data-skip-offscreen';

/**
 * Lets every `skip-offscreen` section render as any other from now on: removes {@link SKIP_OFFSCREEN_ATTRIBUTE} from
 * `#root`. main.tsx calls it at the start of a back/forward load: the scroll position is restored on the landing page,
 * where a section the parser added far below the first screen was never drawn and stands at its estimated height
 * (`--offscreen-height`), so the position would land on other content than the visitor left (an e2e check). And at
 * the app's first navigation ({@link endHydratingFirstScreen}): an in-app back renders the page anew, and on a busy
 * phone its sections far from the top were skipped before the restore (it landed at the page's bottom). No-op without
 * the attribute or outside a browser.
 */
export function renderOffscreenSections(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): void {
  doc?.getElementById('root')?.removeAttribute(SKIP_OFFSCREEN_ATTRIBUTE);
}

let hydrating = false;
/** Queries keep showing their previous data on a key change: only for the switch the hydration's session release makes. */
let keepingPrevious = false;

/** main.tsx: the page is being hydrated from a first screen (its first render must repeat the server's). */
export function markHydratingFirstScreen(): void {
  hydrating = true;
  keepingPrevious = true;
}

/**
 * Whether a query whose key changed shows its previous data until the new arrives (lib/query-client.ts): on a first
 * screen's page, for the keys that switch when the held session is released after hydrating, so the visitor's sections
 * do not vanish and come back. A later session change (a sign-in, a sign-out) is a real change: its answers are awaited.
 */
export function keepsPreviousData(): boolean {
  return keepingPrevious;
}

/** True while the page being shown is a first screen that React hydrates (or has hydrated). */
export function hydratingFirstScreen(): boolean {
  return hydrating;
}

/**
 * Makes the page usable and personal: removes the first screen's guard ({@link FIRST_SCREEN_GUARD_ID}). Called when
 * the page's own part has hydrated (app/layouts/default-layout.tsx), or at once by a fresh render, which replaces the
 * markup anyway (app/app.tsx).
 */
export function releaseFirstScreen(): void {
  if (typeof document !== 'undefined') document.getElementById(FIRST_SCREEN_GUARD_ID)?.remove();
  // the page has hydrated: the signed-in parts fill in from the stored session now
  releaseSessionView();
  if (keepingPrevious) {
    // the release's own switch is above; the next session change (sign-in, sign-out) ends the keeping
    const stop = subscribeSession(() => {
      keepingPrevious = false;
      stop();
    });
  }
}

/**
 * app.tsx, at the first navigation inside the app: pages from now on render as in any fresh browser render, every
 * section drawn ({@link renderOffscreenSections}: a back restores a position on a page the app renders anew).
 */
export function endHydratingFirstScreen(): void {
  hydrating = false;
  keepingPrevious = false;
  renderOffscreenSections();
}

/**
 * True while a render must produce the whole first screen at once: on the server (no window), and in the browser
 * when hydrating a first screen. Then parts that a fresh browser render would defer (components/deferred.tsx)
 * render in the first pass, so the markup and the hydration agree.
 */
export function rendersFirstScreen(): boolean {
  return typeof window === 'undefined' || hydrating;
}

/** Cookie holding the language the app shows ('en' | 'pt-BR'): the server renders the next first screen in it. */
export const LANGUAGE_COOKIE = 'hapa_lang';
/**
 * Cookie saying "a session is stored in this browser" (`1`; no token, no id: the session stays in localStorage).
 * The server renders the first screen with the signed-in header shape, its personal parts as placeholders.
 */
export const SIGNED_IN_COOKIE = 'hapa_signed_in';
/** How long the hint cookies live, in seconds (1 year; renewed at every app start, when the browser is idle). */
export const HINT_COOKIE_MAX_AGE_S = 31_536_000;

/** Who a first screen was rendered for: the language of its texts and whether the header has the signed-in shape. */
export interface FirstScreenViewer {
  language: string;
  signedIn: boolean;
}

/**
 * The `document.cookie` assignments that keep the server's view of this browser in step
 * (docs/architecture/first-screen.md#the-visitor): the shown language, and the signed-in hint set or deleted.
 * Each is `path=/`, `samesite=lax`, for a year.
 */
export function firstScreenCookies(signedIn: boolean, language: string): [language: string, signedIn: string] {
  const attrs = '; path=/; samesite=lax';
  return [
    `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}${attrs}; max-age=${HINT_COOKIE_MAX_AGE_S}`,
    signedIn ? `${SIGNED_IN_COOKIE}=1${attrs}; max-age=${HINT_COOKIE_MAX_AGE_S}` : `${SIGNED_IN_COOKIE}=${attrs}; max-age=0`,
  ];
}

/**
 * Writes those of {@link firstScreenCookies} that differ from the document's (main.tsx: at start, on every sign-in /
 * sign-out and language change), and deletes an older build's `hapa_first_screen=off`. Each cookie write is a
 * synchronous call into the browser (1-12 ms of a page's start in traced loads): a returning visitor's unchanged
 * cookies are not written again. `renew` writes them all, which renews their year (main.tsx, once per start, when
 * the browser is idle). No-op outside a browser.
 */
export function syncFirstScreenCookies(
  signedIn: boolean,
  language: string,
  doc: { cookie: string } | undefined = globalThis.document,
  { renew = false } = {},
): void {
  if (!doc) return;
  const cookies = doc.cookie;
  if (cookieValue(cookies, FIRST_SCREEN_OFF_COOKIE) === 'off') doc.cookie = `${FIRST_SCREEN_OFF_COOKIE}=; path=/; samesite=lax; max-age=0`;
  const [languageCookie, signedInCookie] = firstScreenCookies(signedIn, language);
  if (renew || cookieValue(cookies, LANGUAGE_COOKIE) !== language) doc.cookie = languageCookie;
  // signed out: a hint that is not there needs no deleting
  if (renew || cookieValue(cookies, SIGNED_IN_COOKIE) !== (signedIn ? '1' : null)) doc.cookie = signedInCookie;
}

/**
 * The viewer the server rendered the page's first screen for, from `#root`'s `data-lang` / `data-signed-in`
 * (apps/server/src/http/first-screen.ts writes them), or null when the page has no first screen.
 */
export function readFirstScreenViewer(doc: Pick<Document, 'getElementById'> = document): FirstScreenViewer | null {
  const root = doc.getElementById('root');
  if (!root || !root.hasAttribute('data-first-screen')) return null;
  return { language: root.getAttribute('data-lang') ?? 'en', signedIn: root.hasAttribute('data-signed-in') };
}

/** The header shape of the markup being rendered (server) or hydrated (browser): see {@link useSignedInShape}. */
let renderedSignedIn = false;

/**
 * Sets the header shape the next render must produce (entry-server.tsx before each render pass; main.tsx from
 * {@link readFirstScreenViewer} before hydrating).
 */
export function setFirstScreenSignedIn(signedIn: boolean): void {
  renderedSignedIn = signedIn;
}

/**
 * True when the header must show the signed-in shape (balance, avatar, badges). In the browser: a session is
 * stored. On the server and while a first screen hydrates (the session view held, session.ts): the hint the page
 * was rendered with ({@link setFirstScreenSignedIn}), so the markup matches; once the page has hydrated
 * ({@link releaseFirstScreen}) React re-renders with the stored session. The personal parts read the session through
 * `useSession`, null until then: they render their same-size placeholders and fill in after
 * (docs/architecture/first-screen.md#signed-in-visitors).
 */
export function useSignedInShape(): boolean {
  return useSyncExternalStore(subscribeSession, signedInShape, serverSignedIn);
}
const signedInShape = () => (sessionViewHeld() ? renderedSignedIn : getSession() !== null);
const serverSignedIn = () => renderedSignedIn;

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
