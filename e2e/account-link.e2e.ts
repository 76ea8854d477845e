import { expect, test } from './fixtures.ts';
import { api, quietGuides, snap, uniqueEmail } from './helpers.ts';

/**
 * apps/server/src/modules/users/README.md: "link this sign-in method from your profile" (user.error.link_required). An email account is told to
 * link Google, links it from /user/profile through the sandbox consent page (`?link=1`), then signs in with
 * that Google identity (no 18+ step: the identity is linked, no new account).
 */
test('an email account links Google from the profile, then signs in with Google', async ({ page }, info) => {
  test.setTimeout(180_000);
  await quietGuides(page);
  const email = uniqueEmail('linker');
  const session = await api(page, 'POST', '/api/user/register/v2', { email, password: 'secret123', ageConfirmed: true });

  // signed out, Google with the same email is refused until the account links it
  await page.goto('/auth/sandbox/google');
  await page.getByTestId('sandbox-email').fill(email);
  await page.getByTestId('sandbox-continue').click();
  await expect(page.getByTestId('sandbox-consent').getByText('link this sign-in method from your profile', { exact: false })).toBeVisible();

  await page.evaluate((s) => localStorage.setItem('hapa.user', JSON.stringify(s)), session);
  await page.goto('/user/profile');
  const card = page.getByTestId('linked-methods');
  await expect(card).toBeVisible();
  await expect(card.getByText('Linked sign-in methods')).toBeVisible();
  await expect(card.getByTestId('linked-method-email').getByText('Linked')).toBeVisible();
  for (const p of ['google', 'facebook', 'telegram']) await expect(card.getByTestId(`link-${p}`)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await snap(page, info, 'link-01-profile-unlinked');

  await card.getByTestId('link-google').click();
  const consent = page.getByTestId('sandbox-consent');
  await expect(consent).toBeVisible();
  await expect(consent.getByTestId('sandbox-email')).toHaveValue(email);
  await consent.getByTestId('sandbox-name').fill('Lee Linker');
  await consent.getByTestId('sandbox-continue').click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByText('Sign-in method linked')).toBeVisible();
  const google = page.getByTestId('linked-methods').getByTestId('linked-method-google');
  await expect(google.getByText('Linked')).toBeVisible();
  await expect(google.getByTestId('link-google')).toHaveCount(0);
  await expect(page.getByTestId('linked-methods').getByTestId('link-telegram')).toBeVisible();
  await page.getByTestId('linked-methods').scrollIntoViewIfNeeded();
  await snap(page, info, 'link-02-profile-linked');

  // sign out everywhere, then Google signs in to the same account directly
  await page.getByTestId('sessions-everywhere').click();
  await expect(page.getByTestId('header-signup').first()).toBeVisible();
  // (the header's sign-up dialog opens this same page from its Google button; the free-box guide may cover it on phones)
  await page.goto('/auth/sandbox/google');
  await expect(page.getByTestId('sandbox-consent')).toBeVisible();
  await page.getByTestId('sandbox-email').fill(email);
  await page.getByTestId('sandbox-continue').click();
  await expect(page.getByTestId('sandbox-consent')).toBeHidden();
  await expect(page.getByTestId('age-confirm-dialog')).toHaveCount(0);
  await expect(page.getByTestId('header-signup').first()).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hapa.user') ?? 'null'));
  expect(stored.uid).toBe(session.uid);
  expect(stored.is_new_user).toBe(false);
  await page.goto('/user/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
});
