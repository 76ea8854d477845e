import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OPS_MONEY_ADMIN } from './playwright.config.ts';
import { totpCode } from '../apps/server/src/platform/totp.ts';
import path from 'node:path';
import { ARTIFACTS, snap, uniqueEmail } from './helpers.ts';
import { signInAdmin } from './ops-helpers.ts';
import { balanceCents, newPlayer, signIn, type Session } from './topup-helpers.ts';

/**
 * An operator's day with money (docs/how-to/operator-day.md): an admin finds a player's $60 sandbox top-up on the
 * Payments page and refunds it through the provider; above the admin's $50 alone (docs/security.md#console-money-rules)
 * it waits until a finance operator approves it in another browser; the player then reads "Refunded" in Pay history
 * and the reversal in Coin history. The admin asks for VIP3 for another player, the finance operator approves it on
 * the VIP changes page, and that player's VIP page shows VIP3. Last, the admin ends one of the first player's two
 * sessions on the Sessions tab. Desktop only: the console is desktop-first.
 */
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'the console journey runs on the desktop project');

/** The same screen at the phone size (390x844), saved as `mobile-<name>.png`, then back to the desktop size. */
async function phoneSnap(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(ARTIFACTS, `mobile-${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A finance operator made by the admin, signed in through the UI (first sign-in: TOTP enrolment, new password). */
async function financeOperator(browser: Browser, page: Page, admin: string): Promise<Page> {
  const email = uniqueEmail('finance-day');
  const created = await (
    await page.request.post('/api/ops/operators', { headers: { authorization: admin }, data: { email, roles: ['finance'] } })
  ).json();
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const ops = await ctx.newPage();
  await ops.goto('/ops');
  const form = ops.getByTestId('ops-sign-in');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(created.data.oneTimePassword);
  await form.locator('button[type="submit"]').click();
  const secret = await ops.getByTestId('ops-secret').innerText();
  await ops.locator('input[name="code"]').fill(await totpCode(secret.trim(), new Date()));
  await ops.locator('input[name="newPassword"]').fill('finance-day-pass-1234');
  await ops.getByTestId('ops-totp').locator('button[type="submit"]').click();
  await expect(ops.getByTestId('ops-totp')).toHaveCount(0);
  await expect(ops.getByTestId('ops-who')).toBeAttached();
  return ops;
}

test('an operator refunds a sandbox top-up with a second approval; a VIP change approved by a second operator', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  // the player: a $60 sandbox top-up (above the admin's $50 refund alone)
  const player: Session = await newPlayer(request, 'refunded');
  const headers = { authorization: player.authorization };
  const pre = (await (await request.post('/api/pay/sandbox/prepay', { headers, data: { orderType: 1, amount: 60 } })).json()).data;
  expect((await request.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers })).ok()).toBe(true);
  await expect.poll(() => balanceCents(request, player)).toBeGreaterThanOrEqual(6000);

  const admin = await signInAdmin(page, 'money-admin-pass-1234', OPS_MONEY_ADMIN);
  const finance = await financeOperator(browser, page, admin);

  // the admin finds the order by the player's uid and opens its life
  await page.goto(`/ops/payments`);
  await page.getByTestId('ops-payment-search').locator('input[name="player"]').fill(String(player.uid));
  await page.getByTestId('ops-payment-search-submit').click();
  const row = page.locator(`[data-testid="ops-payment-row"][data-order-no="${pre.orderNo}"]`);
  await expect(row).toBeVisible();
  await snap(page, info, 'ops-payments');
  await phoneSnap(page, 'ops-payments');
  await row.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByTestId('ops-order-status')).toHaveText('paid');
  await expect(page.getByTestId('ops-order-events')).toContainText('credited');
  await page.getByTestId('ops-refund-reason').fill('The player asked for their money back');
  page.once('dialog', (d) => void d.accept());
  await page.getByTestId('ops-refund-provider').click();
  await expect(page.getByTestId('ops-refund-status')).toHaveAttribute('data-status', 'awaiting');
  await expect(page.getByTestId('ops-refund-approve')).toHaveCount(0); // the requester cannot approve their own
  await snap(page, info, 'ops-payment-awaiting');

  // the finance operator approves it
  await finance.goto(`/ops/payments/${pre.orderNo}`);
  await finance.getByTestId('ops-refund-approve').click();
  await expect(finance.getByTestId('ops-refund-status')).toHaveAttribute('data-status', 'refunded');
  await expect(finance.getByTestId('ops-refund-line')).toContainText('refunded');
  await expect(finance.getByTestId('ops-order-entries')).toContainText('deposit_refund');
  await snap(finance, info, 'ops-payment-refunded');
  await phoneSnap(finance, 'ops-payment-refunded');
  expect(await balanceCents(request, player)).toBe(0);

  // the player sees it in Pay history and Coin history
  const playerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(playerContext, player);
  const pp = await playerContext.newPage();
  await pp.goto('/user/stats');
  const paid = pp.locator(`[data-testid="pay-history-row"][data-order-no="${pre.orderNo}"]`);
  await expect(paid.getByTestId('pay-history-refunded')).toHaveText(/refunded/i);
  await expect(paid.getByTestId('pay-history-refund-note')).toContainText('-$60.00');
  await snap(pp, info, 'player-pay-history-refunded');
  await phoneSnap(pp, 'player-pay-history-refunded');
  await pp.getByTestId('stats-tab-coin').click();
  await expect(pp.getByText('Top-up refunded').first()).toBeVisible();

  // a VIP change: the admin asks VIP3 for another player, the finance operator approves it
  const vipPlayer = await newPlayer(request, 'vip-change');
  await page.goto(`/ops/players/${vipPlayer.uid}`);
  const card = page.getByTestId('ops-xp-card');
  await card.getByTestId('ops-xp-level').selectOption('3');
  await card.getByTestId('ops-xp-reason').fill('Loyal player moved from another shop');
  await card.getByTestId('ops-xp-submit').click();
  await expect(card.getByTestId('ops-xp-pending')).toContainText('VIP0 → VIP3');
  await snap(page, info, 'ops-player-xp-asked');
  await phoneSnap(page, 'ops-player-xp-asked');
  await finance.goto('/ops/vip-changes');
  const change = finance.locator(`[data-testid="ops-xp-change-row"][data-uid="${vipPlayer.uid}"]`);
  await expect(change).toContainText('VIP3');
  await snap(finance, info, 'ops-vip-changes');
  await phoneSnap(finance, 'ops-vip-changes');
  await change.getByTestId('ops-xp-approve').click();
  await expect(change).toHaveCount(0);
  const vipContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(vipContext, vipPlayer);
  const vp = await vipContext.newPage();
  await vp.goto('/vip');
  await expect(vp.getByTestId('vip-level')).toContainText('3');
  await snap(vp, info, 'player-vip-changed');

  // the refunded player's sessions (docs/security.md#sessions-and-devices): a second sign-in from Firefox, then the
  // admin ends the first session only: its token is refused at once, the Firefox one still works
  const playerEmail: string = (await (await request.get('/api/user/base_info', { headers })).json()).data.email;
  const firefox = (
    await (
      await request.post('/api/user/login/email/login', {
        headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0' },
        data: { email: playerEmail, password: 'secret123' },
      })
    ).json()
  ).data as Session;
  await page.goto(`/ops/players/${player.uid}`);
  await page.getByRole('tab', { name: 'Sessions' }).click();
  const sessionRows = page.getByTestId('ops-player-sessions').getByTestId('ops-session-row');
  await expect(sessionRows).toHaveCount(2);
  await expect(sessionRows.first()).toContainText('Firefox · Windows');
  await snap(page, info, 'ops-player-sessions');
  page.once('dialog', (d) => void d.accept());
  await sessionRows.nth(1).getByTestId('ops-session-end').click();
  await expect(sessionRows.nth(1)).toContainText('Ended');
  await expect(sessionRows.nth(1).getByTestId('ops-session-end')).toHaveCount(0);
  expect((await request.get('/api/user/base_info', { headers })).status()).toBe(401);
  expect((await request.get('/api/user/base_info', { headers: { authorization: firefox.authorization } })).status()).toBe(200);
  await Promise.all([playerContext.close(), vipContext.close(), finance.context().close()]);
});
