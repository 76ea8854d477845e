import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { balanceCents, newPlayer, openTopUp, signIn, type Session } from './topup-helpers.ts';

/**
 * Money shown = money credited, on every screen (docs/payments.md#deposit-parts). A new player with EVERY bonus on (the
 * Binance method bonus, the deposit tier, the first top-up, the random discount, a Charge voucher, the Deposit Bonus
 * event, the birthday bonus) tops up $100: the top-up summary, the result page, the pay history and the coin history
 * each list the same parts, and each part equals the ledger line the deposit posted (its coin history line) and their
 * sum is what the balance moved by. Screenshots of the result page and the pay history in English and Portuguese at
 * 1440x900 (desktop project), 390x844 and 360x740 (mobile project).
 */

/** The journal entry kind (coin history line) of each part. */
const LEDGER_KIND: Record<string, string> = {
  coins: 'deposit',
  method_bonus: 'deposit_bonus',
  tier_bonus: 'deposit_tier_bonus',
  first_top_up: 'first_topup_bonus',
  gift: 'gift_bag',
  promotion: 'promotion',
  charge_voucher: 'charge_voucher',
  event_bonus: 'event_bonus',
  birthday_bonus: 'birthday_bonus',
};
const EVERY_PART = ['coins', 'method_bonus', 'tier_bonus', 'first_top_up', 'promotion', 'charge_voucher', 'event_bonus', 'birthday_bonus'];

// the Deposit Bonus event is switched on for this journey only: the other journeys check balances without it
test.afterEach(async ({ request }) => {
  await request.post('/api/dev/deposit-bonus/active', { data: { active: false } });
});

async function data(res: Awaited<ReturnType<APIRequestContext['get']>>) {
  const body = (await res.json()) as { code: unknown; data: any };
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}

/** A part list on screen (rows `${testId}-${kind}` with data-cents), as kind -> cents in screen order. */
async function partsOn(list: Locator): Promise<[string, number][]> {
  const rows = list.locator('li[data-kind]');
  const out: [string, number][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    out.push([(await row.getAttribute('data-kind'))!, Number(await row.getAttribute('data-cents'))]);
  }
  return out;
}

/**
 * The bonuses a deposit can bring, switched on for `me` (each through the player's own actions where the API allows):
 * a Charge voucher from exchanging a box prize (paid for by a no-bonus test-card top-up, which leaves the first top-up
 * offer open), the birthday gift claimed today, the Deposit Bonus event live. The random discount is drawn when the
 * top-up form shows it; the first top-up and the Binance bonus come with the method.
 */
async function everyBonusOn(request: APIRequestContext, me: Session) {
  const headers = { authorization: me.authorization };
  const pre = await data(await request.post('/api/pay/sandbox/prepay', { headers, data: { amount: 20 } }));
  expect((await data(await request.post(`/api/pay/sandbox/${pre.orderNo}/confirm`))).status).toBe('paid');
  const opened = await data(await request.post('/api/item/110/open', { headers }));
  const voucher = await data(
    await request.post('/api/exchange_center/exchange', { headers, data: { ids: [opened.results[0].storeItemId], to: 'voucher' } }),
  );
  expect(voucher.voucherAmount).toBeGreaterThan(0);
  // the birthday is today (server's UTC date); the 30-day wait of a newly saved birthday is off for this journey
  const today = new Date().toISOString().slice(5, 10);
  await data(await request.post('/api/user/update', { headers, data: { birthday: `1990-${today}` } }));
  expect((await request.post('/api/dev/vip/birthday_wait_days', { data: { days: 0 } })).ok()).toBe(true);
  try {
    await data(await request.post('/api/user/birthday/draw', { headers }));
    await data(await request.post('/api/user/birthday/obtain', { headers }));
  } finally {
    await request.post('/api/dev/vip/birthday_wait_days', { data: { days: 30 } });
  }
  expect((await request.post('/api/dev/deposit-bonus/active', { data: { active: true } })).ok()).toBe(true);
}

/** Every coin history line the order posted, as kind -> cents (the ledger's own view of the deposit). */
async function ledgerLines(request: APIRequestContext, me: Session, orderNo: string): Promise<Record<string, number>> {
  const history = await data(
    await request.get('/api/coin/history/v2?page=1&pageSize=50', { headers: { authorization: me.authorization } }),
  );
  const out: Record<string, number> = {};
  for (const l of history.list as { kind: string; amount: number; refId: string | null }[])
    if (l.refId === orderNo) out[l.kind] = (out[l.kind] ?? 0) + Math.round(l.amount * 100);
  return out;
}

const asLedger = (parts: [string, number][]) => Object.fromEntries(parts.map(([k, c]) => [LEDGER_KIND[k], c]));

/** Screenshots of the result page and the pay history at this project's sizes, in English and Portuguese. */
async function shots(page: Page, info: TestInfo, orderNo: string) {
  const sizes =
    info.project.name === 'desktop'
      ? [{ width: 1440, height: 900 }]
      : [
          { width: 390, height: 844 },
          { width: 360, height: 740 },
        ];
  for (const lang of ['en', 'pt-BR'] as const) {
    await page.evaluate((l) => window.localStorage.setItem('hapa.lang', JSON.stringify({ lang: l })), lang);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto(`/payment-result?orderNo=${orderNo}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'paid');
      await expect(page.getByTestId('payment-result-part-promotion')).toBeVisible();
      // the "Top-up successfully" toast goes after 3 s: the shot shows the page, not the toast over it
      await expect(page.getByTestId('toast-success')).toHaveCount(0, { timeout: 10_000 });
      await snap(page, info, `deposit-parts-result-${size.width}x${size.height}-${lang}`);
      await page.goto('/user/stats');
      const row = page.locator(`[data-testid=pay-history-row][data-order-no="${orderNo}"]`);
      await expect(row.getByTestId('pay-history-part-birthday_bonus')).toBeVisible();
      await snap(page, info, `deposit-parts-pay-history-${size.width}x${size.height}-${lang}`);
    }
  }
  await page.evaluate(() => window.localStorage.setItem('hapa.lang', JSON.stringify({ lang: 'en' })));
}

test('a $100 top-up with every bonus on: the summary, the result page, the pay history and the coin history equal the ledger lines', async ({
  page,
  context,
  request,
}, info) => {
  const me = await newPlayer(request, 'parts');
  await everyBonusOn(request, me);
  await signIn(context, me, { promotion: true });
  await openTopUp(page);
  await expect(page.getByTestId('topup-promotion')).toBeVisible();
  await page.getByTestId('topup-method-binance').click();
  await page.getByTestId('topup-preset-100').click();

  // the summary is the server's quote: every part, in credit order, and "You get" is their sum
  const preview = page.getByTestId('topup-preview');
  await expect(preview).toHaveAttribute('data-source', 'server');
  const shown = await partsOn(page.getByTestId('topup-part'));
  expect(shown.map(([k]) => k)).toEqual(EVERY_PART);
  const totalCents = shown.reduce((s, [, c]) => s + c, 0);
  await expect(page.getByTestId('topup-you-get')).toHaveAttribute('data-cents', String(totalCents));
  await expect(page.getByTestId('topup-part-tier_bonus')).toContainText('Deposit bonus (1.5%)');
  await expect(page.getByTestId('topup-part-method_bonus')).toContainText('(5.0%)');
  await expect(page.getByTestId('topup-reward-xp')).toHaveText('+1000 XP');
  // the quick amount's chip counts the same bonuses
  await expect(page.getByTestId('topup-preset-100')).toContainText(`+$${(totalCents - 100_00) / 100}`);
  await snap(page, info, 'deposit-parts-summary');

  const before = await balanceCents(request, me);
  await page.getByTestId('topup-terms').check();
  await page.getByTestId('topup-submit').click();
  await expect(page).toHaveURL(/\/binance-payment\?orderNo=/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await page.goto((await page.getByTestId('binance-open').getAttribute('href'))!);
  await page.getByTestId('checkout-pay').click();

  // the result page: the same parts, "$x added" their sum
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'paid');
  expect(await partsOn(page.getByTestId('payment-result-part'))).toEqual(shown);
  await expect(page.getByTestId('payment-result-total')).toHaveAttribute('data-cents', String(totalCents));
  const total = `$${(totalCents / 100).toFixed(2)}`;
  await expect(page.getByTestId('payment-result-text')).toContainText(total);

  // each part is the ledger line the deposit posted, and the balance moved by their sum
  expect(await ledgerLines(request, me, orderNo)).toEqual(asLedger(shown));
  await expect.poll(() => balanceCents(request, me)).toBe(before + totalCents);

  // the pay history (Stats > Pay history) lists the same parts for the order
  await page.goto('/user/stats');
  const row = page.locator(`[data-testid=pay-history-row][data-order-no="${orderNo}"]`);
  await expect(row).toHaveAttribute('data-status', 'paid');
  await expect(row.getByTestId('pay-history-total')).toHaveText(`+${total}`);
  expect(await partsOn(row.getByTestId('pay-history-part'))).toEqual(shown);
  // the coin history names every line (no raw ledger kinds)
  await page.getByTestId('stats-tab-coin').click();
  for (const name of ['Random discount', 'Deposit Bonus event', 'Birthday bonus']) await expect(page.getByText(name).first()).toBeVisible();

  await shots(page, info, orderNo);
});
