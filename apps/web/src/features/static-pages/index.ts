export { StaticLayout } from './components/static-layout.tsx';
export { LEGAL_PAGES, STATIC_CONTENT } from './content/index.tsx';
export { LEGAL_UPDATED, STATIC_PAGE_ORDER, type StaticSlug } from './content/titles.ts';
