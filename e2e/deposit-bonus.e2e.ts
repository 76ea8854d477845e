import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { newPlayer, signIn } from './topup-helpers.ts';

/**
 * The /deposit-bonus event (docs/events.md; docs/product/routes.md#events event pages): the home events strip lists it; its page shows the title,
 * the countdown to the end, the tiers and the cap; the Top-up button opens the top-up modal; a $100 sandbox top-up
 * is credited with the event's 10% in the same transaction, and the page shows the bonus the player got.
 */
test.afterEach(async ({ request }) => {
  await request.post('/api/dev/deposit-bonus/active', { data: { active: false } });
});

test('deposit bonus: home strip, the page, a sandbox top-up credited with the event bonus', async ({ page, context, request }, info) => {
  // seeded off (a bonus on every deposit is an operator's decision): on for this journey, off again after it
  expect((await request.post('/api/dev/deposit-bonus/active', { data: { active: true } })).ok()).toBe(true);
  const s = await newPlayer(request, `depbonus-${info.project.name}`);
  await signIn(context, s);
  await page.goto('/');
  const card = page.locator('[data-testid=home-event-card][data-slug=deposit-bonus]');
  await expect(card).toHaveAttribute('data-state', 'live');
  await card.click();
  await expect(page).toHaveURL(/\/deposit-bonus$/);

  const pageRoot = page.getByTestId('deposit-bonus-page');
  await expect(pageRoot).toHaveAttribute('data-event-state', 'live');
  await expect(page.getByTestId('deposit-bonus-title')).toHaveText('Deposit Bonus');
  await expect(page.getByTestId('deposit-bonus-countdown')).toContainText(/\d+d \d\d:\d\d:\d\d/);
  await expect(page.getByTestId('deposit-bonus-tier')).toHaveCount(3);
  await expect(page.getByTestId('deposit-bonus-tier').nth(1)).toContainText('$100.00');
  await expect(page.getByTestId('deposit-bonus-tier').nth(1)).toContainText('+10%');
  await expect(page.getByTestId('deposit-bonus-cap')).toContainText('$50.00');
  await expect(page.getByTestId('deposit-bonus-got')).toHaveAttribute('data-cents', '0');
  await snap(page, info, 'deposit-bonus-before');

  // the page's Top-up button opens the top-up modal; pay $100 on the sandbox checkout
  await page.getByTestId('deposit-bonus-topup').click();
  const topup = page.getByTestId('topup-dialog');
  await expect(topup).toBeVisible();
  await topup.getByTestId('topup-method-sandbox').click();
  await topup.getByTestId('topup-amount').fill('100');
  const terms = topup.getByTestId('topup-terms');
  if (!(await terms.isChecked())) await terms.check();
  await topup.getByTestId('topup-submit').click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'paid');

  // the event bonus: 10% of $100, in the ledger under its own key, shown on the page
  await page.goto('/deposit-bonus');
  await expect(page.getByTestId('deposit-bonus-got')).toHaveAttribute('data-cents', '1000');
  await expect(page.getByTestId('deposit-bonus-got')).toHaveText('$10.00');
  await expect(page.getByTestId('deposit-bonus-mine')).toContainText('$40.00');
  const info2 = (await (await request.get('/api/deposit-bonus/info', { headers: { authorization: s.authorization } })).json()).data;
  expect(info2.me).toEqual({ bonusCents: 1000, deposits: 1, remainingCents: 4000 });
  await snap(page, info, 'deposit-bonus-after');
});
