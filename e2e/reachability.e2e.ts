import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { EXEMPT, routePaths } from './route-table.ts';
import { newPlayer, signIn } from './topup-helpers.ts';

/**
 * Every player page is reachable from the navigation at both widths, signed in and signed out; a page opened by
 * URL or reload starts at the top, back/forward restores where the player was.
 *
 * The pages come from the app's route table (apps/web/src/app/routes.tsx, read as text: every `path: '...'` plus the
 * static pages), so a page added to the router without a way to it fails here. A page is reachable when a visible
 * link of the header, footer, bottom bar, menu drawer, avatar menu or Play Ground points at it, or (SECOND_LEVEL)
 * when a page that is reachable links to it (the test opens that page and looks for the link).
 */

/** Pages reached one click from a reachable page: route -> the page that links to it. */
const SECOND_LEVEL: Record<string, string> = {
  'box-detail/:boxInfo': '/boxes-list',
  'battles/create': '/battles',
  'battles/history': '/battles',
  'battles/contest': '/battles/challenge',
  'battles/challenge': '/battles',
  'battles/challenge-bot': '/battles/challenge',
  'battles/challenge-boss': '/battles/challenge',
  treasure: '/treasureh',
  'user/address': '/user/profile',
  'user/add-address': '/user/address',
  'user/delete-account': '/user/profile',
  notification: '/',
};

/** Pages shown to a signed-in player only (the menus list them once signed in). */
const SIGNED_IN: ReadonlySet<string> = new Set([
  'user/cart',
  'user/stats',
  'user/game-history',
  'user/order',
  'exchange-center',
  'user/profile',
  'notification',
]);

/** A route pattern ('box-detail/:boxInfo') as a test for an href's path. */
function matcher(route: string): (path: string) => boolean {
  const re = new RegExp(`^/${route.replace(/:[^/]+/g, '[^/]+')}/?$`);
  return (path) => re.test(path);
}

const pathOf = (href: string) => new URL(href, 'http://x').pathname;

/** Paths of the visible links inside `selector`. */
async function visibleHrefs(page: Page, selector: string): Promise<string[]> {
  return page.locator(`${selector} a[href]`).evaluateAll((as) =>
    as
      .filter((a) => {
        const r = a.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(a).visibility !== 'hidden';
      })
      .map((a) => a.getAttribute('href') ?? '')
      .filter((h) => h.startsWith('/') && !h.startsWith('//')),
  );
}

async function settled(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('#main');
    return !!main && main.children.length > 0 && !main.querySelector(':scope > [role=status]');
  });
}

/** Every path the navigation links to at the page's current width. */
async function navLinks(page: Page, signedIn: boolean): Promise<Set<string>> {
  await page.goto('/');
  await settled(page);
  const found = new Set<string>();
  const add = (list: string[]) => list.forEach((h) => found.add(pathOf(h)));
  add(await visibleHrefs(page, 'header'));
  add(await visibleHrefs(page, 'footer'));
  add(await visibleHrefs(page, '[data-testid=bottom-nav]'));
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  // the Play Ground: the bottom bar's centre tab on phones, the header's button from 768 px
  await page.getByTestId(phone ? 'bottom-nav-playground' : 'header-playground').click();
  const sheet = page.getByTestId('play-ground-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('play-ground-more-link').first()).toBeVisible();
  add(await visibleHrefs(page, '[data-testid=play-ground-sheet]'));
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  if (phone) {
    await page.getByTestId('bottom-nav-menu').click();
    await expect(page.getByTestId('menu-drawer')).toBeVisible();
    add(await visibleHrefs(page, '[data-testid=menu-drawer]'));
    await page.keyboard.press('Escape');
  } else if (signedIn) {
    await page.getByTestId('user-menu-trigger').click();
    await expect(page.getByRole('menu')).toBeVisible();
    add(await visibleHrefs(page, '[role=menu]'));
    await page.keyboard.press('Escape');
  }
  return found;
}

test('every player route of the route table has a link from the navigation at 1440 and 390 px, signed in and out', async ({
  page,
  context,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the walk sets both widths itself');
  test.setTimeout(180_000);
  const routes = routePaths();
  expect(routes.length).toBeGreaterThan(60);
  for (const r of Object.keys(EXEMPT)) expect(routes, `exempt route ${r} is in the table`).toContain(r);
  for (const r of Object.keys(SECOND_LEVEL)) expect(routes, `second-level route ${r} is in the table`).toContain(r);
  const player = routes.filter((r) => !(r in EXEMPT));

  const missing: string[] = [];
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(context, await newPlayer(request, 'reach'));
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      const links = [...(await navLinks(page, signedIn))];
      for (const r of player) {
        if (r in SECOND_LEVEL || (!signedIn && SIGNED_IN.has(r))) continue;
        if (!links.some(matcher(r))) missing.push(`/${r} (${width} px, ${signedIn ? 'signed in' : 'signed out'})`);
      }
    }
  }
  // the second level, signed in at 1440: the linking page has a link to the route
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [route, from] of Object.entries(SECOND_LEVEL)) {
    await page.goto(from);
    await settled(page);
    const test = matcher(route);
    await expect
      .poll(async () => (await visibleHrefs(page, 'body')).map(pathOf).some(test), {
        message: `/${route} linked from ${from}`,
        timeout: 10_000,
      })
      .toBe(true)
      .catch(() => missing.push(`/${route} (no link on ${from})`));
  }
  expect(missing).toEqual([]);
});

test('a page opened by URL or reload starts at the top; back and forward restore the position', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'scrolling is the same at both widths');
  await page.goto('/faq');
  await settled(page);
  const scrolled = async (y: number) => {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  };
  await scrolled(400);
  // opened by URL (a fresh entry with no key of its own): the top, not the last page's 400 px
  await page.goto('/shipping');
  await settled(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await scrolled(300);
  await page.reload();
  await settled(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // a link click starts at the top; back restores where the player was, forward too
  await scrolled(350);
  await page.locator('footer a[href="/terms-of-service"]').click();
  await expect(page).toHaveURL(/terms-of-service/);
  await settled(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await scrolled(250);
  await page.goBack();
  await expect(page).toHaveURL(/shipping/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(350);
  await page.goForward();
  await expect(page).toHaveURL(/terms-of-service/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(250);
  // the title is below the fixed header, not under it
  const header = await page.locator('header').first().boundingBox();
  await page.goto('/faq');
  await settled(page);
  const title = await page.locator('#main h1').first().boundingBox();
  expect(title!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});
