import { expect, test } from './fixtures.ts';
import { balanceCents, newPlayer, openTopUp, signIn, typeAmount } from './topup-helpers.ts';

/**
 * Top-up and payments in Chromium against a real server on the sandbox (docs/payments.md): every docs/product/validation.md#deposit-amount message
 * of the custom amount, the steppers at the bounds, closing rules, a bonus method credited amount + bonus,
 * declined payments, a crypto order to paid, M-PESA in the country variant, the gift bag, and the app
 * shell (`fromHapaBoxApp=true`) with its messages to the parent.
 */

test('custom amount: every docs/product/validation.md#deposit-amount message, separators, digits only, steppers at the bounds, clamp on blur, closing rules', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, await newPlayer(request, 'rules'));
  await openTopUp(page);
  const amount = page.getByTestId('topup-amount');
  const error = page.getByTestId('topup-amount-error');
  const submit = page.getByTestId('topup-submit');

  // card: $20 - $10,000, default quick amount index 1 ($50); VIP mode (new player, 0 XP) shows the first 4
  await expect(page.getByTestId('topup-method-wooshpay')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('topup-method-wooshpay').getByTestId('topup-method-range')).toHaveText('$20 – $10k');
  await expect(page.getByTestId('topup-method-coinbase')).toContainText('+5.0%');
  await expect(page.locator('[data-testid^=topup-preset-]')).toHaveCount(4);
  await expect(page.getByTestId('topup-preset-50')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('topup-amount-symbol')).toHaveText('$');
  await expect(amount).toHaveValue('50');
  await expect(submit).toBeDisabled(); // terms not ticked
  await page.getByTestId('topup-terms').check();
  await expect(submit).toBeEnabled();

  await typeAmount(page, '5');
  await expect(error).toHaveText('*The minimum amount is $20');
  await expect(submit).toBeDisabled();
  await typeAmount(page, '0');
  await expect(error).toHaveText('*The minimum amount is $20');
  await typeAmount(page, '10001');
  await expect(amount).toHaveValue('10,001');
  await expect(error).toHaveText('*The maximum amount is $10,000');
  await expect(submit).toBeDisabled();
  await typeAmount(page, '$1,2a3.45');
  await expect(amount).toHaveValue('12,345'); // digits only: the minimum is above $1
  await expect(error).toHaveText('*The maximum amount is $10,000');

  // clamp on blur, then the steppers at both bounds
  await amount.blur();
  await expect(amount).toHaveValue('10,000');
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId('topup-plus')).toBeDisabled();
  await page.getByTestId('topup-minus').click();
  await expect(amount).toHaveValue('9,990');
  await page.getByTestId('topup-plus').click();
  await expect(amount).toHaveValue('10,000');
  await typeAmount(page, '3');
  await amount.blur();
  await expect(amount).toHaveValue('20');
  await expect(page.getByTestId('topup-minus')).toBeDisabled();
  await expect(page.getByTestId('topup-plus')).toBeEnabled();
  await page.getByTestId('topup-plus').click();
  await expect(amount).toHaveValue('30');
  await expect(submit).toBeEnabled();

  // crypto: minimum = max(coin minPrice, method minimum) "at this moment"
  await page.getByTestId('topup-method-coinbase').click();
  await expect(amount).toHaveValue('100'); // crypto default amount
  await page.getByTestId('topup-crypto-BTC').click();
  await expect(page.getByTestId('topup-crypto-min')).toHaveText('Minimum $30 at this moment');
  await typeAmount(page, '25');
  await expect(error).toHaveText('*The minimum amount is $30 at this moment');
  await expect(page.getByTestId('topup-preset-20')).toBeDisabled();
  await typeAmount(page, '100001');
  await expect(error).toHaveText('*The maximum amount is $100,000');
  await typeAmount(page, '65');
  await expect(page.getByTestId('topup-crypto-send')).toHaveText('You send ≈ 0.00100000 BTC');

  // closing: a new player is offered the retain box (1 s later); once closed it stays closed
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('topup-dialog')).toHaveCount(0);
  await expect(page.getByTestId('topup-retain')).toBeVisible();
  await page.getByTestId('topup-retain-close').click();
  await expect(page.getByTestId('topup-retain')).toHaveCount(0);
  await openTopUp(page);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('topup-retain')).toHaveCount(0);

  // trial boost: leaving asks first (docs/product/states.md#top-up, docs/product/errors.md#client-handling text)
  await page.goto('/top-up?trialShareNo=T123');
  await expect(page.getByTestId('topup-form')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('topup-leave-text')).toHaveText(
    'Give up top-up may not help your friend to get Lucky Trial, are you sure to leave?',
  );
  await page.getByTestId('topup-stay').click();
  await expect(page.getByTestId('topup-form')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('topup-leave').click();
  await expect(page.getByTestId('topup-dialog')).toHaveCount(0);

  // the top-up page is its dialog: the browser's back from it leaves no dialog over the page before
  await page.goto('/faq');
  await page.evaluate(() => {
    // an in-app navigation (the router follows popstate), as a link to /top-up makes
    window.history.pushState({ usr: null, key: 'topup', idx: 1 }, '', '/top-up');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByTestId('topup-form')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByTestId('topup-dialog')).toHaveCount(0);
});

test('country variant (KE): KSh amounts, step 100, its messages, and M-PESA STK push to paid', async ({ page, context, request }) => {
  const me = await newPlayer(request, 'kenya');
  await signIn(context, me);
  await openTopUp(page, '/?siteCode=KE');
  await expect(page.getByTestId('topup-form')).toHaveAttribute('data-site', 'KE');
  await expect(page.locator('[data-testid^=topup-preset-]')).toHaveCount(3);
  await expect(page.getByTestId('topup-preset-1000')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('topup-amount-symbol')).toHaveText('KSh');
  const amount = page.getByTestId('topup-amount');
  await page.getByTestId('topup-minus').click();
  await expect(amount).toHaveValue('900');
  await typeAmount(page, '150');
  await expect(page.getByTestId('topup-amount-error')).toHaveText('*The minimum amount is KSh200');
  await typeAmount(page, '150001');
  await expect(page.getByTestId('topup-amount-error')).toHaveText('*The maximum amount is KSh150,000');
  await typeAmount(page, '1290');
  await page.getByTestId('topup-terms').check();
  await page.getByTestId('topup-submit').click();
  await expect(page.getByTestId('topup-mpesa-phone-error')).toHaveText('Please enter a valid M-PESA phone number (07XXXXXXXX)');
  await page.getByTestId('topup-mpesa-phone').fill('0712345678');
  await page.getByTestId('topup-submit').click();
  const waiting = page.getByTestId('topup-mpesa-waiting');
  await expect(waiting).toHaveAttribute('data-status', 'pending');
  await expect(waiting).toContainText('Check your phone');

  // the sandbox phone: enter the PIN, OK
  const [phone] = await Promise.all([context.waitForEvent('page'), page.getByTestId('topup-mpesa-test-phone').click()]);
  await expect(phone.getByTestId('sandbox-checkout')).toHaveAttribute('data-kind', 'mpesa_stk');
  await expect(phone.getByTestId('checkout-test-label')).toContainText('TEST PAYMENT');
  await phone.getByTestId('checkout-mpesa-pin').fill('1234');
  await phone.getByTestId('checkout-pay').click();
  await phone.close();
  await expect(waiting).toHaveAttribute('data-status', 'paid');
  await expect(waiting).toContainText('Top-up successfully');
  // KSh 1,290 at 129 = $10 (no tier below $50) + $1 first top-up bonus
  await expect.poll(() => balanceCents(request, me)).toBe(1100);
});

test('bonus method (Binance, +5%): the page, the sandbox wallet, and the balance credited amount + bonus', async ({
  page,
  context,
  request,
}) => {
  const me = await newPlayer(request, 'binance');
  await signIn(context, me);
  await openTopUp(page);
  await page.getByTestId('topup-method-binance').click();
  await page.getByTestId('topup-preset-100').click();
  // $100 + 5% method bonus $5 + tier 1.5% $1.50 + first top-up 10% $10, each a part of the server's quote
  await expect(page.getByTestId('topup-preview')).toHaveAttribute('data-source', 'server');
  await expect(page.getByTestId('topup-part-method_bonus')).toHaveText(/Payment method bonus \(5\.0%\)\s*\+\$5\.00/);
  await expect(page.getByTestId('topup-part-tier_bonus')).toHaveText(/Deposit bonus \(1\.5%\)\s*\+\$1\.50/);
  await expect(page.getByTestId('topup-part-first_top_up')).toHaveText(/First top-up bonus\s*\+\$10\.00/);
  await expect(page.getByTestId('topup-reward-xp')).toHaveText('+1000 XP');
  await expect(page.getByTestId('topup-you-get')).toHaveText('$116.50');
  await page.getByTestId('topup-terms').check();
  await page.getByTestId('topup-submit').click();

  await expect(page).toHaveURL(/\/binance-payment\?orderNo=/);
  await expect(page.getByTestId('binance-amount')).toContainText('100.00 USDT');
  await expect(page.getByTestId('binance-qr')).toBeVisible();
  await expect(page.getByTestId('checkout-test-label')).toBeVisible();
  const deepLink = await page.getByTestId('binance-open').getAttribute('href');
  expect(deepLink).toContain('/sandbox/checkout/');
  await page.goto(deepLink as string);
  await expect(page.getByTestId('sandbox-checkout')).toHaveAttribute('data-kind', 'binance');
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('payment-result-status')).toHaveText('Top-up successfully');
  await expect.poll(() => balanceCents(request, me)).toBe(11_650);
  await page.getByTestId('payment-result-back').click();
  await expect(page.getByTestId('header-balance')).toHaveText('$116.50');
});

test('declined payments: card errors of docs/product/errors.md#client-handling on the wooshpay page (after the shipping address), and a declined checkout', async ({
  page,
  context,
  request,
}) => {
  const me = await newPlayer(request, 'decline');
  await signIn(context, me);
  // the card method as a live card provider offers it (the sandbox playing it asks no address)
  await page.route('**/api/pay/config/v4*', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.data.payMethods = body.data.payMethods.map((m: { payType: string }) => (m.payType === 'wooshpay' ? { ...m, isTest: false } : m));
    await route.fulfill({ response: res, json: body });
  });
  await openTopUp(page);
  await page.getByTestId('topup-terms').check();
  await page.getByTestId('topup-submit').click();
  // the card provider needs the shipping address: all five fields required
  await page.getByTestId('topup-address-continue').click();
  for (const k of ['street', 'city', 'state', 'postcode', 'countryCode'])
    await expect(page.getByTestId(`topup-address-${k}-error`)).toHaveText('This field is required');
  const address = { street: '1 Main St', city: 'Austin', state: 'TX', postcode: '73301', countryCode: 'us' };
  for (const [k, v] of Object.entries(address)) await page.getByTestId(`topup-address-${k}`).fill(v);
  await page.getByTestId('topup-address-continue').click();

  await expect(page).toHaveURL(/\/wooshpay\?orderNo=.+&amount=50/);
  await expect(page.getByTestId('wooshpay-page').getByTestId('checkout-test-label')).toBeVisible();
  await page.unroute('**/api/pay/config/v4*');
  await page.getByTestId('card-use-4000000000000002').click();
  await page.getByTestId('card-pay').click();
  await expect(page.getByTestId('card-error-notice-text')).toHaveText('Your card was declined.');
  await page.getByTestId('card-error-retry').click();
  await page.getByTestId('card-use-4000000000009995').click();
  await page.getByTestId('card-pay').click();
  await expect(page.getByTestId('card-error')).toHaveText('Insufficient funds, please try another card or other payment method');
  await expect(page.getByTestId('card-error-notice')).toHaveCount(0);
  expect(await balanceCents(request, me)).toBe(0);

  // a declined hosted checkout (the sandbox test card method) ends in "Top-up failed"
  await openTopUp(page);
  await page.getByTestId('topup-method-sandbox').click();
  await page.getByTestId('topup-terms').check();
  await page.getByTestId('topup-submit').click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await page.getByTestId('checkout-decline').click();
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('payment-result-status')).toHaveText('Top-up failed');
  await expect(page.getByTestId('payment-result-retry')).toBeVisible();
  expect(await balanceCents(request, me)).toBe(0);
});

test('crypto order: address with copy, amount, QR, network, live status to paid; then stats and HapaCoin', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const me = await newPlayer(request, 'crypto');
  await signIn(context, me);
  await openTopUp(page);
  await page.getByTestId('topup-method-coinbase').click();
  await page.getByTestId('topup-crypto-USDT').click();
  await page.getByTestId('topup-network-TRC20').click();
  await page.getByTestId('topup-preset-50').click();
  await expect(page.getByTestId('topup-crypto-send')).toHaveText('You send ≈ 50.00 USDT');
  await page.getByTestId('topup-terms').check();
  await page.getByTestId('topup-submit').click();

  await expect(page).toHaveURL(/\/user\/crypto-payment-order\?orderNo=.+&toAccount=/);
  const order = page.getByTestId('crypto-order');
  await expect(order).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('crypto-order-amount')).toHaveText('50.00 USDT');
  await expect(page.getByTestId('crypto-order-network')).toHaveText('Tron (TRC20)');
  await expect(page.getByTestId('crypto-order-qr')).toBeVisible();
  const address = (await page.getByTestId('crypto-order-address').innerText()).trim();
  expect(new URL(page.url()).searchParams.get('toAccount')).toBe(address);
  await page.getByTestId('crypto-order-copy').locator('button').click();
  await expect(page.getByText('Copy successfully.')).toBeVisible();

  const [wallet] = await Promise.all([context.waitForEvent('page'), page.getByTestId('crypto-order-test-wallet').click()]);
  await expect(wallet.getByTestId('sandbox-checkout')).toHaveAttribute('data-kind', 'crypto');
  await wallet.getByTestId('checkout-pay').click();
  await expect(wallet.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'paid');
  await wallet.close();
  await expect(order).toHaveAttribute('data-status', 'paid'); // polled, no reload
  await expect(page.getByTestId('crypto-order-result')).toContainText('Top-up successfully');
  // $50 + 5% $2.50 + tier 1% $0.50 + first top-up $5
  await expect.poll(() => balanceCents(request, me)).toBe(5800);

  await page.goto('/user/stats');
  await expect(page.getByTestId('pay-history-row').first()).toHaveAttribute('data-status', 'paid');
  await page.getByTestId('stats-tab-coin').click();
  await expect(page.getByTestId('coin-history-row')).toHaveCount(4);
  await page.getByTestId('hapacoin-package-2').click();
  await page.getByTestId('hapacoin-confirm-exchange').click();
  await expect(page.getByText('Exchange successfully.')).toBeVisible();
  await expect(page.getByTestId('hapacoin-balance')).toHaveText('500');
  await expect.poll(() => balanceCents(request, me)).toBe(5300);
});

test('gift bag: EXCLUSIVE GIFT BAG pops on home, wheel to the ROI, pay with a card, gift credited', async ({ page, context, request }) => {
  const me = await newPlayer(request, 'gift');
  await signIn(context, me, { giftPopup: true });
  await page.goto('/');
  const dialog = page.getByTestId('gift-bag-dialog');
  await expect(dialog).toContainText('EXCLUSIVE GIFT BAG');
  await expect(page.getByTestId('gift-bag-step')).toHaveAttribute('data-step', '1');
  await expect(page.getByTestId('gift-wheel')).toBeVisible();
  await page.getByTestId('gift-spin').click();
  await expect(page.getByTestId('gift-won')).toHaveText('You won +50%', { ignoreCase: true });
  await expect(page.getByTestId('gift-roi')).toHaveText('ROI 50%');
  await expect(page.getByTestId('gift-pay')).toHaveText('$20.00');
  await expect(page.getByTestId('gift-get')).toHaveText('$30.00');
  await expect(page.getByTestId('topup-terms')).toBeChecked(); // ticked by default in the gift bag
  await page.getByTestId('topup-method-wooshpay').click();
  await page.getByTestId('gift-topup').click();
  await expect(page).toHaveURL(/\/wooshpay\?orderNo=/);
  await page.getByTestId('card-use-4242424242424242').click();
  await page.getByTestId('card-pay').click();
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'paid');
  await expect.poll(() => balanceCents(request, me)).toBe(3000);
});

test('app shell (fromHapaBoxApp=true): the top-up is a page, step 100, go-back and "Top-up failed" posted to the parent', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, await newPlayer(request, 'app'));
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
  const messages = () => page.evaluate(() => (window as unknown as { __appMessages: string[] }).__appMessages);

  await page.goto('/top-up?fromHapaBoxApp=true');
  const topup = page.getByTestId('topup-dialog');
  await expect(topup).toHaveAttribute('data-mode', 'page');
  await expect(page.getByTestId('topup-amount')).toHaveValue('50');
  await page.getByTestId('topup-plus').click();
  await expect(page.getByTestId('topup-amount')).toHaveValue('150'); // step 100 in the app
  await page.getByTestId('topup-back').click();
  await expect(topup).toHaveCount(0);
  expect(await messages()).toContain('go-back');

  // a failed payment is posted to the shell
  await page.goto('/top-up?fromHapaBoxApp=true');
  await page.getByTestId('topup-method-sandbox').click();
  await page.getByTestId('topup-terms').check();
  await page.getByTestId('topup-submit').click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await page.getByTestId('checkout-decline').click();
  await expect(page.getByTestId('payment-result-status')).toHaveText('Top-up failed');
  await expect.poll(messages).toContain('Top-up failed');

  // the card flow in the app ends on the app card result page
  await page.goto('/top-up?fromHapaBoxApp=true');
  await page.getByTestId('topup-terms').check();
  await page.getByTestId('topup-submit').click();
  await expect(page).toHaveURL(/\/wooshpay\?.*isFromHapaBoxApp=true/);
  await page.getByTestId('card-use-4242424242424242').click();
  await page.getByTestId('card-pay').click();
  await expect(page).toHaveURL(/\/app-card-payment-result\?orderNo=/);
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'paid');
});
