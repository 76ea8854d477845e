import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { newPlayer, signIn } from './topup-helpers.ts';
import { opsFirstSignIn, signInAdmin } from './ops-helpers.ts';

/**
 * Catalogue and content (docs/architecture/console.md): an admin (made by ops:create-admin, TOTP sign-in) creates five items and a
 * box, publishes its odds (999,999 ppm refused with the message first), puts it on sale; a player sees it on
 * home, opens it, and the opening verifies against the published version; a support operator cannot open the
 * catalogue; a banner made in the console shows on home. Screenshots at 1440x900 and 390x844.
 */

const PRICES = ['50.00', '20.00', '10.00', '5.00', '2.00'];
const PPM = ['50000', '100000', '200000', '300000', '350000'];

const png = (hue: number, w = 240, h = 240) =>
  sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: { r: (hue * 53) % 255, g: 120 + ((hue * 31) % 120), b: 200 - ((hue * 17) % 150) },
    },
  })
    .png()
    .toBuffer();

/** Screenshots of `page` at 1440x900 and at the phone size (scrolled to `focus`), then back to desktop. */
async function both(page: Page, info: Parameters<typeof snap>[1], name: string, focus?: Locator) {
  await snap(page, info, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  if (focus) await focus.scrollIntoViewIfNeeded();
  await snap(page, info, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The admin's console session, for the clean-up below. */
let adminSession: string | null = null;

// the journey's banner and pop are shown to every player of this server: removed afterwards (even when the
// journey failed half-way), so the journeys that run after it meet the home page as usual
test.afterEach(async ({ request }) => {
  if (!adminSession) return;
  const headers = { authorization: adminSession };
  const list = (await (await request.get('/api/ops/content/banners', { headers })).json()).data as { id: number; title: string }[];
  for (const b of list.filter((x) => x.title.startsWith('E2E '))) {
    expect((await request.post(`/api/ops/content/banners/${b.id}/delete`, { headers })).ok()).toBe(true);
  }
  adminSession = null;
});

test('console: five items, a box, odds published (999,999 refused first), bought and verified by a player; support kept out; a banner reaches home', async ({
  browser,
  page,
  request,
}, info) => {
  test.skip(
    info.project.name !== 'desktop',
    'one journey: it changes the one e2e admin (first sign-in); it takes its 390x844 screenshots itself',
  );
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const adminAuth = await signInAdmin(page, 'e2e-admin-pass-1');
  adminSession = adminAuth;
  await expect(page.getByTestId('ops-nav')).toContainText('Boxes');

  // five items
  await page.goto('/ops/catalogue/items');
  for (const [i, price] of PRICES.entries()) {
    await page.getByTestId('item-new').click();
    const form = page.getByTestId('item-form');
    await form.getByTestId('item-name').fill(`E2E Prize ${run} ${i + 1}`);
    await form.getByTestId('item-category').fill('tech');
    await form.getByTestId('item-price').fill(price);
    await form.getByTestId('item-level').selectOption(String(i + 1));
    await form.getByTestId('item-image-file').setInputFiles({ name: `prize-${i}.png`, mimeType: 'image/png', buffer: await png(i) });
    await expect(form.getByTestId('item-image-preview')).toBeVisible();
    await form.getByTestId('item-save').click();
    await expect(form.getByRole('status')).toHaveText('Saved');
    await expect(form.getByRole('heading')).toContainText('Edit item');
  }
  // a file that is not an image by its content is refused, whatever its name
  await page.getByTestId('item-new').click();
  await page
    .getByTestId('item-image-file')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByTestId('item-image-error')).toHaveText('Please upload a PNG, JPEG or WebP image');
  await page.getByTestId('item-search').fill(`E2E Prize ${run}`);
  await expect(page.getByTestId('item-table').locator('tbody tr')).toHaveCount(5);
  await both(page, info, 'ops-items');

  // the box
  await page.goto('/ops/catalogue/boxes');
  await page.getByTestId('box-new').click();
  const boxName = `E2E Console Box ${run}`;
  await page.getByTestId('box-name').fill(boxName);
  await page.getByTestId('box-price-input').fill('10.00');
  await page.getByTestId('box-tags').fill('tech');
  await page.getByTestId('box-featured').check();
  await page.getByTestId('box-image-file').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: await png(9, 400, 400) });
  await expect(page.getByTestId('box-image-preview')).toBeVisible();
  await page.getByTestId('box-save').click();
  await expect(page.getByTestId('ops-box-page')).toBeVisible();
  const boxId = Number(/boxes\/(\d+)/.exec(page.url())![1]);

  // odds: add the five items, one ppm short
  const editor = page.getByTestId('odds-editor');
  for (let i = 0; i < 5; i++) {
    await editor.getByTestId('odds-add-search').fill(`E2E Prize ${run} ${i + 1}`);
    await editor
      .getByTestId('odds-add-results')
      .getByRole('button', { name: new RegExp(`E2E Prize ${run} ${i + 1}`) })
      .click();
    await editor.getByTestId(`odds-ppm-${i}`).fill(i === 4 ? '349999' : PPM[i]!);
  }
  await expect(editor.getByTestId('odds-sum')).toHaveText('999,999');
  await expect(editor.getByTestId('odds-remaining')).toHaveText('1');
  await expect(editor.getByTestId('odds-live-check')).toHaveText('The odds add up to 999,999 ppm; they must add up to exactly 1,000,000');
  await editor.getByTestId('odds-publish').click();
  await expect(editor.getByTestId('odds-error')).toHaveText('The odds must add up to exactly 1,000,000 ppm (100%); they add up to 999,999');
  await both(page, info, 'ops-odds-refused', editor.getByTestId('odds-summary'));
  await editor.getByTestId('odds-ppm-4').fill('350000');
  await expect(editor.getByTestId('odds-sum')).toHaveText('1,000,000');
  await expect(editor.getByTestId('odds-ev')).toHaveText('$8.70');
  await expect(editor.getByTestId('odds-rtp')).toHaveText('87.00%');
  await expect(editor.getByTestId('odds-live-check')).toHaveText('Ready to publish');
  await editor.getByTestId('odds-publish').click();
  // the difference to confirm (docs/how-to/operator-day.md#safety): a new box's first odds are all added
  await expect(page.getByTestId('odds-diff-rtp')).toHaveText('RTP — → 87.00%');
  await page.getByTestId('odds-confirm').click();
  await expect(editor.getByTestId('odds-published')).toHaveText('Odds v1 published');
  await expect(page.getByTestId('ops-odds-version-1')).toBeVisible();
  // on sale
  await page.getByTestId('box-on-sale').check();
  await page.getByTestId('box-save').click();
  await expect(page.getByTestId('box-form').getByRole('status')).toHaveText('Saved');
  await both(page, info, 'ops-box-published');

  // a banner for the home page
  await page.goto('/ops/content');
  await page.getByTestId('content-new').click();
  await page
    .getByTestId('content-image-file')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await png(3, 1200, 400) });
  await expect(page.getByTestId('content-image-preview')).toBeVisible();
  await page.getByTestId('content-title').fill(`E2E banner ${run}`);
  await page.getByTestId('content-link').fill(`/box-detail/${boxId}`);
  await page.getByTestId('content-sort').fill('1');
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('content-banners').locator('tbody tr')).toHaveCount(5);
  // and a home pop that opens top-up, shown again 24 h after a close
  await page.getByTestId('content-new').click();
  await page.getByTestId('content-placement').selectOption('pop');
  await page.getByTestId('content-image-file').setInputFiles({ name: 'pop.png', mimeType: 'image/png', buffer: await png(5, 600, 800) });
  await expect(page.getByTestId('content-image-preview')).toBeVisible();
  await page.getByTestId('content-title').fill(`E2E pop ${run}`);
  await page.getByTestId('content-redirect').selectOption('topup');
  await page.getByTestId('content-frequency').selectOption('interval');
  await page.getByTestId('content-interval').fill('24');
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('content-pops').locator('tbody tr')).toHaveCount(1);
  await both(page, info, 'ops-content');

  // a support operator cannot open the catalogue
  const created = await (
    await request.post('/api/ops/operators', {
      headers: { authorization: adminAuth },
      data: { email: `support-${run}@e2e.local`, roles: ['support'] },
    })
  ).json();
  expect(created.code).toBe(0);
  const support = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const sp = await support.newPage();
  await opsFirstSignIn(sp, `support-${run}@e2e.local`, created.data.oneTimePassword, 'e2e-support-pass-1');
  await expect(sp.getByTestId('ops-nav')).not.toContainText('Boxes');
  await snap(sp, info, 'ops-support-home');
  await sp.goto('/ops/catalogue/boxes');
  await expect(sp.getByTestId('ops-forbidden')).toBeVisible();
  await expect(sp.getByTestId('ops-boxes-page')).toHaveCount(0);
  expect(
    (
      await request.get('/api/ops/catalogue/boxes', {
        headers: { authorization: await sp.evaluate(() => JSON.parse(localStorage.getItem('hapa.ops.session')!).authorization) },
      })
    ).status(),
  ).toBe(403);
  await support.close();

  // a player: the box and the banner on home, open it, verify against v1
  const player = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const s = await newPlayer(request, 'opscat');
  const pre = (
    await (
      await request.post('/api/pay/sandbox/prepay', { headers: { authorization: s.authorization }, data: { orderType: 1, amount: 50 } })
    ).json()
  ).data;
  expect((await request.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers: { authorization: s.authorization } })).ok()).toBe(true);
  await signIn(player, s);
  const pp = await player.newPage();
  await pp.goto('/');
  const pop = pp.getByTestId('home-pop');
  await expect(pop.getByRole('img', { name: `E2E pop ${run}` })).toBeVisible();
  await both(pp, info, 'home-pop');
  await pp.getByTestId('home-pop-close').click();
  await expect(pop).toHaveCount(0);
  // closed: not shown again on the next visit (interval 24 h)
  await pp.reload();
  await expect(pp.getByTestId('banner-carousel')).toBeVisible();
  await expect(pp.getByTestId('home-pop')).toHaveCount(0);
  await expect(pp.getByTestId('new-boxes').locator(`[data-box-id="${boxId}"]`)).toBeVisible();
  await expect(pp.getByTestId('banner-carousel').getByRole('img', { name: `E2E banner ${run}` })).toBeVisible();
  await both(pp, info, 'home-with-console-banner');
  await pp.getByTestId('new-boxes').locator(`[data-box-id="${boxId}"]`).click();
  await expect(pp.getByTestId('box-name')).toHaveText(boxName);
  await pp.getByTestId('odds-history-toggle').click();
  await expect(pp.getByTestId('odds-version-1')).toContainText('RTP 87.00%');
  await pp.getByTestId('open-1x').click();
  await expect(pp.getByTestId('reel-result')).toBeVisible({ timeout: 20_000 });
  await pp.getByTestId('result-keep').click();
  await both(pp, info, 'box-page-odds-history', pp.getByTestId('odds-history'));
  await pp.goto('/provably-fair');
  await pp.getByTestId('seed-change').click();
  await pp.getByTestId('seed-client-input').fill(`opscat-${run}`);
  await pp.getByTestId('seed-save').click();
  await expect(pp.getByTestId('seed-revealed-server')).toBeVisible();
  await pp.getByTestId('history-verify').first().click();
  const result = pp.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-ok', 'true');
  for (const check of ['hash', 'ranges', 'ticket', 'item'])
    await expect(result.getByTestId(`verify-check-${check}`)).toHaveAttribute('data-ok', 'true');
  await expect(pp.getByTestId('verify-odds-version')).toHaveAttribute('data-version', '1');
  await snap(pp, info, 'verified-v1');
  await player.close();
});
