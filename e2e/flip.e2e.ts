import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectBalance, expectRoundVerifiedOnProvablyFair, snap } from './helpers.ts';
import { balanceCents, newPlayer, signIn } from './topup-helpers.ts';

/**
 * Flip cards and double or nothing in Chromium against a real server (docs/games.md).
 * Flip: a new player deals a board with the welcome chance, picks a card; the picked card turns, then every
 * other card shows the server's deal (data attributes = the deal the pick answered); the prize is in /user/cart;
 * with no chance left the page says "No Parts Now.".
 * Double or nothing: a funded player opens the cheapest box 1X and bets each prize (49.5%: both outcomes come
 * within a few rounds) until a win and a loss were seen; the coin lands on the server's result, the balance moves
 * by exactly the prize value on a win, a lost prize leaves the store. Every round verifies on /user/game-history
 * once the game server seed is revealed.
 */
test('flip cards and double or nothing: deal, pick, every card turned, prize in the store, "No Parts Now."; a won and a lost double; all verified', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(180_000);
  const s = await newPlayer(request, 'flip');
  const headers = { authorization: s.authorization };
  await signIn(context, s);
  await page.addInitScript(() => localStorage.setItem('hapa.pref.quickOpen', 'true'));

  // --- flip cards: the welcome chance
  await page.goto('/flip-card');
  await expect(page.getByTestId('flip-chances')).toHaveText('1');
  await expect(page.getByTestId('flip-prize')).toHaveCount(9);
  await expect(page.getByTestId('flip-rules')).toContainText('11.11%');
  await snap(page, info, 'flip-before-deal');
  const dealt = page.waitForResponse((r) => r.url().includes('/api/flip/deal'));
  await page.getByTestId('flip-deal').click();
  const board = (await (await dealt).json()).data;
  expect(board).toMatchObject({ status: 'open', deal: null, serverSeed: null });
  await expect(page.getByTestId('flip-pick-hint')).toBeVisible();
  await expect(page.getByTestId('flip-nonce')).toHaveText(String(board.nonce));
  await expect(page.getByTestId('flip-chances')).toHaveText('0');
  await expect(page.locator('[data-testid=flip-card][data-state=hidden]')).toHaveCount(9);
  await snap(page, info, 'flip-dealt');

  const picked = page.waitForResponse((r) => r.url().includes(`/api/flip/${board.id}/pick`));
  await page.locator('[data-testid=flip-card][data-position="4"]').click();
  const done = (await (await picked).json()).data as { deal: number[]; prize: { itemId: number; name: string }; storeItemId: number };
  expect(done.deal).toHaveLength(9);
  await expect(page.locator('[data-testid=flip-card][data-position="4"]')).toHaveAttribute('data-state', 'picked');
  // then the others turn: the end state is the server's deal, card by card
  await expect(page.locator('[data-testid=flip-card][data-state=hidden]')).toHaveCount(0);
  await expect(page.getByTestId('flip-board')).toHaveAttribute('data-deal', done.deal.join(','));
  for (let position = 0; position < 9; position++) {
    await expect(page.locator(`[data-testid=flip-card][data-position="${position}"]`)).toHaveAttribute(
      'data-list-index',
      String(done.deal[position]),
    );
  }
  await expect(page.locator('[data-testid=flip-card][data-position="4"]')).toHaveAttribute('data-item-id', String(done.prize.itemId));
  await expect(page.getByTestId('flip-result')).toContainText(done.prize.name);
  await expect(page.getByTestId('flip-no-parts')).toContainText('No Parts Now.');
  await page.waitForTimeout(800); // the last card's turn (CSS) before the picture
  await snap(page, info, 'flip-revealed');
  const noChance = await request.post('/api/flip/deal', { headers });
  expect((await noChance.json()).msg).toBe('No Parts Now.');

  await page.getByTestId('flip-view-prizes').click();
  await expect(page).toHaveURL(/\/user\/cart/);
  await expect(page.locator(`[data-testid=store-item][data-store-item-id="${done.storeItemId}"]`)).toBeVisible();

  // the board verifies in the browser once the game server seed is revealed
  await verifyHistory(page);
  await expect(
    page.locator('[data-testid=game-history-row]', { hasText: 'Flip Cards' }).getByTestId('game-history-verify'),
  ).toHaveAttribute('data-ok', 'true');
  await snap(page, info, 'flip-game-history');

  // --- double or nothing on 1X openings of the cheapest box
  const pre = (await (await request.post('/api/pay/sandbox/prepay', { headers, data: { orderType: 1, amount: 20 } })).json()).data;
  expect((await request.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers })).ok()).toBe(true);
  let expected = await balanceCents(request, s);
  await page.goto('/box-detail/110-penny-pincher');
  const seen = new Set<boolean>();
  for (let round = 0; round < 16 && seen.size < 2; round++) {
    const opened = page.waitForResponse((r) => /\/api\/(item\/110\/open|reopen)/.test(r.url()) && r.request().method() === 'POST');
    if (round === 0) await page.getByTestId('open-1x').click();
    else await page.getByTestId('result-open-again').click();
    const open = (await (await opened).json()).data;
    expected -= 50;
    const prize = open.results[0] as { storeItemId: number; itemPrice: number; itemName: string };
    await expect(page.getByTestId('reel-result')).toBeVisible();
    await expect(page.getByTestId('result-double-guess')).toBeVisible();
    if (round === 0) await snap(page, info, 'double-result-panel');
    const guessOpened = page.waitForResponse((r) => r.url().includes('/api/open_double_guess'));
    await page.getByTestId('result-double-guess').click();
    const guess = (await (await guessOpened).json()).data;
    expect(guess).toMatchObject({ status: 'open', pPpm: 495_000, itemStatus: 'locked', storeItemId: prize.storeItemId });
    const dialog = page.getByTestId('double-guess-dialog');
    await expect(dialog.getByTestId('double-guess-chance')).toHaveText('49.50%');
    await expect(dialog.getByTestId('double-guess-nonce')).toHaveText(String(guess.nonce));
    if (round === 0) await snap(page, info, 'double-open');
    const chosen = page.waitForResponse((r) => r.url().includes('/api/item/double_guess/choose'));
    await dialog.getByTestId('double-guess-double').click();
    const res = (await (await chosen).json()).data as { win: boolean; payout: number };
    // the coin lands on the server's result
    await expect(dialog.getByTestId('double-guess-coin')).toHaveAttribute('data-result', res.win ? 'win' : 'lose');
    await expect(dialog.getByTestId('double-guess-result')).toHaveAttribute('data-outcome', res.win ? 'win' : 'lose');
    if (res.win) {
      expect(res.payout).toBe(prize.itemPrice);
      expected += Math.round(prize.itemPrice * 100);
    }
    if (!seen.has(res.win)) await snap(page, info, res.win ? 'double-won' : 'double-lost');
    seen.add(res.win);
    await expectBalance(page, expected / 100);
    expect(await balanceCents(request, s)).toBe(expected);
    await dialog.getByTestId('double-guess-close').click();
    await expect(dialog).toBeHidden();
    const item = page.getByTestId('result-item');
    await expect(item).toHaveAttribute('data-double-guess', res.win ? 'win' : 'lose');
    await expect(page.getByTestId('result-double-guess')).toHaveCount(0);
    // the store: a won prize stays, a lost one is gone
    const store = (await (await request.get('/api/user/store/list?status=stored&pageSize=100', { headers })).json()).data.list as {
      id: number;
    }[];
    expect(store.some((x) => x.id === prize.storeItemId)).toBe(res.win);
    if (!res.win) await snap(page, info, 'double-lost-panel');
  }
  expect([...seen].sort()).toEqual([false, true]);

  // --- every double verifies in the browser once the game server seed is revealed
  await verifyHistory(page);
  await expect(page.locator('[data-testid=game-history-row]', { hasText: 'Double or nothing' }).first()).toBeVisible();
  await snap(page, info, 'double-game-history');
  // the newest guess verifies on /provably-fair's Games tab too
  const newest = Number(
    await page.locator('[data-testid=game-history-row]', { hasText: 'Double or nothing' }).first().getAttribute('data-round-id'),
  );
  await expectRoundVerifiedOnProvablyFair(page, newest);
});

/** /user/game-history: reveals the game server seed; every settled round on the page verifies. */
async function verifyHistory(page: Page) {
  await page.goto('/user/game-history');
  await expect(page.getByTestId('game-history-row').first()).toBeVisible();
  await page.getByTestId('game-history-reveal').click();
  // the button goes once every settled round's seed is revealed; then each one verifies
  await expect(page.getByTestId('game-history-reveal')).toHaveCount(0);
  await expect(page.locator('[data-testid=game-history-verify][data-ok=hidden]')).toHaveCount(0);
  const rows = page.getByTestId('game-history-verify');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const el of await rows.all()) await expect(el).toHaveAttribute('data-ok', 'true');
}
