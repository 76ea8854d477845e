import { Suspense } from 'react';
import { PageSpinner } from '../../components/index.ts';
import { LEGAL_PAGES, LEGAL_UPDATED, STATIC_CONTENT, StaticLayout, type StaticSlug } from '../../features/static-pages/index.ts';

/** Static pages of docs/product/routes.md#static-pages (faq, terms, privacy, shipping, contact, how it works, AML, cookies, referral rules). */
export default function StaticPage({ slug }: { slug: StaticSlug }) {
  const Content = STATIC_CONTENT[slug];
  return (
    <StaticLayout slug={slug} updated={LEGAL_PAGES.has(slug) ? LEGAL_UPDATED : undefined}>
      <Suspense fallback={<PageSpinner />}>
        <Content />
      </Suspense>
    </StaticLayout>
  );
}
