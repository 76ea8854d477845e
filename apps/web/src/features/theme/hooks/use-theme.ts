/**
 * The theme store (docs/architecture/web-app.md): the player's choice in localStorage (`hapa.theme`), the painted theme on <html>
 * (`dark` / `light` class, `color-scheme` follows in styles.css, `<meta name="theme-color">`), and whether the
 * dark mode modal (docs/product/routes.md#modals) is open. `public/theme-init.js` paints the stored theme before React; this store
 * takes over from there and, while the choice is `system`, follows the OS live.
 */
import { useEffect, useSyncExternalStore } from 'react';
import {
  DARK_SCHEME_QUERY,
  parseThemeChoice,
  resolveTheme,
  THEME_COLORS,
  THEME_STORAGE_KEY,
  type ResolvedTheme,
  type ThemeChoice,
} from '../lib/theme.ts';

interface ThemeState {
  choice: ThemeChoice;
  resolved: ResolvedTheme;
  dialogOpen: boolean;
}

const listeners = new Set<() => void>();

function readStoredChoice(): ThemeChoice {
  try {
    return parseThemeChoice(globalThis.localStorage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return parseThemeChoice(null);
  }
}

function osPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

const initialChoice = readStoredChoice();
let state: ThemeState = { choice: initialChoice, resolved: resolveTheme(initialChoice, osPrefersDark()), dialogOpen: false };

function set(next: ThemeState) {
  state = next;
  for (const l of listeners) l();
}

/** Puts the painted theme on <html> (class, data attribute, theme-color meta). */
function paint(choice: ThemeChoice, resolved: ResolvedTheme) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
  root.setAttribute('data-theme-choice', choice);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[resolved]);
}

/** Stores and paints the player's choice at once (no reload). */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    /* storage off: the choice lasts this visit */
  }
  const resolved = resolveTheme(choice, osPrefersDark());
  paint(choice, resolved);
  set({ ...state, choice, resolved });
}

/** Opens / closes the dark mode modal (docs/product/routes.md#modals: "dark mode"). */
export function openThemeDialog(): void {
  set({ ...state, dialogOpen: true });
}
export function closeThemeDialog(): void {
  set({ ...state, dialogOpen: false });
}

function subscribe(cb: () => void) {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/**
 * What the server's first screen was rendered with (no stored choice, no OS preference): hydration starts from it,
 * then the stored choice re-renders what depends on it (the theme button's label). The page's colours never wait:
 * theme-init.js has put the class on <html> already.
 */
const SERVER_STATE: ThemeState = {
  choice: parseThemeChoice(null),
  resolved: resolveTheme(parseThemeChoice(null), false),
  dialogOpen: false,
};

/** `{ choice, resolved, dialogOpen }`, re-rendering on every change. */
export function useTheme(): ThemeState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

/**
 * Mount once (app root): paints the current state (in case the pre-paint script did not run) and, while the
 * choice is `system`, repaints when the OS colour scheme changes; a choice changed in another tab follows too.
 */
export function useThemeSync(): void {
  useEffect(() => {
    const mql = window.matchMedia(DARK_SCHEME_QUERY);
    const onOs = () => {
      const resolved = resolveTheme(state.choice, mql.matches);
      paint(state.choice, resolved);
      if (resolved !== state.resolved) set({ ...state, resolved });
    };
    // from the OS as it is now: it may have changed since the pre-paint script ran (a server-rendered page is shown
    // for a while before this app starts)
    onOs();
    const onStorage = (e: StorageEvent) => {
      if (e.key !== THEME_STORAGE_KEY) return;
      const choice = parseThemeChoice(e.newValue);
      const resolved = resolveTheme(choice, mql.matches);
      paint(choice, resolved);
      set({ ...state, choice, resolved });
    };
    mql.addEventListener('change', onOs);
    window.addEventListener('storage', onStorage);
    return () => {
      mql.removeEventListener('change', onOs);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
