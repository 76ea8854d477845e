import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { keptOpsSession } from './ops-helpers.ts';
import { OPS_FREE_ADMIN } from './playwright.config.ts';
import { fundedPlayer, newPlayer, signIn } from './topup-helpers.ts';

/**
 * The free boxes (docs/free-boxes.md; docs/product/routes.md#free /free, docs/product/errors.md free boxes) in Chromium: /free lists the five seeded kinds
 * with what opens each and where the player stands; the daily box opens once and then counts down; the VIP box says
 * the level it needs; the top-up box asks for a top-up, then opens after one; a box page shows its condition; the
 * console edits a rule and /free says the new condition (put back after).
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The free-boxes admin's console session (the first sign-in through the UI once, then reused). */
const opsSession = (page: Page) => keptOpsSession(page, OPS_FREE_ADMIN, 'Free-admin-pass-1');

const card = (page: Page, boxId: number) => page.locator(`[data-testid=free-box-card][data-box-id="${boxId}"]`);

test('a new player: every kind with its condition; the daily box opens once, the VIP box needs VIP 2, the level box says the EXP to go', async ({
  page,
  context,
  request,
}, info) => {
  const s = await newPlayer(request, `free-${info.project.name}`);
  await signIn(context, s);
  await page.goto('/free');
  await expect(page.getByTestId('free-box-card')).toHaveCount(5);
  await expect(card(page, 109)).toContainText('Free for every player');
  await expect(card(page, 144)).toContainText('For VIP 2 and above');
  await expect(card(page, 144)).toHaveAttribute('data-state', 'level_low');
  await expect(card(page, 144)).toContainText('Reach VIP 2 to open it (you are VIP 0)');
  await expect(card(page, 145)).toContainText('Reach 1,000 EXP');
  await expect(card(page, 145)).toContainText('1,000 EXP to go');
  await expect(card(page, 146)).toContainText('Top up $20.00 within 24 h');
  await expect(card(page, 147)).toContainText('Ends in');
  await snap(page, info, 'free-boxes');

  // the daily box is on the stage: it opens once, then counts down to the next one
  await expect(page.getByTestId('free-page')).toHaveAttribute('data-box-id', '109');
  await page.getByTestId('open-free').click();
  await expect(page.getByTestId('reel-result')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('result-keep').click();
  await expect(page.getByTestId('free-countdown')).toBeVisible();
  await expect(card(page, 109)).toHaveAttribute('data-state', 'opened');

  // the VIP box on the stage: no open button, the reason instead
  await card(page, 144).click();
  await expect(page).toHaveURL(/\/free\?box=144$/);
  await expect(page.getByTestId('free-box-name')).toHaveText('VIP Free Box');
  await expect(page.getByTestId('free-locked')).toContainText('Reach VIP 2 to open it');
  await expect(page.getByTestId('open-free')).toHaveCount(0);
  await expect(page.getByTestId('free-box-condition')).toContainText('For VIP 2 and above · Once a day');
  await snap(page, info, 'free-vip-locked');

  // the level box's page says what opens it and leads to /free
  await page.goto('/box-detail/145-level-up-box');
  const condition = page.getByTestId('free-box-condition');
  await expect(condition).toContainText('Reach 1,000 EXP · Once per player');
  await expect(condition).toContainText('1,000 EXP to go');
  await snap(page, info, 'free-level-box-page');
  await condition.getByTestId('free-box-go').click();
  await expect(page).toHaveURL(/\/free\?box=145$/);
  await expect(page.getByTestId('free-page')).toHaveAttribute('data-box-id', '145');
});

test('the top-up box: locked until a top-up of $20 in the last 24 h, then it opens once a day', async ({
  page,
  context,
  request,
}, info) => {
  const s = await newPlayer(request, `free-topup-${info.project.name}`);
  await signIn(context, s);
  await page.goto('/free?box=146');
  await expect(page.getByTestId('free-locked')).toContainText('Top up $20.00 more to open it');
  await expect(page.getByTestId('free-top-up')).toBeVisible();
  const refused = await request.post('/api/free/mystery/claim', { headers: { authorization: s.authorization }, data: { boxId: 146 } });
  expect((await refused.json()).code).toBe('free.error.must_top_up');

  const funded = await fundedPlayer(request, `free-topup2-${info.project.name}`, 20);
  await signIn(context, funded);
  await page.goto('/free?box=146');
  await expect(card(page, 146)).toHaveAttribute('data-state', 'ready');
  await page.getByTestId('open-free').click();
  await expect(page.getByTestId('reel-result')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('result-keep').click();
  await expect(card(page, 146)).toHaveAttribute('data-state', 'opened');
  await snap(page, info, 'free-topup-opened');
});

test('the console edits a free box rule; /free says the new condition (put back after)', async ({ page, context, request }, info) => {
  const auth = await opsSession(page);
  await page.goto('/ops/free-boxes');
  await expect(page.getByTestId('ops-free-table').locator('tbody tr')).toHaveCount(5);
  await snap(page, info, 'ops-free-boxes');
  await page.getByTestId('ops-free-edit-146').click();
  const form = page.getByTestId('ops-free-form');
  await form.getByTestId('ops-free-topup').fill('10');
  await form.getByTestId('ops-free-save').click();
  await expect(page.getByTestId('ops-free-146')).toContainText('$10.00 in 24 h');
  try {
    const s = await newPlayer(request, `free-console-${info.project.name}`);
    await signIn(context, s);
    const player = await context.newPage();
    await player.goto('/free');
    await expect(card(player, 146)).toContainText('Top up $10.00 within 24 h');
  } finally {
    const list = (await (await request.get('/api/ops/free-boxes', { headers: { authorization: auth } })).json()).data as {
      boxId: number;
      rule: Record<string, unknown>;
    }[];
    const rule = list.find((b) => b.boxId === 146)!.rule;
    const back = await request.post('/api/ops/free-boxes/146', {
      headers: { authorization: auth },
      data: { ...rule, minTopUpCents: 2000 },
    });
    expect(back.ok()).toBe(true);
  }
});
