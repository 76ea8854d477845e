import { expect, test } from './fixtures.ts';
import { waitForApp } from './helpers.ts';

/**
 * Installable PWA (docs/architecture/web-app.md): the manifest with its icons is linked and served, the service worker takes control,
 * and a page load without a network shows the offline page (in English, or Portuguese for a pt browser) instead of
 * the browser's error, with a "Try again" button (it reloads; the page also reloads by itself when the browser is back online).
 */
test('manifest and icons are served, and a page load offline shows the offline page', async ({ page, context, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: 'HapaBox', display: 'standalone', start_url: '/?source=pwa' });
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto('/battles').catch(() => undefined);
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
});

/**
 * A tab open across a deploy (docs/architecture/production.md, "Safe to deploy"): the new build no longer has the hashed chunk the tab's
 * next page was built against. The server answers such a file with a 404 (never the page, which the browser would
 * try to run as a script), and the tab loads the current build once, on the page the player asked for, instead of
 * the error page (apps/web/src/lib/stale-build.ts).
 */
test('a tab from before a deploy loads the new build once when its next page is gone, and lands on that page', async ({
  page,
  request,
}) => {
  const gone = await request.get('/assets/battles-page-Old0Hash.js');
  expect(gone.status()).toBe(404);
  expect((await gone.json()).code).toBe('error.not_found');

  await page.goto('/');
  await waitForApp(page);
  // what the deploy removed: the battles page's chunk, gone at the tab's first ask (the reloaded tab has the new build)
  let asked = 0;
  await page.route(/\/assets\/battles-page-[\w-]+\.js$/, async (route) => {
    asked++;
    if (asked === 1)
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"error.not_found","msg":"Not found"}' });
    else await route.continue();
  });
  let loads = 0;
  page.on('load', () => loads++);
  await page.evaluate(() => Object.assign(window, { beforeDeploy: true }));
  // a client-side navigation, as the app's links do (the Battles link is in a drawer on phones)
  await page.evaluate(() => {
    history.pushState({}, '', '/battles');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => loads).toBe(1);
  await expect(page).toHaveURL(/\/battles$/);
  // the reloaded page (server-rendered for this anonymous visitor) is the app's once hydrated with the chunk
  await waitForApp(page);
  await expect(page.getByTestId('battles-page')).toBeVisible();
  expect(asked).toBe(2);
  expect(loads).toBe(1);
  expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(false);
  await expect(page.getByTestId('error-fallback')).toHaveCount(0);
});
