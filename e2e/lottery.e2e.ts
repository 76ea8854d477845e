import { expect, test } from './fixtures.ts';
import { expectBalance, snap } from './helpers.ts';
import { balanceCents, newPlayer, signIn } from './topup-helpers.ts';

/**
 * The daily lottery in Chromium against a real server (docs/games.md): the player opens /daily-lottery from the menu data
 * (countdown, pool, prize table, committed seed hash), buys 3 tickets in the page, the test moves the server's dev
 * clock (POST /api/dev/clock) past the draw time so the durable draw job closes, draws and pays the draw; the page
 * then shows the result with the player's tickets as the winners (the only entries: all three prizes of the $10
 * guaranteed pool), the balance moves by exactly -$3 + $10, and the browser verifier recomputes the draw and matches,
 * on the page and on /provably-fair's Draws tab (with a ticket looked up there).
 */
test('daily lottery: buy tickets, the draw at the (test) draw time, the result paid and verified in the browser', async ({
  page,
  context,
  request,
}, info) => {
  const s = await newPlayer(request, 'lottery');
  const headers = { authorization: s.authorization };
  const pre = (await (await request.post('/api/pay/sandbox/prepay', { headers, data: { orderType: 1, amount: 20 } })).json()).data;
  expect((await request.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers })).ok()).toBe(true);
  const start = await balanceCents(request, s);
  await signIn(context, s);

  try {
    await page.goto('/daily-lottery');
    const header = page.getByTestId('lottery-header');
    await expect(header).toBeVisible();
    const home = (await (await request.get('/api/lottery/home', { headers })).json()).data;
    const drawKey: string = home.open.drawKey;
    await expect(page.getByTestId('lottery-page')).toHaveAttribute('data-draw-key', drawKey);
    await expect(page.getByTestId('lottery-countdown')).toContainText(/\d\d:\d\d:\d\d/);
    await expect(page.getByTestId('lottery-server-seed-hashed')).toHaveText(home.open.serverSeedHashed);
    await expect(page.locator('[data-testid=lottery-prize]')).toHaveCount(home.open.prizes.length);
    await expect(page.getByTestId('lottery-rules')).toContainText('the cents left over go to the first prize');
    await snap(page, info, 'lottery-open');

    // buy 3 tickets in the page
    await page.getByLabel('One ticket more').click();
    await page.getByLabel('One ticket more').click();
    await expect(page.getByTestId('lottery-count')).toHaveValue('3');
    await expect(page.getByTestId('lottery-total')).toHaveText(`$${(home.open.price * 3).toFixed(2)}`);
    const bought = page.waitForResponse((r) => r.url().includes('/api/lottery/buy'));
    await page.getByTestId('lottery-buy-button').click();
    const answer = (await (await bought).json()).data;
    expect(answer.drawKey).toBe(drawKey);
    expect(answer.ticketIds).toHaveLength(3);
    await expect(page.locator('[data-testid=lottery-my-ticket]')).toHaveCount(3);
    const cost = Math.round(home.open.price * 300);
    await expectBalance(page, (start - cost) / 100);
    await page.getByTestId('lottery-my-tickets').scrollIntoViewIfNeeded();
    await snap(page, info, 'lottery-bought');

    // the server's clock passes the draw time: the draw job closes the draw, draws, pays and opens the next one
    expect((await request.post('/api/dev/clock', { data: { offsetMs: Date.parse(home.open.drawAt) + 2_000 - Date.now() } })).ok()).toBe(
      true,
    );
    let last: any = null;
    await expect
      .poll(
        async () => {
          last = (await (await request.get('/api/lottery/home', { headers })).json()).data.last;
          return last ? `${last.drawKey}:${last.status}` : '';
        },
        { timeout: 30_000 },
      )
      .toBe(`${drawKey}:drawn`);
    // only this player's tickets entered (projects run one after the other, each on its own draw day)
    expect(last.ticketCount).toBe(3);
    const prizesCents = last.winners.reduce((sum: number, w: { prize: number }) => sum + Math.round(w.prize * 100), 0);
    expect(prizesCents).toBe(Math.round(last.pool * 100));
    expect(last.winners.map((w: { ticketId: number }) => w.ticketId).sort()).toEqual([...answer.ticketIds].sort());

    await page.reload();
    const result = page.getByTestId('lottery-last').getByTestId('lottery-result');
    await expect(result).toHaveAttribute('data-draw-key', drawKey);
    await expect(result).toHaveAttribute('data-status', 'drawn');
    await expect(result.locator('[data-testid=lottery-winner]')).toHaveCount(last.winners.length);
    await expectBalance(page, (start - cost + prizesCents) / 100);
    expect(await balanceCents(request, s)).toBe(start - cost + prizesCents);
    await expect(page.getByTestId('lottery-page')).not.toHaveAttribute('data-draw-key', drawKey);

    // the browser verifier: entries fetched, client seed and winners recomputed with the domain functions
    await result.getByTestId('lottery-verify').click();
    const check = result.getByTestId('lottery-check');
    await expect(check).toHaveAttribute('data-ok', 'true');
    await expect(result.getByTestId('lottery-check-verdict')).toContainText('Verified');
    await expect(result.getByTestId('lottery-check-client-seed')).toHaveText(last.clientSeed);
    await check.scrollIntoViewIfNeeded();
    await snap(page, info, 'lottery-verified');

    // /provably-fair's Draws tab: the same draw picked from the recent draws, recomputed step by step; a ticket looked up
    await page.goto('/provably-fair');
    await page.getByTestId('seed-tab-draws').click();
    await page.getByTestId('draws-lottery-recent').selectOption(String(last.drawId));
    await expect(page.getByTestId('draws-lottery-check')).toHaveAttribute('data-ok', 'true');
    for (const step of ['hash', 'clientSeed', 'winners'])
      await expect(page.getByTestId(`draws-lottery-step-${step}`)).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('draws-lottery-step-clientSeed')).toContainText(last.clientSeed);
    await expect(page.locator('[data-testid=draws-lottery-winner][data-ok=true]')).toHaveCount(last.winners.length);
    const first = last.winners.find((w: { rank: number }) => w.rank === 1).ticketId;
    await page.getByTestId('draws-lottery-lookup-id').fill(String(first));
    await page.getByTestId('draws-lottery-lookup-submit').click();
    await expect(page.getByTestId('draws-lottery-lookup-result')).toContainText(
      `Ticket #${first} is entry ${[...answer.ticketIds].sort((x, y) => x - y).indexOf(first) + 1} of 3 (ids ascending) and won prize 1`,
    );
    await page.getByTestId('draws-lottery-check').scrollIntoViewIfNeeded();
    await snap(page, info, 'lottery-provably-fair');

    // the player's ticket history shows the wins
    await page.goto('/daily-lottery');
    await page.getByTestId('lottery-tab-mine').click();
    await expect(page.getByTestId('lottery-ticket-history')).toContainText('Won prize 1');
    await page.getByTestId('lottery-ticket-history').scrollIntoViewIfNeeded();
    await snap(page, info, 'lottery-my-tickets');
  } finally {
    await request.post('/api/dev/clock', { data: { offsetMs: 0 } });
  }
});
