import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

interface SpinnerProps {
  /** show the "LOADING..." caption (docs/product/errors.md) */
  label?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' };

/** Spinning ring, optionally captioned "LOADING...". */
export function Spinner({ label = true, size = 'md', className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={cn('flex flex-col items-center justify-center gap-3 text-muted', className)}>
      <span className={cn('animate-spin rounded-full border-line border-t-accent', SIZES[size])} aria-hidden />
      {label ? (
        <span className="text-xs font-semibold tracking-[0.2em]">{t('common.loading')}</span>
      ) : (
        <span className="sr-only">{t('common.loading')}</span>
      )}
    </div>
  );
}

/** Full-area loading state for pages and panels. */
export function PageSpinner() {
  return <Spinner size="lg" className="min-h-[40vh]" />;
}
