import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { snap } from './helpers.ts';
import { adminOneTimePassword, signInAdmin } from './ops-helpers.ts';
import { OPS_CHAT_ADMIN } from './playwright.config.ts';
import { newPlayer, signIn, type Session } from './topup-helpers.ts';

const OPS_CACHE = `/tmp/hapa-e2e-${process.env.E2E_PORT ?? 3210}.chat-ops.json`;

/** The console session of the e2e chat admin (admin passes the support role): first run signs in through the UI, the other project reuses it. */
async function opsSession(browser: Browser): Promise<string> {
  const otp = adminOneTimePassword(OPS_CHAT_ADMIN);
  if (existsSync(OPS_CACHE)) {
    const cached = JSON.parse(readFileSync(OPS_CACHE, 'utf8')) as { otp: string; session: string };
    if (cached.otp === otp) return cached.session;
  }
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await signInAdmin(page, 'Chat-Passw0rd-2026', OPS_CHAT_ADMIN);
  const session = await page.evaluate(() => localStorage.getItem('hapa.ops.session')!);
  await ctx.close();
  writeFileSync(OPS_CACHE, JSON.stringify({ otp, session }));
  return session;
}

/** A player who deposited `amount` USD through the sandbox (10 XP a dollar: $20 -> VIP 1, $50 -> VIP 2). */
async function depositor(api: APIRequestContext, amount: number): Promise<Session> {
  const s = await newPlayer(api, 'chat');
  const headers = { authorization: s.authorization };
  const pre = (await (await api.post('/api/pay/sandbox/prepay', { headers, data: { orderType: 1, amount } })).json()).data;
  expect((await api.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers })).ok()).toBe(true);
  await expect
    .poll(async () => (await (await api.get('/api/notify/chat/access', { headers })).json()).data.room.depositedCents)
    .toBe(amount * 100);
  return s;
}

/** Resolves once the page's socket has sent its `login`. */
function socketLoggedIn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framesent', (f) => void (typeof f.payload === 'string' && f.payload.includes('"login"') && resolve())),
    );
  });
}

/** Opens the chat drawer from the header, or on phones from the Menu (again if a pop-up of the page closed it while the drawer's chunk loaded). */
async function openChat(page: Page) {
  await expect(async () => {
    if (!(await page.getByTestId('chat-drawer').isVisible())) {
      // the header's chat button or the phone's Menu, whichever this width shows once the shell has rendered
      const entry = page.getByTestId('chat-button').or(page.getByTestId('bottom-nav-menu')).filter({ visible: true });
      const viaMenu = (await entry.getAttribute('data-testid')) === 'bottom-nav-menu';
      await entry.click();
      if (viaMenu) await page.getByTestId('menu-chat').click();
    }
    await expect(page.getByTestId('chat-drawer')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Support chat in Chromium against a real server (apps/server/src/modules/chat/README.md): a VIP 2 player writes to support from the chat drawer; a support
 * operator (console, second browser context) sees it live in the inbox, types (the player sees "typing") and
 * replies; the reply reaches the player's drawer live.
 */
test('support chat: a VIP 2 player and a support operator talk in real time in two browser contexts', async ({
  browser,
  page,
  context,
  request,
}, info) => {
  test.setTimeout(300_000); // two browser contexts, a console sign-in and a deposit on a shared, loaded machine
  const s = await depositor(request, 50);
  await signIn(context, s);
  const loggedIn = socketLoggedIn(page);
  await page.goto('/');
  await loggedIn;
  await openChat(page);
  await expect(page.getByTestId('chat-empty')).toBeVisible();
  const text = `Where is my prize? ${info.project.name}`;
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveAttribute('data-own', 'true');
  // the message is acknowledged until support answers
  await expect(page.getByTestId('chat-support-ack')).toHaveText(
    'Message received. Our support team will reply here; you can close this window meanwhile.',
  );

  const session = await opsSession(browser);
  const ops = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await ops.addInitScript((v) => window.localStorage.setItem('hapa.ops.session', v), session);
  const agent = await ops.newPage();
  const agentSocket = socketLoggedIn(agent);
  await agent.goto('/ops/support');
  const row = agent.locator(`[data-testid=ops-support-conversation][data-uid="${s.uid}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(text);
  await agentSocket;
  await row.click();
  await expect(agent.getByTestId('ops-support-messages')).toContainText(text);
  await agent.getByTestId('ops-support-assign').click();
  await expect(agent.getByTestId('ops-support-unassign')).toBeVisible();

  await agent.getByTestId('ops-support-input').fill('Hi! Let me check your order.');
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await agent.getByTestId('ops-support-send').click();
  const reply = page.getByTestId('chat-message').filter({ hasText: 'Hi! Let me check your order.' });
  await expect(reply).toHaveAttribute('data-type', 'agent');
  await expect(reply).toHaveAttribute('data-own', 'false');
  await expect(page.getByTestId('chat-support-ack')).toHaveCount(0); // answered: no more "received"
  await snap(page, info, 'chat-support');
  await snap(agent, info, 'ops-support-inbox');

  // the player answers; the inbox shows it live without a reload
  await page.getByTestId('chat-input').fill('Thanks!');
  await page.getByTestId('chat-send').click();
  await expect(agent.getByTestId('ops-support-messages')).toContainText('Thanks!');
  await ops.close();
});

test('a VIP 1 player sees "VIP 2 Required." and the VIP gate; the chat room opens with a deposit', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(180_000);
  const s = await depositor(request, 20);
  await signIn(context, s);
  await page.goto('/');
  await openChat(page);
  await expect(page.getByTestId('chat-gate-support').getByTestId('chat-gate-title')).toHaveText('VIP 2 Required.');
  await snap(page, info, 'chat-vip1-gate');
  await page.getByTestId('chat-tab-vip').click();
  await expect(page.getByTestId('chat-gate-vip').getByTestId('chat-gate-title')).toHaveText('You need to reach VIP3 to use this function');
  await page.getByTestId('chat-tab-room').click();
  const words = `Hello room ${info.project.name} ${s.uid}`;
  await page.getByTestId('chat-room-composer').getByTestId('chat-input').fill(words);
  await page.getByTestId('chat-room-composer').getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-room-list').getByTestId('chat-message').filter({ hasText: words })).toHaveAttribute(
    'data-own',
    'true',
  );
  await snap(page, info, 'chat-room');
});
