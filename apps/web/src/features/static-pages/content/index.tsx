import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaticSlug } from './titles.ts';

/** Page bodies, loaded on demand. */
export const STATIC_CONTENT: Record<StaticSlug, LazyExoticComponent<ComponentType>> = {
  'how-it-works': lazy(() => import('./how-it-works.tsx')),
  faq: lazy(() => import('./faq.tsx')),
  shipping: lazy(() => import('./shipping.tsx')),
  'contact-us': lazy(() => import('./contact-us.tsx')),
  'referral-rules': lazy(() => import('./referral-rules.tsx')),
  'terms-of-service': lazy(() => import('./terms-of-service.tsx')),
  'privacy-policy': lazy(() => import('./privacy-policy.tsx')),
  'cookie-policy': lazy(() => import('./cookie-policy.tsx')),
  'aml-policy': lazy(() => import('./aml-policy.tsx')),
};

/** Pages whose footer says "Last updated". */
export const LEGAL_PAGES = new Set<StaticSlug>(['terms-of-service', 'privacy-policy', 'cookie-policy', 'aml-policy']);
