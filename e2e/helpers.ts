import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';
import { FIRST_SCREEN_GUARD_ID } from '../apps/web/src/lib/first-screen.ts';

export const ARTIFACTS = path.join(path.dirname(new URL(import.meta.url).pathname), 'artifacts');

/** Saves a full-page screenshot as an artifact named `<project>-<name>.png`. */
export async function snap(page: Page, info: TestInfo, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${info.project.name}-${name}.png`), fullPage: false });
}

/** Suppresses first-visit guides so they do not cover what a test clicks. */
export async function quietGuides(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('hapa.guide.freeBox', 'true');
    localStorage.setItem('hapa.guide.levelUp', 'true'); // the VIP level-up modals (e2e/vip.e2e.ts plays them)
    localStorage.setItem('hapa.guide.luckyTrial', 'true'); // "You got a Lucky Trial!" (e2e/trial.e2e.ts plays it)
  });
}

/** The header balance as a number of coin units (reads the visible header). */
export async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').first().innerText()).replace(/[^0-9.]/g, '');
  return Number(text);
}

export async function expectBalance(page: Page, coins: number) {
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBeCloseTo(coins, 2);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(performance.now() * 1000) % 100000}@example.com`;
}

/** Calls the API directly (for setup only); returns `data` or throws with the error body. */
export async function api(page: Page, method: 'GET' | 'POST', url: string, body?: unknown, auth?: string) {
  const res = await page.request.fetch(url, {
    method,
    headers: { ...(auth ? { authorization: auth } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    data: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Closes the new-player gift-bag pop-up (docs/product/states.md#after-sign-up home popups) if it shows within `ms`. */
export async function dismissGiftBag(page: Page, ms = 4_000) {
  const dialog = page.getByTestId('gift-bag-dialog');
  try {
    await dialog.waitFor({ state: 'visible', timeout: ms });
  } catch {
    return;
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Verifies game round `roundId` on /provably-fair (its Games tab, ?round=): the browser recomputes the outcome
 * from the revealed seed (docs/games.md: "each round verifies on /provably-fair after rotating the seed").
 */
export async function expectRoundVerifiedOnProvablyFair(page: Page, roundId: number) {
  await page.goto(`/provably-fair?round=${roundId}`);
  await expect(page.getByTestId('seed-tab-3')).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('game-verifier-result')).toHaveAttribute('data-round-id', String(roundId));
  await expect(page.getByTestId('game-verifier-status')).toHaveAttribute('data-ok', 'true');
}

/**
 * The switch cookie `hapa_first_screen=static` (apps/server/src/http/first-screen.ts): the server then sends the
 * static shell instead of a server-rendered first screen, so a journey starts from a page React renders at once.
 */
export async function skipFirstScreen(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'hapa_first_screen', value: 'static', domain: 'localhost', path: '/' }]);
}

/**
 * Waits until the app owns the page: a server-rendered first screen (anonymous visits of home, box pages, the box
 * list and battles) is covered by a transparent guard layer until React has hydrated it. Clicks wait for that by
 * themselves (the layer would take them); fills, `focus()`, key presses, forced actions and dispatched events do not.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator(`#${FIRST_SCREEN_GUARD_ID}`)).toHaveCount(0, { timeout: 45_000 });
}
