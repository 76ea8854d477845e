import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { newPlayer, signIn } from './topup-helpers.ts';

/**
 * The native app shell (docs/architecture/web-app.md, docs/product/routes.md#navigation in-app mode, docs/product/states.md#payments app payment refresh, docs/product/roles.md#app-shell-and-telegram native messages, docs/product/errors.md): the bridge
 * posts not_enough_balance to the shell, hears payment_finished and refreshes the order, and a legacy 1.0.x app
 * gets the app update modal when the server answers app_version.not_support.
 */

/** A React Native shell: messages the page posts are kept (across navigations of the tab). */
async function fakeShell(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __appMessages: string[]; ReactNativeWebView: { postMessage(m: string): void } };
    w.__appMessages = JSON.parse(sessionStorage.getItem('e2e.appMessages') ?? '[]');
    w.ReactNativeWebView = {
      postMessage: (m: string) => {
        w.__appMessages.push(m);
        sessionStorage.setItem('e2e.appMessages', JSON.stringify(w.__appMessages));
      },
    };
  });
}
// cold pages on a busy machine: more than the default 90 s
test.describe.configure({ timeout: 180_000 });

const messages = (page: Page) => page.evaluate(() => (window as unknown as { __appMessages: string[] }).__appMessages);

test('in-app mode posts not_enough_balance to the shell, and a payment_finished message refreshes the order', async ({
  page,
  context,
  request,
}, info) => {
  const player = await newPlayer(request, 'shell');
  await signIn(context, player);
  await fakeShell(context);
  await page.goto('/box-detail/101-apple-box?fromHapaBoxApp=true');
  await page.getByTestId('open-1x').click();
  await expect(page.getByTestId('insufficient-dialog')).toBeVisible();
  await page.getByTestId('insufficient-topup').click();
  await expect.poll(() => messages(page)).toContain('not_enough_balance');
  await expect(page.getByTestId('topup-dialog')).toHaveCount(0); // the shell runs its own top-up

  // the shell's own payment finished: the page checks the order (from 5 s on) and says so once paid
  const headers = { authorization: player.authorization };
  const prepay = (await (await request.post('/api/pay/sandbox/prepay', { headers, data: { amount: 30, orderType: 1 } })).json()).data;
  expect((await request.post(`/api/pay/sandbox/${prepay.orderNo}/confirm`, { headers })).ok()).toBe(true);
  const started = Date.now();
  await page.evaluate((orderNo) => window.postMessage(JSON.stringify({ type: 'payment_finished', orderNo }), '*'), prepay.orderNo);
  await expect(page.getByText('Top-up successfully').first()).toBeVisible({ timeout: 20_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_500); // not before the 5 s of docs/product/states.md
  await expect.poll(() => messages(page)).toContain(JSON.stringify({ type: 'payment_result', orderNo: prepay.orderNo, status: 'paid' }));
  await snap(page, info, 'app-shell-01-refreshed');
});

test('a legacy 1.0.x app is asked to update when it tops up (app_version.not_support); a current app is not', async ({
  page,
  context,
  request,
}, info) => {
  await signIn(context, await newPlayer(request, 'legacy'));
  await fakeShell(context);
  await page.goto('/top-up?fromHapaBoxApp=true&appVersion=1.0.5');
  await page.getByTestId('topup-terms').check();
  await page.getByTestId('topup-submit').click();
  const dialog = page.getByTestId('app-update-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('app-update-text')).toHaveText('Please update your app to use this feature');
  await snap(page, info, 'app-shell-02-update');
  await page.getByTestId('app-update-ok').click();
  await expect(dialog).toHaveCount(0);

  // the version is kept for the tab; a 1.1 app (user agent) goes on to the card page
  const fresh = await context.newPage();
  await fresh.goto('/top-up?fromHapaBoxApp=true&appVersion=1.1.0');
  await fresh.getByTestId('topup-terms').check();
  await fresh.getByTestId('topup-submit').click();
  await expect(fresh).toHaveURL(/\/wooshpay\?/);
  await expect(fresh.getByTestId('app-update-dialog')).toHaveCount(0);
});
