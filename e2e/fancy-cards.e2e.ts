import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api, expectBalance, expectRoundVerifiedOnProvablyFair, snap } from './helpers.ts';
import { balanceCents, newPlayer, signIn } from './topup-helpers.ts';

interface Card {
  id: number;
  count: number;
  rarity: 'common' | 'rare' | 'epic' | 'legendary';
}
interface Home {
  sets: { id: number; cards: Card[]; pack: { price: number; list: number[] } }[];
  config: { craftPrices: Record<Card['rarity'], number>; shardValues: Record<Card['rarity'], number> };
  me: { shards: number; credits: number };
}

/** Every reveal card shows the card the server dealt, in deal order, marked duplicate as the server said. */
async function expectRevealOf(page: Page, round: { id: number; cards: { cardId: number; duplicate: boolean }[] }) {
  const body = page.getByTestId('fancy-reveal-body');
  await expect(body).toHaveAttribute('data-round-id', String(round.id));
  await expect(body).toHaveAttribute('data-revealed', 'true');
  const cards = page.getByTestId('fancy-reveal-card');
  await expect(cards).toHaveCount(round.cards.length);
  for (const [i, c] of round.cards.entries()) {
    await expect(cards.nth(i)).toHaveAttribute('data-card-id', String(c.cardId));
    await expect(cards.nth(i)).toHaveAttribute('data-duplicate', String(c.duplicate));
    await expect(cards.nth(i)).toHaveAttribute('data-state', 'up');
  }
}

/**
 * Fancy Cards in Chromium against a real server (docs/games.md): a new player opens their welcome pack, buys packs of
 * Neon Jungle until a duplicate comes, converts duplicates to shards, gathers shards until a missing card is
 * affordable and crafts it, sees the album; the balance moves by exactly the packs bought; a pack round verifies
 * on /provably-fair after the game seed is rotated; the completed set's prize is claimed once.
 */
test('fancy cards: welcome pack, bought packs until a duplicate, convert, craft, album, set prize claimed, verified on /provably-fair', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(180_000);
  const s = await newPlayer(request, 'fancy');
  const headers = { authorization: s.authorization };
  const pre = (await (await request.post('/api/pay/sandbox/prepay', { headers, data: { orderType: 1, amount: 50 } })).json()).data;
  expect((await request.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers })).ok()).toBe(true);
  const start = await balanceCents(request, s);
  await signIn(context, s);
  const home = async (): Promise<Home> => api(page, 'GET', '/api/fancy/home', undefined, s.authorization);

  // the Play Ground / menu entry leads here; the page shows one free pack, the shop, the album and the rules
  await page.goto('/fancy-cards');
  await expect(page.getByTestId('fancy-stats')).toBeVisible({ timeout: 45_000 }); // the first visit loads the page chunk (slow on a busy machine)
  await expect(page.getByTestId('fancy-credits')).toHaveText('1');
  await expect(page.getByTestId('fancy-shards')).toHaveText('0');
  await expect(page.getByTestId('fancy-pack')).toHaveCount(3);
  await expect(page.getByTestId('fancy-album-card')).toHaveCount(9);
  await expect(page.getByTestId(info.project.name === 'mobile' ? 'fancy-maths-card' : 'fancy-maths-row')).toHaveCount(3);
  await snap(page, info, 'fancy-start');

  // the welcome pack: a free round, revealed card by card
  const pack1 = page.locator('[data-testid=fancy-pack][data-pack-id="1"]');
  let answer = page.waitForResponse((r) => r.url().includes('/api/fancy/pack/open'));
  await pack1.getByTestId('fancy-open-free').click();
  let round = (await (await answer).json()).data;
  expect(round).toMatchObject({ packId: 1, paidWith: 'credit', stake: 0 });
  await expectRevealOf(page, round);
  // the last card has turned (no transition left running in the dialog)
  await page.waitForFunction(() =>
    (document.querySelector('[data-testid=fancy-reveal]')?.getAnimations({ subtree: true }) ?? []).every((a) => a.playState !== 'running'),
  );
  await snap(page, info, 'fancy-reveal');
  const firstRound = round.id as number;
  await page.getByTestId('fancy-reveal-close').click();
  await expect(page.getByTestId('fancy-reveal')).toBeHidden();
  await expect(page.getByTestId('fancy-credits')).toHaveText('0');

  // bought packs (the reveal's "Open another") until a card comes twice
  let bought = 0;
  answer = page.waitForResponse((r) => r.url().includes('/api/fancy/pack/open'));
  await pack1.getByTestId('fancy-buy').click();
  for (;;) {
    round = (await (await answer).json()).data;
    bought++;
    expect(round).toMatchObject({ packId: 1, paidWith: 'coins', stake: 0.5 });
    await expectRevealOf(page, round);
    if ((await home()).sets[0]!.cards.some((c) => c.count > 1)) break;
    expect(bought).toBeLessThan(15);
    answer = page.waitForResponse((r) => r.url().includes('/api/fancy/pack/open'));
    await page.getByTestId('fancy-reveal-again').click();
  }
  await page.getByTestId('fancy-reveal-close').click();
  await expectBalance(page, (start - bought * 50) / 100);

  // convert: the shards are the duplicates x their rarity's value
  let h = await home();
  const gained = h.sets.flatMap((x) => x.cards).reduce((n, c) => n + Math.max(0, c.count - 1) * h.config.shardValues[c.rarity], 0);
  expect(gained).toBeGreaterThan(0);
  await expect(page.getByTestId('fancy-convert')).toBeEnabled();
  await page.getByTestId('fancy-convert').click();
  await expect(page.getByTestId('fancy-shards')).toHaveText(String(gained));
  await expect(page.getByTestId('fancy-convert')).toBeDisabled();

  // more packs (set up through the API) until a missing Neon Jungle card is affordable
  const affordable = (x: Home) => x.sets[0]!.cards.filter((c) => c.count === 0 && x.me.shards >= x.config.craftPrices[c.rarity]);
  h = await home();
  for (let i = 0; affordable(h).length === 0 && h.sets[0]!.cards.some((c) => c.count === 0); i++) {
    expect(i).toBeLessThan(40);
    await api(page, 'POST', '/api/fancy/pack/open', { packId: 1, payWith: 'coins' }, s.authorization);
    bought++;
    await api(page, 'POST', '/api/fancy/convert', undefined, s.authorization);
    h = await home();
  }
  await page.reload();
  const target = affordable(h)[0];
  if (target) {
    const tile = page.locator(`[data-testid=fancy-album-card][data-card-id="${target.id}"]`);
    await expect(tile).toHaveAttribute('data-count', '0');
    await tile.getByTestId('fancy-craft').click();
    await expect(tile).toHaveAttribute('data-count', '1');
    await expect(tile.getByTestId('fancy-card')).toHaveAttribute('data-owned', 'true');
    await expect(page.getByTestId('fancy-shards')).toHaveText(String(h.me.shards - h.config.craftPrices[target.rarity]));
  }
  const owned = (await home()).sets[0]!.cards.filter((c) => c.count > 0).length;
  await expect(page.getByTestId('fancy-set-header')).toHaveAttribute('data-owned', String(owned));
  await page.getByTestId('fancy-album').scrollIntoViewIfNeeded();
  await snap(page, info, 'fancy-album');
  await page.getByTestId('fancy-rules').scrollIntoViewIfNeeded();
  await snap(page, info, 'fancy-rules');
  await expectBalance(page, (start - bought * 50) / 100);
  expect(await balanceCents(request, s)).toBe(start - bought * 50);

  // complete the set (packs, converts and crafts set up through the API), then claim its prize on the page, once
  for (let i = 0; (h = await home()).sets[0]!.cards.some((c) => c.count === 0); i++) {
    expect(i).toBeLessThan(60);
    const craftable = affordable(h)[0];
    if (craftable) await api(page, 'POST', '/api/fancy/craft', { cardId: craftable.id }, s.authorization);
    else {
      await api(page, 'POST', '/api/fancy/pack/open', { packId: 1, payWith: 'coins' }, s.authorization);
      bought++;
      await api(page, 'POST', '/api/fancy/convert', undefined, s.authorization);
    }
  }
  await page.reload();
  await expect(page.getByTestId('fancy-set-header')).toHaveAttribute('data-owned', '9');
  await page.getByTestId('fancy-claim').click();
  await expect(page.getByTestId('fancy-claimed')).toBeVisible();
  await expect(page.getByTestId('fancy-claim')).toHaveCount(0);
  await expectBalance(page, (start - bought * 50 + 600) / 100);
  expect(await balanceCents(request, s)).toBe(start - bought * 50 + 600);
  await page.getByTestId('fancy-set-header').scrollIntoViewIfNeeded();
  await snap(page, info, 'fancy-claimed');

  // rotating the game seed reveals it: the welcome pack's round verifies in the browser on /provably-fair
  const rotated = await request.post('/api/user/client_seed/submit', { headers, data: { type: 'server', seed_type: 3 } });
  expect((await rotated.json()).code).toBe(0);
  await expectRoundVerifiedOnProvablyFair(page, firstRound);
  await snap(page, info, 'fancy-provably-fair');

  // Game history names what a pack gave: cards for the album, not "a prize in My Prizes"
  await page.goto('/user/game-history');
  const row = page.getByTestId('game-history-row').first(); // the newest pack (the welcome pack is on a later page)
  await expect(row.getByTestId('game-history-prize')).toHaveText('Cards added to your Fancy Cards album');
  await expect(row).not.toContainText('My Prizes');
});
