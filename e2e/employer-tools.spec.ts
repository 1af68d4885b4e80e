import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { pageFor, post } from './support/api.ts';
import { signIn, signInByApi, tokensFor } from './support/auth.ts';
import { demoIds, EMPLOYER } from './support/demo-ids.ts';

/**
 * Issue 18: an employer with many applicants bulk-rejects and undoes, shortlists one with a note
 * and a rating, exports the CSV, sees the job's chart, duplicates and reposts jobs, and brings a
 * colleague into the company.
 */
const stamp = Date.now().toString(36);
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `e2e/screenshots/employer-tools-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test.describe.configure({ timeout: 180_000 });

test('an employer bulk-rejects and undoes, shortlists with a note and rating, exports, sees the chart', async ({
  page,
}) => {
  const ids = await demoIds(page.request);
  await signInByApi(page, EMPLOYER, 'employer');
  await page.setViewportSize(DESKTOP);
  await page.goto(`/employers/jobs/${ids.jobWithApplicantsId}/applications`);
  // The chart's library downloads with this page only: give it time on a busy machine.
  await expect(page.getByRole('region', { name: 'How this job is doing' })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('img', { name: /^Views, apply clicks and applications per day/ }),
  ).toBeVisible();

  const cards = page.getByRole('article', { name: /^Applicant / });
  await expect(cards.nth(3)).toBeVisible();
  // Three applicants a rejection changes: the demo board has rejected some already, and rejecting
  // those again changes nothing there is to undo. Found by name, as their statuses change.
  const changeable = cards.filter({
    has: page.getByTestId('application-status').filter({ hasNotText: /^(Rejected|Withdrawn)$/ }),
  });
  const names = await Promise.all([0, 1, 2].map((i) => changeable.nth(i).getAttribute('aria-label')));
  const chosen = names.map((name) => page.getByRole('article', { name: name ?? '', exact: true }).first());
  const statusesBefore = await Promise.all(
    chosen.map((card) => card.getByTestId('application-status').textContent()),
  );
  for (const card of chosen) await card.getByRole('checkbox').check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Reject selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reject 3 applicants?' });
  await expect(confirm).toBeVisible();
  await shoot(page, 'reject-confirmation');
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('3 applications marked as rejected')).toBeVisible();
  for (const card of chosen) await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('3 status changes undone')).toBeVisible();
  for (const [i, card] of chosen.entries())
    await expect(card.getByTestId('application-status')).toHaveText(statusesBefore[i] ?? '');

  // Shortlist one not shortlisted yet (earlier journeys may have shortlisted some), with a private
  // note and a rating; found again by its name, since its status is about to change.
  const candidate = cards
    .filter({ has: page.getByTestId('application-status').filter({ hasNotText: 'Shortlisted' }) })
    .first();
  const first = page
    .getByRole('article', { name: (await candidate.getAttribute('aria-label')) ?? '', exact: true })
    .first();
  await first.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Shortlisted' }).click();
  await expect(page.getByText('Application marked as shortlisted')).toBeVisible();
  await first.getByRole('button', { name: 'Notes' }).click();
  const notes = page.getByRole('dialog', { name: /^Notes on/ });
  const note = `Great phone screen ${stamp}`;
  await notes.getByLabel('New note').fill(note);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('list', { name: 'Note history' }).getByText(note)).toBeVisible();
  await shoot(page, 'notes-dialog');
  await page.keyboard.press('Escape');
  // The stars are labels of visually hidden radios: click the fourth star.
  const star = await first.getByRole('radio', { name: '4' }).getAttribute('id');
  await first.locator(`label[for="${star}"]`).click();
  await expect(first.getByRole('radio', { name: '4' })).toBeChecked();
  await expect(first.getByText(note)).toBeVisible();
  await shoot(page, 'job-applications');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Name,Email,Phone,Status,Applied,Rating,Last note,Resume',
  );
  expect(csv).toContain(`shortlisted,`);
  expect(csv).toContain(`,4,${note},`);
});

test('an employer duplicates a job, reposts an archived one and invites a colleague who accepts on their profile', async ({
  page,
  browser,
}) => {
  const ids = await demoIds(page.request);
  await signInByApi(page, EMPLOYER, 'employer');
  await page.setViewportSize(DESKTOP);
  await page.goto('/employers/jobs');
  const active = page.locator('.mantine-Card-root', { hasText: 'Active' }).first();
  await expect(active.getByText(/\d+ views? · \d+ apply clicks? · \d+ applications?/)).toBeVisible();
  await shoot(page, 'my-jobs');
  const title = (await active.getByRole('heading').textContent())?.trim() ?? '';
  await active.getByRole('button', { name: `Duplicate ${title}` }).click();
  await expect(page).toHaveURL(/\/employers\/jobs\/[0-9a-f-]+\/edit$/);
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  expect(page.url()).not.toContain(ids.openJobId);

  await page.goto('/employers/jobs');
  await page.getByText('archived', { exact: true }).click();
  const archived = page.locator('.mantine-Card-root', { hasText: 'Archived' }).first();
  const archivedTitle = (await archived.getByRole('heading').textContent())?.trim() ?? '';
  await archived.getByRole('button', { name: `Repost ${archivedTitle}` }).click();
  await expect(page.getByText('Job reposted')).toBeVisible();
  // The old one stays archived; the copy is active.
  await expect(page.locator('.mantine-Card-root', { hasText: archivedTitle }).first()).toBeVisible();
  await page.getByText('active', { exact: true }).click();
  await expect(page.locator('.mantine-Card-root', { hasText: archivedTitle }).first()).toBeVisible();

  await page.goto('/employers/team');
  const colleague = `colleague-${stamp}@example.test`;
  await page.getByLabel('E-mail').fill(colleague);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague}`)).toBeVisible();
  await expect(page.getByText(new RegExp(`${colleague} · Member`))).toBeVisible();
  await shoot(page, 'team');

  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, colleague, 'employer');
  await expect(other).toHaveURL(/\/employers\/dashboard$/);
  // Signing in changes nothing (decision 0188): the invitation waits on the profile until accepted.
  await expect(other.getByRole('link', { name: `${ids.companyName} company page` })).toHaveCount(0);
  await other.goto('/profile');
  const invitation = other.getByRole('article', { name: `Team invitation: ${ids.companyName}` });
  await expect(invitation.getByText(/Invites you to join its team as a member/)).toBeVisible();
  await shoot(other, 'team-invitation');
  await other.setViewportSize(DESKTOP);
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(other.getByText(`You joined ${ids.companyName}`)).toBeVisible();
  await expect(other).toHaveURL(/\/employers\/team$/);
  await expect(other.getByRole('cell', { name: colleague })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Leave' })).toBeVisible();
  await other.setViewportSize(MOBILE);
  await other.screenshot({ path: 'e2e/screenshots/employer-tools-team-member-390.png', fullPage: true });
  await context.close();
});

test('an invited address that signs up as a job seeker stays one: the invitation waits on the profile and can be declined', async ({
  browser,
  request,
}) => {
  const ids = await demoIds(request);
  const employer = await tokensFor(request, EMPLOYER, 'employer');
  const seekerEmail = `invited-seeker-${stamp}@example.test`;
  await post(request, '/api/v1/employers/companies.invitations.insert', employer, {
    company_id: ids.companyId,
    email: seekerEmail,
    role: 'member',
  });
  const page = await pageFor(browser, await tokensFor(request, seekerEmail, 'employee'));
  await page.goto('/profile');
  const invitation = page.getByRole('article', { name: `Team invitation: ${ids.companyName}` });
  await expect(
    invitation.getByText(/This is a job seeker account, and an account has one role/),
  ).toBeVisible();
  await expect(invitation.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await shoot(page, 'team-invitation-seeker');
  await page.setViewportSize(DESKTOP);
  await invitation.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Invitation declined')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team invitations' })).toHaveCount(0);
  // Still a job seeker: the resumes page is theirs.
  await page.goto('/resumes');
  await expect(page.getByRole('heading', { name: 'Your Resumes' })).toBeVisible();
});
