import { expect, test } from './fixtures.ts';
import { api, quietGuides, snap, uniqueEmail } from './helpers.ts';

/**
 * Demo mode (docs/product/states.md#demo-mode; docs/architecture.md): a visitor who arrives with a referral link gets a one-hour demo with 100 demo
 * credits; the bar counts down; demo openings run the real reel on the box page and take the box price off the
 * credits without touching any balance; signing up ends the demo.
 */
test('a visitor from a referral link plays demo openings while the bar counts down, and sign-up ends the demo', async ({ page }, info) => {
  const inviter = await api(page, 'POST', '/api/user/register/v2', {
    email: uniqueEmail('demo-inviter'),
    password: 'secret123',
    ageConfirmed: true,
  });
  const { code } = await api(page, 'GET', '/api/distribution/detail', undefined, inviter.authorization);
  const box = await api(page, 'GET', '/api/item/110/detail');

  await quietGuides(page);
  await page.goto(`/r/${code}`);
  await expect(page.getByTestId('auth-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  const bar = page.getByTestId('demo-bar');
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('demo-credits')).toContainText('$100.00');
  // the whole amount and its label are shown, none of it cut ("$100." was), down to a 360 px phone
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 360, height: 740 });
  const cut = await page
    .getByTestId('demo-bar')
    .locator('[data-testid=demo-credits], [data-testid=demo-credits] > *')
    .evaluateAll((es) =>
      es
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > innerWidth)
        .map((e) => `${e.outerHTML.slice(0, 80)} ${e.scrollWidth}/${e.clientWidth} right ${e.getBoundingClientRect().right}`),
    );
  expect(cut).toEqual([]);
  await expect(page.getByTestId('demo-credits')).toHaveText('$100.00 demo credits');
  const first = await page.getByTestId('demo-countdown').innerText();
  expect(first).toMatch(/^(00:59:\d\d|01:00:00)$/);
  await expect.poll(() => page.getByTestId('demo-countdown').innerText(), { timeout: 5_000 }).not.toBe(first);
  await snap(page, info, 'demo-home');

  await page.goto('/box-detail/110');
  await expect(bar).toBeVisible();
  await page.getByTestId('demo-open').click();
  const result = page.getByTestId('demo-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  const left = Math.round((100 - box.price) * 100) / 100;
  await expect(page.getByTestId('demo-credits')).toContainText(`$${left.toFixed(2)}`);
  await expect(result.getByTestId('demo-result-seed')).toContainText('client seed "demo"');
  await snap(page, info, 'demo-result');
  await result.getByTestId('demo-result-again').click();
  await expect(page.getByTestId('demo-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('demo-credits')).toContainText(`$${(Math.round((100 - 2 * box.price) * 100) / 100).toFixed(2)}`);

  // sign-up ends the demo: the bar goes, the real open buttons come back (the bar's own button on wide screens,
  // the result's on every screen)
  await result.getByTestId('demo-result-signup').click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByTestId('auth-email').fill(uniqueEmail('demo-visitor'));
  await dialog.getByTestId('auth-password').fill('secret123');
  await dialog.getByTestId('auth-age').check();
  await dialog.getByTestId('auth-submit').click();
  await expect(bar).toBeHidden({ timeout: 15_000 });
  // the demo's result goes with the demo: the same page, without a reload, offers real openings
  await expect(page.getByTestId('demo-result')).toHaveCount(0);
  await expect(page.getByTestId('open-1x')).toBeVisible();
  await page.goto('/box-detail/110');
  await expect(page.getByTestId('open-1x')).toBeVisible();
  await expect(page.getByTestId('demo-open')).toHaveCount(0);
});
