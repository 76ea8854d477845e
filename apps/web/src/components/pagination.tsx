import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';
import { IconChevronLeft, IconChevronRight } from './icons.tsx';

/** Page numbers to show: first, last, current ±1, with null for gaps ("…"). */
export function pageWindow(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const set = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** Previous / numbers / next. Hidden when there is one page. */
export function Pagination({ page, pages, onPageChange, className }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const btn =
    'flex h-9 min-w-9 items-center justify-center rounded-lg border border-line bg-surface-2 px-2 text-sm font-bold transition hover:border-accent/60 disabled:opacity-40 disabled:hover:border-line';
  return (
    <nav
      className={cn('flex items-center justify-center gap-1.5', className)}
      aria-label={t('common.page', { page, pages })}
      data-testid="pagination"
    >
      <button
        type="button"
        className={btn}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label={t('common.prev')}
        data-testid="pagination-prev"
      >
        <IconChevronLeft size={16} />
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-muted">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={cn(btn, p === page && 'border-accent bg-accent/15 text-accent')}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPageChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={btn}
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
        aria-label={t('common.next')}
        data-testid="pagination-next"
      >
        <IconChevronRight size={16} />
      </button>
    </nav>
  );
}
