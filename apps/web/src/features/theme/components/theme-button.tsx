import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/index.ts';
import { openThemeDialog, useTheme } from '../hooks/use-theme.ts';
import { ThemeIcon } from './theme-icons.tsx';

/** Opens the dark mode modal; shows the current choice ("Theme: System"). */
export function ThemeButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { choice } = useTheme();
  return (
    <button
      type="button"
      onClick={openThemeDialog}
      data-testid="theme-button"
      className={cn('inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-muted hover:text-fg', className)}
    >
      <ThemeIcon choice={choice} size={16} />
      {t('theme.current', { choice: t(`theme.${choice}`) })}
    </button>
  );
}
