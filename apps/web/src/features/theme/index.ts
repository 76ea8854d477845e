export { ThemeRoot } from './components/theme-root.tsx';
export { ThemeToggle } from './components/theme-toggle.tsx';
export { ThemeButton } from './components/theme-button.tsx';
export { openThemeDialog, setThemeChoice, useTheme } from './hooks/use-theme.ts';
export type { ThemeChoice, ResolvedTheme } from './lib/theme.ts';
