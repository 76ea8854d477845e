import { expect, test } from './fixtures.ts';
import { skipFirstScreen, snap } from './helpers.ts';
import { newPlayer, signIn } from './topup-helpers.ts';

/**
 * The spec's last rows in Chromium (docs/spec-notes.md): the bare routes /error and /fb-landing-page (docs/product/routes.md#bare-layout), the
 * referral-code guide (docs/product/endpoints.md#system /sys/code/guide/status) on /free, and the docs/product/constants.md#timings timings a player sees: the home banners
 * move every 2 s, the commitments strip every 2.5 s, the battle box picker puts the FEATURED boxes first.
 */

test.describe.configure({ timeout: 120_000 });

test('/error says what failed in the player language and leads back; /fb-landing-page leads a visitor to sign up', async ({
  page,
}, info) => {
  await skipFirstScreen(page.context());
  await page.goto('/error?code=pay.error.order_timeout&from=/boxes-list');
  const err = page.getByTestId('error-page');
  await expect(err).toBeVisible();
  await expect(page.getByTestId('error-page-message')).toHaveText('The payment is time out, please try again.');
  // bare layout: no header, no footer
  await expect(page.locator('header')).toHaveCount(0);
  await snap(page, info, 'error-page');
  await page.getByTestId('error-page-retry').click();
  await expect(page).toHaveURL(/\/boxes-list$/);
  await page.goto('/error?code=no.such.key');
  await expect(page.getByTestId('error-page-message')).toHaveText("Oops, there's something happened, please try again later.");

  await page.goto('/fb-landing-page?fbclid=e2e-click');
  await expect(page.getByTestId('fb-landing')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await snap(page, info, 'fb-landing');
  await page.getByTestId('fb-landing-cta').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the referral-code guide: a new player nobody invited is asked for a friend code on /free; it links the referral once', async ({
  page,
  context,
  request,
}, info) => {
  const friend = await newPlayer(request, `code-friend-${info.project.name}`);
  const friendCode = (await (await request.get('/api/user/profile', { headers: { authorization: friend.authorization } })).json()).data
    .friendCode as string;
  const s = await newPlayer(request, `code-guide-${info.project.name}`);
  await signIn(context, s);
  await page.goto('/free');
  const guide = page.getByTestId('code-guide');
  await expect(guide).toContainText('Got a friend code?');
  await guide.getByTestId('code-guide-input').fill('HBZZZZZZ');
  await guide.getByTestId('code-guide-apply').click();
  await expect(guide).toContainText('This friend code does not exist');
  await snap(page, info, 'code-guide-refused');
  await guide.getByTestId('code-guide-input').fill(friendCode);
  await guide.getByTestId('code-guide-apply').click();
  await expect(guide).toHaveCount(0);
  const profile = (await (await request.get('/api/user/profile', { headers: { authorization: s.authorization } })).json()).data;
  expect(profile.friendCodeUsed).toBe(true);
  expect((await (await request.get('/api/sys/code/guide/status', { headers: { authorization: s.authorization } })).json()).data).toEqual({
    show: false,
  });
  await page.reload();
  await expect(page.getByTestId('free-page')).toBeVisible();
  await expect(page.getByTestId('code-guide')).toHaveCount(0);
});

test('docs/product/constants.md#timings: home banners every 2 s, commitments every 2.5 s; the battle picker puts the FEATURED boxes first', async ({
  page,
  context,
  request,
}) => {
  const s = await newPlayer(request, 'timings');
  await signIn(context, s);
  // the journeys run with reduced motion, under which nothing moves by itself (docs/spec-notes.md#timings)
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toBeVisible({ timeout: 30_000 });
  // the periods are the spec's (the unit tests pin the timers); here: they are the ones the page runs, and it moves
  // on by itself (a loaded machine stretches timers, so no stopwatch here)
  await expect(carousel).toHaveAttribute('data-autoplay-ms', '2000');
  const current = () => carousel.locator('[aria-roledescription=slide][aria-hidden=false]').getAttribute('data-testid');
  const first = await current();
  await expect.poll(current, { timeout: 15_000, intervals: [200] }).not.toBe(first);

  const strip = page.getByTestId('commitments');
  await strip.scrollIntoViewIfNeeded();
  await expect(strip).toHaveAttribute('data-rotate-ms', '2500');
  // away from the strip (a pointer over it pauses it)
  await page.mouse.move(0, 0);
  const was = await strip.getAttribute('data-current');
  await expect.poll(() => strip.getAttribute('data-current'), { timeout: 15_000, intervals: [200] }).not.toBe(was);

  await page.goto('/battles/create');
  const options = page.getByTestId('battle-box-option');
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toHaveAttribute('data-featured', 'true');
  await expect(options.first()).toContainText('Featured');
  const flags = await options.evaluateAll((els) => els.map((e) => e.getAttribute('data-featured')));
  const firstPlain = flags.indexOf('false');
  expect(firstPlain).toBeGreaterThan(0);
  expect(flags.slice(firstPlain)).not.toContain('true');
});
