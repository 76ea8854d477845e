import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api, snap } from './helpers.ts';
import { newPlayer, signIn } from './topup-helpers.ts';

/** Resolves once the page's socket has sent its `login` (the server then joins it to the player's room). */
function socketLoggedIn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framesent', (f) => void (typeof f.payload === 'string' && f.payload.includes('"login"') && resolve())),
    );
  });
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/** Opens /notification as a player would: the header bell on wide screens, Menu -> Notifications on phones. */
async function openNotifications(page: Page) {
  if (isMobile(page)) {
    await page.getByTestId('bottom-nav-menu').click();
    await page.getByTestId('menu-notifications').click();
  } else {
    await page.getByTestId('notification-bell').click();
  }
  await expect(page).toHaveURL(/\/notification$/);
}

/**
 * Notifications in Chromium against a real server (apps/server/src/modules/notify/README.md): a sandbox deposit is credited, the `notify`
 * consumer writes "Top-up successful" and pushes it: a toast card shows, the bell counts it, the /notification
 * list shows it live; opening it marks it read and leads to its page.
 */
test('notifications: a sandbox deposit shows a toast card, the bell badge and a list entry; opening it marks it read', async ({
  page,
  context,
  request,
}, info) => {
  const s = await newPlayer(request, 'notify');
  await signIn(context, s);
  // every card that appears, as tone|kind|text (a success card lives 1.25 s)
  await context.addInitScript(() => {
    const w = window as unknown as { __cards: string[] };
    w.__cards = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) {
          if (!(n instanceof HTMLElement)) continue;
          const found =
            n.dataset.testid === 'notification-card' ? [n] : [...n.querySelectorAll<HTMLElement>('[data-testid=notification-card]')];
          for (const c of found) w.__cards.push(`${c.dataset.tone}|${c.dataset.kind}|${c.textContent}`);
        }
    }).observe(document, { childList: true, subtree: true });
  });
  const loggedIn = socketLoggedIn(page);
  await page.goto('/notification');
  await expect(page.getByTestId('notification-empty')).toBeVisible();
  await expect(page.getByTestId(isMobile(page) ? 'bottom-nav-menu-badge' : 'notification-bell-badge')).toHaveCount(0);
  await loggedIn;
  await snap(page, info, 'notifications-empty');

  const headers = { authorization: s.authorization };
  const pre = (await (await request.post('/api/pay/sandbox/prepay', { headers, data: { orderType: 1, amount: 20 } })).json()).data;
  expect((await request.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers })).ok()).toBe(true);

  // the success card (docs/product/states.md#notifications: full bar after 1.25 s, then gone): recorded as it appears, then seen to leave
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __cards: string[] }).__cards))
    .toContainEqual(expect.stringContaining('success|deposit|Top-up successful'));
  const cards = await page.evaluate(() => (window as unknown as { __cards: string[] }).__cards);
  expect(cards.find((c) => c.startsWith('success|deposit'))).toContain('$20.00 has been added to your balance');
  await expect(page.getByTestId('notification-card').and(page.locator('[data-kind=deposit]'))).toHaveCount(0);
  // the deposit's XP may also have raised the VIP level (its own notification): the badges count every unread one
  const row = page.getByTestId('notification-row').filter({ hasText: 'Top-up successful' });
  await expect(row).toContainText('$20.00 has been added to your balance');
  await expect(row).toHaveAttribute('data-read', 'false');
  const unread = (await api(page, 'GET', '/api/notify/unread', undefined, s.authorization)).count as number;
  expect(unread).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('notification-row')).toHaveCount(unread);
  if (isMobile(page)) await expect(page.getByTestId('bottom-nav-menu-badge')).toHaveText(String(unread));
  else await expect(page.getByTestId('notification-bell-badge')).toHaveText(String(unread));
  await expect(page.getByTestId('notification-unread-summary')).toHaveText(`${unread} unread`);
  await snap(page, info, 'notifications-deposit-entry');

  await row.click();
  await expect(page).toHaveURL(/\/user\/stats$/);
  const badge = page.getByTestId(isMobile(page) ? 'bottom-nav-menu-badge' : 'notification-bell-badge');
  if (unread === 1) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(unread - 1));
  await openNotifications(page);
  await expect(page).toHaveURL(/\/notification$/);
  await expect(page.getByTestId('notification-row').filter({ hasText: 'Top-up successful' })).toHaveAttribute('data-read', 'true');
});

/**
 * Past 99 unread the header badge reads "99+" and the bottom navigation's "9+" (docs/product/constants.md#lists-and-pages); the list pages 10 at a
 * time; "Mark all as read" clears the badges. The notifications come from the dev-only route (not served in production).
 */
test('notifications: badges cap at 99+ and 9+, pages of 10, mark all as read', async ({ page, context, request }, info) => {
  const s = await newPlayer(request, 'notify-many');
  await signIn(context, s);
  const loggedIn = socketLoggedIn(page);
  await page.goto('/');
  await loggedIn;
  await api(page, 'POST', '/api/dev/notify', { count: 100 }, s.authorization);

  // the newest is pushed: an info card (5 s), the badges from its unread count
  const card = page.getByTestId('notification-card');
  // keyboard focus on the card holds it (the mouse does not: a card never blocks what lies under it)
  await card.getByRole('button', { name: 'Dismiss notification' }).focus();
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Test notification 100 of 100.');
  if (isMobile(page)) await expect(page.getByTestId('bottom-nav-menu-badge')).toHaveText('9+');
  else await expect(page.getByTestId('notification-bell-badge')).toHaveText('99+');
  // the header keeps everything in view with the bell in it (nothing pushed off the right edge)
  const overflow = await page.evaluate(() => {
    const row = document.querySelector('header > div')!;
    return {
      scroll: row.scrollWidth,
      client: row.clientWidth,
      right: Math.max(...[...row.children].map((c) => c.getBoundingClientRect().right)),
      width: window.innerWidth,
    };
  });
  expect(overflow.scroll, JSON.stringify(overflow)).toBeLessThanOrEqual(overflow.client);
  expect(overflow.right, JSON.stringify(overflow)).toBeLessThanOrEqual(overflow.width);
  await snap(page, info, 'notifications-badge-99');

  // let go: it runs out
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(card).toHaveCount(0);
  if (isMobile(page)) {
    await page.getByTestId('bottom-nav-menu').click();
    await expect(page.getByTestId('menu-notifications')).toContainText('99+');
    await snap(page, info, 'notifications-menu-drawer');
    await page.getByTestId('menu-notifications').click();
  } else {
    await page.getByTestId('notification-bell').click();
  }
  await expect(page).toHaveURL(/\/notification$/);
  await expect(page.getByTestId('notification-row')).toHaveCount(10);
  await expect(page.getByTestId('notification-row').first()).toContainText('Test notification 100 of 100.');
  await expect(page.getByTestId('notification-unread-summary')).toHaveText('100 unread');
  await snap(page, info, 'notifications-list');
  await page.getByTestId('pagination-next').click();
  await expect(page).toHaveURL(/\/notification\?page=2$/);
  await expect(page.getByTestId('notification-row').first()).toContainText('Test notification 90 of 100.');

  await page.getByTestId('notification-read-all').click();
  await expect(page.getByTestId('notification-unread-summary')).toHaveText('All caught up');
  await expect(page.getByTestId(isMobile(page) ? 'bottom-nav-menu-badge' : 'notification-bell-badge')).toHaveCount(0);
  await expect(page.locator('[data-testid=notification-row][data-read=false]')).toHaveCount(0);
  await snap(page, info, 'notifications-all-read');
});
