import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api, quietGuides, skipFirstScreen, snap, uniqueEmail, waitForApp } from './helpers.ts';
import { signInAdmin } from './ops-helpers.ts';
import { OPS_GUIDES_ADMIN } from './playwright.config.ts';

/**
 * Guides and menus (apps/server/src/modules/guides/README.md): the idle free-box guide (page clock, no sleep), the top-up guide at status 3 on a
 * route change but not on a box page, the floating activity ball at both widths, a switched-off game gone from the
 * Play Ground with a "not available" page, and the console page. Console settings changed here are put back.
 */

// a generous per-test time: the shared build machine is often loaded (a timeout is not a check)
test.describe.configure({ timeout: 180_000 });

const SESSION_FILE = `/tmp/hapa-e2e-${process.env.E2E_PORT ?? 3210}-guides-session.txt`;
const ALL_ON = {
  battle: true,
  mad_miner: true,
  upgrade: true,
  treasure_hunter: true,
  flip_cards: true,
  pirate: true,
  bingo: true,
  fancy_cards: true,
  lottery: true,
  lucky_trial: true,
};

/** The guides admin's console session (first sign-in through the UI once, then reused by the other project). */
async function opsSession(page: Page): Promise<string> {
  if (existsSync(SESSION_FILE)) {
    const stored = readFileSync(SESSION_FILE, 'utf8');
    const auth = (JSON.parse(stored) as { authorization: string }).authorization;
    const me = await page.request.get('/api/ops/me', { headers: { authorization: auth } });
    if (me.ok()) {
      await page.addInitScript((s) => localStorage.setItem('hapa.ops.session', s), stored);
      return auth;
    }
  }
  const auth = await signInAdmin(page, 'Guides-admin-pass-1', OPS_GUIDES_ADMIN);
  writeFileSync(SESSION_FILE, await page.evaluate(() => localStorage.getItem('hapa.ops.session')!));
  return auth;
}

async function signUp(page: Page, prefix: string) {
  const session = await api(page, 'POST', '/api/user/register/v2', {
    email: uniqueEmail(prefix),
    password: 'secret123',
    ageConfirmed: true,
  });
  await skipFirstScreen(page.context());
  await page.addInitScript((s) => localStorage.setItem('hapa.user', JSON.stringify(s)), session);
  return session as { authorization: string; uid: number };
}

test('an idle visitor gets the free-box guide after 10 s; it leads to sign-up on /free', async ({ page }, info) => {
  // the page loads on a running fake clock (its data and lazy chunks settle), then time stands still and an input
  // restarts the idle count, so neither a slow load nor a paused clock (TanStack Query notifies on a timer) can eat
  // or hold the 10 s
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('header-signup')).toBeVisible();
  await expect(page.getByTestId('featured-boxes').getByTestId('box-card').first()).toBeVisible({ timeout: 45_000 });
  // the home page comes server-rendered: the idle count starts with the app
  await waitForApp(page);
  await expect(page.getByTestId('free-guide')).toHaveCount(0);
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.dispatchEvent('body', 'pointerdown');
  await page.clock.runFor(9_000);
  await expect(page.getByTestId('free-guide')).toHaveCount(0);
  await page.clock.runFor(1_500);
  const guide = page.getByTestId('free-guide');
  // its dialog's code arrives over the network in real time; React shows it on a (fake) timer: let time run on
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(guide).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 30_000 });
  await snap(page, info, 'guides-idle-free-box');
  await page.getByTestId('free-guide-open').click();
  await expect(page).toHaveURL(/\/free$/, { timeout: 30_000 });
  await expect(page.getByTestId('auth-dialog')).toBeVisible();
});

test('the top-up guide opens at status 3 on a route change, not on a box page', async ({ page }, info) => {
  await quietGuides(page);
  const p = await signUp(page, 'guide-topup');
  await api(page, 'POST', '/api/sys/finish_guide', { guide: 'open_box' }, p.authorization);
  const statusRead = page.waitForResponse((r) => r.url().endsWith('/api/sys/guide/status') && r.ok());
  await page.goto('/box-detail/101-apple-box');
  await statusRead;
  await expect(page.getByTestId('header-balance').first()).toBeVisible();
  await expect(page.getByTestId('topup-guide')).toHaveCount(0);
  // a client-side route change through the header / bottom navigation link (keyboard: a box page's sticky bar may sit over the tab)
  const freeLink = page.locator('a[href="/free"]:visible').first();
  await freeLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/free$/);
  const guide = page.getByTestId('topup-guide');
  await expect(guide).toBeVisible();
  // it points at the visible top-up button: just below it, overlapping it horizontally
  const button = page.locator('[data-testid="header-topup"]:visible, [data-testid="header-topup-mobile"]:visible').first();
  const [g, b] = [await guide.boundingBox(), await button.boundingBox()];
  expect(g!.y).toBeGreaterThan(b!.y + b!.height - 1);
  expect(g!.x).toBeLessThan(b!.x + b!.width);
  expect(g!.x + g!.width).toBeGreaterThan(b!.x);
  await snap(page, info, 'guides-topup');
  await page.getByTestId('topup-guide-later').click();
  await expect(guide).toHaveCount(0);
  await expect.poll(async () => (await api(page, 'GET', '/api/sys/guide/status', undefined, p.authorization)).status).toBe(4);
});

test('the floating ball shows at the edge, never over the bottom navigation, and opens its activity', async ({ page }, info) => {
  await quietGuides(page);
  const ops = await opsSession(page);
  const before = await api(page, 'GET', '/api/sys/floating_ball');
  await api(
    page,
    'POST',
    '/api/ops/guides/floating-ball',
    { enabled: true, img: '', link: '/bingo', title: 'Bingo King', hiddenPages: ['/box-detail'] },
    ops,
  );
  try {
    await page.goto('/boxes-list');
    const ball = page.getByTestId('floating-ball');
    await expect(ball).toBeVisible();
    await expect(ball).toHaveAccessibleName(/Bingo King/);
    const box = (await ball.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 80); // at the right edge
    const nav = page.getByTestId('bottom-nav');
    if (await nav.isVisible()) expect(box.y + box.height).toBeLessThanOrEqual((await nav.boundingBox())!.y);
    const header = (await page.locator('header').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    // keyboard: arrow keys move it, the place is remembered (focus() does not wait for the server-rendered list to
    // become the app)
    await waitForApp(page);
    await ball.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(ball).toHaveAttribute('data-side', 'left');
    await page.keyboard.press('ArrowRight');
    await expect(ball).toHaveAttribute('data-side', 'right');
    await snap(page, info, 'guides-floating-ball');
    await ball.click();
    await expect(page).toHaveURL(/\/bingo$/);
    await page.goto('/box-detail/101-apple-box');
    await expect(page.getByTestId('header-signup').or(page.getByTestId('header-balance')).first()).toBeVisible();
    await expect(page.getByTestId('floating-ball')).toHaveCount(0); // a hidden page
  } finally {
    await api(page, 'POST', '/api/ops/guides/floating-ball', before, ops);
  }
});

test('a switched-off game leaves the Play Ground and its page says it is not available', async ({ page }, info) => {
  await quietGuides(page);
  const ops = await opsSession(page);
  const switches = await api(page, 'GET', '/api/sys/switches');
  await api(page, 'POST', '/api/ops/guides/switches', { ...switches, games: { ...ALL_ON, bingo: false } }, ops);
  try {
    await page.goto('/bingo');
    await expect(page.getByTestId('game-unavailable')).toBeVisible();
    // the same text the server refuses a bingo join with (409 sys.error.feature_off, docs/security.md#feature-switches)
    await expect(page.getByTestId('game-unavailable')).toContainText('This feature is switched off for now, please try again later');
    await snap(page, info, 'guides-game-off');
    const sheetButton = page.getByTestId('bottom-nav-playground');
    if (await sheetButton.isVisible()) {
      await sheetButton.click();
      const sheet = page.getByTestId('play-ground-sheet');
      await expect(sheet.locator('a[href="/fancy-cards"]')).toBeVisible();
      await expect(sheet.locator('a[href="/bingo"]')).toHaveCount(0);
      await expect(sheet.getByTestId('play-ground-badge').first()).toBeVisible(); // the console's hot/new badges
      await snap(page, info, 'guides-play-ground');
    }
  } finally {
    await api(page, 'POST', '/api/ops/guides/switches', { ...switches, games: ALL_ON }, ops);
  }
  await page.goto('/bingo');
  await expect(page.getByTestId('game-unavailable')).toHaveCount(0);
});

test('the console page shows the switches, the menu, the ball, the tip, the links and the pop taps', async ({ page }, info) => {
  await opsSession(page);
  await page.goto('/ops/guides');
  await expect(page.getByTestId('ops-guides-page')).toBeVisible({ timeout: 60_000 }); // the console's lazy chunk
  await expect(page.getByTestId('ops-guides-switch-bingo')).toBeChecked();
  await expect(page.getByTestId('ops-guides-pg-bingo')).toBeVisible();
  await snap(page, info, 'guides-console');
});
