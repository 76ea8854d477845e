import { expect, test, type Page } from '@playwright/test';
import { snap } from './helpers.ts';
import { newPlayer, signIn } from './topup-helpers.ts';

/**
 * Issue 8 "no dead ends": every link of the header, footer, menu drawer, bottom navigation and Play Ground
 * (the drawers opened on phones; on desktop the bottom bar's links are in the page too) is visited, and none
 * may show the 404 page or the crash page. Features not built yet are not listed at all.
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

  if (info.project.name === 'mobile') {
    const bottom = page.getByTestId('bottom-nav');
    await expect(bottom).toBeVisible();
    // Home, Free, Play Ground, Earn Money (issue 15), Menu
    await expect(bottom.getByText('Earn Money')).toHaveCount(1);
    await page.getByTestId('bottom-nav-playground').click();
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
    await snap(page, info, 'nav-play-ground');
    add('play ground', await hrefsIn(page, '[data-testid=play-ground-sheet]'));
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.getByTestId('bottom-nav-menu').click();
    const drawer = page.getByTestId('menu-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Provably Fair', { exact: true })).toHaveCount(1);
    await snap(page, info, 'nav-menu-drawer');
    add('menu drawer', await hrefsIn(page, '[data-testid=menu-drawer]'));
    await page.keyboard.press('Escape');
  }

  const internal = [...found.keys()].filter((h) => h.startsWith('/') && !h.startsWith('//'));
  expect(internal.length).toBeGreaterThan(12);
  // the shared games of issue 14 are reachable from the Play Ground and the menu (and checked below like every link)
  if (info.project.name === 'mobile')
    for (const href of ['/referral', '/bingo', '/fancy-cards', '/daily-lottery']) expect(internal).toContain(href);
  const dead: string[] = [];
  for (const href of internal) {
    await page.goto(href);
    await settled(page);
    if ((await page.getByTestId('not-found').count()) > 0 || (await page.getByTestId('error-fallback').count()) > 0)
      dead.push(`${href} (${found.get(href)})`);
  }
  expect(dead).toEqual([]);
});
