import { expect, test } from '@playwright/test';

/**
 * Installable PWA (issue 17): the manifest with its icons is linked and served, the service worker takes control,
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
