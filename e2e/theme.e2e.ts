import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { registeredPlayer, signInContext } from './a11y-helpers.ts';

/**
 * Light / dark / system theme (docs/architecture/web-app.md; docs/product/states.md#dark-mode "Dark mode: system follows OS, dark, else light"): the toggle
 * in both directions (the dark mode modal; the menu drawer on phones), the choice kept over a reload with the
 * right class on <html> before React mounts (no flash), and `system` following the OS live.
 */

// generous waits: the suite runs on a shared 2-core machine where a first page can take 20 s and more
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 300_000 });

/** Every class <html> had from the moment <body> was parsed (recorded by an init script, before any page script). */
async function recordHtmlClasses(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __htmlClasses: string[] }).__htmlClasses = seen;
    const note = () => {
      const c = document.documentElement.classList.contains('dark')
        ? 'dark'
        : document.documentElement.classList.contains('light')
          ? 'light'
          : 'none';
      if (seen[seen.length - 1] !== c) seen.push(c);
    };
    new MutationObserver(() => {
      if (document.body) note();
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  });
}

const htmlClasses = (page: Page) => page.evaluate(() => (window as unknown as { __htmlClasses: string[] }).__htmlClasses);

/** Opens the dark mode modal from the footer (both widths) and picks `choice`. */
async function pickInDialog(page: Page, choice: 'light' | 'dark' | 'system') {
  await page.getByTestId('theme-button').click();
  const dialog = page.getByTestId('theme-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId(`theme-card-${choice}`).click();
  await expect(dialog.getByTestId(`theme-card-${choice}`)).toHaveAttribute('aria-checked', 'true');
  return dialog;
}

test('the dark mode modal switches light -> dark -> light; a reload keeps the choice with no flash', async ({ page, context }, info) => {
  await signInContext(context, null);
  await page.emulateMedia({ colorScheme: 'light' });
  await recordHtmlClasses(page);
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  // nothing stored: system, and the OS says light
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
  expect(await htmlClasses(page)).toEqual(['light']); // light from the first parsed byte of <body>: no dark frame

  const dialog = await pickInDialog(page, 'dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).not.toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  await snap(page, info, 'theme-dialog-dark');
  await dialog.getByTestId('theme-dialog-done').click();
  await expect(dialog).toBeHidden();

  // reload: dark before React (the class is recorded from the <body> on; it never was light)
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await htmlClasses(page)).toEqual(['dark']);
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(await htmlClasses(page)).toEqual(['dark']);

  // and back to light
  await pickInDialog(page, 'light');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('hapa.theme'))).toBe('light');
  await page.keyboard.press('Escape');
  await snap(page, info, 'theme-home-light');
});

test('the stored theme is on <html> even when the app script never runs (pre-paint script only)', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('hapa.theme', 'light'));
  await page.emulateMedia({ colorScheme: 'dark' });
  // the app's module scripts are refused: whatever is on <html> comes from public/theme-init.js alone
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#f3f5fa');
  // the static shell is painted with the light tokens
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(7, 10, 19)');
});

test('system follows the OS colour scheme live; an explicit choice does not', async ({ page, context }) => {
  await signInContext(context, null);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  // an explicit Light stays light whatever the OS says
  await pickInDialog(page, 'light');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  // back to System: the OS (dark) again
  await page.getByTestId('theme-dialog').getByTestId('theme-card-system').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('phones: the menu drawer has the Light / Dark / System toggle', async ({ page, context, isMobile }, info) => {
  test.skip(!isMobile, 'the menu drawer is the phone navigation (the desktop uses the footer button and modal)');
  await signInContext(context, null);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.getByTestId('bottom-nav-menu').click();
  const drawer = page.getByTestId('menu-drawer');
  await expect(drawer.getByTestId('theme-toggle')).toBeVisible();
  await drawer.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(drawer.getByTestId('theme-option-light')).toBeChecked();
  await snap(page, info, 'theme-menu-light');
  await drawer.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('hapa.theme'))).toBe('dark');
});

test('screenshots: home, box, battles, top-up and profile in light and dark', async ({ page, context, request }, info) => {
  const me = await registeredPlayer(request, `theme-shots-${info.project.name}`, 20);
  await signInContext(context, me);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const pages: [string, string][] = [
    ['home', '/'],
    ['box', '/box-detail/101-apple-box'],
    ['battles', '/battles'],
    ['top-up', '/top-up'],
    ['profile', '/user/profile'],
  ];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [name, url] of pages) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      await expect(page.locator('h1, h2').first()).toBeVisible();
      // the top-up dialog's title shows before its offers and methods: the shot waits for them
      if (name === 'top-up') await expect(page.getByTestId('topup-banners')).toBeVisible();
      await snap(page, info, `theme-${scheme}-${name}`);
    }
  }
});
