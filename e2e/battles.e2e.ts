import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { skipFirstScreen } from './helpers.ts';
import { balanceCents, fundedPlayer, type Session } from './topup-helpers.ts';

/**
 * Battles in Chromium against a real server (docs/battles.md): a 2v2 filled with bots watched to the end with
 * the balance change checked against the result page, and a 1v1 joined by a second player in another
 * browser context.
 */

/** The battle gate (VIP4 by default) is e2e/vip.e2e.ts's subject: these journeys use new players, so it is off here (dev-only setting route). */
test.beforeAll(async ({ request }) => {
  expect((await request.post('/api/dev/vip/battle_min_vip', { data: { level: 0 } })).ok()).toBe(true);
});

/** Puts the session where the web app keeps it (localStorage `hapa.user`, lib/session.ts). */
async function signIn(context: BrowserContext, s: Session) {
  await skipFirstScreen(context);
  await context.addInitScript((session) => {
    window.localStorage.setItem('hapa.user', JSON.stringify(session));
    // the funding deposit levels the player up: the VIP level-up modals (e2e/vip.e2e.ts plays them) would cover the battle
    window.localStorage.setItem('hapa.guide.levelUp', 'true');
  }, s);
}

/** "$1,234.50" -> 123450 */
async function centsOf(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).first().innerText()).replace(/[^0-9.]/g, '');
  return Math.round(Number(text) * 100);
}

async function pickBoxes(page: Page, picks: { boxId: number; times: number }[]) {
  await page.goto('/battles/create');
  for (const p of picks) {
    const option = page.locator(`[data-testid=battle-box-option][data-box-id="${p.boxId}"]`);
    for (let i = 0; i < p.times; i++) await option.click();
  }
}

test('2v2 filled with bots: watched live to the end; the balance changes by exactly what the result page says', async ({
  page,
  context,
  request,
}, info) => {
  const me = await fundedPlayer(request, 'team', 200);
  await signIn(context, me);
  const before = await balanceCents(request, me);

  await pickBoxes(page, [
    { boxId: 110, times: 2 },
    { boxId: 137, times: 1 },
  ]);
  await page.getByTestId('battle-type-team').click();
  await page.getByTestId('battle-fast').check();
  await expect(page.getByTestId('battle-picks').getByTestId('pick-count')).toHaveText(['2', '1']);
  await page.getByTestId('create-battle-submit').click();

  await expect(page).toHaveURL(/\/battles\/detail\/[0-9a-f-]{36}$/);
  const detail = page.getByTestId('battle-detail');
  await expect(detail).toHaveAttribute('data-state', '10');
  await expect(page.getByTestId('seat-column')).toHaveCount(4);
  await page.getByTestId('fill-seats').click();
  await expect(detail).toHaveAttribute('data-phase', 'rounds');
  await expect(page.getByTestId('seat-reel').first()).toBeVisible();
  await expect(page.getByTestId('battle-status')).toContainText(/Round [1-3]\/3/);

  const result = page.getByTestId('result-panel');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(detail).toHaveAttribute('data-state', '30');
  const paid = await centsOf(page, 'my-paid');
  const won = await centsOf(page, 'my-won');
  expect(paid).toBe(50 + 50 + 99);
  await expect.poll(() => balanceCents(request, me)).toBe(before - paid + won);
  await expect(page.locator('[data-testid=seat-column][data-result="1"]')).toHaveCount(2);
  await page.screenshot({ path: `e2e/artifacts/battles-2v2-${info.project.name}.png`, fullPage: true });

  await page.getByTestId('open-fairness').click();
  const tickets = page.getByTestId('fair-ticket');
  await expect(tickets).toHaveCount(12);
  await expect(page.locator('[data-testid=fair-ticket][data-ok=true]')).toHaveCount(12);
});

test('1v1: a second player joins from the invite link in another browser context; both watch the same battle', async ({
  browser,
  request,
  baseURL,
}, info) => {
  const viewport = info.project.use.viewport ?? undefined;
  const [a, b] = [await fundedPlayer(request, 'host', 200), await fundedPlayer(request, 'guest', 200)];
  const hostCtx = await browser.newContext({ baseURL, viewport });
  const guestCtx = await browser.newContext({ baseURL, viewport });
  await signIn(hostCtx, a);
  await signIn(guestCtx, b);
  const host = await hostCtx.newPage();
  const guest = await guestCtx.newPage();

  await pickBoxes(host, [{ boxId: 110, times: 1 }]);
  await host.getByTestId('battle-type-singled').click();
  await host.getByTestId('battle-fast').check();
  await host.getByTestId('create-battle-submit').click();
  await expect(host).toHaveURL(/\/battles\/detail\/[0-9a-f-]{36}$/);
  await host.getByTestId('open-invite').click();
  const link = await host.getByTestId('invite-link').inputValue();
  expect(link).toMatch(/\/battles\/detail\/[0-9a-f-]{36}\?isInvite=true$/);
  await host.keyboard.press('Escape');
  await expect(host.getByTestId('join-seat-2')).toHaveCount(0); // the creator cannot join their own battle

  const guestBefore = await balanceCents(request, b);
  await guest.goto(link);
  await guest.getByTestId('join-seat-2').click();
  for (const page of [host, guest]) {
    await expect(page.getByTestId('result-panel')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-testid=seat-column][data-seat="2"]')).toContainText(b.nickname);
  }
  const winnerOnHost = await host.locator('[data-testid=seat-column][data-result="1"]').getAttribute('data-seat');
  const winnerOnGuest = await guest.locator('[data-testid=seat-column][data-result="1"]').getAttribute('data-seat');
  expect(winnerOnGuest).toBe(winnerOnHost);
  expect(await centsOf(guest, 'my-paid')).toBe(50);
  await expect.poll(() => balanceCents(request, b)).toBe(guestBefore - 50); // normal mode: the winner's prize is items, not coins
  await guest.screenshot({ path: `e2e/artifacts/battles-1v1-guest-${info.project.name}.png`, fullPage: true });
  await hostCtx.close();
  await guestCtx.close();
});
