import { expect, test } from '@playwright/test';
import { SIGNED_IN_COOKIE, signIn, tokensFor } from './support/auth.ts';
import { inbox, waitForCode } from './support/mail.ts';

test('a new job seeker signs in with the e-mailed code, sees the seeker links and signs out', async ({
  page,
}) => {
  const email = `new-seeker-${Date.now()}@example.test`;
  await signIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /Resumes/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Applied jobs/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Saved jobs/ })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/auth-seeker-signed-in.png', fullPage: true });
  const signedInMark = async () =>
    (await page.context().cookies()).filter((c) => c.name === SIGNED_IN_COOKIE).map((c) => c.value);
  expect(await signedInMark()).toEqual(['1']);

  await nav.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Applied jobs/ })).toHaveCount(0);
  expect(await signedInMark()).toEqual([]);
});

test('a wrong code shows the spec message under the code field; Back returns one step', async ({ page }) => {
  const email = `typo-${Date.now()}@example.test`;
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await waitForCode(email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid code. Please try again.')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/auth-wrong-code.png', fullPage: true });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  expect(inbox(email)).toHaveLength(1);
});

test('an employer sees the beta note and lands on the dashboard; redirect_to is honoured', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('radio', { name: "I'm looking for employees" }).check();
  await expect(page.getByText(/free during beta/i).first()).toBeVisible();
  await expect(page.getByText(/15 October/)).toBeVisible();
  await signIn(page, 'employer@demo.fitjobs.nz', 'employer');
  await expect(page).toHaveURL(/\/employers\/dashboard$/);
  await page.screenshot({ path: 'e2e/screenshots/auth-employer-dashboard.png', fullPage: true });

  await page.evaluate(() => globalThis.localStorage.clear());
  await page.goto('/login?redirect_to=%2Fprofile');
  await signIn(page, 'employer@demo.fitjobs.nz', 'employer');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('employer@demo.fitjobs.nz');
});

test('an external redirect_to is ignored', async ({ page }) => {
  await page.goto('/login?redirect_to=https%3A%2F%2Fevil.example%2F');
  await signIn(page, `careful-${Date.now()}@example.test`);
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
});

/** A 1x1 PNG. */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('a seeker uploads an avatar, changes their name on /profile and closes the account', async ({
  page,
}) => {
  const email = `profile-${Date.now()}@example.test`;
  await page.goto('/login?redirect_to=%2Fprofile');
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await picker.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(TINY_PNG, 'base64'),
  });
  await expect(page.getByAltText('Your avatar')).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.png$/);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Aroha Ngata');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
  await expect(page.getByAltText('Aroha Ngata')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/auth-profile.png', fullPage: true });

  await page.getByRole('button', { name: 'Close account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account?' });
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
});

test('two tabs with an expired access token refresh it once between them, and both stay signed in', async ({
  context,
  request,
}) => {
  const email = `two-tabs-${Date.now()}@example.test`;
  const { access_token, refresh_token } = await tokensFor(request, email);
  // The same claims with a broken signature: the server refuses it, as it does an expired one.
  const expired = `${access_token.slice(0, -4)}${access_token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto('/favicon.svg');
  await first.evaluate(
    `localStorage.setItem('access_token', ${JSON.stringify(expired)});` +
      `localStorage.setItem('refresh_token', ${JSON.stringify(refresh_token)});`,
  );
  // A slow refresh, so both tabs hold a 401 before either has a new token. A refresh token works
  // once: had both tabs sent it, the server would have ended the session in both.
  let refreshes = 0;
  await context.route('**/api/v1/tokens.refresh', async (route) => {
    refreshes += 1;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await Promise.all([first.goto('/saved-jobs'), second.goto('/saved-jobs')]);
  for (const tab of [first, second]) {
    await expect(tab.getByRole('heading', { level: 1, name: 'Your Saved Jobs' })).toBeVisible();
    await expect(tab.getByText('You have not saved any jobs yet.')).toBeVisible();
  }
  expect(refreshes).toBe(1);
  // The session lives on: the refresh token both tabs now hold still works.
  const stored = String(await second.evaluate(`localStorage.getItem('refresh_token')`));
  expect(stored).not.toBe(refresh_token);
  const next = await request.post('/api/v1/tokens.refresh', { data: { refresh_token: stored } });
  expect(next.status()).toBe(200);
});
