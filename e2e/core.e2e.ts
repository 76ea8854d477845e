import { expect, test } from './fixtures.ts';
import { api, dismissGiftBag, expectBalance, headerBalance, quietGuides, skipFirstScreen, snap, uniqueEmail } from './helpers.ts';

/**
 * The core journey (docs/architecture.md) in a real browser: sign up -> top up through the sandbox checkout -> open 1X and 3X
 * -> sell one prize -> verify an opening on /provably-fair. Screenshots at each step.
 */
test('a new player signs up, tops up, opens 1X and 3X, sells a prize and verifies an opening', async ({ page, isMobile }, info) => {
  test.setTimeout(240_000); // one long journey; the shared machine is slow (it ran out of 90 s at the last step)
  // this journey watches the reels spin (1X, then three at once): full motion, not the suite's reduced default
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await quietGuides(page);
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('box-card').first()).toBeVisible();
  await snap(page, info, '01-home');

  // sign up, with the spec's password rule first
  await page.getByTestId('header-signup').click();
  const dialog = page.getByTestId('auth-dialog');
  await expect(dialog).toBeVisible();
  const email = uniqueEmail('e2e');
  await dialog.getByTestId('auth-email').fill(email);
  await dialog.getByTestId('auth-password').fill('short1');
  await dialog.getByTestId('auth-submit').click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'It must contain at least 8 characters and 1 number' })).toBeVisible();
  await snap(page, info, '02-signup-error');
  await dialog.getByTestId('auth-password').fill('secret123');
  await dialog.getByTestId('auth-age').check();
  await dialog.getByTestId('auth-submit').click();
  await expect(dialog).toBeHidden();
  await dismissGiftBag(page);
  await expect(page.getByTestId('header-balance').first()).toBeVisible();
  await expectBalance(page, 0);

  // top up 50 through the hosted sandbox checkout
  await page
    .getByTestId(isMobile ? 'header-topup-mobile' : 'header-topup')
    .first()
    .click();
  const topup = page.getByTestId('topup-dialog');
  await expect(topup).toBeVisible();
  await topup.getByTestId('topup-method-sandbox').click();
  await topup.getByTestId('topup-preset-50').click();
  const terms = topup.getByTestId('topup-terms');
  if (!(await terms.isChecked())) await terms.check();
  await snap(page, info, '03-topup');
  await topup.getByTestId('topup-submit').click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await expect(page.getByTestId('checkout-test-label')).toBeVisible();
  await snap(page, info, '04-checkout');
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByText('Top-up successfully').first()).toBeVisible();
  await snap(page, info, '05-paid');

  // open a cheap box 1X then 3X
  const boxes = await api(page, 'GET', '/api/item/list?sort=price_asc&pageSize=50');
  const box = boxes.list.find((b: { price: number }) => b.price > 0 && b.price <= 5);
  await page.goto(`/box-detail/${box.boxInfo}`);
  await expect(page.getByTestId('box-name')).toHaveText(box.name);
  // the credited amount is 50 plus whatever bonus the chosen method carries
  await expect.poll(() => headerBalance(page)).toBeGreaterThanOrEqual(50);
  const credited = await headerBalance(page);
  const base = await api(
    page,
    'GET',
    '/api/user/base_info',
    undefined,
    await page.evaluate(() => JSON.parse(localStorage.getItem('hapa.user')!).authorization),
  );
  expect(base.coin).toBeCloseTo(credited, 2);
  await expect(page.getByTestId('item-tickets').first()).toBeVisible();
  await snap(page, info, '06-box-detail');
  await page.getByTestId('open-1x').click();
  await expect(page.getByTestId('reel-result')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('result-item')).toHaveCount(1);
  await snap(page, info, '07-open-1x');
  await expectBalance(page, Math.round((credited - box.price) * 100) / 100);
  await page.getByTestId('result-keep').click();
  await page.getByTestId('open-3x').click();
  await expect(page.getByTestId('reel')).toHaveCount(3);
  await expect(page.getByTestId('reel-result')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('result-item')).toHaveCount(3);
  await snap(page, info, '08-open-3x');
  const afterOpens = Math.round((credited - 4 * box.price) * 100) / 100;
  await expectBalance(page, afterOpens);
  await page.getByTestId('result-keep').click();

  // like the box: it shows under MY LIKE
  await page.getByTestId('box-like').click();
  await expect(page.getByTestId('box-like')).toHaveAttribute('data-liked', 'true');

  // sell one prize from the store
  await page.goto('/user/cart');
  // 4 prizes opened + the VIP2 level-up gift the $50 top-up earned (apps/server/src/modules/vip/README.md)
  await expect(page.getByTestId('store-item')).toHaveCount(5);
  const first = page.getByTestId('store-item').first();
  await first.getByTestId('store-item-sell').click();
  // the store always asks before a sale (a check of isVisible() right after the click raced the dialog's opening:
  // the confirmation was skipped and the dialog then stayed open over the filters)
  const confirm = page.getByTestId('sell-confirm-dialog');
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('store-sell-confirm').click();
  await expect(confirm).toBeHidden();
  // the sold prize leaves "in store" and shows as recovered; the balance grows by its value
  await expect(page.getByTestId('store-item')).toHaveCount(4);
  await expect.poll(() => headerBalance(page)).toBeGreaterThan(afterOpens);
  await page.getByTestId('store-filter-recovered').click();
  await expect(page.getByTestId('store-item')).toHaveCount(1);
  await expect(page.getByTestId('store-item').first()).toHaveAttribute('data-status', 'recovered');
  await snap(page, info, '09-sold');

  // the new player's gift bag pops once, on the first home visit after sign-up (not over /free), whenever its data
  // comes: it is e2e/topup.e2e.ts's subject; here it is marked seen so it cannot cover the category tabs
  await page.evaluate(() => localStorage.setItem('hapa.guide.giftBag', 'true'));
  await page.goto('/');
  await page.getByTestId('category-MY_LIKE').click();
  await expect(page.getByTestId('box-catalogue').getByTestId('box-card')).toHaveCount(1);
  await expect(page.getByTestId('box-catalogue').getByTestId('box-card').first()).toHaveAttribute('data-box-id', String(box.id));

  // verify an opening: rotate the client seed (reveals the server seed), then verify in the browser
  await page.goto('/provably-fair');
  await expect(page.getByTestId('seed-panel')).toBeVisible();
  await expect(page.getByTestId('seed-nonce')).toContainText('4');
  await page.getByTestId('seed-change').click();
  await page.getByTestId('seed-client-input').fill('e2e-client-seed');
  await page.getByTestId('seed-save').click();
  await expect(page.getByTestId('seed-revealed-server')).toBeVisible();
  await expect(page.getByTestId('seed-client')).toContainText('e2e-client-seed');
  await page.getByTestId('history-verify').first().click();
  const result = page.getByTestId('verify-result');
  await expect(result).toBeVisible();
  for (const check of ['hash', 'ranges', 'ticket', 'item']) {
    await expect(result.getByTestId(`verify-check-${check}`)).toHaveAttribute('data-ok', 'true');
  }
  await snap(page, info, '10-verified');
});

test('not enough balance shows Insufficient Balance with a top-up button, and nothing is charged', async ({ page }, info) => {
  await quietGuides(page);
  await page.goto('/');
  const session = await api(page, 'POST', '/api/user/register/v2', {
    email: uniqueEmail('poor'),
    password: 'secret123',
    ageConfirmed: true,
  });
  await page.evaluate((s) => localStorage.setItem('hapa.user', JSON.stringify(s)), session);
  await skipFirstScreen(page.context());
  await page.goto('/box-detail/101-apple-box');
  await page.getByTestId('open-1x').click();
  const dialog = page.getByTestId('insufficient-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Insufficient Balance').first()).toBeVisible();
  await expect(dialog.getByText('Please Top Up').first()).toBeVisible();
  await snap(page, info, '11-insufficient');
  await dialog.getByTestId('insufficient-topup').click();
  await expect(page.getByTestId('topup-dialog')).toBeVisible();
  const info2 = await api(page, 'GET', '/api/user/base_info', undefined, session.authorization);
  expect(info2.coin).toBe(0);
});

test('unknown email and wrong password get the same server text inline', async ({ page }) => {
  await quietGuides(page);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByTestId('auth-email').fill(uniqueEmail('ghost'));
  await dialog.getByTestId('auth-password').fill('secret123');
  await dialog.getByTestId('auth-submit').click();
  // an unknown email reads exactly like a wrong password (docs/architecture/production.md: no account enumeration)
  await expect(dialog.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
  await dialog.getByTestId('auth-email').fill('not-an-email');
  await dialog.getByTestId('auth-submit').click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'This field must be an email' })).toBeVisible();
});
