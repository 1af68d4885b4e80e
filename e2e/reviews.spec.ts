import { expect, type Page, test } from '@playwright/test';
import { signIn, signInByApi, tokensFor } from './support/auth.ts';
import { EMPLOYER, SEEKER } from './support/demo-ids.ts';

/**
 * Issue 26 items 1-3: a seeker writes a structured review, sees it anonymous with the category
 * averages; the company's admin responds and everyone sees the response under it.
 */
test.describe.configure({ mode: 'serial' });

let companyId = '';
let companyName = '';
let seekerName = '';
const TITLE = 'Great mentors, thin rosters';
const DESCRIPTOR = 'Physiotherapist · Part time · Former employee · 2025';
const RESPONSE = 'Thank you. We have added two people to the weekend roster since.';

test.beforeAll(async ({ request }) => {
  const employer = await tokensFor(request, EMPLOYER, 'employer');
  const auth = { authorization: `Bearer ${employer.access_token}` };
  const companies = await request.post('/api/v1/employers/companies.list', { data: {}, headers: auth });
  const company = ((await companies.json()) as { items: { id: string; name: string }[] }).items[0];
  if (!company) throw new Error('the demo employer has no company');
  ({ id: companyId, name: companyName } = company);
  const seeker = await tokensFor(request, SEEKER, 'employee');
  const me = await request.post('/api/v1/users.get', {
    headers: { authorization: `Bearer ${seeker.access_token}` },
  });
  seekerName = ((await me.json()) as { full_name: string }).full_name;
});

const reviewOf = (page: Page) =>
  page.getByRole('dialog', { name: 'Company Reviews' }).getByRole('article', { name: `Review: ${TITLE}` });

async function rate(page: Page, category: string, stars: number) {
  // Mantine's star radios are hidden under their icons: click the star (the radio's label) as a user does.
  const id = await page.getByRole('radio', { name: `${category}: ${stars} stars` }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

test('a seeker writes a structured review and reads it anonymous, with category averages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, SEEKER);
  await page.goto(`/companies/${companyId}`);
  await page.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('dialog', { name: `Write a review of ${companyName}` });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Please enter your review')).toBeVisible();

  await form.getByLabel('Your role').fill('Physiotherapist');
  await form.getByRole('combobox', { name: 'Work type' }).click();
  await page.getByRole('option', { name: 'Part time' }).click();
  await form.getByText('Former employee').click();
  await form.getByLabel('Last year you worked there').fill('2025');
  await rate(page, 'Work/life balance', 2);
  await rate(page, 'Career development', 5);
  await rate(page, 'Management', 4);
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('The good things').fill('Senior physios teach every day.');
  await form.getByLabel('The challenges').fill('Weekend rosters are short-staffed.');
  await form.getByText('Yes', { exact: true }).click();
  await page.screenshot({ path: 'e2e/screenshots/review-form-1280.png', fullPage: true });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();

  await page.getByRole('button', { name: /Show reviews/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Company Reviews' });
  const mine = reviewOf(page);
  await expect(mine).toBeVisible();
  await expect(mine.getByText(DESCRIPTOR)).toBeVisible();
  await expect(mine.getByText('Yours')).toBeVisible();
  await expect(mine.getByText('Weekend rosters are short-staffed.')).toBeVisible();
  await expect(mine.getByText('Would recommend working here')).toBeVisible();
  await expect(dialog).not.toContainText(seekerName);
  const categories = dialog.getByLabel('Ratings by category');
  await expect(categories.getByText('Career development')).toBeVisible();
  await expect(categories).toContainText(/Career development\s*\d\.\d/);
  await expect(dialog.getByText(/\d+% would recommend working here/)).toBeVisible();
  await dialog.screenshot({ path: 'e2e/screenshots/reviews-dialog-1280.png' });

  // Sorted lowest first and filtered to five stars: only five-star reviews remain, ours among them.
  await dialog.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Lowest rating' }).click();
  await dialog.getByRole('combobox', { name: 'Rating' }).click();
  await page.getByRole('option', { name: '5 stars' }).click();
  await expect(mine).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^[1-4] out of 5$/ })).toHaveCount(0);
});

test('the company’s admin responds, and a visitor sees the response under the anonymous review', async ({
  page,
  browser,
}) => {
  await signInByApi(page, EMPLOYER, 'employer');
  await page.goto(`/companies/${companyId}`);
  await page.getByRole('button', { name: /Show reviews/ }).click();
  const mine = reviewOf(page);
  await expect(mine.getByText(DESCRIPTOR)).toBeVisible();
  await expect(mine.getByText('Yours')).toHaveCount(0);
  await mine.getByRole('button', { name: 'Respond' }).click();
  await mine.getByLabel('Your public response').fill(RESPONSE);
  await mine.getByRole('button', { name: 'Post response' }).click();
  await expect(mine.getByLabel(`Response from ${companyName}`)).toContainText(RESPONSE);
  await expect(mine.getByRole('button', { name: 'Edit response' })).toBeVisible();

  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  // A visitor gets the company page drawn by the server (decision 0192): its buttons answer once
  // it has hydrated.
  await visitor.goto(`/companies/${companyId}`, { waitUntil: 'networkidle' });
  await visitor.getByRole('button', { name: /Show reviews/ }).click();
  const seen = reviewOf(visitor);
  await expect(seen.getByText(DESCRIPTOR)).toBeVisible();
  await expect(seen.getByLabel(`Response from ${companyName}`)).toContainText(RESPONSE);
  await expect(visitor.getByRole('dialog', { name: 'Company Reviews' })).not.toContainText(seekerName);
  await visitor.screenshot({ path: 'e2e/screenshots/reviews-dialog-390.png' });
  await seen.scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: 'e2e/screenshots/reviews-response-390.png' });
  await visitor.close();
});

test('the write-a-review form fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, SEEKER, 'employee');
  await page.goto(`/companies/${companyId}`);
  await page.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('dialog', { name: `Write a review of ${companyName}` });
  await expect(form.getByLabel('The good things')).toBeVisible();
  await form.getByText('Former employee').click();
  await page.screenshot({ path: 'e2e/screenshots/review-form-390.png' });
  await form.getByRole('button', { name: 'Submit review' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/review-form-390-end.png' });
  // Nothing wider than the phone: the form does not scroll sideways.
  const wide = await page.evaluate('document.documentElement.scrollWidth');
  expect(wide).toBeLessThanOrEqual(390);
});
