/** Small building blocks shared by the console pages (tables, cards, messages, dates, money). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '@hapa/domain';
import { ApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { cn } from '../../components/index.ts';

/** A scrollable table that keeps its columns on phones. */
export function OpsTable({ head, children, testId }: { head: ReactNode[]; children: ReactNode; testId?: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[640px] text-left text-sm" data-testid={testId}>
        <thead className="border-b border-line bg-bg-2 text-xs uppercase tracking-wide text-muted">
          <tr>
            {head.map((h, i) => (
              <th key={i} className="whitespace-nowrap px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

export function Td({ children, className }: { children?: ReactNode; className?: string }) {
  return <td className={cn('px-3 py-2 align-top', className)}>{children}</td>;
}

export function OpsCard({
  title,
  children,
  className,
  testId,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={cn('rounded-xl border border-line bg-surface p-4', className)} data-testid={testId}>
      {title ? <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-muted">{title}</h2> : null}
      {children}
    </section>
  );
}

/** The server's text for a failed call (its catalogue message). */
export function errorMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : String(err);
}

export function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="text-sm font-medium text-danger" role="alert">
      {errorMessage(error)}
    </p>
  );
}

export function Empty() {
  const { t } = useTranslation();
  return <p className="p-4 text-sm text-muted">{t('ops.common.empty')}</p>;
}

/**
 * Date and time in the shown language and the browser's time zone, the ops pages' short name for lib/i18n/format.ts
 * formatDateTime: "Nov 25, 2026, 11:40 PM" (en) / "25 de nov. de 2026, 23:40" (pt-BR).
 */
export function when(iso: string): string {
  return formatDateTime(iso);
}

/** Cents as `$1,234.56` (sign kept). */
export function money(cents: number): string {
  return formatCoins(cents);
}

/** Previous / next pager with "Page x of y". */
export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const btn = 'rounded-lg border border-line px-3 py-1.5 text-sm font-semibold disabled:opacity-40';
  return (
    <div className="mt-3 flex items-center justify-end gap-3 text-sm text-muted">
      <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('ops.common.prev')}
      </button>
      <span>{t('ops.common.pageOf', { page, pages })}</span>
      <button type="button" className={btn} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('ops.common.next')}
      </button>
    </div>
  );
}

/** Page heading used by every console page (here, not in layout.tsx: the layout imports the page registry, which lazily imports the pages). */
export function OpsHeading({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-xl font-extrabold [overflow-wrap:anywhere] sm:text-2xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}
