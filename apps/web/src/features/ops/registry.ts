/**
 * The console's page registry (docs/architecture/console.md). Each feature adds ONE entry; the shell routes it under
 * `/ops/<path>` and shows it in the nav only to operators whose roles allow it (`admin` sees every page).
 * Components are lazy, so every page is its own chunk inside the ops tree that players never download.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { OpsRole } from '@hapa/contracts';

export interface OpsPage {
  /** route path under /ops (react-router syntax, e.g. 'players/:uid') */
  path: string;
  /** i18n key of the nav label (null: reachable by link only, no nav entry) */
  labelKey: string | null;
  /** roles that open the page (admin always does); the server checks the same on its routes */
  roles: readonly OpsRole[];
  Component: LazyExoticComponent<ComponentType>;
}

export const OPS_PAGES: OpsPage[] = [
  { path: 'dashboard', labelKey: 'ops.nav.dashboard', roles: ['finance'], Component: lazy(() => import('./dashboard/dashboard-page.tsx')) },
  {
    path: 'players',
    labelKey: 'ops.nav.players',
    roles: ['support', 'finance'],
    Component: lazy(() => import('./players/players-page.tsx')),
  },
  { path: 'players/:uid', labelKey: null, roles: ['support', 'finance'], Component: lazy(() => import('./players/player-page.tsx')) },
  // an operator's day (docs/how-to/operator-day.md): payments lookup, refunds, XP / VIP changes with a second operator
  {
    path: 'payments',
    labelKey: 'ops.nav.payments',
    roles: ['support', 'finance'],
    Component: lazy(() => import('./payments/payments-page.tsx')),
  },
  {
    path: 'payments/:orderNo',
    labelKey: null,
    roles: ['support', 'finance'],
    Component: lazy(() => import('./payments/payment-page.tsx')),
  },
  {
    path: 'vip-changes',
    labelKey: 'ops.nav.vipChanges',
    roles: ['finance'],
    Component: lazy(() => import('./players/xp-changes-page.tsx')),
  },
  {
    path: 'corrections',
    labelKey: 'ops.nav.corrections',
    roles: ['finance'],
    Component: lazy(() => import('./corrections/corrections-page.tsx')),
  },
  { path: 'operators', labelKey: 'ops.nav.operators', roles: ['admin'], Component: lazy(() => import('./operators/operators-page.tsx')) },
  { path: 'audit', labelKey: 'ops.nav.audit', roles: ['admin'], Component: lazy(() => import('./audit/audit-page.tsx')) },
  { path: 'catalogue/boxes', labelKey: 'ops.nav.boxes', roles: ['catalogue'], Component: lazy(() => import('./catalogue/boxes-page.tsx')) },
  { path: 'catalogue/boxes/:id', labelKey: null, roles: ['catalogue'], Component: lazy(() => import('./catalogue/box-page.tsx')) },
  { path: 'catalogue/items', labelKey: 'ops.nav.items', roles: ['catalogue'], Component: lazy(() => import('./catalogue/items-page.tsx')) },
  { path: 'content', labelKey: 'ops.nav.content', roles: ['catalogue'], Component: lazy(() => import('./content/content-page.tsx')) },
  { path: 'events', labelKey: 'promoEvents.opsNav', roles: ['catalogue'], Component: lazy(() => import('./events/events-page.tsx')) },
  // docs/free-boxes.md#console: the free boxes' kinds, conditions and dates
  {
    path: 'free-boxes',
    labelKey: 'ops.nav.freeBoxes',
    roles: ['catalogue'],
    Component: lazy(() => import('./free-boxes/free-boxes-page.tsx')),
  },
  {
    path: 'catalogue/rtp-band',
    labelKey: 'ops.nav.rtpBand',
    roles: ['admin'],
    Component: lazy(() => import('./catalogue/rtp-band-page.tsx')),
  },
  { path: 'games', labelKey: 'ops.nav.games', roles: ['finance'], Component: lazy(() => import('./games/games-page.tsx')) },
  // docs/transparency.md: the public log, liabilities against the ledger, boxes and games outside their RTP range
  {
    path: 'transparency',
    labelKey: 'transparency.opsNav',
    roles: ['finance'],
    Component: lazy(() => import('./transparency/transparency-page.tsx')),
  },
  {
    path: 'contests',
    labelKey: 'contests.opsNav',
    roles: ['finance', 'catalogue'],
    Component: lazy(() => import('./games/contests-page.tsx')),
  },
  { path: 'vip', labelKey: 'ops.nav.vip', roles: ['finance'], Component: lazy(() => import('./vip/vip-page.tsx')) },
  {
    path: 'fulfilment',
    labelKey: 'ops.nav.fulfilment',
    roles: ['fulfilment'],
    Component: lazy(() => import('./fulfilment/fulfilment-page.tsx')),
  },
  {
    path: 'shipping-settings',
    labelKey: 'ops.nav.shippingSettings',
    roles: ['fulfilment'],
    Component: lazy(() => import('./prizes/shipping-settings-page.tsx')),
  },
  { path: 'mall', labelKey: 'ops.nav.mall', roles: ['finance'], Component: lazy(() => import('./prizes/mall-page.tsx')) },
  { path: 'promotions', labelKey: 'ops.nav.promotions', roles: ['finance'], Component: lazy(() => import('./promotions/page.tsx')) },
  {
    path: 'withdrawals',
    labelKey: 'ops.referral.navWithdrawals',
    roles: ['finance'],
    Component: lazy(() => import('./referral/withdrawals-page.tsx')),
  },
  {
    path: 'referral-review',
    labelKey: 'ops.referral.navFlagged',
    roles: ['finance'],
    Component: lazy(() => import('./referral/flagged-page.tsx')),
  },
  {
    path: 'promo-codes',
    labelKey: 'ops.referral.navCodes',
    roles: ['finance'],
    Component: lazy(() => import('./referral/codes-page.tsx')),
  },
  // docs/how-to/operator-day.md#draws: lottery draws and bingo games with seeds and winners
  { path: 'draws', labelKey: 'ops.nav.draws', roles: ['finance'], Component: lazy(() => import('./draws/draws-page.tsx')) },
  { path: 'draws/:kind/:id', labelKey: null, roles: ['finance'], Component: lazy(() => import('./draws/draw-page.tsx')) },
  // docs/how-to/operator-day.md#messages: notifications to a player or a segment, in both languages
  { path: 'messages', labelKey: 'ops.nav.messages', roles: ['support'], Component: lazy(() => import('./messages/messages-page.tsx')) },
  { path: 'support', labelKey: 'chat.opsNav', roles: ['support'], Component: lazy(() => import('./support/support-page.tsx')) },
  { path: 'guides', labelKey: 'guides.opsNav', roles: ['catalogue'], Component: lazy(() => import('./guides/guides-page.tsx')) },
  { path: 'reviews', labelKey: 'reviews.opsNav', roles: ['support', 'catalogue'], Component: lazy(() => import('./reviews/page.tsx')) },
];

/** True when `roles` open `page` (admin opens every page). */
export function canOpen(roles: readonly OpsRole[], page: Pick<OpsPage, 'roles'>): boolean {
  return roles.includes('admin') || page.roles.some((r) => roles.includes(r));
}

/** The pages an operator may open, in registry order. */
export function pagesFor(roles: readonly OpsRole[]): OpsPage[] {
  return OPS_PAGES.filter((p) => canOpen(roles, p));
}
