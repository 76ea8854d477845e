/** Static pages (spec §2 "Static"), in navigation order, with their titles. */
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

export const PAGE_TITLES: Record<string, string> = {
  'how-it-works': 'How it works',
  faq: 'FAQ',
  shipping: 'Shipping',
  'contact-us': 'Contact us',
  'referral-rules': 'Referral rules',
  'terms-of-service': 'Terms of Service',
  'privacy-policy': 'Privacy Policy',
  'cookie-policy': 'Cookie Policy',
  'aml-policy': 'AML Policy',
};

/** Date shown as "Last updated" on the legal pages. */
export const LEGAL_UPDATED = 'November 1, 2026';
