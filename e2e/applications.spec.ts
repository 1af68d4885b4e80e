import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { tokensFor } from './support/auth.ts';

const SEEKER = 'seeker@demo.fitjobs.nz';
const EMPLOYER = 'employer@demo.fitjobs.nz';

interface Session {
  email: string;
  access: string;
  refresh: string;
}

/** Signs in through the e-mail code API (the login screen has its own journey). */
async function signIn(
  request: APIRequestContext,
  email: string,
  role: 'employee' | 'employer',
): Promise<Session> {
  const tokens = await tokensFor(request, email, role);
  return { email, access: tokens.access_token, refresh: tokens.refresh_token };
}

const bearer = (s: Session) => ({ authorization: `Bearer ${s.access}` });

/** A browser of its own for one user, with the session in local storage as the app keeps it. */
async function browserFor(browser: Browser, s: Session): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(
    ([a, r]) => {
      localStorage.setItem('access_token', a as string);
      localStorage.setItem('refresh_token', r as string);
    },
    [s.access, s.refresh],
  );
  return page;
}

/** An open internal job of the demo employer that the demo seeker has not applied to. */
async function pickJob(request: APIRequestContext, employer: Session, seeker: Session) {
  const companies = await (
    await request.post('/api/v1/employers/companies.list', { headers: bearer(employer), data: {} })
  ).json();
  const companyId: string = companies.items[0].id;
  const jobs = await (
    await request.post('/api/v1/employers/jobs.list', {
      headers: bearer(employer),
      data: { company_id: companyId },
    })
  ).json();
  const applied = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await (
      await request.post('/api/v1/employees/applications.list', {
        headers: bearer(seeker),
        data: { next_cursor: cursor },
      })
    ).json();
    for (const a of page.items) applied.add(a.job_id);
    cursor = page.next_cursor;
  } while (cursor);
  const now = Date.now();
  const job = jobs.items.find(
    (j: {
      id: string;
      is_draft: boolean;
      is_test: boolean;
      archived_at: string | null;
      expires_at: string | null;
      external_id: string | null;
    }) =>
      !j.is_draft &&
      !j.is_test &&
      !j.archived_at &&
      !j.external_id &&
      (!j.expires_at || Date.parse(j.expires_at) > now) &&
      !applied.has(j.id),
  );
  expect(job, 'the demo employer has an open job the seeker has not applied to').toBeTruthy();
  return { companyId, jobId: job.id as string, title: job.title as string };
}

test('a seeker applies, the employer reviews and shortlists, and both chat without reloading', async ({
  browser,
  request,
}) => {
  // Two people, two browsers and a chat: on a busy shared 2-core machine this took over a minute.
  test.setTimeout(150_000);
  const seeker = await signIn(request, SEEKER, 'employee');
  const employer = await signIn(request, EMPLOYER, 'employer');
  const { companyId, jobId, title } = await pickJob(request, employer, seeker);

  // The seeker applies with a cover letter from the job page.
  const seekerPage = await browserFor(browser, seeker);
  await seekerPage.goto(`/jobs/${jobId}`);
  await seekerPage.getByRole('button', { name: 'Apply', exact: true }).first().click();
  const applyDialog = seekerPage.getByRole('dialog', { name: 'Apply for this job' });
  await applyDialog.getByLabel('Cover letter (optional)').fill('Kia ora, I have five years of experience.');
  await applyDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(seekerPage.getByText('Your application has been sent')).toBeVisible();
  await expect(seekerPage.getByRole('button', { name: 'Already applied' }).first()).toBeDisabled();

  // Who the employer will see on the card.
  const list = await (
    await request.post('/api/v1/employers/applications.list', {
      headers: bearer(employer),
      data: { company_id: companyId, id: jobId },
    })
  ).json();
  const mine = list.items.find((a: { user_id: string; cover_letter: string }) =>
    a.cover_letter?.startsWith('Kia ora, I have five'),
  );
  const name: string = mine.applicant_full_name || mine.user_name;

  // The employer opens it (viewed), shortlists it and writes in the chat.
  const employerPage = await browserFor(browser, employer);
  await employerPage.goto(`/employers/jobs/${jobId}/applications`);
  const card = employerPage.getByRole('article', { name: `Applicant ${name}` });
  await expect(card.getByTestId('application-status')).toHaveText('Applied');
  await card.getByRole('button', { name: 'Open' }).click();
  const detail = employerPage.getByRole('dialog', { name: 'Application' });
  await expect(detail.getByText('Kia ora, I have five years of experience.')).toBeVisible();
  await expect(detail.getByTestId('application-status')).toHaveText('Viewed');
  await employerPage.keyboard.press('Escape');
  await expect(card.getByTestId('application-status')).toHaveText('Viewed');

  await card.getByRole('button', { name: 'Change status' }).click();
  await employerPage.getByRole('menuitem', { name: 'Shortlisted' }).click();
  await expect(employerPage.getByText('Application marked as shortlisted')).toBeVisible();
  await expect(card.getByTestId('application-status')).toHaveText('Shortlisted');

  await card.getByRole('button', { name: 'Chat' }).click();
  const employerChat = employerPage.getByRole('dialog', { name: `Chat with ${name}` });
  await employerChat
    .getByRole('textbox', { name: 'Message' })
    .fill('Thanks for applying. Are you free on Monday?');
  await employerChat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(employerChat.getByText('Thanks for applying. Are you free on Monday?')).toBeVisible();

  // The seeker sees Viewed: Shortlisted shows when its e-mail goes, after the employer's Undo
  // window (issue 24, finding 7). They reply in the chat.
  await seekerPage.goto('/applications');
  const application = seekerPage.getByRole('article', { name: title }).first();
  await expect(application.getByTestId('application-status')).toHaveText('Viewed');
  await application.getByRole('button', { name: 'Chat' }).click();
  const seekerChat = seekerPage.getByRole('dialog', { name: `Chat: ${title}` });
  await expect(seekerChat.getByText('Thanks for applying. Are you free on Monday?')).toBeVisible();
  const input = seekerChat.getByRole('textbox', { name: 'Message' });
  await input.fill('Yes, Monday works.');
  await input.press('Shift+Enter');
  await input.pressSequentially('See you then.');
  await input.press('Enter');
  await expect(seekerChat.getByText('You ·').last()).toBeVisible();

  // The employer's open chat shows the reply within 5 seconds, without a reload.
  await expect(employerChat.getByText(/Yes, Monday works\.\s+See you then\./)).toBeVisible({ timeout: 5000 });
  await employerPage.screenshot({ path: 'e2e/screenshots/applications-chat.png' });
  await seekerPage.screenshot({ path: 'e2e/screenshots/applications-seeker.png' });
});
