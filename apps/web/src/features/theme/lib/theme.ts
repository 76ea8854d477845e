/**
 * Light / dark / system theme (docs/architecture/web-app.md; docs/product/states.md#dark-mode "Dark mode: system follows OS, dark, else light").
 * Pure rules shared by the store and, in the same words, by the pre-paint script `public/theme-init.js`
 * (which runs before any module loads, so it cannot import this file; theme.test.ts proves both agree).
 */

/** What the player picked. `system` follows the OS `prefers-color-scheme`, live. */
export type ThemeChoice = 'system' | 'dark' | 'light';
/** What is painted: the `<html>` class. */
export type ResolvedTheme = 'dark' | 'light';

export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];
/** localStorage key; the value is the bare choice string (not JSON), read as it is by `theme-init.js`. */
export const THEME_STORAGE_KEY = 'hapa.theme';
/** The default when nothing valid is stored. */
export const DEFAULT_THEME_CHOICE: ThemeChoice = 'system';
/** The media query `system` follows. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
/** `<meta name="theme-color">` per painted theme: the `--color-bg` token of each (styles.css). */
export const THEME_COLORS: Record<ResolvedTheme, string> = { dark: '#070a13', light: '#f3f5fa' };

/** A stored value -> a choice; anything unknown (null, garbage, old JSON) is the default `system`. */
export function parseThemeChoice(raw: string | null | undefined): ThemeChoice {
  return raw === 'dark' || raw === 'light' || raw === 'system' ? raw : DEFAULT_THEME_CHOICE;
}

/**
 * The painted theme (docs/product/states.md#dark-mode): `system` follows the OS (`osPrefersDark`), so dark when the OS says dark, else
 * light (an OS with no preference reads as light); `dark` and `light` are taken as they are.
 */
export function resolveTheme(choice: ThemeChoice, osPrefersDark: boolean): ResolvedTheme {
  if (choice === 'system') return osPrefersDark ? 'dark' : 'light';
  return choice;
}

/**
 * Colours of the little pictures in the dark mode modal (bg, card, text, accent): a picture of each theme,
 * whatever theme is painted now. Same values as the `--color-*` tokens of styles.css.
 */
export const THEME_PREVIEW: Record<ResolvedTheme, { bg: string; surface: string; fg: string; muted: string; accent: string }> = {
  dark: { bg: '#070a13', surface: '#151d33', fg: '#e9edf8', muted: '#8d98b8', accent: '#2bf5a0' },
  light: { bg: '#f3f5fa', surface: '#ffffff', fg: '#0b1222', muted: '#465170', accent: '#026a42' },
};
