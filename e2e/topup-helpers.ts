import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { skipFirstScreen } from './helpers.ts';

/** Helpers of e2e/topup.e2e.ts: players made through the API, the session in localStorage, the top-up opened from the header. */

/** The sign-up answer's session fields the journeys use (contracts SessionData). */
export interface Session {
  uid: number;
  authorization: string;
  nickname: string;
}

export async function newPlayer(api: APIRequestContext, tag: string): Promise<Session> {
  const email = `${tag}-${Date.now()}-${Math.floor(performance.now() * 1000)}@example.com`;
  const reg = await api.post('/api/user/register/v2', { data: { email, password: 'secret123', ageConfirmed: true } });
  expect(reg.ok()).toBe(true);
  return (await reg.json()).data;
}

/**
 * A new player who has paid one sandbox deposit of `amount` coins (USD units, default 20), once the credit shows
 * in the balance. A player with a paid deposit gets no new-player gift bag.
 */
export async function fundedPlayer(api: APIRequestContext, tag: string, amount = 20): Promise<Session> {
  const s = await newPlayer(api, tag);
  const headers = { authorization: s.authorization };
  const pre = (await (await api.post('/api/pay/sandbox/prepay', { headers, data: { orderType: 1, amount } })).json()).data;
  expect((await api.post(`/api/pay/sandbox/${pre.orderNo}/confirm`, { headers })).ok()).toBe(true);
  await expect.poll(() => balanceCents(api, s)).toBeGreaterThanOrEqual(amount * 100);
  return s;
}

export async function balanceCents(api: APIRequestContext, s: Session): Promise<number> {
  const info = await (await api.get('/api/user/base_info', { headers: { authorization: s.authorization } })).json();
  return Math.round(info.data.coin * 100);
}

/** Session in localStorage (lib/session.ts); the free-box guide and the gift-bag pop-up switched off unless asked. */
export async function signIn(
  context: BrowserContext,
  s: Session,
  opts: { giftPopup?: boolean; promotion?: boolean; levelUp?: boolean } = {},
) {
  await skipFirstScreen(context);
  // no random discount unless asked: it would add a random amount to the exact balances these journeys check
  // (e2e/payments-extra.e2e.ts covers the promotion)
  if (!opts.promotion) await context.route('**/api/pay/promotion', (route) => route.fulfill({ json: { code: 0, data: null } }));
  await context.addInitScript(
    ([session, giftPopup, levelUp]) => {
      window.localStorage.setItem('hapa.user', JSON.stringify(session));
      window.localStorage.setItem('hapa.guide.freeBox', 'true');
      if (!giftPopup) window.localStorage.setItem('hapa.guide.giftBag', 'true');
      // the VIP level-up modals would cover what other journeys click (e2e/vip.e2e.ts plays them)
      if (!levelUp) window.localStorage.setItem('hapa.guide.levelUp', 'true');
      // "You got a Lucky Trial!" on home would cover them too (e2e/trial.e2e.ts plays it)
      window.localStorage.setItem('hapa.guide.luckyTrial', 'true');
    },
    [s, opts.giftPopup ?? false, opts.levelUp ?? false] as const,
  );
}

/** Opens the top-up from the header (the "+" button on phones). */
export async function openTopUp(page: Page, path = '/') {
  await page.goto(path);
  // whichever of the two the header shows at this width, once it has rendered (an isVisible() right after the load
  // raced the first render and picked the phone button on a wide screen)
  await page.getByTestId('header-topup').or(page.getByTestId('header-topup-mobile')).filter({ visible: true }).click();
  await expect(page.getByTestId('topup-form')).toBeVisible();
}

export async function typeAmount(page: Page, value: string) {
  await page.getByTestId('topup-amount').fill(value);
}
