import { readFileSync } from 'node:fs';
import { expect } from './fixtures.ts';
import { STATIC_PAGE_ORDER } from '../apps/web/src/features/static-pages/content/titles.ts';

/**
 * The app's route table as the e2e checks see it (e2e/reachability.e2e.ts: every player page has a way to it;
 * e2e/overflow.e2e.ts: every player page fits a 360 px phone): the paths read from the router definition
 * (apps/web/src/app/routes.tsx, every `path: '...'`, the index route as '' and the static pages), so a page added to
 * the router is in both checks without anyone listing it.
 */

/** Routes no navigation leads to, on purpose: the one exemption list, each with its reason. */
export const EXEMPT: Record<string, string> = {
  'ops/*': 'the operator console, its own app',
  '*': 'the 404 page',
  error: 'the error page (/error), shown when something failed',
  'fb-landing-page': 'the Facebook ad landing page: reached from the ad only',
  boxes: 'an alias of home (docs/product/routes.md#home); the logo links home',
  'search-result': 'redirects to /boxes-list?keyword= (the header search)',
  help: 'redirects to /faq (linked in the footer)',
  'r/:code': 'a referral link a player shares outside the site',
  'ref/:code': 'a referral link a player shares outside the site',
  'sign-up-confirm': 'the link in the sign-up email',
  'auth/sandbox/:provider': 'the sandbox sign-in provider page, opened by the sign-in buttons',
  'dev/mailbox': 'a development tool (the sandbox mailbox), no player page',
  'dev/telegram': 'a development tool (the Telegram Mini App harness), no player page',
  'top-up': 'the app shell’s top-up page; on the web the top-up is the header’s dialog',
  'sandbox/checkout/:orderNo': 'a step of the top-up flow (the sandbox provider’s checkout)',
  'payment-result': 'the top-up flow’s return page',
  wooshpay: 'a step of the top-up flow (card provider)',
  'app-card-payment-result': 'the top-up flow’s return page (app card)',
  stripe: 'a step of the top-up flow (Stripe)',
  'binance-payment': 'a step of the top-up flow (Binance Pay)',
  'binance-payment-result': 'the top-up flow’s return page (Binance Pay)',
  'user/crypto-payment-order': 'a step of the top-up flow (crypto order)',
  'battles/detail/:battleInfo': 'a battle, opened from a row of /battles or a share link (needs a battle)',
  'user/order-detail': 'an order, opened from a row of /user/order (needs an order)',
  'user/edit-address': 'opened from an address card of /user/address (needs an address)',
  'item-card': 'a VIP item card, opened from the prize that holds it in /user/cart (needs one)',
  'user/check-order': 'the shipping checkout, opened from selected prizes in /user/cart (needs prizes)',
  'deposit-bonus': 'the Deposit Bonus event page, linked from the home events strip while the event runs',
};

/** The route table's paths, read from the router definition. */
export function routePaths(): string[] {
  const src = readFileSync(new URL('../apps/web/src/app/routes.tsx', import.meta.url), 'utf8');
  const paths = [...src.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!);
  expect(src, 'the static pages are in the table').toContain('STATIC_PAGE_ORDER.map');
  expect(src, 'the home page is the index route').toContain('index: true');
  return ['', ...paths, ...STATIC_PAGE_ORDER];
}

/**
 * Routes the walks do not open as a page: redirects, the console, development tools, the 404 catch-all, pages that
 * leave for another address (a sign-in provider, the email confirmation that sends a signed-in player home).
 */
export const NOT_A_PAGE: ReadonlySet<string> = new Set([
  'sign-up-confirm',
  'ops/*',
  '*',
  'search-result',
  'help',
  'dev/mailbox',
  'dev/telegram',
  'r/:code',
  'ref/:code',
  'auth/sandbox/:provider',
  'sandbox/checkout/:orderNo',
]);

/** A real address for the routes with a parameter the walk opens (the seeded catalogue's first box). */
const SAMPLE: Record<string, string> = {
  'box-detail/:boxInfo': '/box-detail/110-x',
};

/**
 * The addresses of every player page to open in a walk: the route table without NOT_A_PAGE, parameters filled from
 * SAMPLE (a route with a parameter and no sample is left out: it needs data the walk does not make).
 */
export function playerPageUrls(): string[] {
  return routePaths()
    .filter((r) => !NOT_A_PAGE.has(r))
    .map((r) => (r.includes(':') ? SAMPLE[r] : `/${r}`))
    .filter((u): u is string => u !== undefined);
}

/**
 * The addresses of every console page (`apps/web/src/features/ops/registry.ts`, one entry per page under /ops):
 * parameters filled from `samples` (`players/:uid` -> a player's uid); a page with a parameter and no sample is left
 * out.
 */
export function consolePageUrls(samples: Record<string, string>): string[] {
  const src = readFileSync(new URL('../apps/web/src/features/ops/registry.ts', import.meta.url), 'utf8');
  const paths = [...src.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!);
  expect(paths, 'the registry is read').toContain('dashboard');
  return paths.map((r) => (r.includes(':') ? samples[r] : `/ops/${r}`)).filter((u): u is string => u !== undefined);
}
