import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { fundedPlayer, balanceCents, newPlayer, signIn, type Session } from './topup-helpers.ts';

/**
 * Contests and free battle invites in Chromium against a real server (apps/server/src/modules/contests/README.md): level 1 of the contest opened from
 * /battles/contest and watched to its end on the battle page, then (playing on through the API until the bot is
 * beaten) the leaderboard shows the player with the level's points; a free invite created on /battles/create
 * (the creator pays both seats) and received for free by a second player in another browser context, who opens
 * the link signed out first.
 */
test.beforeAll(async ({ request }) => {
  expect((await request.post('/api/dev/vip/battle_min_vip', { data: { level: 0 } })).ok()).toBe(true);
});

test('contest: open level 1, watch the battle settle, the leaderboard shows the player', async ({ page, context, request }, info) => {
  const s = await fundedPlayer(request, 'contest');
  const headers = { authorization: s.authorization };
  await signIn(context, s);
  await page.goto('/battles/contest');
  const level1 = page.getByTestId('contest-level-1');
  await expect(level1).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('contest-level-2')).toHaveAttribute('data-state', 'locked');
  await snap(page, info, 'contest-home');

  const opened = page.waitForResponse((r) => r.url().includes('/api/contest/open'));
  await page.getByTestId('contest-play-1').click();
  const uuid = (await (await opened).json()).data.uuid as string;
  await expect(page).toHaveURL(new RegExp(`/battles/detail/${uuid}`));
  await expect(page.getByTestId('battle-detail')).toHaveAttribute('data-state', '30', { timeout: 30_000 });
  await expect(page.getByTestId('battle-detail')).toHaveAttribute('data-phase', 'ended', { timeout: 15_000 });
  await snap(page, info, 'contest-battle-ended');
  // a contest battle leads back to its contest (the header and the result panel), not to the battles list
  await expect(page.getByTestId('result-back')).toHaveText('Back to the contest');
  await page.getByTestId('battle-back').click();
  await expect(page).toHaveURL(/\/battles\/contest$/);
  await expect(page.getByTestId('contest-level-1')).toBeVisible();

  // play on (through the API) until the bot is beaten, then wait for that battle's end
  let won = (await (await request.get(`/api/contest/detail?uuid=${uuid}`, { headers })).json()).data.won as boolean;
  let last = uuid;
  for (let i = 0; i < 40 && !won; i++) {
    const r = await request.post('/api/contest/open', {
      headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}-${i}` },
      data: { levelId: (await (await request.get('/api/contest/home', { headers })).json()).data.levels[0].id },
    });
    expect(r.ok()).toBe(true);
    last = (await r.json()).data.uuid;
    await expect
      .poll(async () => (await (await request.get(`/api/contest/detail?uuid=${last}`, { headers })).json()).data.battle.state, {
        timeout: 20_000,
      })
      .toBe(30);
    won = (await (await request.get(`/api/contest/detail?uuid=${last}`, { headers })).json()).data.won;
  }
  expect(won).toBe(true);
  await page.goto('/battles/contest');
  await expect(page.getByTestId('contest-level-1')).toHaveAttribute('data-state', 'beaten');
  await expect(page.getByTestId('contest-level-2')).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('contest-my-points')).toHaveText('10');
  const me = page.getByTestId('contest-rank-me');
  await expect(me).toBeVisible();
  await expect(me).toContainText('10');
  await me.scrollIntoViewIfNeeded();
  await snap(page, info, 'contest-leaderboard');
});

test('free invite: the creator pays both seats; a second player opens the link signed out, signs in and takes the seat free', async ({
  browser,
  request,
  baseURL,
}, info) => {
  const viewport = info.project.use.viewport ?? undefined;
  const creator = await fundedPlayer(request, 'inviter');
  const friend = await fundedPlayer(request, 'invitee');
  const hostCtx = await browser.newContext({ baseURL, viewport });
  const guestCtx = await browser.newContext({ baseURL, viewport });
  try {
    await signIn(hostCtx, creator);
    const host = await hostCtx.newPage();
    const before = await balanceCents(request, creator);
    await host.goto('/battles/create');
    const option = host.locator('[data-testid=battle-box-option][data-box-id="110"]');
    await option.click();
    await option.click();
    await host.getByTestId('battle-invite-free').click();
    await expect(host.getByTestId('invite-hint')).toContainText('Free invite');
    await expect(host.getByTestId('create-battle-submit')).toContainText('$2.00');
    await snap(host, info, 'invite-create-free');
    const created = host.waitForResponse((r) => r.url().includes('/api/battle/v2/create'));
    await host.getByTestId('create-battle-submit').click();
    const uuid = (await (await created).json()).data.uuid as string;
    await expect(host).toHaveURL(new RegExp(`/battles/detail/${uuid}`));
    expect(await balanceCents(request, creator)).toBe(before - 200);

    // the guest opens the link signed out: who invites and who pays, and a sign-in button
    const guest = await guestCtx.newPage();
    await guest.goto(`/battles/detail/${uuid}?isInvite=true`);
    const panel = guest.getByTestId('invite-panel');
    await expect(panel).toHaveAttribute('data-payer', 'creator');
    await expect(guest.getByTestId('invite-sign-in')).toBeVisible();
    await snap(guest, info, 'invite-signed-out');
    // signed in (session stored as the sign-in form does), the free seat is theirs
    await signIn(guestCtx, friend);
    await guest.reload();
    const friendBefore = await balanceCents(request, friend);
    await expect(guest.getByTestId('invite-receive')).toBeVisible();
    await snap(guest, info, 'invite-signed-in');
    await guest.getByTestId('invite-receive').click();
    await expect(guest.getByTestId('battle-detail')).not.toHaveAttribute('data-state', '10', { timeout: 15_000 });
    await expect(host.getByTestId('battle-detail')).not.toHaveAttribute('data-state', '10', { timeout: 15_000 });
    expect(await balanceCents(request, friend)).toBe(friendBefore);
    await expect(guest.getByTestId('battle-detail')).toHaveAttribute('data-state', '30', { timeout: 30_000 });
    await snap(guest, info, 'invite-battle-ended');
  } finally {
    await hostCtx.close();
    await guestCtx.close();
  }
});

test('challenges: the hub, the boss page shows the exact odds of the chosen box and starts a battle at once', async ({
  page,
  context,
  request,
}, info) => {
  const s = await fundedPlayer(request, 'boss');
  await signIn(context, s);
  await page.goto('/battles/challenge');
  await expect(page.getByTestId('hub-boss')).toBeVisible();
  await snap(page, info, 'challenge-hub');
  await page.getByTestId('hub-boss').getByRole('link').click();
  await expect(page).toHaveURL(/\/battles\/challenge-boss$/);
  await page.locator('[data-testid=battle-box-option][data-box-id="110"]').click();
  const odds = (await (await request.get('/api/battle/v2/challenge/boss/odds?boxId=110&count=1')).json()).data;
  const pct = `${Math.floor(odds.winPpm / 10_000)}.${String(odds.winPpm % 10_000).padStart(4, '0')} %`;
  await expect(page.getByTestId('boss-win')).toHaveText(pct);
  await page.getByTestId('boss-odds').scrollIntoViewIfNeeded();
  await snap(page, info, 'challenge-boss');
  await page.getByTestId('challenge-boss-start').click();
  await expect(page).toHaveURL(/\/battles\/detail\//);
  await expect(page.getByTestId('battle-detail')).toHaveAttribute('data-state', '30', { timeout: 30_000 });
});
