import { expect, test } from './fixtures.ts';
import { expectBalance, expectRoundVerifiedOnProvablyFair, snap } from './helpers.ts';
import { balanceCents, newPlayer, signIn } from './topup-helpers.ts';

/**
 * Mad miner in Chromium against a real server (docs/games.md): a losing and a winning round played through the
 * board (12 mines: the first tile is a mine about half the time, so both outcomes come within a few rounds),
 * the balance moving by exactly the bets and payouts the server answered, an open round resumed after a
 * reload, and every round verified in the browser on /user/game-history once the game server seed is revealed.
 */
test('mad miner: a lost and a won round, resume after reload, each round verified after revealing the seed', async ({
  page,
  context,
  request,
}, info) => {
  const s = await newPlayer(request, 'mines');
  const headers = { authorization: s.authorization };
  const pre = (await (await request.post('/api/pay/sandbox/prepay', { headers, data: { orderType: 1, amount: 20 } })).json()).data;
  expect((await request.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers })).ok()).toBe(true);
  const start = await balanceCents(request, s);
  await signIn(context, s);
  await page.goto('/mad-miner');
  await expect(page.getByTestId('mines-rules')).toContainText('99.00%');
  await page.getByTestId('mines-count').selectOption('12');

  const seen = new Set<string>();
  let net = 0;
  for (let round = 0; round < 20 && seen.size < 2; round++) {
    const bet = page.waitForResponse((r) => r.url().includes('/api/mines/bet'));
    await page.getByTestId('mines-bet').click();
    expect((await bet).ok()).toBe(true);
    net -= 100;
    await expect(page.getByTestId('mines-cashout')).toBeVisible();
    const reveal = page.waitForResponse((r) => r.url().includes('/reveal'));
    await page.locator('[data-testid=mines-tile][data-tile="12"]').click();
    const revealed = (await (await reveal).json()).data;
    if (revealed.status === 'settled') {
      // a mine: the round is lost, every mine shows, the hit tile among them
      await expect(page.getByTestId('mines-result')).toHaveAttribute('data-outcome', 'lose');
      await expect(page.locator('[data-testid=mines-tile][data-state=mine]')).toHaveCount(12);
      if (!seen.has('lose')) await snap(page, info, 'mines-lost');
      seen.add('lose');
    } else {
      await expect(page.locator('[data-testid=mines-tile][data-tile="12"]')).toHaveAttribute('data-state', 'gem');
      const cash = page.waitForResponse((r) => r.url().includes('/cashout'));
      await page.getByTestId('mines-cashout').click();
      const paid = (await (await cash).json()).data;
      expect(paid.outcome).toBe('cashout');
      net += Math.round(paid.payout * 100);
      await expect(page.getByTestId('mines-result')).toHaveAttribute('data-outcome', 'cashout');
      await snap(page, info, 'mines-won');
      seen.add('cashout');
    }
  }
  expect([...seen].sort()).toEqual(['cashout', 'lose']);
  await expectBalance(page, (start + net) / 100);
  expect(await balanceCents(request, s)).toBe(start + net);

  // an open round survives a reload: the board comes back with its gems and the cash-out button
  await page.getByTestId('mines-count').selectOption('1');
  await page.getByTestId('mines-bet').click();
  await expect(page.getByTestId('mines-cashout')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('mines-cashout')).toBeVisible();
  await expect(page.getByTestId('mines-count')).toHaveValue('1');
  // the game seed cannot be revealed while a round drawn from it is open
  const locked = await request.post('/api/user/client_seed/submit', { headers, data: { type: 'server', seed_type: 3 } });
  expect((await locked.json()).code).toBe('game.error.seed_locked');
  const last = page.waitForResponse((r) => r.url().includes('/reveal'));
  await page.locator('[data-testid=mines-tile][data-tile="12"]').click();
  if ((await (await last).json()).data.status === 'open') await page.getByTestId('mines-cashout').click();
  await expect(page.getByTestId('mines-result')).toBeVisible();

  // the history lists every round; revealing the game server seed verifies each settled one in the browser
  await page.goto('/user/game-history');
  await expect(page.getByTestId('game-history-row').first()).toBeVisible();
  await page.getByTestId('game-history-reveal').click();
  const settled = page.locator('[data-testid=game-history-verify]:not([data-ok=hidden])');
  await expect(settled.first()).toHaveAttribute('data-ok', 'true');
  for (const el of await settled.all()) await expect(el).toHaveAttribute('data-ok', 'true');
  await expect(page.locator('[data-testid=game-history-verify][data-ok=false]')).toHaveCount(0);
  await snap(page, info, 'game-history');

  // the same round verifies on /provably-fair's Games tab
  const roundId = Number(await page.getByTestId('game-history-row').first().getAttribute('data-round-id'));
  await expectRoundVerifiedOnProvablyFair(page, roundId);
  await page.getByTestId('game-verifier').scrollIntoViewIfNeeded();
  await snap(page, info, 'provably-fair-game-round');

  // the seed lock (docs/product/states.md#seed-lock): lock the game seeds, see it held; a page refresh releases it
  await page.getByTestId('seed-lock').click();
  await expect(page.getByTestId('seed-locked-badge')).toBeVisible();
  const check = await request.get('/api/user/seed_info/check?type=3', { headers });
  expect((await check.json()).data.has_lock).toBe(true);
  await page.reload();
  await expect(page.getByTestId('seed-lock')).toHaveText(/Lock seeds/);
  await expect(page.getByTestId('seed-locked-badge')).toHaveCount(0);
  await expect
    .poll(async () => (await (await request.get('/api/user/seed_info/check?type=3', { headers })).json()).data.has_lock)
    .toBe(false);
});
