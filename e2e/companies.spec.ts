import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signInByApi, tokensFor } from './support/auth.ts';

const EMPLOYER = 'employer@demo.fitjobs.nz';
const SEEKER = 'seeker@demo.fitjobs.nz';

/** The demo employer's company: the one with a known set of jobs and reviews. */
async function demoCompanyId(request: APIRequestContext): Promise<string> {
  const { access_token } = await tokensFor(request, EMPLOYER, 'employer');
  const res = await request.post('/api/v1/employers/companies.list', {
    data: {},
    headers: { authorization: `Bearer ${access_token}` },
  });
  const { items } = (await res.json()) as { items: { id: string }[] };
  const id = items[0]?.id;
  if (!id) throw new Error('the demo employer has no company');
  return id;
}

const reviewCount = (page: Page) =>
  page.getByRole('button', { name: /Show reviews/ }).getByText(/^\d+ reviews?$/);

test.describe.configure({ mode: 'serial' });

let companyId = '';
test.beforeAll(async ({ request }) => {
  companyId = await demoCompanyId(request);
});

test('a visitor opens a company, sees its jobs and reads its reviews', async ({ page }) => {
  // The page arrives drawn by the server (decision 0192): its buttons answer once it has hydrated,
  // and a click before that is lost (CI saw it once).
  await page.goto(`/companies/${companyId}`, { waitUntil: 'networkidle' });
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(page).toHaveTitle(`${name} - Jobs, Reviews & Company Info | FitJobs`);
  await expect(page.getByRole('heading', { name: `Jobs at ${name}` })).toBeVisible();
  const firstJob = page.locator('a[href^="/jobs/"]').first();
  await expect(firstJob).toBeVisible();
  await expect(firstJob).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'View all jobs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write a review' })).toBeVisible();

  await page.getByRole('button', { name: /Show reviews/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Company Reviews' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/ · /).first()).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/company-reviews.png', fullPage: true });
});

test('an employee writes a review and sees the count go up', async ({ page, request }) => {
  await signInByApi(page, SEEKER, 'employee');
  // The count before, from the API: the page may still be loading its stats when first read.
  const stats = await request.post('/api/v1/companies.reviews.stats', { data: { id: companyId } });
  const before = ((await stats.json()) as { total_reviews: number }).total_reviews;
  await page.goto(`/companies/${companyId}`);
  await expect(reviewCount(page)).toHaveText(new RegExp(`^${before} reviews?$`));

  await page.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Please enter your review')).toBeVisible();
  await form.getByLabel('Title').fill('Friendly team');
  await form.getByLabel('The good things').fill('Great coaching culture and fair rosters.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();
  await expect(reviewCount(page)).toHaveText(new RegExp(`^${before + 1} reviews?$`));

  await page.getByRole('button', { name: /Show reviews/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Company Reviews' }).getByText('Friendly team'),
  ).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/company-review-written.png', fullPage: true });
});

test('the demo employer edits the tagline and uploads a logo, and sees both', async ({ page }) => {
  await signInByApi(page, EMPLOYER, 'employer');
  await page.goto(`/companies/${companyId}`);
  await page.getByRole('button', { name: 'Edit company' }).click();
  const form = page.getByRole('dialog', { name: 'Edit company' });
  const tagline = form.getByLabel('Tagline');
  await tagline.fill('');
  await expect(form.getByText('Tagline is required')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await tagline.fill('Coaching Aotearoa to move well');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Coaching Aotearoa to move well')).toBeVisible();

  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#0b8a6b' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('change-logo-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Logo updated successfully')).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(page.getByRole('img', { name: `${name} logo` })).toHaveAttribute('src', /^\/uploads\//);

  // A file that is not an image is refused before anything is sent.
  await page
    .getByTestId('change-logo-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/company-edited.png', fullPage: true });
});
