import { expect, type Page, test } from '@playwright/test';
import { openPath, seriousViolations, settle, watchTraffic } from './support/a11y.ts';
import { signInByApi } from './support/auth.ts';
import { ADMIN, type DemoIds, demoIds, EMPLOYER, SEEKER } from './support/demo-ids.ts';

/**
 * axe-core (WCAG 2.1 A and AA) on every page each role can reach, from the routes.tsx files of
 * each area, plus the wizard steps, dialogs and menus of the main journeys. One test per role
 * signs in once and walks its table; any serious or critical violation fails it, listed with the
 * rule, its help text and the offending elements.
 */

interface Visit {
  name: string;
  /** Where to go. Without it the visit continues on the page the previous one left open. */
  path?: (ids: DemoIds) => string;
  /** Opens a dialog, a menu or the next wizard step before the check. */
  act?: (page: Page) => Promise<void>;
  /** Checks only this part (an open dialog or menu: the page behind was checked just before). */
  within?: string;
  /** A phone-sized window (the drawer menu, the filters modal). */
  mobile?: boolean;
}

const button = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).first().click();
};

/** Closes what a previous visit left open, then opens the next overlay with its button. */
const overlay = (
  role: 'dialog' | 'menu',
  opener: string | RegExp,
  name?: string | RegExp,
): Pick<Visit, 'act' | 'within'> => ({
  within: `[role="${role}"]`,
  act: async (page) => {
    const open = page.getByRole('dialog').or(page.getByRole('menu'));
    if (await open.count()) await page.keyboard.press('Escape');
    await expect(open).toHaveCount(0);
    await button(opener)(page);
    await expect(page.getByRole(role, name ? { name } : {})).toBeVisible();
  },
});
const dialog = (opener: string | RegExp, title: string | RegExp) => overlay('dialog', opener, title);
const menu = (opener: string) => overlay('menu', opener);

/** The job page's end, where similar jobs load once the reader scrolls near (decision 0142). */
const similarJobs = async (page: Page) => {
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await expect(page.getByRole('heading', { name: 'Similar jobs' })).toBeVisible({ timeout: 15_000 });
};

const STATIC_PAGES: Visit[] = [
  { name: 'pricing', path: () => '/pricing' },
  { name: 'blog', path: () => '/blog' },
  { name: 'blog post', path: () => '/blog/how-to-write-a-cv-nz' },
  { name: 'unknown blog post', path: () => '/blog/no-such-post' },
  { name: 'help center', path: () => '/help-center' },
  { name: 'customer service', path: () => '/employers/customer-service' },
  { name: 'privacy', path: () => '/privacy' },
  { name: 'terms', path: () => '/terms' },
  { name: '404', path: () => '/no/such/page' },
];

const PAGES: Record<'anonymous' | 'employee' | 'employer' | 'admin', Visit[]> = {
  anonymous: [
    { name: 'home', path: () => '/' },
    { name: 'job search', path: () => '/jobs?query=manager' },
    {
      name: 'filters modal',
      path: () => '/jobs?query=manager',
      mobile: true,
      ...dialog('Filters', 'Filters'),
    },
    { name: 'mobile menu', path: () => '/', mobile: true, ...dialog('Open menu', 'Menu') },
    { name: 'job', path: (ids) => `/jobs/${ids.openJobId}` },
    { name: 'job: similar jobs', act: similarJobs },
    { name: 'archived job', path: (ids) => `/jobs/${ids.archivedJobId}` },
    {
      name: 'external job: leaving dialog',
      path: (ids) => `/jobs/${ids.externalJobId}`,
      ...dialog('Apply', /^Leaving/),
    },
    { name: 'job not found', path: () => '/jobs/00000000-0000-4000-8000-000000000000' },
    { name: 'company', path: (ids) => `/companies/${ids.companyId}` },
    { name: 'company reviews dialog', ...dialog(/Show reviews$/, 'Company Reviews') },
    { name: 'company not found', path: () => '/companies/00000000-0000-4000-8000-000000000000' },
    { name: 'login: role', path: () => '/login' },
    { name: 'login: e-mail', act: button('Log In') },
    {
      name: 'login: code',
      act: async (page) => {
        await page.getByRole('textbox', { name: 'Email' }).fill(`a11y-${Date.now()}@example.test`);
        await button('Send code')(page);
        await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
      },
    },
    ...STATIC_PAGES,
  ],
  employee: [
    { name: 'home', path: () => '/' },
    { name: 'job search', path: () => '/jobs?query=manager' },
    { name: 'hide menu', ...menu('Hide options') },
    { name: 'job', path: (ids) => `/jobs/${ids.openJobId}` },
    { name: 'apply dialog', ...dialog('Apply', 'Apply for this job') },
    { name: 'report job dialog', ...dialog('Report this job', 'Report this job') },
    { name: 'company', path: (ids) => `/companies/${ids.companyId}` },
    { name: 'review form', ...dialog('Write a review', /^Write a review/) },
    { name: 'company reviews with Report', ...dialog(/Show reviews$/, 'Company Reviews') },
    {
      name: 'report review dialog',
      within: '[role="dialog"]',
      act: async (page) => {
        await page
          .getByRole('button', { name: /^Report the review by/ })
          .first()
          .click();
        await expect(page.getByRole('dialog', { name: 'Report review' })).toBeVisible();
      },
    },
    { name: 'saved jobs', path: () => '/saved-jobs' },
    { name: 'saved searches', path: () => '/saved-searches' },
    { name: 'profile', path: () => '/profile' },
    { name: 'close account dialog', ...dialog('Close account', 'Close your account?') },
    { name: 'resumes', path: () => '/resumes' },
    { name: 'resume', path: (ids) => `/resumes/${ids.resumeId}` },
    { name: 'create resume', path: () => '/create-resume' },
    { name: 'edit resume: personal details', path: (ids) => `/edit-resume/${ids.resumeId}` },
    { name: 'edit resume: work experience', act: button('Next') },
    { name: 'edit resume: education', act: button('Next') },
    { name: 'edit resume: skills & languages', act: button('Next') },
    { name: 'edit resume: personal summary', act: button('Next') },
    { name: 'applications', path: () => '/applications' },
    { name: 'chat dialog', ...dialog('Chat', /^Chat: /) },
    { name: 'cover letter dialog', ...dialog('Cover letter', 'Cover letter') },
    { name: 'employer area as employee', path: () => '/employers/dashboard' },
  ],
  employer: [
    { name: 'dashboard', path: () => '/employers/dashboard' },
    { name: 'account menu', ...menu('Account menu') },
    { name: 'post a job: basic details', path: () => '/employers/create-job' },
    { name: 'edit job: basic details', path: (ids) => `/employers/jobs/${ids.openJobId}/edit` },
    { name: 'edit job: description', act: button('Next') },
    { name: 'edit job: preview', ...dialog('Preview Job Ad', 'Job ad preview') },
    { name: 'my jobs', path: () => '/employers/jobs' },
    { name: 'job applicants', path: (ids) => `/employers/jobs/${ids.jobWithApplicantsId}/applications` },
    { name: 'application dialog', ...dialog('Open', 'Application') },
    { name: 'status menu', ...menu('Change status') },
    { name: 'applicant chat', ...dialog('Chat', /^Chat with/) },
    { name: 'applicant notes', ...dialog('Notes', /^Notes on/) },
    {
      name: 'reject confirmation',
      within: '[role="dialog"]',
      act: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page
          .getByRole('article', { name: /^Applicant / })
          .first()
          .getByRole('checkbox')
          .check();
        await button('Reject selected')(page);
        await expect(page.getByRole('dialog', { name: 'Reject this applicant?' })).toBeVisible();
      },
    },
    { name: 'team', path: () => '/employers/team' },
    { name: 'all applicants', path: () => '/employers/applicants' },
    { name: 'resume search', path: () => '/employers/search-resumes?query=Excel' },
    { name: 'candidate resume', path: (ids) => `/resumes/${ids.candidateResumeId}` },
    { name: 'job as employer', path: (ids) => `/jobs/${ids.openJobId}` },
    { name: 'own company', path: (ids) => `/companies/${ids.companyId}` },
    { name: 'company edit form', ...dialog('Edit company', 'Edit company') },
    { name: 'profile', path: () => '/profile' },
    { name: 'admin area as employer', path: () => '/admin' },
  ],
  admin: [
    { name: 'admin dashboard', path: () => '/admin' },
    {
      name: 'reported reviews',
      act: async (page) => void (await page.getByRole('tab', { name: 'Reported reviews' }).click()),
    },
    {
      name: 'reported jobs',
      act: async (page) => void (await page.getByRole('tab', { name: 'Reported jobs' }).click()),
    },
    {
      name: 'companies and jobs tab',
      act: async (page) => void (await page.getByRole('tab', { name: 'Companies and jobs' }).click()),
    },
    { name: 'create company dialog', ...dialog('Create Company', 'Create Company') },
    {
      name: 'company search',
      path: () => '/admin',
      act: async (page) => {
        await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Bellbird');
        await expect(page.getByRole('option').first()).toBeVisible();
      },
    },
    {
      name: 'company picked',
      act: async (page) => {
        await page.getByRole('option').first().click();
        await expect(page.getByRole('link', { name: 'Post Job' })).toBeVisible();
      },
    },
    { name: 'admin post job: basic details', path: (ids) => `/admin/create-job?company_id=${ids.companyId}` },
    { name: 'admin edit job: basic details', path: (ids) => `/admin/jobs/${ids.openJobId}/edit` },
    { name: 'admin edit job: description', act: button('Next') },
    { name: 'job search with edit buttons', path: () => '/jobs?query=manager' },
    { name: 'job as admin', path: (ids) => `/jobs/${ids.openJobId}` },
    { name: 'company as admin', path: (ids) => `/companies/${ids.companyId}` },
    { name: 'company edit form as admin', ...dialog('Edit company', 'Edit company') },
  ],
};

const ACCOUNTS = { employee: SEEKER, employer: EMPLOYER, admin: ADMIN } as const;
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 800 };

test.describe.configure({ timeout: 240_000 });

let ids: DemoIds;
test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

for (const [role, visits] of Object.entries(PAGES)) {
  test(`${role}: no serious or critical WCAG 2.1 AA violation on ${visits.length} screens`, async ({
    page,
  }) => {
    watchTraffic(page);
    // The login screen itself is checked as a visitor; here the session is stored directly.
    if (role !== 'anonymous') {
      const account = ACCOUNTS[role as keyof typeof ACCOUNTS];
      await signInByApi(page, account, role === 'employer' ? 'employer' : 'employee');
    }
    const problems: string[] = [];
    for (const visit of visits) {
      await test.step(visit.name, async () => {
        await page.setViewportSize(visit.mobile ? MOBILE : DESKTOP);
        if (visit.path) await openPath(page, visit.path(ids));
        await settle(page);
        if (role !== 'anonymous') await expect(page).not.toHaveURL(/\/login/);
        if (visit.act) {
          await visit.act(page);
          await settle(page);
        }
        problems.push(...(await seriousViolations(page, `${role} / ${visit.name}`, visit.within)));
        // Every screen when asked (A11Y_SCREENSHOTS=1, to look them over); else the last one.
        if (process.env.A11Y_SCREENSHOTS || visit === visits.at(-1)) {
          const file = `${role}-${visit.name.replace(/[^a-z0-9]+/gi, '-')}`;
          await page.screenshot({ path: `e2e/screenshots/a11y/${file}.png` });
        }
      });
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
