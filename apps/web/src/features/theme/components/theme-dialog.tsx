import { useTranslation } from 'react-i18next';
import { Button, cn, Dialog } from '../../../components/index.ts';
import { closeThemeDialog, setThemeChoice, useTheme } from '../hooks/use-theme.ts';
import { THEME_CHOICES, THEME_PREVIEW, type ResolvedTheme, type ThemeChoice } from '../lib/theme.ts';
import { ThemeIcon } from './theme-icons.tsx';

/** The dark mode modal (docs/product/routes.md#modals modals "dark mode", docs/product/states.md#dark-mode): Light / Dark / System, each with a picture of it. */
export function ThemeDialog() {
  const { t } = useTranslation();
  const { choice, dialogOpen } = useTheme();
  return (
    <Dialog
      open={dialogOpen}
      onOpenChange={(open) => (open ? undefined : closeThemeDialog())}
      title={t('theme.dialogTitle')}
      description={t('theme.dialogText')}
      data-testid="theme-dialog"
      footer={
        <Button block onClick={closeThemeDialog} data-testid="theme-dialog-done">
          {t('theme.done')}
        </Button>
      }
    >
      <div role="radiogroup" aria-label={t('theme.title')} className="grid grid-cols-3 gap-2">
        {THEME_CHOICES.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={choice === c}
            onClick={() => setThemeChoice(c)}
            data-testid={`theme-card-${c}`}
            className={cn(
              'flex flex-col items-stretch gap-2 rounded-xl border p-2 text-left transition',
              choice === c ? 'border-accent bg-accent/10' : 'border-line bg-surface-2 hover:border-line-strong',
            )}
          >
            <ThemePreview choice={c} />
            <span className="flex items-center justify-center gap-1.5 text-xs font-bold">
              <ThemeIcon choice={c} size={14} />
              {t(`theme.${c}`)}
            </span>
          </button>
        ))}
      </div>
      <p className="mt-3 text-xs text-muted">{t('theme.systemHint')}</p>
    </Dialog>
  );
}

/** A tiny page drawn in a theme's colours; `system` is half light, half dark. */
function ThemePreview({ choice }: { choice: ThemeChoice }) {
  if (choice !== 'system') return <MiniPage theme={choice} className="rounded-lg" />;
  return (
    <span className="grid grid-cols-2 overflow-hidden rounded-lg" aria-hidden>
      <MiniPage theme="light" />
      <MiniPage theme="dark" />
    </span>
  );
}

function MiniPage({ theme, className }: { theme: ResolvedTheme; className?: string }) {
  const p = THEME_PREVIEW[theme];
  return (
    <span className={cn('flex h-16 flex-col gap-1 border border-line p-1.5', className)} style={{ background: p.bg }} aria-hidden>
      <span className="h-1.5 w-3/4 rounded-full" style={{ background: p.fg }} />
      <span className="h-1 w-1/2 rounded-full" style={{ background: p.muted }} />
      <span className="mt-auto flex items-center justify-between rounded px-1 py-1" style={{ background: p.surface }}>
        <span className="h-1 w-1/3 rounded-full" style={{ background: p.muted }} />
        <span className="h-2 w-4 rounded" style={{ background: p.accent }} />
      </span>
    </span>
  );
}
