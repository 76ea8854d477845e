import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { skipFirstScreen, snap } from './helpers.ts';
import { keptOpsSession } from './ops-helpers.ts';
import { OPS_EVENTS_ADMIN } from './playwright.config.ts';
import { fundedPlayer, signIn } from './topup-helpers.ts';

/**
 * Event pages operators build (docs/events.md#event-pages; docs/product/routes.md#events "other event pages"): an operator creates an event
 * in the console (address, texts in English and Portuguese, blocks: countdown, boxes, leaderboard, rules); a player
 * opens its page at its slug and sees its blocks in English and in Portuguese, with their own best drop on the
 * leaderboard; switched off, the page says so instead of a 404; an unknown slug is the 404.
 */

test.describe.configure({ timeout: 180_000 });

/** The events admin's console session (the first sign-in through the UI once, then reused). */
const opsSession = (page: Page) => keptOpsSession(page, OPS_EVENTS_ADMIN, 'Events-admin-pass-1');

/** A visitor's page whose browser asks for `locale` (a visitor's language follows the browser). */
async function visitorPage(browser: Browser, info: TestInfo, locale: string): Promise<Page> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale,
  });
  await skipFirstScreen(context);
  await context.route('**/api/pay/promotion', (route) => route.fulfill({ json: { code: 0, data: null } }));
  return context.newPage();
}

test('create an event whose page a player opens: the console makes it, the player sees its blocks in English and Portuguese', async ({
  page,
  browser,
  context,
  request,
}, info) => {
  const slug = `summer-drop-${info.project.name}-${Date.now() % 1_000_000}`;
  const auth = await opsSession(page);

  // the console: a new event page with its texts in both languages and four blocks
  await page.goto('/ops/events');
  await page.getByTestId('ops-event-new').click();
  const form = page.getByTestId('ops-event-page-form');
  await form.getByTestId('ops-event-slug').fill(slug);
  await form.getByTestId('ops-event-title-en').fill('Summer Drop');
  await form.getByTestId('ops-event-title-pt').fill('Queda de Verão');
  await form.getByTestId('ops-event-subtitle-en').fill('Open the summer boxes and top the board');
  await form.getByTestId('ops-event-subtitle-pt').fill('Abra as caixas de verão e lidere o ranking');
  // the new page starts with a countdown and a boxes block
  await form.getByTestId('ops-event-block-1-boxes').fill('102, 107');
  await form.getByTestId('ops-event-add-type').selectOption('leaderboard');
  await form.getByTestId('ops-event-add-block').click();
  await form.getByTestId('ops-event-add-type').selectOption('rules');
  await form.getByTestId('ops-event-add-block').click();
  await form.getByTestId('ops-event-block-3-en').fill('The best single drop wins.\n\nTies go to the earlier drop.');
  await form.getByTestId('ops-event-block-3-pt').fill('Vence o melhor prêmio.\n\nEmpate: vale o prêmio mais antigo.');
  await snap(page, info, 'ops-event-page-form');
  await form.getByTestId('ops-event-page-save').click();
  await expect(page.getByTestId(`ops-event-${slug}`)).toContainText('Summer Drop');
  await expect(page.getByTestId(`ops-event-${slug}`)).toContainText('Live');
  await snap(page, info, 'ops-events-with-page');

  // a player opens one of its boxes: their best drop is on the leaderboard
  const player = await fundedPlayer(request, `event-${info.project.name}`, 50);
  const opened = await (await request.post('/api/item/107/open', { headers: { authorization: player.authorization } })).json();
  expect(opened.code).toBe(0);
  await signIn(context, player);
  const pp = await context.newPage();
  await pp.goto(`/${slug}`);
  const eventPage = pp.getByTestId('event-page');
  await expect(eventPage).toHaveAttribute('data-state', 'live');
  await expect(pp.getByTestId('event-title')).toHaveText('Summer Drop');
  await expect(pp.getByTestId('event-subtitle')).toHaveText('Open the summer boxes and top the board');
  await expect(pp.getByTestId('event-block-countdown')).toContainText('Ends in');
  const boxes = pp.getByTestId('event-block-boxes');
  await expect(boxes.getByTestId('box-card')).toHaveCount(2);
  await expect(boxes.locator('[data-box-id="102"]')).toBeVisible();
  const row = pp.getByTestId('event-leader-row').first();
  await expect(row).toContainText(opened.data.results[0].itemName);
  await expect(pp.getByTestId('event-block-rules')).toContainText('The best single drop wins.');
  await snap(pp, info, 'event-page-en');
  // the home strip lists it with its English title
  await pp.goto('/');
  await expect(pp.locator(`[data-testid=home-event-card][data-slug="${slug}"]`).first()).toBeAttached();

  // a visitor whose browser speaks Portuguese: the same page in Portuguese
  const pt = await visitorPage(browser, info, 'pt-BR');
  await pt.goto(`/${slug}`);
  await expect(pt.getByTestId('event-title')).toHaveText('Queda de Verão');
  await expect(pt.getByTestId('event-subtitle')).toHaveText('Abra as caixas de verão e lidere o ranking');
  await expect(pt.getByTestId('event-block-countdown')).toContainText('Termina em');
  await expect(pt.getByTestId('event-block-boxes')).toContainText('Caixas do evento');
  await expect(pt.getByTestId('event-block-leaderboard')).toContainText('Classificação');
  await expect(pt.getByTestId('event-block-rules')).toContainText('Vence o melhor prêmio.');
  await snap(pt, info, 'event-page-pt');

  // switched off in the console: the page says so (never a 404); an unknown address is the 404
  const e = (
    (await (await request.get('/api/ops/events', { headers: { authorization: auth } })).json()).data as {
      id: number;
      slug: string;
      startsAt: string;
      endsAt: string;
      bannerImg: string;
      bannerText: string;
      title: string;
    }[]
  ).find((x) => x.slug === slug)!;
  const off = await request.post(`/api/ops/events/${e.id}`, {
    headers: { authorization: auth },
    data: { title: e.title, startsAt: e.startsAt, endsAt: e.endsAt, bannerImg: e.bannerImg, bannerText: e.bannerText, isActive: false },
  });
  expect(off.ok()).toBe(true);
  await pp.goto(`/${slug}`);
  await expect(pp.getByTestId('event-off')).toContainText('This event is switched off');
  await expect(pp.getByTestId('not-found')).toHaveCount(0);
  await snap(pp, info, 'event-page-off');
  await pp.goto(`/no-such-event-${Date.now()}`);
  await expect(pp.getByTestId('not-found')).toBeVisible();
  await pt.context().close();
});
