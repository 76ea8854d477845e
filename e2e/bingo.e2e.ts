import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OPS_BINGO_ADMIN, opsAdminEmail, opsAdminFile, opsAdminOneTime } from './playwright.config.ts';
import { totpCode } from '../apps/server/src/platform/totp.ts';
import { snap } from './helpers.ts';
import { fundedPlayer, newPlayer, signIn, type Session } from './topup-helpers.ts';

/** A short test schedule (console, finance): 45 s of sales, a call every 0.7 s, 3 s between games. */
const SCHEDULE = {
  cardPrice: 1,
  maxCards: 10,
  salesSeconds: 45,
  callIntervalMs: 700,
  gapSeconds: 3,
  edgePpm: 100_000,
  lineSharePpm: 300_000,
  pointsPerCard: 10,
};

async function data(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  const body = (await res.json()) as { code: number | string; data: any };
  if (body.code !== 0) throw new Error(JSON.stringify(body));
  return body.data;
}

/** The bingo journey's console admin (made by ops:create-admin before the server started); the session is kept for a retry. */
async function adminSession(api: APIRequestContext): Promise<string> {
  const kept = `${opsAdminFile(OPS_BINGO_ADMIN)}.session`; // a retry reuses the session
  if (existsSync(kept)) {
    const authorization = readFileSync(kept, 'utf8').trim();
    if ((await api.get('/api/ops/me', { headers: { authorization } })).ok()) return authorization;
  }
  const login = await data(
    await api.post('/api/ops/auth/login', { data: { email: opsAdminEmail(OPS_BINGO_ADMIN), password: opsAdminOneTime(OPS_BINGO_ADMIN) } }),
  );
  const code = await totpCode(login.enrolment.secret, new Date());
  const done = await data(
    await api.post('/api/ops/auth/totp', { data: { challenge: login.challenge, code, newPassword: 'admin-pass-1234' } }),
  );
  writeFileSync(kept, done.authorization as string);
  return done.authorization as string;
}

/** The two players' screens: the desktop project's and the mobile project's (playwright.config.ts). */
const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function playerPage(browser: Browser, s: Session, device: typeof DESKTOP | typeof PHONE): Promise<Page> {
  const context = await browser.newContext({ ...device, reducedMotion: 'reduce', colorScheme: 'dark' });
  await signIn(context, s);
  return context.newPage();
}

/** Buys `count` cards through the page's stepper and buy button; returns the card ids the server answered. */
async function buyCards(page: Page, count: number): Promise<number[]> {
  for (let i = 1; i < count; i++) await page.getByTestId('bingo-more').click();
  await expect(page.getByTestId('bingo-count')).toHaveText(String(count));
  const answer = page.waitForResponse((r) => /\/api\/bingo\/(play|multiple)$/.test(r.url()));
  await page.getByTestId('bingo-buy-button').click();
  const res = await answer;
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  await expect(page.getByTestId('bingo-card')).toHaveCount(count);
  return body.data.cards.map((c: { id: number }) => c.id);
}

/**
 * Bingo King in Chromium against a real server (docs/games.md): a short test schedule set in the console; the home
 * banner leads to /bingo; two players (two browser contexts) buy cards while sales are open, watch the numbers
 * being called over bingo_call (both boards show the same calls, the cards daub themselves) up to a line win
 * shown to both with its winners; a barrage message from one shows for the other; once the game ends its
 * history entry verifies in the browser, on /bingo and on /provably-fair's Draws tab.
 *
 * One journey covers both widths: player A plays at 1440x900, player B on a phone (390x844, touch), in the same
 * game. The mobile project does not run it again: a second run repeated the ~2 minutes of waiting for a game's
 * calls and its CPU on CI's two cores (docs/games.md: CI time), for the same server code.
 */
test('bingo king: console schedule, home banner, two players (desktop and phone) watch a short game to a line win, barrage, verified history', async ({
  browser,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one journey at both widths: player A at 1440x900, player B on a 390x844 phone');
  test.setTimeout(480_000); // a busy machine: page loads and screenshots take seconds each
  const admin = await adminSession(request);
  await data(await request.post('/api/ops/games/bingo', { headers: { authorization: admin }, data: SCHEDULE }));
  const a = await fundedPlayer(request, 'bingo-a');
  const b = await fundedPlayer(request, 'bingo-b');
  const pa = await playerPage(browser, a, DESKTOP);
  const pb = await playerPage(browser, b, PHONE);

  // the home banner opens /bingo, at both widths
  for (const [p, shot] of [
    [pa, 'bingo-home-banner'],
    [pb, 'bingo-home-banner-390'],
  ] as const) {
    await p.goto('/');
    const banner = p.getByTestId('home-bingo-banner');
    await banner.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(banner).toBeVisible();
    await snap(p, info, shot);
    await banner.click();
    await expect(p).toHaveURL(/\/bingo$/);
  }

  // a game selling with enough time left for both players to buy (the short schedule cycles every ~30 s)
  let gameId = 0;
  await expect
    .poll(
      async () => {
        const g = (await data(await request.get('/api/bingo/home'))).game;
        gameId = g.id;
        return g.state === 'selling' && Date.parse(g.closesAt) - Date.now() > 30_000;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
  await pa.reload();
  await pb.reload();
  for (const p of [pa, pb]) {
    await expect(p.getByTestId('bingo-page')).toHaveAttribute('data-game-id', String(gameId));
    await expect(p.getByTestId('bingo-state')).toHaveText('Cards on sale');
    await expect(p.getByTestId('bingo-seed-hash')).toContainText(/[0-9a-f]{64}/);
  }
  const cardsA = await buyCards(pa, 3);
  const cardsB = await buyCards(pb, 2);
  // the game the cards are in (on a slow machine a game may have closed empty before the first buy)
  gameId = (await data(await request.get('/api/bingo/cards', { headers: { authorization: a.authorization } }))).gameId;
  expect(
    (await data(await request.get(`/api/bingo/cards?gameId=${gameId}`, { headers: { authorization: b.authorization } }))).list.map(
      (c: { id: number }) => c.id,
    ),
  ).toEqual(cardsB);
  expect(cardsA).toHaveLength(3);
  expect(cardsB).toHaveLength(2);
  await expect
    .poll(async () => Number(await pa.getByTestId('bingo-cards-count').innerText()), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(5);
  await snap(pa, info, 'bingo-selling');
  await snap(pb, info, 'bingo-selling-390');

  // barrage: one player's message shows for the other
  const hello = `hi ${info.project.name} ${Date.now() % 10_000}`;
  await pa.getByTestId('bingo-barrage-input').fill(hello);
  await pa.getByTestId('bingo-barrage-send').click();
  await expect(pb.getByTestId('bingo-barrage')).toContainText(hello, { timeout: 15_000 });

  // sales close, numbers are called to both players, up to the line win
  for (const p of [pa, pb]) await expect(p.getByTestId('bingo-state')).toHaveText('Calling numbers', { timeout: 40_000 });
  for (const p of [pa, pb]) await expect(p.getByTestId('bingo-line-prize')).toHaveAttribute('data-won', 'yes', { timeout: 90_000 });
  const now = await data(await request.get('/api/bingo/home'));
  const lastGame = now.game.id === gameId ? now.game : now.lastGame;
  expect(lastGame.id).toBe(gameId);
  expect(lastGame.line.atCall).toBeGreaterThan(0);
  const winners = lastGame.line.winners.map((w: { cardId: number }) => w.cardId) as number[];
  expect(winners.length).toBeGreaterThan(0);
  // both see the same winners; the winning cards are highlighted on their owner's page
  for (const p of [pa, pb]) for (const id of winners) await expect(p.getByTestId('bingo-line-prize')).toContainText(`Card #${id}`);
  for (const id of winners) {
    const owner = cardsA.includes(id) ? pa : cardsB.includes(id) ? pb : null;
    if (owner) await expect(owner.locator(`[data-testid=bingo-card][data-card-id="${id}"]`)).toHaveAttribute('data-lines', 'yes');
  }
  // both boards show the same calls (a number a second apart at most)
  const calledA = Number(await pa.getByTestId('bingo-board').getAttribute('data-called'));
  const calledB = Number(await pb.getByTestId('bingo-board').getAttribute('data-called'));
  expect(Math.abs(calledA - calledB)).toBeLessThanOrEqual(2);
  expect(Math.min(calledA, calledB)).toBeGreaterThanOrEqual(lastGame.line.atCall);
  for (const p of [pa, pb]) await p.getByTestId('bingo-line-prize').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await snap(pa, info, 'bingo-line-win-a');
  await snap(pb, info, 'bingo-line-win-b-390');
  await pa.getByTestId('bingo-my-cards').scrollIntoViewIfNeeded();
  await snap(pa, info, 'bingo-cards');

  // the game ends at the first full card; its history entry recomputes in the browser
  await expect
    .poll(async () => (await data(await request.get('/api/bingo/history'))).list.some((g: { id: number }) => g.id === gameId), {
      timeout: 90_000,
      intervals: [1_000],
    })
    .toBe(true);
  // the phone page was never reloaded: its ranking (open since the start) shows the winners once the game ends
  await expect(pb.getByTestId('bingo-rank')).not.toContainText('No winners yet', { timeout: 15_000 });
  await pa.reload();
  await pa.getByTestId('bingo-tab-history').click();
  const entry = pa.locator(`[data-testid=bingo-history-game][data-game-id="${gameId}"]`);
  await entry.locator('button').first().click();
  await entry.getByTestId('bingo-verify').click();
  await expect(entry.getByTestId('bingo-verify-result')).toHaveAttribute('data-ok', 'yes');
  await entry.getByTestId('bingo-verify-result').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await snap(pa, info, 'bingo-history-verified');
  // the same game on /provably-fair's Draws tab (opened by its URL), picked from the recent games
  await pa.goto('/provably-fair?tab=draws');
  await pa.getByTestId('draws-bingo-recent').selectOption(String(gameId));
  await expect(pa.getByTestId('draws-bingo-check')).toHaveAttribute('data-ok', 'true');
  for (const step of ['hash', 'clientSeed', 'calls'])
    await expect(pa.getByTestId(`draws-bingo-step-${step}`)).toHaveAttribute('data-ok', 'true');
  await pa.getByTestId('draws-bingo-check').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await snap(pa, info, 'bingo-provably-fair');
  await pa.goto('/bingo');
  await pa.getByTestId('bingo-tab-rank').click();
  await expect(pa.getByTestId('bingo-rank')).not.toContainText('No winners yet');
  await pa.getByTestId('bingo-tab-exchange').click();
  await expect(pa.getByTestId('bingo-points')).toContainText('30');
  await snap(pa, info, 'bingo-exchange');
});
