import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { STATIC_PAGE_ORDER } from '../apps/web/src/features/static-pages/content/titles.ts';
import {
  formatFindings,
  projectContext,
  visit,
  registeredPlayer,
  routerPaths,
  sandboxOrder,
  seriousViolations,
  signInContext,
  waitForContent,
  type Finding,
  type Player,
} from './a11y-helpers.ts';

/**
 * Accessibility (docs/architecture/web-app.md): axe-core (WCAG 2 A + AA rules) on EVERY route of the web router, at both widths,
 * signed in as a registered player with coins (a real box, battle and sandbox order in the parameterised
 * routes), the console sign-in page, then a few key pages signed out and in the light theme. Fails on any
 * serious or critical violation, printing rule id, impact and targets. One page per worker, reused.
 */

interface Fixtures {
  battleUuid: string;
  orderNo: string;
}

/** Router path -> the URL axe visits (every `path:` of routes.tsx must be here; a test checks it). */
function routeUrls(f: Fixtures): Record<string, string> {
  return {
    '': '/',
    boxes: '/boxes',
    'boxes-list': '/boxes-list',
    'search-result': '/search-result?keyword=apple',
    'box-detail/:boxInfo': '/box-detail/101-apple-box',
    free: '/free',
    battles: '/battles',
    'battles/create': '/battles/create',
    'battles/detail/:battleInfo': `/battles/detail/${f.battleUuid}`,
    'battles/history': '/battles/history',
    'battles/contest': '/battles/contest',
    'battles/challenge': '/battles/challenge',
    'battles/challenge-bot': '/battles/challenge-bot',
    'battles/challenge-boss': '/battles/challenge-boss',
    'user/cart': '/user/cart',
    'user/check-order': '/user/check-order',
    'user/order': '/user/order',
    'user/order-detail': '/user/order-detail',
    mall: '/mall',
    'exchange-center': '/exchange-center',
    'item-card': '/item-card',
    'user/stats': '/user/stats',
    'user/game-history': '/user/game-history',
    'ninety-percent-off': '/ninety-percent-off',
    'mad-miner': '/mad-miner',
    'pirate-2024': '/pirate-2024',
    'daily-lottery': '/daily-lottery',
    bingo: '/bingo',
    'flip-card': '/flip-card',
    'fancy-cards': '/fancy-cards',
    treasureh: '/treasureh',
    treasure: '/treasure',
    upgrade: '/upgrade',
    'user/crypto-payment-order': '/user/crypto-payment-order',
    'user/profile': '/user/profile',
    'user/address': '/user/address',
    'user/add-address': '/user/add-address',
    'user/edit-address': '/user/edit-address',
    'user/delete-account': '/user/delete-account',
    'dev/mailbox': '/dev/mailbox',
    'binance-payment': '/binance-payment',
    'binance-payment-result': '/binance-payment-result',
    vip: '/vip',
    'glory-road': '/glory-road',
    notification: '/notification',
    'lucky-wheel': '/lucky-wheel',
    referral: '/referral',
    'r/:code': '/r/NOSUCHCODE',
    'ref/:code': '/ref/NOSUCHCODE',
    'provably-fair': '/provably-fair',
    fairness: '/fairness',
    transparency: '/transparency',
    help: '/help',
    ...Object.fromEntries(STATIC_PAGE_ORDER.map((slug) => [slug, `/${slug}`])),
    '*': '/no-such-page',
    'sandbox/checkout/:orderNo': `/sandbox/checkout/${f.orderNo}`,
    'payment-result': `/payment-result?orderNo=${f.orderNo}`,
    wooshpay: '/wooshpay',
    'app-card-payment-result': '/app-card-payment-result',
    stripe: '/stripe',
    'top-up': '/top-up',
    'sign-up-confirm': '/sign-up-confirm',
    'auth/sandbox/:provider': '/auth/sandbox/google',
    'ops/*': '/ops',
    'dev/telegram': '/dev/telegram',
    'deposit-bonus': '/deposit-bonus',
    error: '/error?code=pay.error.order_timeout',
    'fb-landing-page': '/fb-landing-page',
  };
}

let context: BrowserContext;
let page: Page;
let me: Player;
let fixtures: Fixtures;

test.beforeAll(async ({ browser, request }, info) => {
  // battles are behind a VIP level by default (e2e/vip.e2e.ts): off, so a new player can create one
  expect((await request.post('/api/dev/vip/battle_min_vip', { data: { level: 0 } })).ok()).toBe(true);
  me = await registeredPlayer(request, `a11y-${info.project.name}`, 50);
  const created = await request.post('/api/battle/v2/create', {
    headers: { authorization: me.authorization },
    data: { boxes: [{ boxId: 110, count: 1 }], type: 'singled' },
  });
  const battle = await created.json();
  expect(battle.code, JSON.stringify(battle)).toBe(0);
  fixtures = { battleUuid: battle.data.uuid, orderNo: await sandboxOrder(request, me, 20) };
  // the main run paints dark (the OS says dark; the default choice is `system`); the last test runs light
  // reduced motion: no marquees or shimmer eating the CPU axe needs (the pages are the same otherwise)
  context = await projectContext(browser, info, { colorScheme: 'dark', reducedMotion: 'reduce' });
  await signInContext(context, me);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

/**
 * The Telegram harness: its iframe runs the app as a Mini App on this origin and marks the TAB as Telegram
 * (sessionStorage, shared with same-origin frames), so every route visited after it in the same page would be
 * audited in the Telegram palette. It gets a page (tab) of its own.
 */
const OWN_TAB = new Set(['/dev/telegram']);

/** Visits each URL, waits for its content, runs axe; returns every serious/critical finding (soft: all routes run). */
async function audit(urls: string[], label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const shared = urls.filter((u) => !OWN_TAB.has(u));
  for (const [i, url] of shared.entries()) {
    await test.step(`${label} ${url}`, async () => {
      await visit(page, url, i === 0);
      if (!(await waitForContent(page))) console.log(`[a11y] ${label} ${url}: still loading after 8 s, analysed as it is`);
      findings.push(...(await seriousViolations(page, `${label} ${url}`, i > 0)));
    });
  }
  for (const url of urls.filter((u) => OWN_TAB.has(u))) {
    await test.step(`${label} ${url} (own tab)`, async () => {
      const tab = await context.newPage();
      try {
        await visit(tab, url, true);
        if (!(await waitForContent(tab))) console.log(`[a11y] ${label} ${url}: still loading after 8 s, analysed as it is`);
        findings.push(...(await seriousViolations(tab, `${label} ${url}`, true)));
      } finally {
        await tab.close();
      }
    });
  }
  return findings;
}

test('every router path has a URL in this audit', () => {
  const urls = routeUrls({ battleUuid: 'x', orderNo: 'x' });
  const missing = routerPaths().filter((p) => !(p in urls) && !STATIC_PAGE_ORDER.includes(p as never));
  expect(missing, 'router paths without an axe URL').toEqual([]);
});

test('axe: every route signed in as a player, no serious or critical violation', async ({}, info) => {
  const urls = Object.values(routeUrls(fixtures));
  // a route takes 1-3 s on a quiet machine; the budget is for a shared, loaded one (the time is printed)
  test.setTimeout(urls.length * 30_000);
  const started = Date.now();
  const findings = await audit(urls, 'signed-in');
  console.log(`[a11y] ${info.project.name}: ${urls.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(findings, formatFindings(findings)).toEqual([]);
});

test('axe: key pages signed out and in the light theme', async ({ browser }, info) => {
  test.setTimeout(13 * 30_000);
  const findings: Finding[] = [];
  const keys = ['/', '/box-detail/101-apple-box', '/battles', '/top-up', '/free'];
  // signed out (a second context: the sign-up buttons, the logged-out home)
  const out = await projectContext(browser, info, { colorScheme: 'dark', reducedMotion: 'reduce' });
  await signInContext(out, null);
  const outPage = await out.newPage();
  for (const [i, url] of keys.entries()) {
    await visit(outPage, url, i === 0);
    await waitForContent(outPage);
    findings.push(...(await seriousViolations(outPage, `signed-out ${url}`, i > 0)));
  }
  await out.close();
  // light theme, signed in
  await context.addInitScript(() => localStorage.setItem('hapa.theme', 'light'));
  findings.push(...(await audit([...keys, '/user/profile', '/vip', '/upgrade'], 'light')));
  await expect(page.locator('html')).toHaveClass(/\blight\b/); // the first of them was a full load: theme-init.js painted it
  expect(findings, formatFindings(findings)).toEqual([]);
});
