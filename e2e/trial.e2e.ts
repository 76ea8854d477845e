import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectBalance, snap } from './helpers.ts';
import { balanceCents, newPlayer, signIn, type Session } from './topup-helpers.ts';

/**
 * The 90%-off Lucky Trial in Chromium against a real server (apps/server/src/modules/trial/README.md): a new player sees "You got a Lucky Trial!"
 * on home, opens the trial for 10% of the box price (the balance drops by exactly that; the reel lands on the prize
 * the server drew; the prize is in /user/cart; the opening verifies on /provably-fair after the seed is revealed) and
 * copies the share link; a VIP 0 friend opens it, is told "VIP 1 needed to help your friend get Lucky Trial", opens
 * the top-up from there and closing it asks the trial-boost leave confirmation; a VIP 1 friend (a $20 sandbox
 * deposit: 200 XP, VIP 1 is 100) helps, and the sharer's progress shows it.
 */

async function deposit(api: APIRequestContext, s: Session, amount: number) {
  const headers = { authorization: s.authorization };
  const pre = (await (await api.post('/api/pay/sandbox/prepay', { headers, data: { orderType: 1, amount } })).json()).data;
  expect((await api.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers })).ok()).toBe(true);
}

/** A second player's browser, at the project's size. */
async function friendPage(browser: Browser, info: TestInfo, s: Session) {
  const ctx = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport ?? undefined,
    isMobile: info.project.use.isMobile,
    hasTouch: info.project.use.hasTouch,
  });
  await signIn(ctx, s);
  return { ctx, page: await ctx.newPage() };
}

test('lucky trial: the modal, a 10% opening verified on /provably-fair, the share link, VIP 0 told to top up, a VIP 1 friend helps', async ({
  page,
  context,
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  const me = await newPlayer(request, 'trial');
  await deposit(request, me, 20);
  await signIn(context, me);
  // this journey plays the modal that signIn switches off for the others
  await context.addInitScript(() => window.localStorage.removeItem('hapa.guide.luckyTrial'));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/');
  const modal = page.getByTestId('lucky-trial-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'You got a Lucky Trial!' })).toBeVisible();
  await expect(modal).toContainText('$2.00');
  await snap(page, info, 'trial-01-modal');
  await modal.getByTestId('lucky-trial-modal-go').click();
  await expect(page).toHaveURL(/\/ninety-percent-off$/);

  // the trial page: the real price struck through, 10% of it (rounded up), the countdown, "Open for $2.00"
  await expect(page.getByTestId('trial-real-price')).toHaveText('$19.99');
  await expect(page.getByTestId('trial-price')).toHaveText('$2.00');
  await expect(page.getByTestId('trial-open')).toHaveText('Open for $2.00');
  await expect(page.getByTestId('trial-rules')).toContainText('90% off');
  await snap(page, info, 'trial-02-page');
  const start = await balanceCents(request, me);
  const opened = page.waitForResponse((r) => r.url().includes('/api/trial_open'));
  await page.getByTestId('trial-open').click();
  const res = await opened;
  expect(res.ok()).toBe(true);
  const out = (await res.json()).data;
  expect(out.cost).toBe(2);
  const prize = out.results[0];
  await expect(page.getByTestId('trial-stage')).toHaveAttribute('data-phase', 'spinning');
  // the reel lands on the server's prize, then the result panel names it
  await expect(page.getByTestId('reel-result')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('result-title')).toContainText(prize.itemName);
  await expect(page.getByTestId('result-item')).toHaveAttribute('data-store-item-id', String(prize.storeItemId));
  await expect(page.getByTestId('trial-fair')).toContainText(`nonce ${prize.nonce}`);
  await snap(page, info, 'trial-03-won');
  expect(await balanceCents(request, me)).toBe(start - 200);
  await expectBalance(page, (start - 200) / 100);
  await page.getByTestId('result-keep').click();
  await expect(page.getByTestId('trial-unavailable')).toHaveAttribute('data-status', 'used');

  // the share link, copied
  await page.getByTestId('trial-copy').click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/ninety-percent-off\?trialShareNo=[A-Z2-7]{16}$/);
  await expect(page.getByTestId('trial-share-link')).toHaveValue(link);
  await expect(page.getByTestId('trial-progress')).toHaveAttribute('data-received', '0');
  await snap(page, info, 'trial-04-share');
  const sharePath = new URL(link).pathname + new URL(link).search;

  // the prize is in My Prizes
  await page.goto('/user/cart');
  await expect(page.locator(`[data-testid=store-item][data-status=stored]`)).toHaveCount(1);
  await expect(page.getByTestId('store-item').first()).toContainText(prize.itemName);

  // a normal seed type 1 opening: revealing the box seed verifies it in the browser
  await page.goto('/provably-fair');
  await expect(page.getByTestId('seed-panel')).toBeVisible();
  await page.getByTestId('seed-change').click();
  await page.getByTestId('seed-client-input').fill('trial-e2e-seed');
  await page.getByTestId('seed-save').click();
  await expect(page.getByTestId('seed-revealed-server')).toBeVisible();
  await page.getByTestId('history-verify').first().click();
  const verified = page.getByTestId('verify-result');
  await expect(verified).toBeVisible();
  for (const check of ['hash', 'ranges', 'ticket', 'item'])
    await expect(verified.getByTestId(`verify-check-${check}`)).toHaveAttribute('data-ok', 'true');
  await expect(verified).toHaveAttribute('data-ok', 'true');
  await snap(page, info, 'trial-05-verified');

  // a VIP 0 friend: the spec's text, a top-up from there, and closing it asks the leave confirmation
  const low = await friendPage(browser, info, await newPlayer(request, 'trial-vip0'));
  try {
    const p = low.page;
    await p.goto(sharePath);
    await expect(p.getByTestId('trial-help-title')).toContainText("'s Lucky Trial");
    await expect(p.getByTestId('trial-help').getByTestId('trial-progress')).toHaveAttribute('data-received', '0');
    const refused = p.waitForResponse((r) => r.url().includes('/api/trial/boost'));
    await p.getByTestId('trial-help-button').click();
    expect((await (await refused).json()).code).toBe('boost.error.trial.level1');
    await expect(p.getByTestId('trial-need-vip')).toContainText('VIP 1 needed to help your friend get Lucky Trial');
    await snap(p, info, 'trial-06-vip-needed');
    await p.getByTestId('trial-topup').click();
    const topup = p.getByTestId('topup-dialog');
    await expect(topup).toBeVisible();
    await expect(topup.getByTestId('topup-trial-note')).toContainText('help');
    await snap(p, info, 'trial-06b-topup');
    await p.keyboard.press('Escape');
    const leave = p.getByTestId('topup-leave-confirm');
    await expect(leave).toBeVisible();
    await expect(leave).toContainText('Give up top-up may not help your friend to get Lucky Trial, are you sure to leave?');
    await snap(p, info, 'trial-07-leave-confirm');
    await leave.getByTestId('topup-stay').click();
    await expect(topup).toBeVisible();
    await p.keyboard.press('Escape');
    await p.getByTestId('topup-leave').click();
    await expect(topup).toBeHidden();
  } finally {
    await low.ctx.close();
  }

  // a VIP 1 friend helps
  const helperSession = await newPlayer(request, 'trial-vip1');
  await deposit(request, helperSession, 20);
  const vip = await (await request.get('/api/user/vip', { headers: { authorization: helperSession.authorization } })).json();
  expect(vip.data.level).toBeGreaterThanOrEqual(1);
  const high = await friendPage(browser, info, helperSession);
  try {
    const p = high.page;
    await p.goto(sharePath);
    const helped = p.waitForResponse((r) => r.url().includes('/api/trial/boost'));
    await p.getByTestId('trial-help-button').click();
    expect((await helped).ok()).toBe(true);
    await expect(p.getByTestId('trial-help-done')).toContainText('Thank you');
    await expect(p.getByTestId('trial-help').getByTestId('trial-progress')).toHaveAttribute('data-received', '1');
    await snap(p, info, 'trial-08-helped');
  } finally {
    await high.ctx.close();
  }

  // a signed-out visitor of the link: whose trial it is, what a Lucky Trial is, log in / sign up
  const anon = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport ?? undefined,
    isMobile: info.project.use.isMobile,
    hasTouch: info.project.use.hasTouch,
  });
  try {
    const p = await anon.newPage();
    await p.goto(sharePath);
    await expect(p.getByTestId('trial-help').getByTestId('trial-progress')).toHaveAttribute('data-received', '1');
    await expect(p.getByTestId('trial-signin')).toContainText('$2.00');
    await snap(p, info, 'trial-09-signed-out');
    await p.getByTestId('trial-help-button').click();
    await expect(p.getByTestId('auth-dialog')).toBeVisible();
  } finally {
    await anon.close();
  }

  // the sharer sees the help
  await page.goto('/ninety-percent-off');
  await expect(page.getByTestId('trial-progress')).toHaveAttribute('data-received', '1');
});
