import { useThemeSync } from '../hooks/use-theme.ts';
import { ThemeDialog } from './theme-dialog.tsx';

/** Mounted once in the app root: follows the OS while the choice is `system`, renders the dark mode modal. */
export function ThemeRoot() {
  useThemeSync();
  return <ThemeDialog />;
}
