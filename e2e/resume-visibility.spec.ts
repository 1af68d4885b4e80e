import { type APIRequestContext, expect, test } from '@playwright/test';
import { insertResume, pageFor, post } from './support/api.ts';
import { type Tokens, tokensFor } from './support/auth.ts';
import { EMPLOYER } from './support/demo-ids.ts';

/**
 * Issue 15: a seeker's Limited resume is found without contact details; applying to a company
 * shares them with that company; the seeker sees who viewed the resume (decision 0120).
 */

/** A resume in Auckland with a skill nobody else has, saved Searchable (then changed on /resumes). */
const resumeFor = (request: APIRequestContext, seeker: Tokens, email: string, skill: string) =>
  insertResume(request, seeker, {
    first_name: 'Mere',
    last_name: 'Visibility',
    email,
    phone: '+64 21 555 0199',
    skills: [skill],
    visibility: 'searchable',
  });

/** An open internal job of the demo employer's company. */
async function openJobOf(request: APIRequestContext, employer: Tokens) {
  const companies = await post<{ items: { id: string; name: string }[] }>(
    request,
    '/api/v1/employers/companies.list',
    employer,
    {},
  );
  const company = companies.items[0];
  if (!company) throw new Error('the demo employer has no company');
  const jobs = await post<{
    items: {
      id: string;
      is_draft: boolean;
      archived_at: string | null;
      external_id: string | null;
      expires_at: string | null;
    }[];
  }>(request, '/api/v1/employers/jobs.list', employer, { company_id: company.id });
  const job = jobs.items.find(
    (j) =>
      !j.is_draft &&
      !j.archived_at &&
      !j.external_id &&
      (!j.expires_at || Date.parse(j.expires_at) > Date.now()),
  );
  if (!job) throw new Error('no open job');
  return { company, jobId: job.id };
}

test('a Limited resume shows contact details only to the company the seeker applied to, and the seeker sees who viewed it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `limited-${stamp}@example.test`;
  const skill = `Quokkawrangling${stamp}`;
  const seeker = await tokensFor(request, email, 'employee');
  const employer = await tokensFor(request, EMPLOYER, 'employer');
  const { company, jobId } = await openJobOf(request, employer);
  await resumeFor(request, seeker, email, skill);

  // The seeker activates the resume and sets it to Limited on /resumes.
  const seekerPage = await pageFor(browser, seeker);
  await seekerPage.goto('/resumes');
  const card = seekerPage.getByTestId('resume-card').first();
  await card.getByRole('button', { name: 'Set as Active' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await card.getByLabel(/Who can find the resume/).click();
  await seekerPage.getByRole('option', { name: 'Limited' }).click();
  await expect(seekerPage.getByText('Visibility set to Limited')).toBeVisible();
  await expect(seekerPage.getByText('No company has viewed your resume yet.')).toBeVisible();
  for (const width of [1280, 390]) {
    await seekerPage.setViewportSize({ width, height: 900 });
    await seekerPage.screenshot({ path: `e2e/screenshots/resumes-visibility-${width}.png`, fullPage: true });
  }

  // The employer finds it without e-mail and phone, in the results and on the resume.
  const employerPage = await pageFor(browser, employer);
  await employerPage.goto(`/employers/search-resumes?query=${skill}`);
  const result = employerPage.getByTestId('candidate-card').filter({ hasText: 'Mere Visibility' });
  await expect(result.getByTestId('candidate-contact')).toHaveText(
    'Contact details shown once this person applies to your company',
  );
  await expect(result).not.toContainText(email);
  const resumeLink = result.getByRole('link', { name: 'Mere Visibility' });
  const resumeUrl = (await resumeLink.getAttribute('href')) ?? '';
  await employerPage.goto(resumeUrl);
  await expect(
    employerPage.getByText('E-mail, phone and LinkedIn are shared with companies this person applies to.'),
  ).toBeVisible();
  await expect(employerPage.getByText(email)).toHaveCount(0);

  // The seeker applies to that employer's job from the job page.
  await seekerPage.setViewportSize({ width: 1280, height: 900 });
  await seekerPage.goto(`/jobs/${jobId}`);
  await seekerPage.getByRole('button', { name: 'Apply', exact: true }).first().click();
  await seekerPage
    .getByRole('dialog', { name: 'Apply for this job' })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(seekerPage.getByText('Your application has been sent')).toBeVisible();

  // Now that company sees the contact details once it opens the resume, never in the results.
  await employerPage.goto(`/employers/search-resumes?query=${skill}`);
  const applied = employerPage.getByTestId('candidate-card').filter({ hasText: 'Mere Visibility' });
  await expect(applied.getByTestId('candidate-contact')).toHaveText('Open the resume to see contact details');
  await expect(applied).not.toContainText(email);
  for (const width of [1280, 390]) {
    await employerPage.setViewportSize({ width, height: 900 });
    await employerPage.screenshot({
      path: `e2e/screenshots/resume-search-card-${width}.png`,
      fullPage: true,
    });
  }
  await employerPage.setViewportSize({ width: 1280, height: 900 });
  await employerPage.goto(resumeUrl);
  await expect(employerPage.getByText(email)).toBeVisible();

  // The seeker sees the company under "Companies that viewed your resume", with dates.
  await seekerPage.goto('/resumes');
  const viewers = seekerPage.getByTestId('resume-viewers');
  await expect(viewers.getByRole('link', { name: company.name })).toBeVisible();
  await expect(viewers).toContainText('viewed 2 times');
  for (const width of [1280, 390]) {
    await seekerPage.setViewportSize({ width, height: 900 });
    await seekerPage.screenshot({ path: `e2e/screenshots/resumes-viewers-${width}.png`, fullPage: true });
  }
});

test('the wizard asks who can find the resume', async ({ browser, request }) => {
  const seeker = await tokensFor(request, `wizard-vis-${Date.now()}@example.test`, 'employee');
  const page = await pageFor(browser, seeker);
  const { id } = await resumeFor(request, seeker, 'wizard@example.test', 'Knitting');
  await page.goto(`/edit-resume/${id}`);
  for (let step = 0; step < 4; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  const picker = page.getByRole('radiogroup', { name: 'Who can find this resume' });
  await expect(picker.getByRole('radio', { name: 'Searchable' })).toBeChecked();
  await picker.getByRole('radio', { name: 'Hidden' }).check();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/wizard-visibility-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/resumes$/);
  const mine = await post<{ item: { visibility: string } }>(
    request,
    '/api/v1/employees/resumes.get',
    seeker,
    { id },
  );
  expect(mine.item.visibility).toBe('hidden');
});
