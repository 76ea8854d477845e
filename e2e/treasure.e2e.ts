import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectBalance, expectRoundVerifiedOnProvablyFair, snap } from './helpers.ts';
import { balanceCents, newPlayer, signIn } from './topup-helpers.ts';

/** The maps on the board end in the state the server answered (found / empty), one card per map. */
async function expectBoard(page: Page, play: { id: number; maps: { index: number; found: boolean | null }[] }) {
  await expect(page.getByTestId('treasure-board')).toHaveAttribute('data-play-id', String(play.id));
  await expect(page.getByTestId('treasure-map')).toHaveCount(play.maps.length);
  for (const m of play.maps) {
    const want = m.found === null ? 'hidden' : m.found ? 'found' : 'empty';
    await expect(page.locator(`[data-testid=treasure-map][data-index="${m.index}"]`)).toHaveAttribute('data-state', want);
  }
}

/**
 * Treasure hunter in Chromium against a real server (docs/games.md): the treasure list with its level locks, fast plays
 * (the default mode) on a high-chance treasure and a low-chance one until both a find and a miss were seen, one
 * normal play opened map by map (resumed after a reload), the cards ending on the server's `found`, the found
 * treasures in /user/cart, the balance moved by exactly the stakes, and every play verified in the browser on
 * /user/game-history once the game server seed is revealed.
 */
test('treasure hunter: fast finds and misses, a normal play map by map, prizes in the store, each play verified', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(180_000);
  const s = await newPlayer(request, 'treasure');
  const headers = { authorization: s.authorization };
  const pre = (await (await request.post('/api/pay/sandbox/prepay', { headers, data: { orderType: 1, amount: 500 } })).json()).data;
  expect((await request.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers })).ok()).toBe(true);
  const start = await balanceCents(request, s);
  await signIn(context, s);

  const home = (await (await request.get('/api/treasureHunter/home', { headers })).json()).data;
  const open = home.treasures.filter((x: any) => !x.locked);
  const high = open.reduce((a: any, b: any) => (b.chancePpm > a.chancePpm ? b : a));
  const low = open.reduce((a: any, b: any) => (b.chancePpm < a.chancePpm ? b : a));
  expect(high.chancePpm).toBeGreaterThanOrEqual(150_000);
  expect(low.chancePpm).toBeLessThanOrEqual(30_000);

  await page.goto('/treasureh');
  await expect(page.getByTestId('treasure-rules')).toContainText('95.00%');
  const all = page.getByTestId('treasure-all');
  await expect(all.getByTestId('treasure-card')).toHaveCount(home.treasures.length);
  // treasures above the player's VIP level show their lock
  await expect(all.locator('[data-testid=treasure-card][data-locked=true]')).toHaveCount(
    home.treasures.filter((x: any) => x.locked).length,
  );
  await snap(page, info, 'treasure-home');

  const seen = new Set<string>();
  let net = 0;
  let found = 0;
  /** One fast play (the default mode) on the open play page; checks the cards against the answer. */
  async function fastPlay(shot: boolean) {
    const pay = page.waitForResponse((r) => r.url().includes('/api/treasureHunter/fast/open'));
    await page.getByTestId('treasure-buy').click();
    const res = await pay;
    expect(res.ok()).toBe(true);
    const play = (await res.json()).data;
    net -= Math.round(play.amount * 100);
    found += play.foundCount;
    await expect(page.getByTestId('treasure-result')).toHaveAttribute('data-outcome', play.outcome);
    await expectBoard(page, play);
    if (shot && !seen.has(play.outcome)) await snap(page, info, `treasure-fast-${play.outcome}`);
    seen.add(play.outcome);
    return play;
  }

  // the low-chance treasure: a play or two (almost always a miss)
  await page.goto(`/treasure?id=${low.id}`);
  await expect(page.getByTestId('treasure-mode-fast')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('treasure-map-number')).toHaveText('4');
  await snap(page, info, 'treasure-play');
  await fastPlay(true);

  // the high-chance treasure until a find and a miss were both seen
  await page.goto(`/treasure?id=${high.id}`);
  await expect(page.getByTestId('treasure-chance')).toHaveText(`${(high.chancePpm / 10_000).toFixed(2)}%`);
  for (let i = 0; i < 9 && seen.size < 2; i++) await fastPlay(true);
  expect([...seen].sort()).toEqual(['lose', 'win']);

  // a normal play of 3 maps, opened one by one; it survives a reload
  await page.getByTestId('treasure-mode-normal').click();
  await page.getByTestId('treasure-maps-minus').click();
  await expect(page.getByTestId('treasure-map-number')).toHaveText('3');
  const pay = page.waitForResponse((r) => r.url().includes('/api/treasureHunter/pay'));
  await page.getByTestId('treasure-buy').click();
  let play = (await (await pay).json()).data;
  net -= Math.round(play.amount * 100);
  expect(play.status).toBe('open');
  await expectBoard(page, play);
  await expect(page.getByTestId('treasure-pick-hint')).toBeVisible();
  const openMap = async (index: number) => {
    const res = page.waitForResponse((r) => r.url().includes('/api/treasureHunter/open'));
    await page.locator(`[data-testid=treasure-map][data-index="${index}"]`).click();
    const next = (await (await res).json()).data;
    expect(next.maps[index].opened).toBe(true);
    return next;
  };
  play = await openMap(1);
  await expectBoard(page, play);
  // the game seed cannot be revealed while this play is open
  const locked = await request.post('/api/user/client_seed/submit', { headers, data: { type: 'server', seed_type: 3 } });
  expect((await locked.json()).code).toBe('game.error.seed_locked');
  await page.reload();
  await expect(page.getByTestId('treasure-pick-hint')).toBeVisible();
  await expectBoard(page, play);
  await snap(page, info, 'treasure-normal-open');
  play = await openMap(0);
  play = await openMap(2);
  expect(play.status).toBe('settled');
  found += play.foundCount;
  await expect(page.getByTestId('treasure-result')).toHaveAttribute('data-outcome', play.outcome);
  await expectBoard(page, play);
  await snap(page, info, 'treasure-normal-done');

  await expectBalance(page, (start + net) / 100);
  expect(await balanceCents(request, s)).toBe(start + net);

  // every found map is a prize in the store
  expect(found).toBeGreaterThan(0);
  await page.goto('/user/cart');
  // (the deposit's VIP level-up rewards are prizes too: count the treasure hunter ones)
  await expect(
    page.getByTestId('store-item').filter({ has: page.locator('[data-testid=store-item-source][data-source=treasure]') }),
  ).toHaveCount(found);
  await snap(page, info, 'treasure-cart');

  // the history lists every play; revealing the game server seed verifies each one in the browser
  await page.goto('/user/game-history');
  await expect(page.getByTestId('game-history-row').first()).toBeVisible();
  await expect(page.getByTestId('game-history-detail').first()).toContainText('maps found');
  await page.getByTestId('game-history-reveal').click();
  const settled = page.locator('[data-testid=game-history-verify]:not([data-ok=hidden])');
  await expect(settled.first()).toHaveAttribute('data-ok', 'true');
  for (const el of await settled.all()) await expect(el).toHaveAttribute('data-ok', 'true');
  await expect(page.locator('[data-testid=game-history-verify][data-ok=false]')).toHaveCount(0);
  await snap(page, info, 'treasure-history');
  // the newest play verifies on /provably-fair's Games tab too
  const newest = Number(await page.getByTestId('game-history-row').first().getAttribute('data-round-id'));
  await expectRoundVerifiedOnProvablyFair(page, newest);
});
