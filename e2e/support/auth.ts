import { expect, type Page } from '@playwright/test';
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
