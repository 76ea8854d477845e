import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OPS_TRANSPARENCY_ADMIN, opsAdminEmail, opsAdminFile, opsAdminOneTime } from './playwright.config.ts';
import { totpCode } from '../apps/server/src/platform/totp.ts';
import { parseExport, verifyExport } from '../packages/verifier/src/index.ts';
import { quietGuides, snap } from './helpers.ts';
import { fundedPlayer, signIn } from './topup-helpers.ts';

/**
 * The transparency layer in Chromium against a real server (docs/transparency.md): a funded player who opened a box
 * sees, on /provably-fair, that their active seed's commitment is an entry of the public log, the audit path and the
 * head's Ed25519 signature checked by the browser's own Web Crypto; finance takes a liabilities snapshot in the console
 * (it matches the ledger); on /transparency the newest tree head verifies and the player's own leaf adds up to the
 * signed totals; a proof the server tampered with is shown as failed; the profile's history download verifies offline
 * with the verifier.
 */
const ADMIN_FILE = opsAdminFile(OPS_TRANSPARENCY_ADMIN);
const ADMIN_PASSWORD = 'transparency-admin-pass-1';

async function data(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  const body = (await res.json()) as { code: number | string; data: any };
  if (body.code !== 0) throw new Error(JSON.stringify(body));
  return body.data;
}

/**
 * The console session (JSON, as the console keeps it) of this journey's admin: the first sign-in changes its password;
 * a retry reuses the kept session.
 */
async function adminSession(api: APIRequestContext): Promise<string> {
  const kept = `${ADMIN_FILE}.session`;
  if (existsSync(kept)) {
    const session = readFileSync(kept, 'utf8').trim();
    if ((await api.get('/api/ops/me', { headers: { authorization: JSON.parse(session).authorization } })).ok()) return session;
  }
  const login = await data(
    await api.post('/api/ops/auth/login', {
      data: { email: opsAdminEmail(OPS_TRANSPARENCY_ADMIN), password: opsAdminOneTime(OPS_TRANSPARENCY_ADMIN) },
    }),
  );
  const code = await totpCode(login.enrolment.secret, new Date());
  const done = await data(
    await api.post('/api/ops/auth/totp', { data: { challenge: login.challenge, code, newPassword: ADMIN_PASSWORD } }),
  );
  writeFileSync(kept, JSON.stringify(done));
  return JSON.stringify(done);
}

test('transparency: the seed commitment in the public log and the liabilities proof, verified in the browser', async ({
  browser,
  page,
  context,
  request,
}, info) => {
  const s = await fundedPlayer(request, 'transparency', 20);
  const headers = { authorization: s.authorization };
  expect((await request.post('/api/item/110/open', { headers })).ok()).toBe(true); // a stored prize
  // finance takes a liabilities snapshot in the console: it is published and matches the ledger
  const ops = await browser.newContext();
  await ops.addInitScript((v) => window.localStorage.setItem('hapa.ops.session', v), await adminSession(request));
  const desk = await ops.newPage();
  await desk.goto('/ops/transparency');
  await desk.getByTestId('ops-take-snapshot').click();
  await expect(desk.getByRole('status').filter({ hasText: 'taken and published' })).toBeVisible();
  await expect(desk.getByTestId('ops-liabilities-match')).toContainText('Matches the ledger');
  await snap(desk, info, 'ops-transparency');
  await ops.close();
  await quietGuides(page);
  await signIn(context, s);

  // /provably-fair: the active pair's commitment is an entry of the public log, checked in the browser
  await page.goto('/provably-fair');
  const card = page.getByTestId('log-inclusion');
  await expect(card.getByTestId('log-inclusion-status')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 });
  const seedHash = (await data(await request.get('/api/user/seed_info?type=1', { headers }))).current_server_seed_hashed;
  await expect(page.getByTestId('seed-server-hashed')).toContainText(seedHash);
  const proofs = (await data(await request.get(`/api/transparency/log/proof-by-hash?hash=${seedHash}`))).proofs;
  const commit = proofs.find((p: { entry: { kind: string } }) => p.entry.kind === 'commit');
  await expect(card.getByTestId('log-inclusion-text')).toContainText(
    `has index ${commit.entry.index.toLocaleString('en-US')} in the public log`,
  );
  await card.scrollIntoViewIfNeeded();
  await snap(page, info, 'fairness-log-inclusion');

  // /transparency: the newest head's signature, my leaf up the sum tree to the signed totals, the real RTP table
  await page.goto('/transparency');
  await expect(page.getByTestId('log-head-status')).toHaveAttribute('data-state', 'ok');
  await expect(page.getByTestId('liabilities-root-status')).toHaveAttribute('data-state', 'ok');
  await expect(page.getByTestId('liabilities-mine-status')).toHaveAttribute('data-state', 'ok');
  const mine = await data(await request.get('/api/user/transparency/liabilities', { headers }));
  await expect(page.getByTestId('liabilities-mine-text')).toContainText(`$${(mine.proof.leaf.coinsCents / 100).toFixed(2)}`);
  expect(mine.proof.leaf.prizesCents).toBeGreaterThan(0);
  await expect(page.locator('[data-testid=rtp-row]:visible').filter({ hasText: 'Penny Pincher' }).first()).toBeVisible();
  await snap(page, info, 'transparency');
  await page.getByTestId('liabilities').scrollIntoViewIfNeeded();
  await snap(page, info, 'transparency-liabilities');

  // a proof the server changed is caught by the browser: one bit of the audit path flipped on the way
  await page.route('**/api/transparency/log/proof-by-hash*', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    const path: string[] = body.data.proofs[0].path;
    if (path.length) path[0] = (path[0][0] === '0' ? '1' : '0') + path[0].slice(1);
    else body.data.proofs[0].entry.at = '2000-01-01T00:00:00.000Z';
    await route.fulfill({ response: res, json: body });
  });
  await page.goto('/provably-fair');
  await expect(page.getByTestId('log-inclusion').getByTestId('log-inclusion-status')).toHaveAttribute('data-state', 'failed', {
    timeout: 20_000,
  });
  await page.unroute('**/api/transparency/log/proof-by-hash*');

  // the profile's download: every outcome and proof in it checks out with the offline verifier
  await page.goto('/user/profile');
  const download = page.waitForEvent('download');
  await page.getByTestId('history-export-button').click();
  const file = await (await download).path();
  const report = await verifyExport(parseExport(readFileSync(file, 'utf8')));
  expect(report.checks.filter((c) => c.status === 'failed')).toEqual([]);
  expect(report.verified).toBeGreaterThan(0);
});
