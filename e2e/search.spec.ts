import { expect, type Page, test } from '@playwright/test';
import { signInByApi } from './support/auth.ts';
import { changeSearch } from './support/search.ts';

const SEEKER = 'seeker@demo.fitjobs.nz';

// Each journey crosses several pages and searches; the shared CI machine can be slow.
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 30_000 });
const slow = { timeout: 30_000 };

const cards = (page: Page) => page.getByTestId('job-card');
/** The top of the salary range a card shows (the salary sort key). */
/** A card's top salary as the salary sorts compare it: a year in NZD (hourly × 2,080, AUD ÷ 0.91). */
const salaryOf = (text: string | null) => {
  const top = Math.max(
    0,
    ...[...(text ?? '').matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]?.replace(/,/g, ''))),
  );
  const hours = text?.includes(' an hour') ? 2080 : 1;
  const rate = text?.includes('(AUD)') ? 0.91 : 1;
  return Math.round((top * hours) / rate);
};

test('a visitor searches from the hero, narrows, sorts, scrolls and opens a job', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Job title, company or keyword' }).fill('manager');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/jobs\?query=manager$/);
  await expect(page.getByRole('heading', { name: /jobs? found for "manager"/ })).toBeVisible(slow);
  await expect(cards(page).first()).toBeVisible(slow);

  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'New Zealand' }).click();
  await expect(page).toHaveURL(/country_id=\d+/);
  await expect(
    page.getByRole('heading', { name: /found for "manager" in Country New Zealand/ }),
  ).toBeVisible();
  await page.getByLabel('Only jobs with a salary').click();
  await expect(page).toHaveURL(/salary_specified=true/);
  await page.getByLabel('Exclude agency jobs').click();
  await expect(page).toHaveURL(/salary_specified=true/);
  await expect(page).toHaveURL(/exclude_agency=true/);

  await changeSearch(page, 'sort_by=salary_desc', () =>
    page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Highest salary first' }),
  );
  await expect(page).toHaveURL(/sort_by=salary_desc/);
  await expect(cards(page)).toHaveCount(20);
  const firstSalary = salaryOf(await cards(page).nth(0).textContent());
  const lastSalary = salaryOf(await cards(page).nth(19).textContent());
  expect(firstSalary).toBeGreaterThanOrEqual(lastSalary);

  await cards(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => cards(page).count()).toBeGreaterThan(20);
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();

  const link = cards(page).first().getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  const [detail] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await detail.waitForLoadState();
  await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(detail).toHaveTitle(
    new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at .+ \\| FitJobs$`),
  );
  await expect(detail.getByRole('heading', { name: 'Job Summary' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
  await expect(detail.getByRole('complementary', { name: 'Company' })).toBeVisible();
  await detail.screenshot({ path: 'e2e/screenshots/search-job-detail.png', fullPage: true });
  await page.screenshot({ path: 'e2e/screenshots/search-results.png' });
});

test('a signed-in seeker saves a job and a search, sees both, and hides a company', async ({ page }) => {
  await signInByApi(page, SEEKER, 'employee');
  await page.goto('/jobs?query=manager');
  await expect(cards(page).first()).toBeVisible(slow);

  const first = cards(page).first();
  const savedTitle = (await first.getByRole('link').first().textContent()) ?? '';
  await first.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByText('Job saved!')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Unsave job' })).toBeVisible();

  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Search saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeDisabled();

  await page.goto('/saved-jobs');
  await expect(page.getByRole('heading', { name: 'Your Saved Jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: savedTitle }).first()).toBeVisible();

  await page.goto('/saved-searches');
  const saved = page.getByRole('link', { name: 'manager' });
  await expect(saved).toHaveAttribute('href', /\/jobs\?query=manager/);
  await expect(page.getByRole('switch', { name: 'New-job alerts for manager' })).toBeChecked();

  await saved.click();
  await expect(cards(page).first()).toBeVisible(slow);
  const company = (await cards(page).first().getByRole('link').nth(1).textContent()) ?? '';
  await cards(page).first().getByRole('button', { name: 'Hide options' }).click();
  await page.getByRole('menuitem', { name: `Hide jobs from ${company}` }).click();
  await expect(page.getByText(`Jobs from ${company} hidden.`)).toBeVisible();
  await expect(cards(page).first()).toBeVisible(slow);
  await expect(cards(page).filter({ hasText: company })).toHaveCount(0);
  await page.screenshot({ path: 'e2e/screenshots/search-hidden-company.png' });
});

test('a visitor types a place and a misspelling, and the search understands both', async ({ page }) => {
  // The place becomes the location filter: the address bar, the notice and the answer say so.
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/jobs/search') && r.url().includes('region_id')),
    page.goto('/jobs?query=nurse+auckland'),
  ]);
  await expect(page).toHaveURL(/query=nurse&.*region_id=\d+/, slow);
  await expect(page.getByText('Showing jobs in Auckland, from your search.')).toBeVisible(slow);
  const { items } = (await answer.json()) as { items: { region_name: string }[] };
  expect(items.length).toBeGreaterThan(0);
  expect(new Set(items.map((i) => i.region_name))).toEqual(new Set(['Auckland']));
  await expect(cards(page).first()).toBeVisible(slow);
  await page.screenshot({ path: 'e2e/screenshots/search-place.png', fullPage: false });
  await page.getByRole('button', { name: 'Search all locations' }).click();
  await expect(page).not.toHaveURL(/region_id/);
  await expect(page.getByText('Showing jobs in Auckland, from your search.')).toBeHidden();

  await page.goto('/jobs?query=nurce');
  await expect(page.getByRole('heading', { name: '0 jobs found for "nurce"' })).toBeVisible(slow);
  await page.screenshot({ path: 'e2e/screenshots/search-did-you-mean.png', fullPage: false });
  await page.getByRole('link', { name: 'nurse' }).click();
  await expect(page).toHaveURL(/query=nurse$/);
  await expect(cards(page).first()).toContainText(/nurse/i, slow);
});
