/**
 * The signed-in session (docs/product/entities.md#session), kept in localStorage so a reload stays signed in.
 * `authorization` is sent verbatim as the Authorization header (contracts SessionData).
 */
import type { SessionData } from '@hapa/contracts';
import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { readJson, removeByPrefix, removeKey, STORAGE_KEYS, writeJson } from './storage.ts';

type Listener = () => void;

function isSession(value: unknown): value is SessionData {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as SessionData).authorization === 'string' &&
    typeof (value as SessionData).uid === 'number'
  );
}

let current: SessionData | null = (() => {
  const stored = readJson<unknown>(STORAGE_KEYS.user);
  return isSession(stored) ? stored : null;
})();
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export function getSession(): SessionData | null {
  return current;
}

/** The Authorization header value, or null when signed out. */
export function getAuthorization(): string | null {
  return current?.authorization ?? null;
}

/** Stores the session returned by login/register. */
export function setSession(session: SessionData): void {
  current = session;
  writeJson(STORAGE_KEYS.user, session);
  emit();
}

/** Signs out locally: clears the stored user, guide and notice state (docs/product/states.md#logout "Logout clears ..."). */
export function clearSession(): void {
  const had = current !== null;
  current = null;
  removeKey(STORAGE_KEYS.user);
  removeByPrefix([STORAGE_KEYS.guidePrefix, STORAGE_KEYS.noticePrefix]);
  if (had) emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * While a server-rendered first screen hydrates, React's view of the session is held at null (what the server
 * rendered with): switching it during hydration would be a synchronous update over the page's still-dehydrated
 * boundary, which React answers by throwing the server markup away (the page blinks to its spinner). main.tsx holds
 * it before hydrating; lib/first-screen.ts releases it once the page has hydrated
 * (docs/architecture/first-screen.md#signed-in-visitors).
 */
let viewHeld = false;
/** True while the listeners hear the release of a held view ({@link releaseSessionView}), not a sign-in or sign-out. */
let releasing = false;
/** True from {@link holdSessionView} until {@link SessionViewProvider} has rendered the stored session after the release. */
let viewLags = false;

/** Holds React's view of the session at null (main.tsx, before hydrating a first screen). */
export function holdSessionView(): void {
  viewHeld = true;
  viewLags = true;
}

/** Ends {@link holdSessionView}: components re-render with the stored session. No-op when not held. */
export function releaseSessionView(): void {
  if (!viewHeld) return;
  viewHeld = false;
  releasing = true;
  try {
    emit();
  } finally {
    releasing = false;
  }
}

/** True while {@link holdSessionView} holds React's view of the session. */
export function sessionViewHeld(): boolean {
  return viewHeld;
}

/**
 * True while what React shows may be behind the stored session: held over a first screen's hydration, then until the
 * release has rendered (a transition). A signed-in player's click in that window comes from a page drawn in the
 * signed-in shape with a null view (docs/architecture/first-screen.md#signed-in-visitors), so a "signed out" reading of
 * the view is not one (lib/modals.ts openAuth).
 */
export function sessionViewLags(): boolean {
  return viewLags && current !== null;
}

const viewOfSession = () => (viewHeld ? null : current);
const noSession = () => null;

/**
 * React view of the session (null when signed out). Null on the server and while a first screen hydrates (the
 * server never sees a session; {@link holdSessionView}), then the stored one.
 */
export function useSession(): SessionData | null {
  const provided = useContext(SessionViewContext);
  const inside = provided !== OUTSIDE;
  // inside the provider the store is not read here (the provider's state is the view); outside it (a component rendered
  // alone, in a test) the store is, as before the provider existed
  const stored = useSyncExternalStore(inside ? noSubscribe : subscribeSession, inside ? noSession : viewOfSession, noSession);
  return inside ? (provided as SessionData | null) : stored;
}

const OUTSIDE = Symbol('outside SessionViewProvider');
const SessionViewContext = createContext<SessionData | null | typeof OUTSIDE>(OUTSIDE);
const noSubscribe = () => () => {};

/**
 * React's view of the session for the app (app/providers.tsx): {@link useSession} below it reads this state. A sign-in
 * or sign-out is an ordinary update (rendered with whatever the same task changed, e.g. the navigation after it); the
 * release of a view held over a first screen's hydration ({@link releaseSessionView}) is a transition, so React
 * re-renders the page's signed-in parts in slices that yield to the browser instead of one long task
 * (docs/architecture/first-screen.md#signed-in-visitors). A store read (useSyncExternalStore) cannot do that: its
 * updates are always synchronous.
 */
export function SessionViewProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState(viewOfSession);
  useEffect(() => {
    const update = () => {
      const next = viewOfSession();
      if (releasing) startTransition(() => setView(next));
      else setView(next);
    };
    const stop = subscribeSession(update);
    // a change between the first render and this subscription: the page's own effects run before this one, so a
    // first screen's release (app/layouts/default-layout.tsx) may already have happened
    startTransition(() => setView(viewOfSession()));
    return stop;
  }, []);
  useEffect(() => {
    if (!viewHeld && view === current) viewLags = false;
  }, [view]);
  return createElement(SessionViewContext.Provider, { value: view }, children);
}

/** True when a session is stored. */
export function useIsLoggedIn(): boolean {
  return useSession() !== null;
}
