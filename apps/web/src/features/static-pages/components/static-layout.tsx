import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn, PageSpinner } from '../../../components/index.ts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { STATIC_PAGE_ORDER } from '../content/titles.ts';
import { useStaticTexts } from '../lib/static-texts.tsx';

/**
 * Static page frame: side navigation between the static pages, title, updated date (a UTC timestamp, shown
 * in the player's language), prose body. Waits for the page texts of the shown language.
 */
export function StaticLayout({ slug, children, updated }: { slug: string; children: ReactNode; updated?: number }) {
  const { t } = useTranslation();
  const ready = useStaticTexts();
  if (!ready) return <PageSpinner />;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10" data-testid={`static-page-${slug}`}>
      <nav
        className="-mx-3 flex gap-2 overflow-x-auto px-3 scrollbar-none lg:mx-0 lg:flex-col lg:gap-1 lg:px-0"
        aria-label={t('staticPages.nav')}
      >
        {STATIC_PAGE_ORDER.map((s) => (
          <NavLink
            key={s}
            to={`/${s}`}
            className={({ isActive }) =>
              cn(
                'shrink-0 rounded-xl border px-3 py-2 text-sm font-semibold transition lg:border-transparent',
                isActive ? 'border-accent/50 bg-accent/10 text-accent' : 'border-line text-muted hover:text-fg lg:hover:bg-surface-2',
              )
            }
          >
            {t(`staticPages.titles.${s}`)}
          </NavLink>
        ))}
      </nav>
      <article className="min-w-0 rounded-3xl border border-line bg-surface p-5 md:p-10">
        <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">
          {t(`staticPages.titles.${slug}`, { defaultValue: slug })}
        </h1>
        {updated ? (
          <p className="mt-2 text-xs text-subtle">{t('staticPages.lastUpdated', { date: formatDate(updated, undefined, 'UTC') })}</p>
        ) : null}
        <div className="prose-static mt-6">{children}</div>
      </article>
    </div>
  );
}
