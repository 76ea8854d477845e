import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectBalance, expectRoundVerifiedOnProvablyFair, snap } from './helpers.ts';
import { balanceCents, newPlayer, signIn, type Session } from './topup-helpers.ts';

async function data(request: APIRequestContext, method: 'GET' | 'POST', url: string, auth: string, body?: unknown) {
  const res = await request.fetch(url, { method, headers: { authorization: auth }, data: body });
  const json = await res.json();
  expect(json.code, `${method} ${url}: ${JSON.stringify(json)}`).toBe(0);
  return json.data;
}

/** Clicks a multiplier chip and waits until the page has picked the item the server lists first for it. */
async function chooseMultiplier(page: Page, request: APIRequestContext, s: Session, m: number) {
  await page.locator(`[data-testid=upgrade-multiplier][data-m="${m}"]`).click();
  const stakeCents = Number(await page.getByTestId('upgrade-stake-value').getAttribute('data-cents'));
  const first = (
    await data(request, 'GET', `/api/upgrade/targets?stake=${stakeCents / 100}&multiplier=${m}&page=1&pageSize=24`, s.authorization)
  ).list[0];
  await expect(page.locator('[data-testid=upgrade-target][data-selected=true]')).toHaveAttribute('data-item-id', String(first.id));
  await expect(page.getByTestId('upgrade-chance')).toHaveAttribute('data-ppm', String(first.pPpm));
  return first as { id: number; pPpm: number; price: number };
}

/**
 * Upgrade in Chromium against a real server (docs/games.md): a funded player stakes a store prize (won from a cheap box)
 * plus coins once, then coins at a high (1.5x) and a low (10x) chance until both a win and a loss were seen. The
 * dial lands on the server's roll (data-win, the pointer's angle), the balance moves by exactly the coins staked,
 * a won item shows in /user/cart, and every round verifies in the browser on /user/game-history after the seed is
 * revealed.
 */
test('upgrade: a prize + coins round, coin rounds until a win and a loss, the dial lands on the server result, verified after revealing the seed', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(240_000);
  const s = await newPlayer(request, 'upgrade');
  const auth = s.authorization;
  const pre = await data(request, 'POST', '/api/pay/sandbox/prepay', auth, { orderType: 1, amount: 30 });
  expect((await request.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers: { authorization: auth } })).ok()).toBe(true);
  // one store prize from a cheap box opened through the API
  const boxes = await data(request, 'GET', '/api/item/list?sort=price_asc&pageSize=50', auth);
  const box = boxes.list.find((b: { price: number }) => b.price > 0 && b.price <= 5);
  await data(request, 'POST', `/api/item/${box.id}/open`, auth, { times: 1 });
  const prize = (await data(request, 'GET', '/api/user/store/list?status=stored', auth)).list[0];
  expect(prize).toBeDefined();
  const start = await balanceCents(request, s);

  // signed out: the rules and a log-in button
  await page.goto('/upgrade');
  await expect(page.getByTestId('upgrade-signin')).toBeVisible();
  await expect(page.getByTestId('upgrade-rules')).toContainText('97.00%');
  await expect(page.getByTestId('upgrade-rules')).toContainText('75%');

  await signIn(context, s);
  await page.goto('/upgrade');
  await expect(page.getByTestId('upgrade-page')).toBeVisible();
  // the default multiplier is 2x (docs/product/constants.md#games)
  await expect(page.locator('[data-testid=upgrade-multiplier][aria-pressed=true]')).toHaveAttribute('data-m', '2');
  await expect(page.getByTestId('upgrade-coins')).toHaveValue('1.00');

  let net = 0;
  const seen = new Set<boolean>();
  const won: number[] = [];
  const rolls: number[] = [];

  async function play(label: string): Promise<{ win: boolean; roll: number; pPpm: number; wonStoreItemId: number | null; amount: number }> {
    const bet = page.waitForResponse((r) => r.url().includes('/api/upgrade/bet'));
    await page.getByTestId('upgrade-roll').click();
    const res = await bet;
    expect(res.ok()).toBe(true);
    const round = (await res.json()).data;
    net -= Math.round(round.amount * 100);
    // the dial lands on the server's result: its outcome, and the pointer at roll / 1e6 of a turn
    const dial = page.getByTestId('upgrade-dial');
    await expect(dial).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
    await expect(dial).toHaveAttribute('data-win', String(round.win));
    await expect(dial).toHaveAttribute('data-roll', String(round.roll));
    const rotation = Number(await page.getByTestId('upgrade-dial-pointer').getAttribute('data-rotation'));
    expect(((rotation % 360) + 360) % 360).toBeCloseTo((round.roll / 1_000_000) * 360, 6);
    expect(round.win).toBe(round.roll < round.pPpm);
    await expect(page.getByTestId('upgrade-result')).toHaveAttribute('data-outcome', round.win ? 'win' : 'lose');
    rolls.push(round.id);
    if (!seen.has(round.win)) await snap(page, info, `upgrade-${label}-${round.win ? 'won' : 'lost'}`);
    seen.add(round.win);
    if (round.win) won.push(round.wonStoreItemId);
    return round;
  }

  // round 1: the prize and $1 on the 2x suggestion
  await page.locator(`[data-testid=upgrade-prize][data-store-item-id="${prize.id}"]`).click();
  await expect(page.getByTestId('upgrade-stake-value')).toHaveAttribute('data-cents', String(Math.round(prize.price * 100) + 100));
  const first = await chooseMultiplier(page, request, s, 2);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, info, 'upgrade-start');
  await page.getByTestId('upgrade-targets').scrollIntoViewIfNeeded();
  await snap(page, info, 'upgrade-targets');
  const r1 = await play('prize');
  expect(r1).toMatchObject({ pPpm: first.pPpm, amount: 1, stakedItems: [expect.objectContaining({ storeItemId: prize.id })] });
  // the staked prize left the store list of the page
  await expect(page.locator(`[data-testid=upgrade-prize][data-store-item-id="${prize.id}"]`)).toHaveCount(0);

  // coins only: 1.5x (about 65%) and 10x (about 10%) by turns until both outcomes were seen
  for (let i = 0; i < 16 && seen.size < 2; i++) {
    await chooseMultiplier(page, request, s, i % 2 === 0 ? 1.5 : 10);
    await play(i % 2 === 0 ? 'high' : 'low');
  }
  expect([...seen].sort()).toEqual([false, true]);
  await expectBalance(page, (start + net) / 100);
  expect(await balanceCents(request, s)).toBe(start + net);
  await expect(page.getByTestId('upgrade-recent-row').first()).toBeVisible();

  // a won item is in the store
  await page.goto('/user/cart');
  await expect(page.locator(`[data-testid=store-item][data-store-item-id="${won[0]}"]`)).toBeVisible();
  await expect(page.locator(`[data-testid=store-item][data-store-item-id="${won[0]}"]`)).toHaveAttribute('data-status', 'stored');

  // the game history: reveal the game server seed, every upgrade round verifies in the browser
  await page.goto('/user/game-history');
  await expect(page.getByTestId('game-history-row').first()).toBeVisible();
  await page.getByTestId('game-history-reveal').click();
  for (const id of rolls.slice(-Math.min(rolls.length, 10))) {
    const row = page.locator(`[data-testid=game-history-row][data-round-id="${id}"]`);
    await expect(row.getByTestId('game-history-verify')).toHaveAttribute('data-ok', 'true');
    await expect(row.getByTestId('game-history-detail')).toContainText('roll');
  }
  await expect(page.locator('[data-testid=game-history-verify][data-ok=false]')).toHaveCount(0);
  await snap(page, info, 'upgrade-history');
  // the upgrade's own verify call answers the revealed seed
  const v = await data(request, 'GET', `/api/upgrade/${rolls[0]}/verify`, auth);
  expect(v.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  // and on /provably-fair's Games tab
  await expectRoundVerifiedOnProvablyFair(page, rolls[rolls.length - 1]!);
});
