import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { balanceCents, newPlayer, openTopUp, signIn, type Session } from './topup-helpers.ts';

/**
 * Payment journeys on the sandbox (no keys; docs/payments.md): Airwallex and Google Pay from the top-up, the card trade flow
 * with a 3-D Secure step (passed, and abandoned), the random discount paid with the deposit, recent searches
 * shown and cleared, and the result panel's "Open again" through /api/reopen.
 */

/** Funds a player through the sandbox test card (prepay + hosted page Pay), as a real top-up. */
async function fund(request: APIRequestContext, me: Session, amount: number) {
  const pre = await request.post('/api/pay/sandbox/prepay', { headers: { authorization: me.authorization }, data: { amount } });
  const orderNo = (await pre.json()).data.orderNo as string;
  expect((await (await request.post(`/api/pay/sandbox/${orderNo}/confirm`)).json()).data.status).toBe('paid');
}

async function promotionCents(request: APIRequestContext, me: Session): Promise<number> {
  const promo = (await (await request.get('/api/pay/promotion', { headers: { authorization: me.authorization } })).json()).data;
  return promo.status === 'offered' ? Math.round(promo.amount * 100) : 0;
}

test('Airwallex and Google Pay through the sandbox, with the random discount shown and paid once', async ({
  page,
  context,
  request,
}, info) => {
  const me = await newPlayer(request, 'awx');
  await signIn(context, me, { promotion: true });
  await openTopUp(page);
  const promo = page.getByTestId('topup-promotion');
  await expect(promo).toBeVisible();
  const discountCents = await promotionCents(request, me);
  expect(discountCents).toBeGreaterThanOrEqual(100);
  expect(discountCents).toBeLessThanOrEqual(1000);
  await expect(page.getByTestId('topup-promotion-text')).toContainText(`$${(discountCents / 100).toFixed(2)} off`);
  await page.getByTestId('topup-method-airwallex').click();
  await expect(page.getByTestId('topup-method-tips')).toContainText('Airwallex');
  await page.getByTestId('topup-preset-50').click();
  await snap(page, info, 'x18-topup-airwallex');
  await page.getByTestId('topup-terms').check();
  await page.getByTestId('topup-submit').click();
  await expect(page.getByTestId('sandbox-checkout')).toHaveAttribute('data-kind', 'card_form');
  await expect(page.getByTestId('checkout-test-label')).toBeVisible();
  await snap(page, info, 'x18-airwallex-page');
  await page.getByTestId('card-use-4242424242424242').click();
  await page.getByTestId('card-pay').click();
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'paid');
  // $50 + tier 1 % ($0.50) + first top-up 10 % ($5) + the random discount, once
  await expect.poll(() => balanceCents(request, me)).toBe(5550 + discountCents);

  await openTopUp(page);
  await expect(page.getByTestId('topup-promotion')).toHaveCount(0);
  await page.getByTestId('topup-method-gpay').click();
  await page.getByTestId('topup-terms').check();
  await page.getByTestId('topup-submit').click();
  await expect(page.getByTestId('sandbox-checkout')).toHaveAttribute('data-kind', 'gpay');
  await expect(page.getByTestId('checkout-gpay')).toBeVisible();
  await snap(page, info, 'x18-gpay-page');
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'paid');
  // + $50 (default preset) + tier 1 %; no second discount
  await expect.poll(() => balanceCents(request, me)).toBe(5550 + discountCents + 5050);
});

test('card trade on the wooshpay page: BIN check, a 3-D Secure step that pays, and one abandoned that fails', async ({
  page,
  context,
  request,
}, info) => {
  const me = await newPlayer(request, 'threeds');
  await signIn(context, me);
  const address = { street: '1 Main St', city: 'Austin', state: 'TX', postcode: '73301', countryCode: 'US' };
  const prepay = async () => {
    const res = await request.post('/api/pay/wooshpay/prepay', {
      headers: { authorization: me.authorization },
      data: { amount: 20, shippingAddress: address },
    });
    return (await res.json()).data as { orderNo: string; nextUrl: string };
  };
  const first = await prepay();
  await page.goto(first.nextUrl);
  await expect(page.getByTestId('wooshpay-page')).toBeVisible();
  await page.getByTestId('card-number').fill('3782 8224 6310 005');
  await expect(page.getByTestId('card-form')).toContainText('This card is not supported, please try another card or other payment method');
  await page.getByTestId('card-use-4000000000003220').click();
  await page.getByTestId('card-pay').click();
  const challenge = page.getByTestId('three-ds');
  await expect(challenge).toBeVisible();
  await expect(page.getByTestId('three-ds-message')).toContainText('ending in 3220');
  await snap(page, info, 'x18-three-ds');
  await page.getByTestId('three-ds-code').fill('1234');
  await page.getByTestId('three-ds-submit').click();
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'paid');
  await expect.poll(() => balanceCents(request, me)).toBe(2200);

  const second = await prepay();
  await page.goto(second.nextUrl);
  await page.getByTestId('card-use-4000000000003220').click();
  await page.getByTestId('card-pay').click();
  await expect(challenge).toBeVisible();
  await page.getByTestId('three-ds-cancel').click();
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('payment-result-status')).toHaveText('Top-up failed');
  expect(await balanceCents(request, me)).toBe(2200);
});

test('recent searches are shown under the search box and cleared', async ({ page, context, request }, info) => {
  const me = await newPlayer(request, 'search');
  await signIn(context, me);
  await page.goto('/boxes-list');
  const input = page.getByTestId('list-search-input');
  for (const q of ['apple', 'knife']) {
    await input.fill(q);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${q}`));
  }
  await input.fill('');
  await expect(page).not.toHaveURL(/keyword=/);
  await input.blur();
  await input.focus();
  const recent = page.getByTestId('box-filters').getByTestId('recent-searches');
  await expect(recent).toBeVisible();
  await expect(recent.getByTestId('recent-search')).toHaveText(['knife', 'apple']);
  await snap(page, info, 'x18-recent-searches');
  const header = page.getByTestId('header-search-input');
  if (await header.isVisible()) {
    // the header search box shows the same list
    await header.focus();
    const headerRecent = page.locator('header').getByTestId('recent-searches');
    await expect(headerRecent.getByTestId('recent-search')).toHaveText(['knife', 'apple']);
    await input.focus();
    await expect(headerRecent).toHaveCount(0);
  }
  await recent.getByTestId('recent-search').nth(1).click();
  await expect(input).toHaveValue('apple');
  await expect(page).toHaveURL(/keyword=apple/);
  await input.fill('');
  await input.focus();
  await recent.getByTestId('recent-searches-clear').click();
  await expect(page.getByTestId('recent-searches')).toHaveCount(0);
  const left = await (await request.get('/api/item/search/recent', { headers: { authorization: me.authorization } })).json();
  expect(left.data).toEqual([]);
});

test('Open again on the result panel opens the same box with the same count through /api/reopen', async ({
  page,
  context,
  request,
}, info) => {
  const me = await newPlayer(request, 'reopen');
  await signIn(context, me);
  await fund(request, me, 5000);
  const box = (await (await request.get('/api/item/101/detail')).json()).data as { price: number; boxInfo: string };
  await page.goto(`/box-detail/${box.boxInfo}`);
  await page.getByTestId('quick-open-toggle').check({ force: true });
  await page.getByTestId('open-3x').click();
  await expect(page.getByTestId('reel-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('result-item')).toHaveCount(3);
  const before = await balanceCents(request, me);
  const reopen = page.waitForRequest((r) => r.url().endsWith('/api/reopen') && r.method() === 'POST');
  await page.getByTestId('result-open-again').click();
  // the box on screen and the count the panel priced, not "the last paid opening"
  expect((await reopen).postDataJSON()).toEqual({ boxId: 101, times: 3 });
  await expect(page.getByTestId('reel-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('result-item')).toHaveCount(3);
  await snap(page, info, 'x18-open-again');
  expect(before - (await balanceCents(request, me))).toBe(Math.round(box.price * 300));
});
