import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { formatCoins } from '@hapa/domain';
import { snap } from './helpers.ts';
import { OPS_CONTENT_ADMIN } from './playwright.config.ts';
import { signInAdmin } from './ops-helpers.ts';
import { fundedPlayer, newPlayer, signIn } from './topup-helpers.ts';

/**
 * An operator's day in the console, content side (docs/how-to/operator-day.md): after a player plays Mad Miner, the
 * dashboard shows the game's GGR for today beside its configured RTP; a message to the Portuguese-language segment
 * reaches a Portuguese player in Portuguese; odds are published through the difference confirmation, and a
 * confirmation made stale by another publish is refused. Desktop project only (one admin, one journey).
 */

const DAY = 86_400_000;

/** One Mad Miner round of `coins` played to its end through the API (first tile, then cash out if safe). */
async function playMines(api: APIRequestContext, authorization: string, coins: number) {
  const headers = { authorization };
  const bet = (await (await api.post('/api/mines/bet', { headers, data: { amount: coins, mines: 3 } })).json()).data;
  const r = (await (await api.post(`/api/mines/${bet.id}/reveal`, { headers, data: { tile: 0 } })).json()).data;
  if (r.status === 'open') expect((await api.post(`/api/mines/${bet.id}/cashout`, { headers })).ok()).toBe(true);
}

test("operator's day: per-game GGR after a play, a pt-BR segment message read in Portuguese, odds published through the diff", async ({
  page,
  browser,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one journey for the one e2e admin of this file; it checks the phone width itself');
  test.setTimeout(180_000);
  const auth = await signInAdmin(page, 'e2e-content-pass-1', OPS_CONTENT_ADMIN);
  const headers = { authorization: auth };

  // revenue: a player's round shows under Mad Miner for today
  const player = await fundedPlayer(request, 'day-content');
  await playMines(request, player.authorization, 1);
  await page.goto('/ops/dashboard');
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY).toISOString();
  const to = new Date(Date.parse(`${today}T00:00:00Z`) + DAY).toISOString();
  const dash = (await (await request.get(`/api/ops/dashboard?from=${from}&to=${to}`, { headers })).json()).data;
  const mines = dash.games.find((g: { game: string }) => g.game === 'mines');
  expect(mines.rounds).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('ops-game-mines')).toContainText('Mad Miner');
  await expect(page.getByTestId('ops-game-ggr-mines')).toHaveText(formatCoins(mines.ggrCents));
  await expect(page.getByTestId('ops-game-mines')).toContainText('99.00%');
  await expect(page.getByTestId('ops-game-days')).toContainText(today);
  await page.getByTestId('ops-games').scrollIntoViewIfNeeded();
  await snap(page, info, 'ops-day-revenue-1440');

  // messages: the Portuguese segment, sent now
  const pt = await newPlayer(request, 'day-pt');
  expect((await request.post('/api/user/update', { headers: { authorization: pt.authorization }, data: { language: 'pt-BR' } })).ok()).toBe(
    true,
  );
  const run = Date.now().toString(36);
  await page.goto('/ops/messages');
  const form = page.getByTestId('message-form');
  await expect(form.getByTestId('message-audience')).toHaveValue('language');
  await expect(form.getByTestId('message-language')).toHaveValue('pt-BR');
  // the reach before sending: at least the Portuguese player made above
  await expect(form.getByTestId('message-reach')).toContainText(/To: Players reading Português \(Brasil\) · [\d,]+ players? now/);
  await form.getByTestId('message-title-en').fill(`Double XP weekend ${run}`);
  await form.getByTestId('message-body-en').fill('Every box earns double XP until Sunday.');
  await form.getByTestId('message-title-pt').fill(`Fim de semana de XP em dobro ${run}`);
  await form.getByTestId('message-body-pt').fill('Toda caixa rende XP em dobro até domingo.');
  await form.getByTestId('message-link').fill('/vip');
  await form.getByTestId('message-send').click();
  const row = page.getByTestId('message-list').locator('tr', { hasText: run });
  await expect(row.getByTestId('message-status')).toHaveAttribute('data-status', 'sent');
  await snap(page, info, 'ops-day-messages-1440');

  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await signIn(ctx, pt);
  const phone = await ctx.newPage();
  await phone.goto('/notification');
  const note = phone.getByTestId('notification-row').filter({ hasText: run });
  await expect(note.getByTestId('notification-title')).toHaveText(`Fim de semana de XP em dobro ${run}`);
  await expect(note.getByTestId('notification-content')).toHaveText('Toda caixa rende XP em dobro até domingo.');
  await snap(phone, info, 'ops-day-message-player-pt-390');
  await ctx.close();

  // odds: a new box with v1, a changed draft confirmed against the difference
  const item = async (name: string, priceCents: number) =>
    (
      await (
        await request.post('/api/ops/catalogue/items', {
          headers,
          data: { name: `${name} ${run}`, category: 'tech', priceCents, skuLevel: 3, image: '/art/item/1001.svg' },
        })
      ).json()
    ).data.id as number;
  const [a, b, c] = [await item('Diff A', 2_000), await item('Diff B', 500), await item('Diff C', 100)];
  const box = (
    await (
      await request.post('/api/ops/catalogue/boxes', {
        headers,
        data: { name: `E2E Diff Box ${run}`, priceCents: 1_000, image: '/art/item/1001.svg', tags: ['tech'] },
      })
    ).json()
  ).data.id as number;
  const v1 = {
    lines: [
      { itemId: a, ppm: 250_000 },
      { itemId: b, ppm: 750_000 },
    ],
    baseVersion: 0,
  };
  expect((await request.post(`/api/ops/catalogue/boxes/${box}/odds`, { headers, data: v1 })).ok()).toBe(true);

  await page.goto(`/ops/catalogue/boxes/${box}`);
  const editor = page.getByTestId('odds-editor');
  await editor.getByTestId('odds-ppm-0').fill('300000');
  await editor.getByTestId('odds-ppm-1').fill('650000');
  await editor.getByTestId('odds-add-search').fill(`Diff C ${run}`);
  await editor.getByTestId('odds-add-results').getByRole('button').first().click();
  await editor.getByTestId('odds-ppm-2').fill('50000');
  await editor.getByTestId('odds-publish').click();
  const diff = page.getByTestId('odds-diff');
  // v1: 0.25 x $20 + 0.75 x $5 = $8.75 of $10; the draft: 0.3 x $20 + 0.65 x $5 + 0.05 x $1 = $9.30
  await expect(diff.getByTestId('odds-diff-rtp')).toHaveText('RTP 87.50% → 93.00%');
  await expect(diff.getByTestId(`odds-diff-${a}`)).toContainText('25%');
  await expect(diff.getByTestId(`odds-diff-${a}`)).toContainText('30%');
  await expect(diff.getByTestId(`odds-diff-${a}`)).toContainText('changed');
  await expect(diff.getByTestId(`odds-diff-${c}`)).toContainText('added');
  await snap(page, info, 'ops-day-odds-diff-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, info, 'ops-day-odds-diff-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // someone else publishes v2 meanwhile: this confirmation is stale and refused
  const v2 = {
    lines: [
      { itemId: a, ppm: 270_000 },
      { itemId: b, ppm: 730_000 },
    ],
    baseVersion: 1,
  };
  expect((await request.post(`/api/ops/catalogue/boxes/${box}/odds`, { headers, data: v2 })).ok()).toBe(true);
  await diff.getByTestId('odds-confirm').click();
  await expect(editor.getByTestId('odds-error')).toHaveText(
    'The odds changed since you reviewed them: review the new difference and confirm again',
  );
  // reloaded, the difference is against v2 and the confirmation goes through
  await page.reload();
  await editor.getByTestId('odds-ppm-0').fill('280000');
  await editor.getByTestId('odds-ppm-1').fill('720000');
  await editor.getByTestId('odds-publish').click();
  // v2: 0.27 x $20 + 0.73 x $5 = $9.05; the new draft 0.28 x $20 + 0.72 x $5 = $9.20
  await expect(diff.getByTestId('odds-diff-rtp')).toHaveText('RTP 90.50% → 92.00%');
  await diff.getByTestId('odds-confirm').click();
  await expect(editor.getByTestId('odds-published')).toHaveText('Odds v3 published');
});
