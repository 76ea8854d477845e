import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { generate } from 'otplib';
import { opsAdminEmail, opsAdminOneTime } from './playwright.config.ts';
import { api, snap, uniqueEmail } from './helpers.ts';

/**
 * Operator console (docs/architecture/console.md): the admin made by `ops:create-admin` signs in at /ops (one-time password
 * replaced, TOTP enrolled from the QR's key), finds a player, disables them, posts a correction that needs
 * a second operator's approval, a second finance operator approves, and the player's balance changes exactly
 * once. A support operator neither sees nor opens the finance pages.
 */
test.describe.configure({ mode: 'serial' });

const code = (secret: string) => generate({ secret });

/** Signs in at /ops with a one-time password: enrols TOTP from the shown key and sets `newPassword`. */
async function firstSignIn(page: Page, email: string, oneTime: string, newPassword: string) {
  await page.goto('/ops');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(oneTime);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('ops-enrolment')).toBeVisible();
  await expect(page.getByTestId('ops-qr')).toBeVisible();
  const secret = (await page.getByTestId('ops-secret').innerText()).trim();
  // a wrong code first: refused with the catalogue text, nothing enrolled
  const good = await code(secret);
  await page.getByLabel('Code').fill(good === '000000' ? '111111' : '000000');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not correct, please try again');
  await page.getByLabel('Code').fill(good);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByTestId('ops-who').first()).toHaveText(email, { timeout: 15_000 });
  return secret;
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const ctx = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
  return ctx.newPage();
}

test('admin enrols, disables a player, a correction needs and gets a second approval, support cannot open finance', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const viewport = page.viewportSize()!;
  const adminEmail = opsAdminEmail(info.project.name);
  const oneTime = opsAdminOneTime(info.project.name);

  // a player with a known balance
  const playerEmail = uniqueEmail('ops-player');
  const player = await api(page, 'POST', '/api/user/register/v2', { email: playerEmail, password: 'secret123', ageConfirmed: true });
  const coinsBefore = (await api(page, 'GET', '/api/user/base_info', undefined, player.authorization)).coin as number;

  // the admin's first sign-in: one-time password replaced, TOTP enrolled
  await firstSignIn(page, adminEmail, oneTime, 'admin-pass-2026');
  await expect(page).toHaveURL(/\/ops\/dashboard$/);
  await expect(page.getByTestId('ops-kpis')).toBeVisible();
  await snap(page, info, 'ops-dashboard');

  // operators: a finance operator (the approver) and a support operator
  const nav = async (name: string) => {
    if (viewport.width < 1024) await page.getByTestId('ops-menu').click();
    await page.getByTestId('ops-nav').getByRole('link', { name }).click();
  };
  await nav('Operators');
  const makeOperator = async (email: string, role: string) => {
    await page.getByTestId('ops-add-operator').getByLabel('Account email').fill(email);
    const picker = page.getByTestId('ops-add-operator');
    for (const r of ['Admin', 'Catalogue', 'Fulfilment', 'Support', 'Finance']) {
      const b = picker.getByRole('button', { name: r, exact: true });
      if ((await b.getAttribute('aria-pressed')) !== String(r === role)) await b.click();
    }
    await picker.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('ops-operators')).toContainText(email);
    const created = page.getByTestId('ops-operator-created');
    return /One-time password \(shown once, changed at first sign-in\): (\S+)/.exec(await created.innerText())![1]!;
  };
  const financeEmail = uniqueEmail('ops-finance');
  const financeOneTime = await makeOperator(financeEmail, 'Finance');
  const supportEmail = uniqueEmail('ops-support');
  const supportOneTime = await makeOperator(supportEmail, 'Support');
  await expect(page.getByTestId('ops-operators')).toContainText(financeEmail);
  await snap(page, info, 'ops-operators');

  // find the player and disable them
  await nav('Players');
  await page.getByLabel('Email, uid or nickname').fill(playerEmail);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByTestId('ops-player-results').getByRole('link', { name: 'Open' }).click();
  await expect(page.getByTestId('ops-player-status')).toHaveText('Active');
  page.once('dialog', (d) => void d.accept());
  await page.getByTestId('ops-player-toggle').click();
  await expect(page.getByTestId('ops-player-status')).toHaveText('Disabled');
  await snap(page, info, 'ops-player');
  // the player's session stops; their sign-in shows the spec's disabled text
  const denied = await page.request.get('/api/user/base_info', { headers: { authorization: player.authorization } });
  expect(denied.status()).toBe(401);
  const login = await page.request.post('/api/user/login/email/login', { data: { email: playerEmail, password: 'secret123' } });
  expect(await login.json()).toMatchObject({ code: 'user.error.disabled', msg: 'Your account has been disabled' });
  await page.getByTestId('ops-player-toggle').click();
  await expect(page.getByTestId('ops-player-status')).toHaveText('Active');

  // a $150 goodwill credit: above the $100 threshold, so it waits
  await page.getByTestId('ops-player-correct').click();
  await expect(page).toHaveURL(/\/ops\/corrections\?uid=\d+$/);
  const form = page.getByTestId('ops-correction-form');
  await form.getByLabel('Amount').fill('150');
  await form.getByLabel('Reason told to the player').fill('Parcel lost in transit');
  await form.getByLabel('Internal note').fill('ticket 881, carrier claim filed');
  await form.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByTestId('ops-correction-result')).toContainText('Waiting for a second operator');
  const correctionId = /#(\d+)/.exec(await page.getByTestId('ops-correction-result').innerText())![1]!;
  // the requester has no approve button on their own correction
  await expect(page.getByTestId(`ops-correction-${correctionId}`)).toContainText('Parcel lost in transit');
  await expect(page.getByTestId(`ops-correction-${correctionId}`)).toContainText('ticket 881, carrier claim filed');
  await expect(page.getByTestId(`ops-correction-${correctionId}`).getByTestId('ops-approve')).toHaveCount(0);
  // the console money rules (docs/security.md#console-money-rules): the admin sees and edits the table
  await expect(page.getByTestId('ops-money-correction-finance')).toHaveValue('100');
  await expect(page.getByTestId('ops-money-withdrawal-total')).toHaveValue('2000');
  await snap(page, info, 'ops-corrections');

  // the finance operator approves
  const fin = await newPage(browser, viewport);
  await firstSignIn(fin, financeEmail, financeOneTime, 'finance-pass-2026');
  await fin.goto('/ops/corrections');
  await fin.getByTestId(`ops-correction-${correctionId}`).getByTestId('ops-approve').click();
  await fin.getByLabel('Show').selectOption('posted');
  await expect(fin.getByTestId(`ops-correction-${correctionId}`)).toContainText('Posted');
  await fin.context().close();

  // the player's balance changed exactly once: +150
  const relog = await api(page, 'POST', '/api/user/login/email/login', { email: playerEmail, password: 'secret123' });
  const coinsAfter = (await api(page, 'GET', '/api/user/base_info', undefined, relog.authorization)).coin as number;
  expect(coinsAfter).toBeCloseTo(coinsBefore + 150, 2);
  const history = await api(page, 'GET', '/api/coin/history/v2?page=1&pageSize=50', undefined, relog.authorization);
  expect(JSON.stringify(history).match(/ops_goodwill/g)?.length).toBe(1);
  // the player is told, with the reason and never the internal note (docs/payments.md#corrections)
  const told = await api(page, 'GET', '/api/notify/message_page_list?page=1', undefined, relog.authorization);
  expect(told.list.filter((n: { kind: string }) => n.kind === 'correction')).toMatchObject([
    { key: 'correction_credit', params: { amountCents: 15_000, reason: 'Parcel lost in transit' } },
  ]);
  expect(JSON.stringify(told)).not.toContain('ticket 881');

  // audit log shows the actions
  await nav('Audit log');
  await expect(page.getByTestId('ops-audit')).toContainText('correction.approve');
  await expect(page.getByTestId('ops-audit')).toContainText('player.disable');
  await snap(page, info, 'ops-audit');

  // support: no finance pages in the nav, and opening them is refused
  const sup = await newPage(browser, viewport);
  await firstSignIn(sup, supportEmail, supportOneTime, 'support-pass-2026');
  await expect(sup).toHaveURL(/\/ops\/players$/);
  if (viewport.width < 1024) await sup.getByTestId('ops-menu').click();
  const supNav = sup.getByTestId('ops-nav');
  await expect(supNav.getByRole('link', { name: 'Players' })).toBeVisible();
  await expect(supNav.getByRole('link', { name: 'Corrections' })).toHaveCount(0);
  await expect(supNav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await sup.goto('/ops/corrections');
  await expect(sup.getByTestId('ops-forbidden')).toBeVisible();
  const supAuth = await sup.evaluate(() => JSON.parse(localStorage.getItem('hapa.ops.session')!).authorization as string);
  expect((await sup.request.get('/api/ops/corrections', { headers: { authorization: supAuth } })).status()).toBe(403);
  await sup.context().close();

  // sign out
  await page.goto('/ops/players');
  if (viewport.width < 1024) await page.getByTestId('ops-menu').click();
  await page.getByTestId('ops-sign-out').last().click();
  await expect(page.getByTestId('ops-sign-in')).toBeVisible();
});
