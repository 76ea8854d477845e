import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/index.ts';
import { setThemeChoice, useTheme } from '../hooks/use-theme.ts';
import { THEME_CHOICES } from '../lib/theme.ts';
import { ThemeIcon } from './theme-icons.tsx';

/**
 * Light / Dark / System as a radio group (docs/architecture/web-app.md): native radios, so Tab reaches the group, arrows move,
 * Space picks; the choice paints at once. Used in the menu drawer; the dark mode modal has the big version.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { choice } = useTheme();
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)} data-testid="theme-toggle">
      <legend className="mb-2 text-[11px] font-extrabold uppercase tracking-widest text-subtle">{t('theme.title')}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-surface-2 p-1">
        {THEME_CHOICES.map((c) => (
          <label
            key={c}
            className={cn(
              'flex cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-xs font-bold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
              choice === c ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={c}
              checked={choice === c}
              onChange={() => setThemeChoice(c)}
              data-testid={`theme-option-${c}`}
            />
            <ThemeIcon choice={c} size={16} />
            {t(`theme.${c}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
