import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';

/**
 * Telegram Mini App through the /dev/telegram harness (docs/architecture/web-app.md): the app in an iframe launched with signed
 * test initData and Telegram's night theme; the harness plays Telegram's host side of the postMessage protocol.
 */

// a cold mini-app in an iframe on a busy machine: the journey needs more than the default 90 s
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ context }) => {
  // first-visit guides and pop-ups would cover what the journey presses (other specs play them)
  await context.addInitScript(() => {
    for (const k of ['freeBox', 'giftBag', 'levelUp', 'luckyTrial']) window.localStorage.setItem(`hapa.guide.${k}`, 'true');
  });
  await context.route('**/api/pay/promotion', (route) => route.fulfill({ json: { code: 0, data: null } }));
});

test('the harness signs in from initData, follows the Telegram theme, opens a box with the MainButton and goes back with the BackButton', async ({
  page,
  request,
}, info) => {
  const person = 100_000 + Math.floor(Math.random() * 800_000);
  await page.goto(`/dev/telegram?person=${person}`);
  await expect(page.getByTestId('tg-frame')).toBeVisible();
  const frame = page.frameLocator('[data-testid="tg-frame"]');

  // a new Telegram player confirms 18+ once, then is signed in: no web sign-up / log-in anywhere
  await frame.getByTestId('age-confirm-check').check();
  await frame.getByTestId('age-confirm-submit').click();
  await expect(frame.getByTestId('header-balance').first()).toBeVisible({ timeout: 60_000 });
  await expect(frame.getByTestId('header-signup')).toHaveCount(0);
  await expect(frame.getByTestId('header-login')).toHaveCount(0);

  // Telegram's colours on our tokens, dark from Telegram; expanded; home has no BackButton
  const html = frame.locator('html');
  await expect(html).toHaveAttribute('style', /--color-bg: #17212b/);
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(frame.locator('body')).toHaveCSS('color', 'rgb(245, 245, 245)');
  await expect(page.getByTestId('tg-log').locator('[data-method="web_app_expand"]').first()).toBeAttached();
  // where the sign-up landed (docs/product/states.md#after-sign-up post-sign-up): the BackButton shows on every route but home
  const landed = await html.evaluate(() => window.location.pathname);
  await expect(page.getByTestId('tg-back-state')).toHaveAttribute('data-visible', String(!['/', '/boxes'].includes(landed)));

  // coins for the open (sandbox deposit through the API, with the session the mini-app signed in with)
  const session = await html.evaluate(() => JSON.parse(window.localStorage.getItem('hapa.user') ?? 'null') as { authorization: string });
  const headers = { authorization: session.authorization };
  const prepay = (await (await request.post('/api/pay/sandbox/prepay', { headers, data: { amount: 100, orderType: 1 } })).json()).data;
  expect((await request.post(`/api/pay/sandbox/${prepay.orderNo}/confirm`, { headers })).ok()).toBe(true);

  // a box page: BackButton shown, MainButton "Open"
  await html.evaluate(() => {
    window.history.pushState({ idx: 1 }, '', '/box-detail/101-apple-box');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
  });
  await expect(frame.getByTestId('box-detail-page')).toBeVisible();
  await expect(page.getByTestId('tg-back-state')).toHaveAttribute('data-visible', 'true');
  await expect(page.getByTestId('tg-main')).toHaveText('Open');
  await expect(page.getByTestId('tg-main')).toBeEnabled();
  await snap(page, info, 'telegram-01-box');

  // MainButton pressed in "Telegram" -> main_button_pressed -> the box opens
  await page.getByTestId('tg-main').click();
  await expect(frame.getByTestId('reel-result')).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByTestId('result-item')).toHaveCount(1);
  await snap(page, info, 'telegram-02-opened');

  // BackButton pressed -> back_button_pressed -> history back to home
  await page.getByTestId('tg-press-back').click();
  await expect.poll(() => html.evaluate(() => window.location.pathname)).toBe(landed);
  await expect(page.getByTestId('tg-back-state')).toHaveAttribute('data-visible', String(!['/', '/boxes'].includes(landed)));

  // the light Telegram theme follows live (theme_changed)
  await page.getByTestId('tg-theme-light').click();
  await expect(html).toHaveAttribute('style', /--color-bg: #ffffff/);
  await expect(html).toHaveClass(/\blight\b/);
  await snap(page, info, 'telegram-03-light');
});

test('the same Telegram person signs in again without the 18+ step; the web sign-up never opens', async ({ page }) => {
  const person = 900_001 + Math.floor(Math.random() * 90_000);
  await page.goto(`/dev/telegram?person=${person}`);
  const frame = page.frameLocator('[data-testid="tg-frame"]');
  await frame.getByTestId('age-confirm-check').check();
  await frame.getByTestId('age-confirm-submit').click();
  await expect(frame.getByTestId('header-balance').first()).toBeVisible();
  // a fresh launch (new tab state): signed in straight from initData
  await page.evaluate(() => window.localStorage.removeItem('hapa.user'));
  await page.reload();
  await expect(frame.getByTestId('header-balance').first()).toBeVisible({ timeout: 60_000 });
  await expect(frame.getByTestId('age-confirm-dialog')).toHaveCount(0);
  await expect(frame.getByTestId('auth-dialog')).toHaveCount(0);
});
