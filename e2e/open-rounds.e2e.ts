import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { fundedPlayer, signIn } from './topup-helpers.ts';

/**
 * No stuck rounds, rounds a player can check (docs/games.md#open-rounds): a double or nothing left open by leaving the
 * page keeps its prize on My prizes, shown in play; it is brought back the next time the player meets "decide your
 * open double or nothing first" and is decided there; another left open is "in play" on Game history with "Decide now"; a mines round left open is continued from
 * Game history; every history row shows its round number and opens its check on /provably-fair; a kept prize reads
 * "Kept", never "Cashed out · Paid $0.00".
 */

/** Opens 1X of the Penny Pincher (box 110) and presses "Double or nothing": the dialog is open. */
async function openAndOfferDouble(page: Page, first: boolean) {
  if (first) {
    await page.goto('/box-detail/110-penny-pincher');
    await page.getByTestId('open-1x').click();
  } else await page.getByTestId('result-open-again').click();
  await expect(page.getByTestId('result-double-guess')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('result-double-guess').click();
  await expect(page.getByTestId('double-guess-dialog')).toBeVisible();
}

test('a double or nothing left open is decided where the refusal meets the player, or from Game history; rows show round numbers', async ({
  page,
  context,
  request,
}, info) => {
  const me = await fundedPlayer(request, 'stuck');
  await signIn(context, me);
  const headers = { authorization: me.authorization };

  // the player leaves while the coin is undecided: the round stays open (its prize locked)
  await openAndOfferDouble(page, true);
  await expect(page.getByTestId('double-guess-double')).toBeEnabled();
  const first = (await (await request.get('/api/double_guess/active', { headers })).json()).data;
  expect(first.status).toBe('open');
  // its prize is not missing from My prizes: it is shown in play, with the way to decide it
  await page.goto('/user/cart');
  const inPlay = page.getByTestId('store-in-play');
  await expect(inPlay.locator(`[data-testid=store-item][data-store-item-id="${first.storeItemId}"]`)).toHaveAttribute(
    'data-status',
    'locked',
  );
  await expect(inPlay.getByTestId('store-in-play-decide')).toHaveAttribute('href', '/user/game-history');
  await snap(page, info, 'my-prizes-in-play');
  await page.goto('/');

  // the next prize's "Double or nothing" meets the open round: the dialog shows THAT round, to decide now
  await openAndOfferDouble(page, true);
  const dialog = page.getByTestId('double-guess-dialog');
  await expect(dialog.getByTestId('double-guess-earlier')).toBeVisible();
  await expect(dialog.locator('[data-phase]')).toHaveAttribute('data-round-id', String(first.id));
  await expect(dialog.getByTestId('double-guess-item')).toHaveText(first.itemName);
  await snap(page, info, 'double-guess-earlier');
  await dialog.getByTestId('double-guess-keep').click();
  await expect(dialog).toBeHidden();
  // decided: the new prize can be doubled now (and is kept)
  await page.getByTestId('result-double-guess').click();
  await expect(dialog.getByTestId('double-guess-earlier')).toHaveCount(0);
  await expect(dialog.getByTestId('double-guess-keep')).toBeEnabled();
  await dialog.getByTestId('double-guess-keep').click();
  await expect(dialog).toBeHidden();

  // one more left open, and a mines round: Game history shows them in play with the way to finish each
  await openAndOfferDouble(page, false);
  await expect(page.getByTestId('double-guess-keep')).toBeEnabled();
  const second = (await (await request.get('/api/double_guess/active', { headers })).json()).data;
  const mines = (await (await request.post('/api/mines/bet', { headers, data: { amount: 1, mines: 3 } })).json()).data;
  await page.goto('/user/game-history');
  const open = page.locator(`[data-testid=game-history-row][data-round-id="${second.id}"]`);
  await expect(open).toHaveAttribute('data-status', 'open');
  await expect(open.getByTestId('game-history-outcome')).toHaveText('In play');
  await expect(open.getByTestId('game-history-in-play')).toContainText('in play');
  await expect(open.getByTestId('game-history-round')).toHaveText(`Round #${second.id}`);
  await snap(page, info, 'game-history-in-play');
  await open.getByTestId('game-history-resume').click();
  await expect(dialog.locator('[data-phase]')).toHaveAttribute('data-round-id', String(second.id));
  await dialog.getByTestId('double-guess-keep').click();
  await expect(dialog).toBeHidden();
  // kept: "Kept" and "Prize kept ($x)", never "Cashed out" / "Paid $0.00"
  await expect(open).toHaveAttribute('data-status', 'settled');
  await expect(open.getByTestId('game-history-outcome')).toHaveText('Kept');
  await expect(open.getByTestId('game-history-money')).toContainText('Prize kept');
  await expect(open).not.toContainText('Paid $0.00');

  const minesRow = page.locator(`[data-testid=game-history-row][data-round-id="${mines.id}"]`);
  await expect(minesRow.getByTestId('game-history-resume')).toHaveAttribute('href', '/mad-miner');
  await minesRow.getByTestId('game-history-resume').click();
  await expect(page.getByTestId('mines-cashout')).toBeVisible();

  // every row links to its check on /provably-fair, which opens with the round number filled in
  await page.goto('/user/game-history');
  await expect(page.getByTestId('game-history-row').first()).toBeVisible();
  const rows = await page.getByTestId('game-history-round').count();
  expect(rows).toBe(await page.getByTestId('game-history-check').count());
  await open.getByTestId('game-history-check').click();
  await expect(page).toHaveURL(new RegExp(`/provably-fair\\?round=${second.id}`));
  await expect(page.getByTestId('game-verifier-input')).toHaveValue(String(second.id));
  await expect(page.getByTestId('game-verifier-result')).toHaveAttribute('data-round-id', String(second.id));
  await snap(page, info, 'provably-fair-from-history');
});
