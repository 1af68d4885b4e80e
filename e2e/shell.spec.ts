import { expect, test } from '@playwright/test';

test('the home page shows the hero and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find the right fit' })).toBeVisible();
  await expect(page.getByPlaceholder('Job title, company or keyword')).toBeVisible();
  await expect(page.getByText('Find the right fit. Together.')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/home.png', fullPage: true });
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
