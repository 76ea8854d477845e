import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../../components/index.ts';
import { PAGE_TITLES, STATIC_PAGE_ORDER } from '../content/titles.ts';

/** Static page frame: side navigation between the static pages, title, updated date, prose body. */
export function StaticLayout({ slug, children, updated }: { slug: string; children: ReactNode; updated?: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10" data-testid={`static-page-${slug}`}>
      <nav className="-mx-3 flex gap-2 overflow-x-auto px-3 scrollbar-none lg:mx-0 lg:flex-col lg:gap-1 lg:px-0" aria-label="Help and legal">
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
            {PAGE_TITLES[s]}
          </NavLink>
        ))}
      </nav>
      <article className="min-w-0 rounded-3xl border border-line bg-surface p-5 md:p-10">
        <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{PAGE_TITLES[slug] ?? slug}</h1>
        {updated ? <p className="mt-2 text-xs text-subtle">Last updated {updated}</p> : null}
        <div className="prose-static mt-6">{children}</div>
      </article>
    </div>
  );
}
