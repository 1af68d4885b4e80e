import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { storeTokens, type Tokens, tokensFor } from './support/auth.ts';
import { ADMIN, demoIds } from './support/demo-ids.ts';

/** Issue 15: reporting a job ad and a review, and the admin queues (decisions 0122, 0123). */

async function pageFor(browser: Browser, tokens: Tokens): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await storeTokens(page, tokens);
  return page;
}

async function reviewOf(request: APIRequestContext, companyId: string): Promise<string> {
  const res = await request.post('/api/v1/companies.reviews.list', { data: { id: companyId } });
  const items = (await res.json()).items as { id: string }[];
  if (!items[0]) throw new Error('the demo company has no reviews');
  return items[0].id;
}

test('a signed-in seeker reports a job; the admin sees it in the queue and dismisses it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ids = await demoIds(request);

  // Signed out, Report this job leads to sign-in.
  await page.goto(`/jobs/${ids.openJobId}`);
  await page.getByRole('link', { name: 'Report this job' }).click();
  await expect(page).toHaveURL(/\/login\?redirect_to=/);

  const seeker = await tokensFor(request, `reporter-${Date.now()}@example.test`, 'employee');
  const seekerPage = await pageFor(browser, seeker);
  await seekerPage.goto(`/jobs/${ids.openJobId}`);
  await seekerPage.getByRole('button', { name: 'Report this job' }).click();
  const dialog = seekerPage.getByRole('dialog', { name: 'Report this job' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Asks applicants to pay for training first');
  for (const width of [1280, 390]) {
    await seekerPage.setViewportSize({ width, height: 900 });
    await seekerPage.screenshot({ path: `e2e/screenshots/report-job-dialog-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(seekerPage.getByText('Thank you. An admin will look at this job.')).toBeVisible();

  // A review reported too, so the reviews queue has something to show.
  const report = await request.post('/api/v1/companies.reviews.report', {
    headers: { authorization: `Bearer ${seeker.access_token}` },
    data: { id: await reviewOf(request, ids.companyId), reason: 'Reads like an advert' },
  });
  expect(report.ok()).toBe(true);

  const admin = await pageFor(browser, await tokensFor(request, ADMIN, 'employee'));
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Reported reviews' }).click();
  const reviews = admin.getByTestId('review-reports');
  await expect(reviews.getByText('Reads like an advert')).toBeVisible();
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: `e2e/screenshots/admin-reported-reviews-${width}.png`, fullPage: true });
  }
  const reviewCard = reviews.locator('.mantine-Card-root').filter({ hasText: 'Reads like an advert' });
  await reviewCard.getByRole('button', { name: 'Keep' }).click();
  await expect(admin.getByText('Review kept')).toBeVisible();
  await expect(reviews.getByText('Reads like an advert')).toHaveCount(0);

  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.getByRole('tab', { name: 'Reported jobs' }).click();
  const jobs = admin.getByTestId('job-reports');
  const card = jobs.locator('.mantine-Card-root').filter({ hasText: ids.openJobTitle });
  await expect(card).toContainText('Scam or fraud: Asks applicants to pay for training first');
  await expect(card).toContainText(/\d+ reports?/);
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: `e2e/screenshots/admin-reported-jobs-${width}.png`, fullPage: true });
  }
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(admin.getByText('Reports dismissed')).toBeVisible();
  await expect(card).toHaveCount(0);
});
