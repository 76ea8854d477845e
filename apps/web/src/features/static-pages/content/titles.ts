/** Static pages (docs/product/routes.md#static-pages "Static"), in navigation order; titles in i18n `staticPages.titles.<slug>`. */
export const STATIC_PAGE_ORDER = [
  'how-it-works',
  'faq',
  'shipping',
  'contact-us',
  'referral-rules',
  'terms-of-service',
  'privacy-policy',
  'cookie-policy',
  'aml-policy',
] as const;

export type StaticSlug = (typeof STATIC_PAGE_ORDER)[number];

/** When the legal pages were last updated (UTC ms), shown as "Last updated" in the player's language. */
export const LEGAL_UPDATED = Date.UTC(2026, 10, 1);
