import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import path from 'node:path';
import { ARTIFACTS, snap } from './helpers.ts';
import { fundedPlayer, newPlayer, signIn } from './topup-helpers.ts';

/**
 * Home layout stability (docs/benchmarks.md, Lighthouse CLS on `/`): the sections above the featured boxes (banners, the
 * events strip, battles, treasure hunter) keep their place while their data loads, so nothing on screen moves.
 * Every `layout-shift` entry of the load (PerformanceObserver, buffered: from the first paint) is summed once
 * the page has settled; the total must stay under 0.1 (Core Web Vitals "good"), signed out and signed in, at
 * both widths. The sum of every entry is stricter than CLS (the worst 5 s session window).
 */

/** Good CLS (web.dev): below 0.1. */
const GOOD_CLS = 0.1;

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Every layout shift without recent input since the navigation, with the nodes that moved (for the failure message). */
async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((done) => {
        const describe = (n: Node | null | undefined) => {
          if (!(n instanceof Element)) return n ? n.nodeName : '?';
          const id = n.closest('[data-testid]')?.getAttribute('data-testid');
          return `${n.tagName.toLowerCase()}${n.className && typeof n.className === 'string' ? `.${n.className.split(/\s+/).slice(0, 3).join('.')}` : ''}${id ? ` in [${id}]` : ''}`;
        };
        type Entry = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const seen: Shift[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Entry[]) {
            if (e.hadRecentInput) continue;
            seen.push({
              value: e.value,
              at: Math.round(e.startTime),
              sources: (e.sources ?? []).map(
                (s) =>
                  `${describe(s.node)} y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`,
              ),
            });
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // the buffered entries are delivered in the observer's first callback, a task later
        setTimeout(() => {
          observer.disconnect();
          done(seen);
        }, 250);
      }),
  );
}

/**
 * Loads `/` and waits until it has settled: the featured boxes are cards (not skeletons), the network is quiet, then
 * 2 s more. `giftTip`: the player has a new-player gift bag, so the gift tip bubble shows and goes (its 7 s) first.
 */
async function loadHomeSettled(page: Page, giftTip = false) {
  await page.goto('/');
  await expect(page.getByTestId('featured-boxes').getByTestId('box-card').first()).toBeVisible({ timeout: 45_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {
    /* a socket or a poll keeps it busy: the fixed wait below still applies */
  });
  if (giftTip) {
    await expect(page.getByTestId('gift-tip')).toBeVisible();
    await expect(page.getByTestId('gift-tip-bubble')).toBeHidden({ timeout: 15_000 });
  }
  await page.waitForTimeout(2_000);
  if (!giftTip) await expect(page.getByTestId('gift-tip')).toHaveCount(0);
}

function report(shifts: Shift[]): string {
  return shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms\n    ${s.sources.join('\n    ')}`).join('\n');
}

async function expectStable(page: Page, label: string) {
  const shifts = await layoutShifts(page);
  const total = shifts.reduce((n, s) => n + s.value, 0);
  console.log(
    `[home-layout] ${label}: cumulative layout shift ${total.toFixed(4)} over ${shifts.length} shift(s)${shifts.length ? `\n  ${report(shifts)}` : ''}`,
  );
  expect(total, `layout shifts on / (${label}):\n${report(shifts)}`).toBeLessThan(GOOD_CLS);
}

test.describe.configure({ timeout: 120_000 });

/**
 * A box card is at most 9 elements (its link, picture frame, label, two pictures, name, price row, price, openings):
 * the home's cards are most of its DOM, and each element is style, layout and hydration work on a phone
 * (docs/benchmarks.md, bench:web: 11 per card made 671 of the home's 1,122 elements).
 */
const BOX_CARD_MAX_ELEMENTS = 9;

test('home: nothing moves while the sections load, signed out', async ({ page }, info) => {
  await loadHomeSettled(page);
  await expectStable(page, `${info.project.name} signed out`);
  await snap(page, info, 'home-layout-signed-out');
  const sizes = await page.getByTestId('box-card').evaluateAll((cards) => cards.map((c) => c.querySelectorAll('*').length + 1));
  expect(sizes.length).toBeGreaterThan(10);
  expect(Math.max(...sizes), `elements per box card: ${sizes.join(', ')}`).toBeLessThanOrEqual(BOX_CARD_MAX_ELEMENTS);
});

/** Signed in: a player who has deposited (no gift bag). */
test('home: nothing moves while the sections load, signed in', async ({ page, context, request }, info) => {
  await signIn(context, await fundedPlayer(request, `layout-${info.project.name}`));
  await loadHomeSettled(page);
  await expectStable(page, `${info.project.name} signed in`);
  await snap(page, info, 'home-layout-signed-in');
  // the whole page, to look at the order of the sections (docs/product/routes.md#user-area)
  await page.screenshot({ path: path.join(ARTIFACTS, `${info.project.name}-home-layout-full.png`), fullPage: true });
});

/**
 * A new player with a gift bag (docs/product/states.md#gift-bag gift tip): the tip text is a bubble inside the sticky header for its 7 s, so
 * its coming and going moves nothing (it was a row of the header, which moved the page by 0.13 on phones).
 */
test("home: a new player's gift tip comes and goes without moving the page", async ({ page, context, request }, info) => {
  await signIn(context, await newPlayer(request, `layout-gift-${info.project.name}`));
  await loadHomeSettled(page, true);
  await expectStable(page, `${info.project.name} new player with the gift tip`);
});
