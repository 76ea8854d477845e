import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { generate } from 'otplib';
import { OPS_CATALOGUE_ADMIN, opsAdminEmail, opsAdminOneTime } from './playwright.config.ts';

/** The one-time password `ops-create-admin` printed for the e2e admin `name` (playwright.config.ts). */
export function adminOneTimePassword(name: string = OPS_CATALOGUE_ADMIN): string {
  return opsAdminOneTime(name);
}

/**
 * Signs in at /ops through the UI with a first-time account: password, then TOTP enrolment (the secret the
 * page shows, a code from otplib) and, when asked, a new password. Returns the TOTP secret.
 */
export async function opsFirstSignIn(page: Page, email: string, password: string, newPassword?: string): Promise<string> {
  await page.goto('/ops');
  const form = page.getByTestId('ops-sign-in');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button').click();
  const totp = page.getByTestId('ops-totp');
  await expect(page.getByTestId('ops-qr')).toBeVisible();
  const secret = (await page.getByTestId('ops-secret').innerText()).trim();
  await totp.locator('input[name="code"]').fill(await generate({ secret }));
  if (newPassword) await totp.locator('input[name="newPassword"]').fill(newPassword);
  await totp.getByRole('button', { name: /verify/i }).click();
  // signed in: the console layout (with who is signed in) replaces the sign-in card
  await expect(page.getByTestId('ops-totp')).toHaveCount(0);
  await expect(page.getByTestId('ops-who')).toBeAttached();
  return secret;
}

/** Signs the e2e admin in (first sign-in: sets `newPassword`); returns the console session's Authorization value. */
export async function signInAdmin(page: Page, newPassword: string, name: string = OPS_CATALOGUE_ADMIN): Promise<string> {
  await opsFirstSignIn(page, opsAdminEmail(name), adminOneTimePassword(name), newPassword);
  return page.evaluate(() => JSON.parse(localStorage.getItem('hapa.ops.session')!).authorization as string);
}

/**
 * The console session of the e2e admin `name`, kept in a file for a retry and the file's other tests: the first call
 * signs in through the UI (the first sign-in sets `newPassword`, so a retry could not sign in again); a later call
 * puts the kept session in the page's localStorage for its next load. Returns the Authorization value.
 */
export async function keptOpsSession(page: Page, name: string, newPassword: string): Promise<string> {
  const file = `/tmp/hapa-e2e-${process.env.E2E_PORT ?? 3210}-${name}-ops-session.txt`;
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8');
    const auth = (JSON.parse(stored) as { authorization: string }).authorization;
    if ((await page.request.get('/api/ops/me', { headers: { authorization: auth } })).ok()) {
      await page.addInitScript((s) => localStorage.setItem('hapa.ops.session', s), stored);
      return auth;
    }
  }
  const auth = await signInAdmin(page, newPassword, name);
  writeFileSync(file, await page.evaluate(() => localStorage.getItem('hapa.ops.session')!));
  return auth;
}
