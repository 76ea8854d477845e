import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectBalance, expectRoundVerifiedOnProvablyFair, snap } from './helpers.ts';
import { balanceCents, newPlayer, signIn } from './topup-helpers.ts';

/** Every level's skull shows where the server's round answer put it (the end state is the server's result). */
async function expectSkullsShown(page: Page, round: { skulls: number[]; hitChest: number | null; picks: number[] }) {
  for (const [level, chest] of round.skulls.entries()) {
    const hit = round.hitChest !== null && level === round.picks.length;
    await expect(page.locator(`[data-testid=pirate-chest][data-level="${level}"][data-chest="${chest}"]`)).toHaveAttribute(
      'data-state',
      hit ? 'hit' : 'skull',
    );
  }
  for (const [level, chest] of round.picks.entries())
    await expect(page.locator(`[data-testid=pirate-chest][data-level="${level}"][data-chest="${chest}"]`)).toHaveAttribute(
      'data-state',
      'open',
    );
}

/**
 * Pirate 2024 in Chromium against a real server (the event is seeded live at start) (docs/games.md): the home events
 * card leads to /pirate-2024; climbs played through the tower until a skull loss and a cash-out win were both
 * seen (each climb opens the middle chest of levels 1 and 2, then cashes out: a win 4 times in 9); the balance
 * moves by exactly the bets and payouts the server answered; the end state on the tower is the server's; the
 * leaderboard shows the player; each round verifies on /provably-fair after the game seed is rotated.
 */
test('pirate 2024: home event card, a skull loss and a cash-out win, balance, leaderboard, verified on /provably-fair', async ({
  page,
  context,
  request,
}, info) => {
  const s = await newPlayer(request, 'pirate');
  const headers = { authorization: s.authorization };
  const pre = (await (await request.post('/api/pay/sandbox/prepay', { headers, data: { orderType: 1, amount: 20 } })).json()).data;
  expect((await request.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers })).ok()).toBe(true);
  const start = await balanceCents(request, s);
  await signIn(context, s);

  // the home page lists the live event; its card opens the event page
  await page.goto('/');
  const card = page.locator('[data-testid=home-event-card][data-slug=pirate-2024]');
  await expect(card).toHaveAttribute('data-state', 'live');
  await expect(card).toHaveAttribute('href', '/pirate-2024');
  await card.scrollIntoViewIfNeeded();
  await snap(page, info, 'pirate-home-card');
  await card.click();
  await expect(page).toHaveURL(/\/pirate-2024$/);
  await expect(page.getByTestId('pirate-header')).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('pirate-countdown')).toContainText(/\d+d \d\d:\d\d:\d\d/);
  await expect(page.getByTestId('pirate-rules')).toContainText('99.00%');
  await expect(page.locator('[data-testid=pirate-level]')).toHaveCount(10);
  await snap(page, info, 'pirate-idle');

  const seen = new Map<'lose' | 'cashout', number>();
  let net = 0;
  for (let round = 0; round < 20 && seen.size < 2; round++) {
    const bet = page.waitForResponse((r) => r.url().includes('/api/pirate/bet'));
    await page.getByTestId('pirate-bet').click();
    const placed = await bet;
    expect(placed.ok()).toBe(true);
    const roundId = (await placed.json()).data.id as number;
    net -= 100;
    await expect(page.locator('[data-testid=pirate-level][data-level="0"]')).toHaveAttribute('data-state', 'current');
    let answer: any = null;
    for (const level of [0, 1]) {
      const pick = page.waitForResponse((r) => r.url().includes('/pick'));
      await page.locator(`[data-testid=pirate-chest][data-level="${level}"][data-chest="1"]`).click();
      answer = (await (await pick).json()).data;
      if (answer.status === 'settled') break;
      await expect(page.locator(`[data-testid=pirate-chest][data-level="${level}"][data-chest="1"]`)).toHaveAttribute('data-state', 'open');
      await expect(page.locator(`[data-testid=pirate-level][data-level="${level + 1}"]`)).toHaveAttribute('data-state', 'current');
    }
    if (answer.status === 'settled') {
      // a skull: the round is lost, every level shows its skull where the server says
      expect(answer.outcome).toBe('lose');
      await expect(page.getByTestId('pirate-result')).toHaveAttribute('data-outcome', 'lose');
      await expectSkullsShown(page, answer);
      await expect(page.getByTestId('pirate-multiplier')).toHaveText('0.00×');
      if (!seen.has('lose')) await snap(page, info, 'pirate-lost');
      seen.set('lose', roundId);
    } else {
      await expect(page.getByTestId('pirate-cashout')).toContainText(`$${answer.cashOut.toFixed(2)}`);
      const cash = page.waitForResponse((r) => r.url().includes('/cashout'));
      await page.getByTestId('pirate-cashout').click();
      const paid = (await (await cash).json()).data;
      expect(paid).toMatchObject({ outcome: 'cashout', payout: 2.22 }); // $1 x 2.2275 rounded down
      net += Math.round(paid.payout * 100);
      await expect(page.getByTestId('pirate-result')).toHaveAttribute('data-outcome', 'cashout');
      await expect(page.getByTestId('pirate-result')).toHaveAttribute('data-payout', '2.22');
      await expectSkullsShown(page, paid);
      if (!seen.has('cashout')) await snap(page, info, 'pirate-won');
      seen.set('cashout', roundId);
    }
  }
  expect([...seen.keys()].sort()).toEqual(['cashout', 'lose']);
  await expectBalance(page, (start + net) / 100);
  expect(await balanceCents(request, s)).toBe(start + net);

  // the leaderboard ranks the player (a 2.2275x cash-out)
  const me = page.getByTestId('pirate-lb-me');
  await me.scrollIntoViewIfNeeded();
  await expect(me).toHaveAttribute('data-rank', /^\d+$/);
  await expect(page.locator('[data-testid=pirate-lb-row]').first()).toBeVisible();
  await snap(page, info, 'pirate-leaderboard');

  // rotating the game seed reveals it: both rounds verify in the browser on /provably-fair
  const rotated = await request.post('/api/user/client_seed/submit', { headers, data: { type: 'server', seed_type: 3 } });
  expect((await rotated.json()).code).toBe(0);
  await expectRoundVerifiedOnProvablyFair(page, seen.get('lose')!);
  await expectRoundVerifiedOnProvablyFair(page, seen.get('cashout')!);
  await snap(page, info, 'pirate-provably-fair');
});
