import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { inbox, waitForCode } from './mail.ts';

/**
 * Signs in through the real /login screen: role, Log In, e-mail, then the code read from the
 * e-mail the app sent. Works for new and existing accounts (a new e-mail is registered).
 * Resolves once the app has left /login (on the role's landing page or the redirect_to target).
 */
export async function signIn(
  page: Page,
  email: string,
  role: 'employee' | 'employer' = 'employee',
): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  if (role === 'employer') await page.getByRole('radio', { name: "I'm looking for employees" }).check();
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const before = inbox(email).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await waitForCode(email, before);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** Tokens for an account, through the e-mailed code like the login screen. */
export async function tokensFor(
  request: APIRequestContext,
  email: string,
  role: 'employee' | 'employer' = 'employee',
): Promise<Tokens> {
  const before = inbox(email).length;
  // The server lets one address ask for 30 codes a minute (auth.routes.ts), and every test signs in
  // from this one: on a fast machine the suite asks for more. Like a person told to wait, the helper
  // waits as long as the answer says and asks again.
  let asked = await request.post('/api/v1/code.request', { data: { email, role } });
  for (let tries = 0; asked.status() === 429 && tries < 3; tries++) {
    const seconds = Number(asked.headers()['retry-after'] ?? 60);
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
    asked = await request.post('/api/v1/code.request', { data: { email, role } });
  }
  expect(asked.ok(), `code.request answered ${asked.status()}`).toBe(true);
  const code = await waitForCode(email, before);
  const res = await request.post('/api/v1/code.verify', { data: { email, code } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Tokens;
}

/** The web app's mark of a stored session (apps/web/src/lib/auth.ts, markSignedIn). */
export const SIGNED_IN_COOKIE = 'fitjobs_signed_in';

/**
 * Stores what the login screen would have stored, before the page's own scripts run: the tokens,
 * and the cookie that tells the server a session is stored here.
 */
export async function storeTokens(page: Page, tokens: Tokens) {
  // A string script: the e2e files are typechecked without the DOM library.
  await page.addInitScript(
    `localStorage.setItem('access_token', ${JSON.stringify(tokens.access_token)});` +
      `localStorage.setItem('refresh_token', ${JSON.stringify(tokens.refresh_token)});`,
  );
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is set by the global setup');
  await page.context().addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url }]);
}

/** Signs the page in as the account, through the e-mailed code and the stored tokens. */
export async function signInByApi(page: Page, email: string, role: 'employee' | 'employer') {
  await storeTokens(page, await tokensFor(page.request, email, role));
}
