import { expect, test } from './fixtures.ts';
import { snap, uniqueEmail } from './helpers.ts';
import { fundedPlayer, newPlayer, signIn } from './topup-helpers.ts';

/**
 * Battles a newcomer can enter (docs/battles.md#battle-gate, #free-invite): the gate is VIP1 by default, said up front
 * on /battles, the create page, the contest and the challenges in money terms ("Top up $20.00 to unlock battles"),
 * and its button opens the top-up at that amount; a friend invited to a free seat signs up from the link and is
 * seated at once with no top-up; the creator was told before paying that the seat is held and when it comes back;
 * the result says what each of them really paid.
 */
test.beforeAll(async ({ request }) => {
  // the default gate (other journeys lower it to 0 for players funded without XP)
  expect((await request.post('/api/dev/vip/battle_min_vip', { data: { level: 1 } })).ok()).toBe(true);
});

test('the gate is said up front in money terms on every battle page; its button opens the top-up at that amount', async ({
  page,
  context,
  request,
}, info) => {
  // a visitor: sign up and top up
  await page.goto('/battles');
  await expect(page.getByTestId('battle-gate-text')).toHaveText('Sign up and top up $20.00 to unlock battles.');
  await snap(page, info, 'battle-gate-visitor');

  const me = await newPlayer(request, 'gate');
  await signIn(context, me);
  for (const path of [
    '/battles',
    '/battles/create',
    '/battles/contest',
    '/battles/challenge',
    '/battles/challenge-bot',
    '/battles/challenge-boss',
  ]) {
    await page.goto(path);
    const gate = page.getByTestId('battle-gate');
    await expect(gate, path).toHaveAttribute('data-level', '1');
    await expect(page.getByTestId('battle-gate-text')).toHaveText('Top up $20.00 to unlock battles.');
  }
  await snap(page, info, 'battle-gate-challenge-boss');
  await page.goto('/battles');
  await page.getByTestId('battle-gate-action').click();
  await expect(page.getByTestId('topup-form')).toBeVisible();
  await expect(page.getByTestId('topup-amount')).toHaveValue('20');
  await snap(page, info, 'battle-gate-topup');
});

test('free invite: the creator is told the seat is held and when it comes back; a new friend signs up from the link and sits free', async ({
  browser,
  request,
  baseURL,
}, info) => {
  const viewport = info.project.use.viewport ?? undefined;
  const creator = await fundedPlayer(request, 'holder'); // $20 deposited: VIP1
  const hostCtx = await browser.newContext({ baseURL, viewport });
  const guestCtx = await browser.newContext({ baseURL, viewport });
  try {
    await signIn(hostCtx, creator);
    const host = await hostCtx.newPage();
    await host.goto('/battles/create');
    await expect(host.getByTestId('battle-gate')).toHaveCount(0);
    await host.locator('[data-testid=battle-box-option][data-box-id="110"]').click();
    await host.getByTestId('battle-invite-free').click();
    // before paying: both seats, the friend's held for the link's validity, when it comes back
    const terms = host.getByTestId('free-invite-terms');
    await expect(terms).toContainText('You pay $1.00: your seat and your friend’s ($0.50 each)');
    await expect(terms).toContainText('held for them for 24 hours and they need no top-up to take it');
    await expect(terms).toContainText('$0.50 comes back to your balance');
    await snap(host, info, 'free-invite-terms');
    const created = host.waitForResponse((r) => r.url().includes('/api/battle/v2/create'));
    await host.getByTestId('create-battle-submit').click();
    const uuid = (await (await created).json()).data.uuid as string;
    await expect(host.getByTestId('sponsor-note')).toHaveAttribute('data-state', 'held');

    // the friend has no account: signing up from the link takes the seat at once (VIP0, no coins)
    const guest = await guestCtx.newPage();
    await guest.addInitScript(() => window.localStorage.setItem('hapa.guide.freeBox', 'true'));
    await guest.goto(`/battles/detail/${uuid}?isInvite=true`);
    await expect(guest.getByTestId('invite-sign-in')).toHaveText('Sign up to take your free seat');
    await guest.getByTestId('invite-sign-in').click();
    const dialog = guest.getByTestId('auth-dialog');
    await dialog.getByTestId('auth-email').fill(uniqueEmail('friend'));
    await dialog.getByTestId('auth-password').fill('secret123');
    await dialog.getByTestId('auth-age').check();
    await dialog.getByTestId('auth-submit').click();
    await expect(guest.getByTestId('battle-detail')).not.toHaveAttribute('data-state', '10', { timeout: 20_000 });
    await expect(guest.getByTestId('battle-detail')).toHaveAttribute('data-state', '30', { timeout: 30_000 });
    await expect(guest.getByTestId('result-panel')).toBeVisible({ timeout: 20_000 });
    // what each really paid: the friend nothing, the creator both seats
    await expect(guest.getByTestId('my-paid')).toHaveText('$0.00');
    await expect(guest.getByTestId('my-paid-note')).toHaveText('Free seat, paid by the creator');
    await snap(guest, info, 'free-invite-friend-result');
    await expect(host.getByTestId('result-panel')).toBeVisible({ timeout: 30_000 });
    await expect(host.getByTestId('my-paid')).toHaveText('$1.00');
    await expect(host.getByTestId('my-paid-note')).toHaveText('Your seat and your friend’s');
    await expect(host.getByTestId('sponsor-note')).toHaveAttribute('data-state', 'used');
    await snap(host, info, 'free-invite-creator-result');
  } finally {
    await hostCtx.close();
    await guestCtx.close();
  }
});
