import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pageFor, post } from './support/api.ts';
import { type Tokens, tokensFor } from './support/auth.ts';
import { ADMIN } from './support/demo-ids.ts';
import { inbox, waitForMail } from './support/mail.ts';

/**
 * Issue 24, finding 8 (decision 0189): an admin finds a user, suspends their company with a reason
 * (the employer is e-mailed it, the jobs leave search), restores it, and reads the audit log.
 */
const stamp = Date.now();
const EMPLOYER = `trust-owner-${stamp}@example.test`;
const COMPANY = `Takahe Tours ${stamp}`;
const TITLE = `Glowworm cave guide ${stamp}`;
const REASON = 'Job ads ask applicants to pay a booking fee';

async function employerWithJob(request: APIRequestContext) {
  const first = await tokensFor(request, EMPLOYER, 'employer');
  const company = await post<{ id: string }>(request, '/api/v1/employers/companies.insert', first, {
    name: COMPANY,
    tagline: 'Caves and kayaks',
    description: '<p>Guided tours.</p>',
  });
  // The new access token carries the company, as after creating one in the app.
  const refreshed = await request.post('/api/v1/tokens.refresh', {
    data: { refresh_token: first.refresh_token },
  });
  const employer = (await refreshed.json()) as Tokens;
  const job = await post<{ id: string }>(request, '/api/v1/employers/jobs.insert', employer, {
    company_id: company.id,
    is_draft: false,
    title: TITLE,
    description: { summary: '<p>Lead small groups underground.</p>', responsibilities: ['Guide tours'] },
  });
  return { companyId: company.id, jobId: job.id };
}

async function searchFinds(request: APIRequestContext, jobId: string) {
  const res = await request.get(`/api/v1/jobs/search?q=${encodeURIComponent(TITLE)}`);
  const items = (await res.json()).items as { id: string }[];
  return items.some((i) => i.id === jobId);
}

/** No WCAG 2.1 A/AA violation on the screen as it stands. */
async function accessible(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin finds a user, suspends their company with a reason, restores it and reads the audit log', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { companyId, jobId } = await employerWithJob(request);
  await expect.poll(() => searchFinds(request, jobId)).toBe(true);

  const admin = await pageFor(browser, await tokensFor(request, ADMIN, 'employee'));
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Users' }).click();
  await expect(admin).toHaveURL(/tab=users/);
  const users = admin.getByTestId('admin-users');
  await users.getByRole('textbox', { name: 'Search users' }).fill(`trust-owner-${stamp}`);
  await users.getByRole('link', { name: EMPLOYER }).click();

  await expect(admin.getByRole('heading', { level: 1, name: EMPLOYER })).toBeVisible();
  await expect(admin.getByText('Employer', { exact: false }).first()).toBeVisible();
  await expect(admin.getByRole('link', { name: COMPANY })).toBeVisible();
  await accessible(admin);
  await shoot(admin, 'admin-user-page');

  // Suspend the company: the dialog will not go on without a reason.
  const mailsBefore = inbox(EMPLOYER).length;
  await admin.getByRole('button', { name: `Suspend company ${COMPANY}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Suspend ${COMPANY}` });
  await dialog.getByRole('button', { name: 'Suspend company' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await shoot(admin, 'admin-suspend-dialog');
  await dialog.getByRole('button', { name: 'Suspend company' }).click();
  await expect(admin.getByText('Company suspended')).toBeVisible();
  await expect(admin.getByRole('button', { name: `Restore company ${COMPANY}` })).toBeVisible();

  const mail = await waitForMail(EMPLOYER, /Your company on FitJobs was suspended/, mailsBefore);
  expect(mail).toContain(REASON);
  expect(await searchFinds(request, jobId)).toBe(false);
  expect((await request.post('/api/v1/jobs.get', { data: { id: jobId } })).status()).toBe(404);

  // Restore it, with its own reason: the job is back in search.
  await admin.getByRole('button', { name: `Restore company ${COMPANY}` }).click();
  const restore = admin.getByRole('dialog', { name: `Restore ${COMPANY}` });
  await restore.getByRole('textbox', { name: 'Reason' }).fill('Owner refunded the fees; cleared');
  await restore.getByRole('button', { name: 'Restore company' }).click();
  await expect(admin.getByText('Company restored')).toBeVisible();
  await waitForMail(EMPLOYER, /Your company on FitJobs is active again/, mailsBefore);
  expect(await searchFinds(request, jobId)).toBe(true);

  // The audit log says who did what, when and why, newest first.
  await admin.goto('/admin?tab=audit');
  const log = admin.getByTestId('admin-audit-log');
  const rows = log.getByRole('row');
  await expect(rows.nth(1)).toContainText('Restored company');
  await expect(rows.nth(1)).toContainText('Owner refunded the fees; cleared');
  await expect(rows.nth(2)).toContainText('Suspended company');
  await expect(rows.nth(2)).toContainText(REASON);
  await expect(rows.nth(2)).toContainText(ADMIN);
  await accessible(admin);
  await shoot(admin, 'admin-audit-log');

  // The other lists, for their screenshots and a look at the filters.
  await admin.goto('/admin?tab=company-list');
  await admin.getByTestId('admin-companies').getByRole('textbox', { name: 'Search companies' }).fill(COMPANY);
  await expect(admin.getByTestId(`admin-company-${companyId}`)).toBeVisible();
  await shoot(admin, 'admin-companies-list');
  await admin.goto('/admin?tab=jobs-list');
  await admin.getByTestId('admin-jobs').getByRole('textbox', { name: 'Search jobs' }).fill(TITLE);
  await expect(admin.getByTestId('admin-jobs').getByRole('link', { name: TITLE })).toBeVisible();
  await shoot(admin, 'admin-jobs-list');
  await admin.goto('/admin?tab=users');
  await expect(admin.getByTestId('admin-users').getByRole('link').first()).toBeVisible();
  await accessible(admin);
  await shoot(admin, 'admin-users-list');
});

test('a job an admin takes down says so on My Jobs and offers no Repost or Duplicate', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `takedown-owner-${stamp}@example.test`;
  const first = await tokensFor(request, email, 'employer');
  const company = await post<{ id: string }>(request, '/api/v1/employers/companies.insert', first, {
    name: `Weta Works ${stamp}`,
    tagline: 'Props',
    description: '<p>Props.</p>',
  });
  const refreshed = await request.post('/api/v1/tokens.refresh', {
    data: { refresh_token: first.refresh_token },
  });
  const employer = (await refreshed.json()) as Tokens;
  const title = `Courier from home ${stamp}`;
  const job = await post<{ id: string }>(request, '/api/v1/employers/jobs.insert', employer, {
    company_id: company.id,
    is_draft: false,
    title,
    description: { summary: '<p>Send parcels.</p>', responsibilities: ['Receive parcels'] },
  });
  const admin = await tokensFor(request, ADMIN, 'employee');
  const before = inbox(email).length;
  const reason = 'Reshipping scam: applicants forward stolen goods';
  await post(request, '/api/v1/admins/jobs.archive', admin, { id: job.id, reason });
  expect(await waitForMail(email, /took down your job ad/, before)).toContain(reason);

  const page = await pageFor(browser, employer);
  await page.goto('/employers/jobs');
  await page.getByText('archived', { exact: true }).click();
  const card = page.locator('.mantine-Card-root', { hasText: title });
  await expect(card.getByText('Taken down by an admin')).toBeVisible();
  await expect(card).toContainText(reason);
  await expect(card.getByRole('button', { name: /Repost|Duplicate/ })).toHaveCount(0);
  await shoot(page, 'my-jobs-taken-down');
});
