import { expect, test, type Page } from '@playwright/test';
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
