import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pageFor } from './support/api.ts';
import { signIn, tokensFor } from './support/auth.ts';

// Issue 22: applying with no dead end, the resume chosen, and the employer's questions answered.
const EMPLOYER = 'employer@demo.fitjobs.nz';

/** Picks an option of a Mantine Select by the select's accessible name. */
async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  const item = page.getByRole('option', { name: option, exact: true });
  await box.click();
  await expect(async () => {
    if (!(await item.isVisible())) await box.click();
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await item.click();
}

/** A new open job of the demo employer, with the given screening questions (or other fields). */
async function postJob(
  request: APIRequestContext,
  title: string,
  questions: object[] = [],
  fields: Record<string, unknown> = {},
) {
  const { access_token } = await tokensFor(request, EMPLOYER, 'employer');
  const headers = { authorization: `Bearer ${access_token}` };
  const companies = await (
    await request.post('/api/v1/employers/companies.list', { headers, data: {} })
  ).json();
  const res = await request.post('/api/v1/employers/jobs.insert', {
    headers,
    data: {
      company_id: companies.items[0].id,
      is_draft: false,
      title,
      salary_from: 70_000,
      salary_to: 80_000,
      visa_sponsorship: true,
      disability_friendly: true,
      description: { summary: '<p>Drive the route.</p>', responsibilities: ['Deliver parcels'] },
      questions,
      ...fields,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).id as string;
}

/** Both widths, saved for looking at. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}-1280.png` });
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `e2e/screenshots/${name}-390.png` });
  if (wide) await page.setViewportSize(wide);
}

test('a brand-new seeker builds one resume and applies in one pass, never visiting /resumes', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `Courier Driver ${stamp}`;
  const jobId = await postJob(request, title);
  const visited: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) visited.push(new URL(f.url()).pathname);
  });

  const email = `first-apply-${stamp}@example.test`;
  await page.goto(`/login?redirect_to=${encodeURIComponent(`/jobs/${jobId}`)}`);
  await signIn(page, email, 'employee');
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}`));
  // The job's facts carry what the employer ticked.
  await expect(page.getByText(/Visa sponsorship available/).first()).toBeVisible();
  await expect(page.getByText(/Accessible for people with disabilities/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Apply', exact: true }).first().click();
  const needs = page.getByRole('dialog', { name: 'You need a resume to apply' });
  await expect(needs).toBeVisible();
  await needs.getByRole('button', { name: 'Create Resume' }).click();
  await expect(page).toHaveURL(/\/create-resume\?apply=/);

  await page.getByLabel('First name').fill('Mere');
  await page.getByLabel('Last name').fill('Parata');
  await page.getByLabel('Email').fill(email);
  await choose(page, 'Country', 'New Zealand');
  await choose(page, 'Region', 'Auckland');
  await choose(page, 'City', 'Auckland');
  await choose(page, 'Work rights in New Zealand', 'Citizen or resident');
  await choose(page, 'Work rights in Australia', 'No right to work');
  const next = page.getByRole('button', { name: 'Next' });
  await next.click(); // Work Experience (none yet)
  await next.click(); // Education
  await next.click(); // Skills & Languages
  const skills = page.getByRole('combobox', { name: 'Skills', exact: true });
  await skills.fill('Class 2 licence');
  await skills.press('Enter');
  await skills.press('Escape');
  await next.click(); // Personal Summary
  await page.getByRole('button', { name: 'Finish' }).click();

  // Back on the same job, its apply dialog open, the new resume chosen.
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}`));
  const dialog = page.getByRole('dialog', { name: 'Apply for this job' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This resume will be sent')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Mere Parata/ })).toBeChecked();
  await shoot(page, 'apply-dialog-first-resume');
  await dialog.getByRole('textbox', { name: 'Cover letter (optional)' }).fill('Kia ora, I know the roads.');
  await expect(dialog.getByText(/characters: 9,974 left/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Your application has been sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Already applied' }).first()).toBeDisabled();
  expect(visited.filter((p) => p === '/resumes')).toEqual([]);
});

test("a seeker answers the employer's two questions and picks which resume to send", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const jobId = await postJob(request, `Forklift Operator ${stamp}`, [
    {
      id: 'rights',
      kind: 'yes_no',
      text: 'Do you have the right to work in New Zealand?',
      must_have: true,
      accepted: ['yes'],
    },
    { id: 'years', kind: 'number', text: 'How many years have you driven a forklift?' },
  ]);
  const email = `questions-${stamp}@example.test`;
  const { access_token } = await tokensFor(request, email, 'employee');
  const headers = { authorization: `Bearer ${access_token}` };
  const countries = await (await request.post('/api/v1/locations/countries.list', { data: {} })).json();
  const nz = countries.items.find((c: { name: string }) => c.name === 'New Zealand');
  const regions = await (
    await request.post('/api/v1/locations/regions.list', { data: { country_identity: { id: nz.id } } })
  ).json();
  const cities = await (
    await request.post('/api/v1/locations/cities.list', {
      data: { country_identity: { id: nz.id }, region_identity: { id: regions.items[0].id } },
    })
  ).json();
  for (const [first, skill] of [
    ['Older', 'Warehousing'],
    ['Newer', 'Forklift'],
  ] as const) {
    const res = await request.post('/api/v1/employees/resumes.insert', {
      headers,
      data: {
        first_name: first,
        last_name: 'Tipene',
        email,
        country_id: nz.id,
        region_id: regions.items[0].id,
        city_id: cities.items[0].id,
        eligible_to_work_in_nz: true,
        experience: [],
        education: [],
        skills: [skill],
      },
    });
    expect(res.ok()).toBe(true);
  }

  await page.goto('/login');
  await signIn(page, email, 'employee');
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Apply', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Apply for this job' });
  // Neither is active: the newest is preselected; the seeker picks the other.
  await expect(dialog.getByRole('radio', { name: /Newer Tipene/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /Older Tipene/ }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Answer this question')).toHaveCount(2);
  await shoot(page, 'apply-dialog-questions');
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('textbox', { name: 'How many years have you driven a forklift?' }).fill('4');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/employees/applications.insert'));
  await dialog.getByRole('button', { name: 'Apply' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('Your application has been sent')).toBeVisible();

  // Then withdraws it: it stays in the list as Withdrawn.
  await page.goto('/applications');
  const card = page.getByRole('article', { name: `Forklift Operator ${stamp}` });
  await card.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw application' });
  await shoot(page, 'apply-withdraw-confirm');
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(card.getByTestId('application-status')).toHaveText('Withdrawn');
  await expect(card.getByRole('button', { name: 'Withdraw' })).toBeHidden();
});

test("a seeker applies on the employer's site and says so on return: it is under Applied jobs", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `Scaffolder ${stamp}`;
  const site = `https://careers.example.test/scaffolder-${stamp}`;
  const jobId = await postJob(request, title, [], { external_id: site });
  await page
    .context()
    .route('https://careers.example.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Apply at Example Builders</h1>' }),
    );
  await page.goto(`/login?redirect_to=${encodeURIComponent(`/jobs/${jobId}`)}`);
  await signIn(page, `external-${stamp}@example.test`, 'employee');
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}`));

  await page.getByRole('button', { name: 'Apply', exact: true }).first().click();
  const leaving = page.getByRole('dialog', { name: 'Leaving FitJobs' });
  const popup = page.context().waitForEvent('page');
  await leaving.getByRole('link', { name: 'Continue to job site' }).click();
  const employerSite = await popup;
  await expect(employerSite.getByRole('heading', { name: 'Apply at Example Builders' })).toBeVisible();
  await employerSite.close();
  await page.bringToFront();

  const asked = page.getByRole('dialog', { name: 'Did you apply?' });
  await expect(asked).toBeVisible();
  await shoot(page, 'apply-did-you-apply');
  await asked.getByRole('button', { name: 'Yes, I applied' }).click();
  await expect(page.getByText('Added to your applied jobs')).toBeVisible();
  await expect(page.getByText(/^Applied on the employer's site on /)).toBeVisible();
  // Asked once: a reload does not ask again.
  await page.reload();
  await expect(page.getByText(/^Applied on the employer's site on /)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Did you apply?' })).toBeHidden();

  await page.goto('/applications');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText(/Applied on the employer's site \d/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Chat' })).toBeHidden();
});

/** A one-page PDF, as small as a reader opens (issue 22 item 2: a resume uploaded as a file). */
const RESUME_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

test('a second seeker uploads a PDF resume from the apply dialog and applies with it, answering two questions', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Courier Driver ${stamp}`;
  const jobId = await postJob(request, title, [
    {
      id: 'licence',
      kind: 'yes_no',
      text: 'Do you hold a full driver licence?',
      must_have: true,
      accepted: ['yes'],
    },
    { id: 'years', kind: 'number', text: 'How many years have you driven for work?' },
  ]);
  const email = `file-resume-${stamp}@example.test`;
  await page.goto('/login');
  await signIn(page, email, 'employee');
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Apply', exact: true }).first().click();
  await page
    .getByRole('dialog', { name: 'You need a resume to apply' })
    .getByRole('button', { name: 'Upload a file' })
    .click();

  const upload = page.getByRole('dialog', { name: 'Upload a resume file' });
  await upload.getByRole('textbox', { name: 'First name' }).fill('Mere');
  await upload.getByRole('textbox', { name: 'Last name' }).fill('Uploader');
  await upload.getByRole('textbox', { name: 'Email' }).fill(email);
  const fileInput = upload.locator('input[type="file"]');
  // A file named .pdf that is not one: the server reads the bytes and says so.
  await fileInput.setInputFiles({
    name: 'Mere CV.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf'),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText('This file is not a PDF or Word document')).toBeVisible();
  await fileInput.setInputFiles({ name: 'Mere CV.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  await shoot(page, 'apply-upload-resume-file');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Resume uploaded')).toBeVisible();

  // Back in the apply dialog with the file chosen; both questions answered.
  const dialog = page.getByRole('dialog', { name: 'Apply for this job' });
  await expect(dialog.getByRole('radio', { name: 'Mere Uploader – Mere CV.pdf' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('textbox', { name: 'How many years have you driven for work?' }).fill('6');
  await shoot(page, 'apply-dialog-resume-file');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/employees/applications.insert'));
  await dialog.getByRole('button', { name: 'Apply' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('Your application has been sent')).toBeVisible();

  // It is listed among the seeker's resumes as a file.
  await page.goto('/resumes');
  const card = page.getByTestId('resume-card').filter({ hasText: 'Mere CV.pdf' });
  await expect(card).toContainText('PDF file');
  await shoot(page, 'resumes-file-card');

  // The employer downloads exactly the file that was sent.
  const employer = await pageFor(browser, await tokensFor(request, EMPLOYER, 'employer'));
  await employer.goto(`/employers/jobs/${jobId}/applications`);
  const applicant = employer.getByRole('article', { name: 'Applicant Mere Uploader' });
  const downloading = employer.waitForEvent('download');
  await applicant.getByRole('button', { name: 'Resume' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Mere CV.pdf');
  expect(readFileSync(await download.path()).equals(RESUME_PDF)).toBe(true);
});
