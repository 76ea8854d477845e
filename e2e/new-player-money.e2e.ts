import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { newPlayer, openTopUp, signIn, typeAmount } from './topup-helpers.ts';

/**
 * docs/payments.md, "money shown must match money paid", as a new player sees it: the top-up preview advertises only
 * what the chosen method pays and rewards that can be used; one RECOMMENDED badge; the test note once; the
 * card checkout has a way back; a declined card reads FAILED in Pay history; order pages stop polling an
 * order that does not exist; the free box is not sold and its page has no RTP maths.
 */

test('top-up preview: one recommended method, the test note once, no unusable rewards, a no-bonus method shows no bonus', async ({
  page,
  context,
  request,
}, info) => {
  await signIn(context, await newPlayer(request, 'preview'));
  await openTopUp(page);
  await expect(page.getByTestId('topup-method-recommended')).toHaveCount(1);
  await expect(page.getByTestId('topup-method-wooshpay').getByTestId('topup-method-recommended')).toHaveCount(1);
  // no paid deposit yet today: the first one brings a Flip Cards chance (docs/payments.md), a reward that can be used
  await expect(page.getByTestId('topup-banner-flip')).toBeVisible();

  // crypto $100: method, tier and first top-up bonuses, XP, a free-box voucher (docs/payments.md) and 3 wheel spins (2 for $100, 1 more by crypto; docs/payments.md)
  await page.getByTestId('topup-method-coinbase').click();
  await expect(page.getByTestId('topup-method-coinbase')).toHaveAttribute('aria-checked', 'true');
  await typeAmount(page, '100');
  await expect(page.getByTestId('topup-preview')).toHaveAttribute('data-source', 'server');
  await expect(page.getByTestId('topup-part-first_top_up')).toBeVisible();
  await expect(page.getByTestId('topup-reward-box_voucher')).toBeVisible();
  await expect(page.getByTestId('topup-reward-wheel_spin')).toContainText('3 wheel spins');
  await expect(page.getByTestId('topup-banner-first')).toBeVisible();

  // the plain test card pays no bonus: it shows none, no first-top-up banner and no "Top up $x more" nudge
  await page.getByTestId('topup-method-sandbox').click();
  await expect(page.getByTestId('topup-method-sandbox')).toHaveAttribute('aria-checked', 'true');
  await typeAmount(page, '500');
  await expect(page.getByTestId('topup-method-tips')).toBeVisible();
  expect((await page.getByTestId('topup-method-tips').innerText()).split('Test payment: no real money moves.').length - 1).toBe(1);
  await expect(page.getByTestId('topup-you-get')).toHaveText('$500.00');
  await expect(page.getByTestId('topup-preview')).toHaveAttribute('data-source', 'server');
  for (const part of ['method_bonus', 'tier_bonus', 'first_top_up']) await expect(page.getByTestId(`topup-part-${part}`)).toHaveCount(0);
  await expect(page.getByTestId('topup-next-tier')).toHaveCount(0);
  await expect(page.getByTestId('topup-banner-first')).toHaveCount(0);
  await typeAmount(page, '10001');
  await expect(page.getByTestId('topup-amount-error')).toHaveText('*The maximum amount is $10,000');
  await typeAmount(page, '500');
  await snap(page, info, 'topup-sandbox-preview');
});

test('card checkout: Cancel goes back; a card declined for insufficient funds reads FAILED in Stats > Pay history', async ({
  page,
  context,
  request,
}, info) => {
  const me = await newPlayer(request, 'declined');
  await signIn(context, me);
  const prepay = await (
    await request.post('/api/pay/wooshpay/prepay', { headers: { authorization: me.authorization }, data: { orderType: 1, amount: 50 } })
  ).json();
  const orderNo = prepay.data.orderNo as string;
  await page.goto(`/wooshpay?orderNo=${orderNo}&amount=50`);
  await expect(page.getByTestId('card-form')).toBeVisible();
  await expect(page.getByTestId('checkout-cancel')).toBeVisible();
  await snap(page, info, 'card-checkout');
  await page.getByTestId('card-use-4000000000009995').click();
  await page.getByTestId('card-pay').click();
  await expect(page.getByTestId('card-error')).toHaveText('Insufficient funds, please try another card or other payment method');
  await page.goto('/user/stats');
  const row = page.getByTestId('pay-history-row').filter({ hasText: '$50.00' });
  await expect(row).toHaveAttribute('data-status', 'failed');
  await expect(row).toContainText(/failed/i);
  await snap(page, info, 'pay-history-failed');

  // the sandbox checkout page: Cancel leads back to the shop
  const sandbox = await (
    await request.post('/api/pay/sandbox/prepay', { headers: { authorization: me.authorization }, data: { orderType: 1, amount: 20 } })
  ).json();
  await page.goto(`/sandbox/checkout/${sandbox.data.orderNo}`);
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await snap(page, info, 'sandbox-checkout');
  await page.getByTestId('checkout-cancel').click();
  await expect(page).toHaveURL(/\/$/);
});

test('binance and crypto order pages: an unknown order is asked for once, then the error shows and polling stops', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, await newPlayer(request, 'poll'));
  const hits: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/pay\/(order|crypto_order)\//.test(r.url())) hits.push(r.url());
  });
  await page.clock.install();
  for (const [path, testId] of [
    ['/binance-payment?orderNo=D20260101NOPE0001&amount=50', 'binance-missing'],
    ['/user/crypto-payment-order?orderNo=D20260101NOPE0002&toAccount=x', 'crypto-order-missing'],
  ] as const) {
    hits.length = 0;
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.getByTestId(testId)).toContainText(/not found|unknown|invalid/i);
    // a minute of page time: a poller would ask again every few seconds
    for (let i = 0; i < 20; i++) {
      await page.clock.runFor(3_000);
      await page.evaluate(() => fetch('/api/health').then((r) => r.text()));
    }
    expect(hits, path).toHaveLength(1);
  }
});

test('the free box is not in the paid catalogue; its page shows it as free with no RTP or house edge', async ({
  page,
  context,
  request,
}, info) => {
  await signIn(context, await newPlayer(request, 'freebox'));
  await page.goto('/boxes-list');
  await expect(page.getByTestId('box-card').first()).toBeVisible();
  await expect(page.locator('[data-testid=box-card][data-box-id="109"]')).toHaveCount(0);
  await page.goto('/box-detail/109-free-box');
  await expect(page.getByTestId('box-name')).toBeVisible();
  await expect(page.getByTestId('box-price')).toHaveText(/free/i);
  await expect(page.getByTestId('box-free-price')).toBeVisible();
  await expect(page.getByTestId('box-rtp')).toHaveCount(0);
  await expect(page.getByText(/house edge/i)).toHaveCount(0);
  await snap(page, info, 'free-box-page');
});

test('another player\'s opening reaches the "N opened" counter of an open box page within seconds', async ({ page, context, request }) => {
  await signIn(context, await newPlayer(request, 'counter-a'));
  await page.goto('/box-detail/109-free-box');
  const counter = page.getByTestId('box-opened-count');
  await expect(counter).toBeVisible();
  const before = Number((await counter.textContent())!.replace(/[^0-9]/g, ''));
  // player B opens the same box (the free box: no money needed) while A only watches the page
  const b = await newPlayer(request, 'counter-b');
  const claim = await request.post('/api/free/mystery/claim', { headers: { authorization: b.authorization }, data: {} });
  expect(claim.ok()).toBe(true);
  // the box page re-reads its detail every few seconds; the server serves others' openings within ~3 s
  await expect
    .poll(async () => Number((await counter.textContent())!.replace(/[^0-9]/g, '')), { timeout: 9_000, intervals: [500] })
    .toBeGreaterThan(before);
});
