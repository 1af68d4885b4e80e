import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { insertResume, pageFor, post } from './support/api.ts';
import { type Tokens, tokensFor } from './support/auth.ts';
import { EMPLOYER } from './support/demo-ids.ts';
import { inbox, waitForMail } from './support/mail.ts';

/**
 * Issue 23 "Done when": must-have questions rank applicants; one moves through interview, offer
 * and hired with a template; the other is rejected in bulk with Undo; a Limited candidate found
 * in resume search is invited and applies; another candidate blocks the company.
 */

const SHOTS = 'e2e/screenshots';

/** Both widths, full page, for looking at. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/hire-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  const box = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }));
  const item = page.getByRole('option', { name: option }).first();
  await expect(async () => {
    if (!(await item.isVisible())) await box.first().click();
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await item.click();
}

async function demoCompany(request: APIRequestContext, employer: Tokens) {
  const companies = await post<{ items: { id: string; name: string }[] }>(
    request,
    '/api/v1/employers/companies.list',
    employer,
    {},
  );
  const company = companies.items[0];
  if (!company) throw new Error('the demo employer has no company');
  return company;
}

async function postJob(
  request: APIRequestContext,
  employer: Tokens,
  companyId: string,
  title: string,
  questions: object[],
) {
  const job = await post<{ id: string }>(request, '/api/v1/employers/jobs.insert', employer, {
    company_id: companyId,
    is_draft: false,
    title,
    salary_from: 60_000,
    salary_to: 70_000,
    description: { summary: '<p>Drive the route.</p>', responsibilities: ['Deliver freight'] },
    questions,
  });
  return job.id;
}

/** A new seeker with an active resume (its own skill, so resume search finds only them). */
async function seeker(
  request: APIRequestContext,
  email: string,
  name: [string, string],
  skill: string,
  visibility: 'searchable' | 'limited' = 'searchable',
) {
  const tokens = await tokensFor(request, email, 'employee');
  const resume = await insertResume(request, tokens, {
    first_name: name[0],
    last_name: name[1],
    email,
    skills: [skill],
  });
  await post(request, '/api/v1/employees/resumes.update', tokens, {
    id: resume.id,
    is_active: true,
    visibility,
  });
  return tokens;
}

const QUESTIONS = [
  {
    id: 'rights',
    kind: 'yes_no',
    text: 'Do you have the right to work in New Zealand?',
    must_have: true,
    accepted: ['yes'],
  },
  {
    id: 'licence',
    kind: 'yes_no',
    text: 'Do you hold a class 2 licence?',
    must_have: true,
    accepted: ['yes'],
  },
];

test('an employer ranks applicants by must-haves, hires one with a template and rejects the other with Undo', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  const employer = await tokensFor(request, EMPLOYER, 'employer');
  const company = await demoCompany(request, employer);
  const title = `Hire Driver ${stamp}`;
  const jobId = await postJob(request, employer, company.id, title, QUESTIONS);
  await post(request, '/api/v1/employers/templates.insert', employer, {
    company_id: company.id,
    name: `Interview ${stamp}`,
    body: 'Kia ora {first_name}, come and meet us about {job_title} on Tuesday at 10.',
  });
  const meetsEmail = `hire-meets-${stamp}@example.test`;
  const missesEmail = `hire-misses-${stamp}@example.test`;
  const meets = await seeker(request, meetsEmail, ['Aroha', 'Meets'], `Haulage${stamp}`);
  const misses = await seeker(request, missesEmail, ['Tama', 'Misses'], `Freight${stamp}`);
  for (const [who, licence] of [
    [meets, 'yes'],
    [misses, 'no'],
  ] as const) {
    await post(request, '/api/v1/employees/applications.insert', who, {
      id: jobId,
      answers: [
        { question_id: 'rights', value: 'yes' },
        { question_id: 'licence', value: licence },
      ],
    });
  }

  const page = await pageFor(browser, employer);
  await page.goto(`/employers/jobs/${jobId}/applications`);
  const card = (name: string) => page.getByRole('article', { name: `Applicant ${name}`, exact: true });
  const aroha = card('Aroha Meets');
  const tama = card('Tama Misses');
  await expect(aroha.getByTestId('must-haves')).toHaveText('Meets all must-haves', { timeout: 30_000 });
  await expect(tama.getByTestId('must-haves')).toHaveText('Misses 1 of 2');
  await expect(tama.getByLabel('Answers to the questions')).toContainText(
    'Do you hold a class 2 licence? No',
  );
  await shoot(page, 'applicant-list');

  // Only those who meet every must-have.
  await choose(page, 'Must-haves', 'Meets all must-haves');
  await expect(tama).toHaveCount(0);
  await expect(aroha).toBeVisible();

  // Interview, with the template filled in for this applicant.
  await aroha.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Interview' }).click();
  const interview = page.getByRole('dialog', { name: 'Invite to interview' });
  await choose(page, 'Use a template', `Interview ${stamp}`);
  const text = `Kia ora Aroha, come and meet us about ${title} on Tuesday at 10.`;
  await expect(interview.getByRole('textbox', { name: 'Message in the e-mail' })).toHaveValue(text);
  await shoot(page, 'interview-template');
  await interview.getByRole('button', { name: 'Move to Interview' }).click();
  await expect(aroha.getByTestId('application-status')).toHaveText('Interview');

  // The one who misses a must-have: rejected in bulk, undone once, then for good.
  await choose(page, 'Must-haves', 'Misses a must-have');
  await expect(aroha).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('button', { name: 'Reject selected' }).click();
  await page
    .getByRole('dialog', { name: 'Reject this applicant?' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(tama.getByTestId('application-status')).toHaveText('Rejected');
  await page
    .getByRole('alert')
    .filter({ hasText: 'marked as rejected' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(page.getByText('Status change undone')).toBeVisible();
  await expect(tama.getByTestId('application-status')).toHaveText('Applied');
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('button', { name: 'Reject selected' }).click();
  await page
    .getByRole('dialog', { name: 'Reject this applicant?' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(tama.getByTestId('application-status')).toHaveText('Rejected');

  // The e-mails that stood go after the grace period: the interview with the template's text,
  // one rejection (the undone one never went).
  const interviewMail = await waitForMail(meetsEmail, /Interview invitation for/, 0, 240_000);
  expect(interviewMail).toContain('come and meet us about');
  await waitForMail(missesEmail, /Update on your application for/, 0, 60_000);
  expect(inbox(missesEmail).filter((m) => m.includes(title)).length).toBe(1);
  expect(inbox(meetsEmail).filter((m) => m.includes(title)).length).toBe(1);

  // Offer, then hired.
  await choose(page, 'Must-haves', 'Meets all must-haves');
  await aroha.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Offer' }).click();
  const offer = page.getByRole('dialog', { name: 'Make an offer' });
  await offer
    .getByRole('textbox', { name: 'Message in the e-mail' })
    .fill('We offer $68,000. Reply to accept.');
  await offer.getByRole('button', { name: 'Move to Offer' }).click();
  await expect(aroha.getByTestId('application-status')).toHaveText('Offer');
  await aroha.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Hired' }).click();
  await expect(aroha.getByTestId('application-status')).toHaveText('Hired');

  // The seeker sees the interview step with its date (newer steps show once their e-mail is due).
  const seekerPage = await pageFor(browser, meets);
  await seekerPage.goto('/applications');
  const application = seekerPage.getByRole('article', { name: title });
  await expect(application.getByLabel('Status history')).toContainText('Interview');
  await shoot(seekerPage, 'seeker-timeline');
});

test('an employer invites a Limited candidate from resume search, who applies; another blocks the company', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const employer = await tokensFor(request, EMPLOYER, 'employer');
  const company = await demoCompany(request, employer);
  const title = `Hire Courier ${stamp}`;
  await postJob(request, employer, company.id, title, []);
  const skill = `Kiwiparcel${stamp}`;
  const limitedEmail = `hire-limited-${stamp}@example.test`;
  const blockerEmail = `hire-blocker-${stamp}@example.test`;
  const limited = await seeker(request, limitedEmail, ['Hana', 'Limited'], skill, 'limited');
  const blocker = await seeker(request, blockerEmail, ['Wiremu', 'Blocker'], skill);

  const page = await pageFor(browser, employer);
  const invite = async (name: string) => {
    await page.goto(`/employers/search-resumes?query=${skill}`);
    const result = page.getByTestId('candidate-card').filter({ hasText: name });
    await result.getByRole('button', { name: `Invite ${name} to apply` }).click();
    const dialog = page.getByRole('dialog', { name: `Invite ${name} to apply` });
    await choose(page, 'Job', title);
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Your parcel skills fit this route. Would you apply?');
    return dialog;
  };
  const dialog = await invite('Hana Limited');
  await expect(dialog).not.toContainText(limitedEmail);
  await shoot(page, 'invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(new RegExp(`Invitation sent for ${title}`))).toBeVisible();
  await waitForMail(limitedEmail, new RegExp(`Job: "${title}"`));

  // The candidate sees it in their account and applies from it.
  const candidate = await pageFor(browser, limited);
  await candidate.goto('/applications');
  const invitation = candidate.getByRole('article', { name: `Invitation: ${title}` });
  await expect(invitation).toContainText('Your parcel skills fit this route.');
  await shoot(candidate, 'invitation-seeker');
  await invitation.getByRole('link', { name: 'View and apply' }).click();
  await candidate.getByRole('button', { name: 'Apply', exact: true }).first().click();
  await candidate
    .getByRole('dialog', { name: 'Apply for this job' })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(candidate.getByText('Your application has been sent')).toBeVisible();

  // Another candidate is invited and blocks the company: no more invitations from it.
  const second = await invite('Wiremu Blocker');
  await second.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(new RegExp(`Invitation sent for ${title}`)).first()).toBeVisible();
  const blockerPage = await pageFor(browser, blocker);
  await blockerPage.goto('/applications');
  const received = blockerPage.getByRole('article', { name: `Invitation: ${title}` });
  await received.getByRole('button', { name: `Block ${company.name}` }).click();
  const confirm = blockerPage.getByRole('dialog', { name: `Block ${company.name}?` });
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(blockerPage.getByText(`${company.name} is blocked`)).toBeVisible();
  await page.goto(`/employers/search-resumes?query=${skill}`);
  await expect(page.getByTestId('candidate-card').filter({ hasText: 'Hana Limited' })).toBeVisible();
  await expect(page.getByTestId('candidate-card').filter({ hasText: 'Wiremu Blocker' })).toHaveCount(0);
});

test('the team page shows each member with a role an admin can change', async ({ browser, request }) => {
  const employer = await tokensFor(request, EMPLOYER, 'employer');
  const page = await pageFor(browser, employer);
  await page.goto('/employers/team');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('employer@demo.fitjobs.nz').first()).toBeVisible();
  await shoot(page, 'team');
  await page.goto('/employers/dashboard');
  await expect(page.getByRole('heading', { name: 'Hires' })).toBeVisible();
  await shoot(page, 'dashboard');
});
