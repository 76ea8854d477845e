import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { newPlayer, signIn } from './topup-helpers.ts';

/**
 * docs/architecture.md, "no dead ends": every link of the header, footer, menu drawer, avatar menu, bottom navigation and
 * Play Ground (the drawers opened on phones; on desktop the header's Play Ground panel and the avatar menu) is visited,
 * and none may show the 404 page or the crash page. Features not built yet are not listed at all. That every page has
 * such a link is e2e/reachability.e2e.ts.
 */

async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(`${selector} a[href]`).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

/** Waits until the route's page (not its lazy-loading spinner) is in #main. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('#main');
    return !!main && main.children.length > 0 && !main.querySelector(':scope > [role=status]');
  });
}

test('every link of header, footer, menu drawer, bottom navigation and Play Ground leads to a page, never the 404', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(300_000); // visits every linked page in turn: the list grows with each feature
  await signIn(context, await newPlayer(request, 'crawl'));
  await page.goto('/');
  await settled(page);
  const found = new Map<string, string>();
  const add = (where: string, list: string[]) => list.forEach((h) => found.has(h) || found.set(h, where));
  add('header', await hrefsIn(page, 'header'));
  add('footer', await hrefsIn(page, 'footer'));
  add('bottom nav', await hrefsIn(page, '[data-testid=bottom-nav]'));

  // the Play Ground: the same tiles at both widths (the bottom bar's centre tab on phones, the header's button on desktop)
  const phone = info.project.name === 'mobile';
  if (phone) {
    const bottom = page.getByTestId('bottom-nav');
    await expect(bottom).toBeVisible();
    // Home, Free, Play Ground, Earn Money, Menu
    await expect(bottom.getByText('Earn Money')).toHaveCount(1);
  } else await expect(page.getByTestId('bottom-nav')).toBeHidden();
  await page.getByTestId(phone ? 'bottom-nav-playground' : 'header-playground').click();
  const sheet = page.getByTestId('play-ground-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Soon')).toHaveCount(0);
  // the names (a game's Hot/New badge from the Play Ground config is a separate corner label)
  await expect(sheet.getByTestId('play-ground-label')).toHaveText([
    'Unbox',
    'Battle',
    'Mad Miner',
    'Upgrade',
    'Treasure Hunter',
    'Flip Cards',
    'Pirate 2024',
    'Bingo King',
    'Fancy Cards',
    'Daily Lottery',
    'More',
  ]);
  // "More" leads to the More section in the sheet (it used to go home): Lucky Trial, Game history, Earn Money, VIP...
  await sheet.getByTestId('play-ground-more').click();
  const more = sheet.getByTestId('play-ground-more-link');
  await expect(more.first()).toBeInViewport();
  await expect(more.first()).toBeFocused();
  await expect(more).toHaveText(['90% Off Lucky Trial', 'Game history', 'Earn Money', 'VIP Club', 'Glory Road', 'Lucky Wheel', 'Free Box']);
  await expect(page).toHaveURL(/\/$/);
  await snap(page, info, 'nav-play-ground');
  add('play ground', await hrefsIn(page, '[data-testid=play-ground-sheet]'));
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  if (phone) {
    await page.getByTestId('bottom-nav-menu').click();
    const drawer = page.getByTestId('menu-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Provably Fair', { exact: true })).toHaveCount(1);
    await snap(page, info, 'nav-menu-drawer');
    add('menu drawer', await hrefsIn(page, '[data-testid=menu-drawer]'));
    await page.keyboard.press('Escape');
  } else {
    await page.getByTestId('user-menu-trigger').click();
    await expect(page.getByRole('menu')).toBeVisible();
    add('avatar menu', await hrefsIn(page, '[role=menu]'));
    await page.keyboard.press('Escape');
  }

  const internal = [...found.keys()].filter((h) => h.startsWith('/') && !h.startsWith('//'));
  expect(internal.length).toBeGreaterThan(12);
  // the shared games (docs/games.md) are reachable from the Play Ground and the menu (and checked below like every link)
  for (const href of [
    '/referral',
    '/bingo',
    '/fancy-cards',
    '/daily-lottery',
    '/mad-miner',
    '/ninety-percent-off',
    '/user/game-history',
    '/vip',
  ])
    expect(internal).toContain(href);
  const dead: string[] = [];
  for (const href of internal) {
    await page.goto(href);
    await settled(page);
    if ((await page.getByTestId('not-found').count()) > 0 || (await page.getByTestId('error-fallback').count()) > 0)
      dead.push(`${href} (${found.get(href)})`);
  }
  expect(dead).toEqual([]);
});

test('a redirect fired by late data does not take the player back once they have left the page (docs/architecture/web-app.md#redirects)', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the router is the same at every width');
  await page.goto('/');
  await settled(page);
  // the box page at a non-canonical address, its answer held: it will replace the address with the canonical one
  let answerBox: () => void = () => undefined;
  const boxAsked = new Promise<void>((asked) => {
    void page.route(
      '**/api/item/110/detail',
      async (route) => {
        asked();
        await new Promise<void>((r) => (answerBox = r));
        await route.continue();
      },
      { times: 1 },
    );
  });
  await page.evaluate(() => {
    const state = { usr: null, key: 'box', idx: window.history.length };
    window.history.pushState(state, '', '/box-detail/110-x');
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  });
  await boxAsked;
  // the player leaves for a page whose code is not loaded yet, and that code is held: the address changes at once,
  // the box page stays on screen (a React transition) and its answer comes in meanwhile
  let heldCode = 0;
  let releaseCode: () => void = () => undefined;
  const codeHeld = new Promise<void>((r) => (releaseCode = r));
  await page.route('**/*.js', async (route) => {
    heldCode++;
    await codeHeld;
    await route.continue();
  });
  await page.locator('footer a[href="/provably-fair"]').first().click();
  await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/provably-fair');
  await expect.poll(() => heldCode, { message: 'the next page’s code was asked for and held' }).toBeGreaterThan(0);
  const answered = page.waitForResponse('**/api/item/110/detail');
  answerBox();
  await answered;
  // the box page drew its answer (its redirect ran, or was refused) while the next page still waited for its code
  await expect(page.getByTestId('box-name')).toBeVisible();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  releaseCode();
  await expect(page.getByTestId('provably-fair-page')).toBeVisible();
  expect(await page.evaluate(() => window.location.pathname)).toBe('/provably-fair');
  // the box page's own entry is still in the history; back shows the box at its canonical address
  await page.goBack();
  await expect(page.getByTestId('box-detail-page')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/box-detail/110-penny-pincher');
});
