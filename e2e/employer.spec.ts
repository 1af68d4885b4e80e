import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn, signInByApi } from './support/auth.ts';
import { EMPLOYER } from './support/demo-ids.ts';

const stamp = Date.now().toString(36);

async function searchAsVisitor(browser: Browser, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/jobs?query=${encodeURIComponent(title)}`);
  return { page, close: () => context.close() };
}

async function fillDescription(page: Page) {
  await page.getByRole('textbox', { name: 'Job summary' }).click();
  await page.keyboard.type('We build software for New Zealand growers.');
  const responsibilities = page.getByRole('textbox', { name: 'Responsibilities' });
  await responsibilities.fill('Ship features every week');
  await responsibilities.press('Enter');
  const skills = page.getByRole('textbox', { name: 'Skills' });
  await skills.fill('TypeScript');
  await skills.press('Enter');
}

test('a new employer creates a company, posts a job through the wizard, sees it in search, archives it', async ({
  page,
  browser,
}) => {
  const title = `Orchard Platform Engineer ${stamp}`;
  await signIn(page, `new-employer-${stamp}@example.test`, 'employer');
  await page.goto('/employers/dashboard');
  await expect(page.getByRole('button', { name: 'Post Job' })).toBeDisabled();
  await expect(page.getByText('You should create a company before posting a job.').first()).toBeVisible();

  await page.getByRole('button', { name: 'Create company' }).click();
  await page.getByLabel('Name').fill(`Orchard Tech ${stamp}`);
  await page.getByLabel('Tagline').fill('Software for growers');
  await page.getByLabel('Description').fill('We write software for orchards.');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Company created successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: `Orchard Tech ${stamp} company page` })).toBeVisible();

  await page.getByRole('link', { name: 'Post Job' }).click();
  await expect(page).toHaveURL(/\/employers\/create-job$/);
  // Next and Finish are enabled only when their step is valid; a field left empty says why.
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Job title').focus();
  await page.getByLabel('Job title').blur();
  await expect(page.getByText('Job title is required')).toBeVisible();
  await page.getByLabel('Job title').fill(title);
  await expect(page.getByText('Job title is required')).toBeHidden();
  // Paid by the hour: the card reads the rate as people do.
  await page.getByRole('combobox', { name: 'Pay' }).click();
  await page.getByRole('option', { name: 'Hourly rate' }).click();
  await page.getByLabel('Salary From').fill('28');
  await page.getByLabel('Salary To').fill('31');
  await page.screenshot({ path: 'e2e/screenshots/job-wizard-hourly.png', fullPage: true });
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Draft saved!')).toBeVisible();

  await next.click();
  // The Job Description step's Next (to Questions) waits for a valid description.
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Job summary' }).click();
  await page.getByRole('textbox', { name: 'Responsibilities' }).click();
  await expect(page.getByText('Job summary is required')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/job-wizard-summary-required.png', fullPage: true });
  await fillDescription(page);
  await expect(page.getByText('Job summary is required')).toBeHidden();
  await page.getByRole('button', { name: 'Preview Job Ad' }).click();
  const preview = page.getByRole('dialog', { name: 'Job ad preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
  await preview.getByRole('button').first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/employers\/jobs$/);
  await expect(page.getByText('Job created!')).toBeVisible();
  const row = page.locator('.mantine-Card-root', { hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Active')).toBeVisible();

  const visitor = await searchAsVisitor(browser, title);
  await expect(visitor.page.getByText(title).first()).toBeVisible();
  const card = visitor.page.getByRole('article', { name: title });
  await expect(card.getByText('$28-$31 an hour (NZD)')).toBeVisible();
  await visitor.close();

  await row.getByRole('button', { name: `Archive ${title}` }).click();
  // Archiving asks first; Cancel leaves the job as it was.
  const confirm = page.getByRole('dialog', { name: 'Archive this job?' });
  await expect(confirm.getByText(`“${title}” leaves the job search`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: `Archive ${title}` }).click();
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Job has been archived successfully')).toBeVisible();
  await expect(page.locator('.mantine-Card-root', { hasText: title })).toHaveCount(0);
  await page.getByText('archived', { exact: true }).click();
  await expect(page.locator('.mantine-Card-root', { hasText: title })).toHaveCount(1);

  const after = await searchAsVisitor(browser, title);
  await expect(after.page.getByText(/0 jobs found/)).toBeVisible();
  await expect(after.page.getByRole('link', { name: title })).toHaveCount(0);
  await after.close();
  await page.screenshot({ path: 'e2e/screenshots/employer-my-jobs.png', fullPage: true });
});

test('an admin finds a company, posts a job for it and edits it', async ({ page }) => {
  const company = `Harbour Admin Co ${stamp}`;
  await signIn(page, 'admin@demo.fitjobs.nz', 'employer');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Create Company' }).click();
  await page.getByLabel('Name').fill(company);
  await page.getByLabel('Tagline').fill('Made by an admin');
  await page.getByLabel('Description').fill('A company an admin created.');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Company created successfully')).toBeVisible();

  await expect(page.getByRole('dialog', { name: 'Create Company' })).toBeHidden();
  const search = page.getByRole('textbox', { name: 'Company', exact: true });
  await search.fill('Ha');
  await expect(page.getByRole('option')).toHaveCount(0);
  await search.fill(company);
  await page.getByRole('option', { name: company }).click();
  await expect(page.getByRole('option')).toHaveCount(0);
  // The switch follows the saved flag, so it turns on once the server has stored it.
  const verified = page.getByLabel('Verified company');
  await expect(verified).not.toBeChecked();
  await verified.click();
  await expect(verified).toBeChecked();
  await page.getByRole('link', { name: 'Post Job' }).click();
  await expect(page.getByRole('heading', { name: 'Post a Job (Admin)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();

  await page.getByLabel('Job title').fill(`Wharf Data Analyst ${stamp}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillDescription(page);
  await page.getByRole('button', { name: 'Next' }).click();
  const inserted = page.waitForResponse((r) => r.url().endsWith('/api/v1/admins/jobs.insert'));
  await page.getByRole('button', { name: 'Finish' }).click();
  const { id } = await (await inserted).json();
  await expect(page.getByText('All done!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();

  await page.goto(`/admin/jobs/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit Job (Admin)' })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue(`Wharf Data Analyst ${stamp}`);
  await page.getByLabel('Job title').fill(`Senior Wharf Data Analyst ${stamp}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Job updated!')).toBeVisible();
  await expect(page.getByText('All done!')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/admin-job-edited.png', fullPage: true });
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a draft that breaks a rule shows why when it is opened again, and Next waits until it is fixed', async ({
  page,
}) => {
  await signInByApi(page, EMPLOYER, 'employer');
  await page.goto('/employers/create-job');
  await page.getByLabel('Job title').fill(`Harbour Pilot ${stamp}`);
  await page.getByLabel('Salary From').fill('90000');
  await page.getByLabel('Salary To').fill('60000');
  await page.getByLabel('Salary To').blur();
  const rule = page.getByText('Salary To must be greater than Salary From');
  await expect(rule).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  // Drafts are saved as they are, rules or not (spec part 2, "Job wizard").
  const inserted = page.waitForResponse((r) => r.url().endsWith('/api/v1/employers/jobs.insert'));
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  const { id } = (await (await inserted).json()) as { id: string };
  await expect(page.getByText('Draft saved!')).toBeVisible();

  await page.goto(`/employers/jobs/${id}/edit`);
  await expect(page.getByLabel('Job title')).toHaveValue(`Harbour Pilot ${stamp}`);
  await expect(rule).toBeVisible();
  await expect(next).toBeDisabled();
  // Lowering Salary From clears it: Salary To's rule is checked again.
  await page.getByLabel('Salary From').fill('50000');
  await expect(rule).toBeHidden();
  await expect(next).toBeEnabled();
});
