import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { keptOpsSession } from './ops-helpers.ts';
import { OPS_REVIEWS_ADMIN } from './playwright.config.ts';
import { newPlayer, signIn } from './topup-helpers.ts';

/**
 * Reviews and the rest of home (apps/server/src/modules/reviews/README.md; docs/product/routes.md#home home sections, reviews max 10): a player who opened the free box
 * writes a review on their profile page, it waits (not on home), an operator approves it in the console
 * (/ops/reviews), and home shows it with the masked nickname, stars and date. Home also has the Treasure Hunter
 * section (play button to /treasureh) and the live-drops ticker; the ticker shows on the six pages of docs/product/constants.md#lists-and-pages and not
 * elsewhere. Screenshots of home at both widths.
 */

/** The reviews admin's console session: first sign-in through the UI once, then reused by the other project. */
const opsSession = (page: Page) => keptOpsSession(page, OPS_REVIEWS_ADMIN, 'Reviews-admin-pass-1');

test('a player writes a review, the console approves it, home shows it', async ({ page, browser, context, request }, info) => {
  const s = await newPlayer(request, `review-${info.project.name}`);
  const headers = { authorization: s.authorization };
  await signIn(context, s);

  // before any opening: the profile card says to open a box first (no write button)
  await page.goto('/user/profile');
  const card = page.getByTestId('review-card');
  await expect(card).toHaveAttribute('data-reason', 'not_eligible');
  await expect(page.getByTestId('review-write')).toHaveCount(0);

  // the free box gives a real prize: now they may write
  expect((await request.post('/api/free/mystery/claim', { headers, data: {} })).ok()).toBe(true);
  await page.reload();
  await expect(card).toHaveAttribute('data-reason', 'ok');
  await page.getByTestId('review-write').click();
  const dialog = page.getByTestId('review-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('review-star-4').click();
  await page.getByTestId('review-text').fill('short');
  await expect(page.getByTestId('review-send')).toBeDisabled();
  const text = `Opened the free box on ${info.project.name} and got a real prize. Smooth!`;
  await page.getByTestId('review-text').fill(text);
  await snap(page, info, 'review-write');
  await page.getByTestId('review-send').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('review-latest')).toHaveAttribute('data-status', 'pending');
  await expect(card).toHaveAttribute('data-reason', 'too_soon');
  const mine = (await (await request.get('/api/reviews/mine', { headers })).json()).data;
  const id = mine.latest.id as number;

  // pending: not on home
  const listed = async () => ((await (await request.get('/api/reviews/list')).json()).data as { id: number }[]).map((r) => r.id);
  expect(await listed()).not.toContain(id);

  // the console approves it
  const ops = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await opsSession(ops);
  await ops.goto('/ops/reviews');
  const row = ops.locator(`[data-testid=ops-review-row][data-review-id="${id}"]`);
  await expect(row).toContainText(text);
  await snap(ops, info, 'review-ops-queue');
  await ops.getByTestId(`ops-review-approved-${id}`).click();
  await expect(row).toHaveCount(0); // it left the pending queue
  await ops.close();

  // home shows it (the list is cached up to 10 s on the server: wait for it, no fixed sleep)
  await expect.poll(listed, { timeout: 15_000, intervals: [500] }).toContain(id);
  await page.goto('/');
  const review = page.locator(`[data-testid=home-review][data-review-id="${id}"]`);
  await review.scrollIntoViewIfNeeded();
  await expect(review).toBeVisible();
  await expect(review.getByTestId('home-review-text')).toHaveText(text);
  await expect(review.getByTestId('review-stars')).toHaveAttribute('data-rating', '4');
  // masked: a chosen nickname as first***last, a default one (already "abc***") as it is (packages/domain maskName)
  await expect(review.getByTestId('home-review-nickname')).toHaveText(/^(.\*\*\*.|[^*]{1,3}\*\*\*)$/u);
  expect(await page.getByTestId('home-review').count()).toBeLessThanOrEqual(10);
  await snap(page, info, 'home-reviews');
});

test('home: treasure hunter section and the live drops ticker; the ticker on the six pages of docs/product/constants.md#lists-and-pages only', async ({
  page,
  context,
  request,
}, info) => {
  await signIn(context, await newPlayer(request, `drops-${info.project.name}`));
  await page.goto('/');
  await expect(page.getByTestId('live-drops')).toBeVisible();
  const treasure = page.getByTestId('home-treasure');
  await treasure.scrollIntoViewIfNeeded();
  await expect(treasure.getByTestId('home-treasure-item').first()).toBeVisible();
  await snap(page, info, 'home-treasure');
  await page.screenshot({ path: `e2e/artifacts/${info.project.name}-home-full.png`, fullPage: true });
  await treasure.getByTestId('home-treasure-play').click();
  await expect(page).toHaveURL(/\/treasureh$/);

  const box = (await (await request.get('/api/item/list?pageSize=1')).json()).data.list[0];
  for (const path of [`/box-detail/${box.boxInfo}`, '/free', '/user/cart', '/battles', '/mall']) {
    await page.goto(path);
    await expect(page.getByTestId('live-drops'), path).toBeVisible();
  }
  for (const path of ['/boxes-list', '/user/profile', '/treasureh', '/deposit-bonus']) {
    await page.goto(path);
    await expect(page.locator('main, body').first()).toBeVisible();
    await expect(page.getByTestId('live-drops'), path).toHaveCount(0);
  }
});
