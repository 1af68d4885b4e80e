import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInByApi, storeTokens, tokensFor } from './support/auth.ts';
import { SEEKER } from './support/demo-ids.ts';

test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c,
  );

/** The demo board's manager jobs, as the public search answers them, and the first of them. */
async function managerJobs(request: APIRequestContext) {
  const res = await request.get('/api/v1/jobs/search?q=manager');
  const { items } = (await res.json()) as {
    items: { id: string; title: string; company_id: string; company_name: string }[];
  };
  const first = items[0];
  if (!first) throw new Error('the demo board has no manager job');
  return { items, first };
}

/** Errors the page reports: a failed hydration surfaces as one (React's reportError). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

test('the search and job pages arrive drawn, readable without script, and come alive', async ({
  page,
  request,
  browser,
}) => {
  const { items, first } = await managerJobs(request);

  // The HTML itself holds the results and the job, before any script runs.
  const searchHtml = await (await request.get('/jobs?query=manager')).text();
  expect(searchHtml).toContain(escapeHtml(first.title));
  // The server draws the whole first page (FIRST_DRAWN in jobs-page.tsx, decision 0193).
  expect(searchHtml.match(/data-testid="job-card"/g)).toHaveLength(Math.min(20, items.length));
  const jobHtml = await (await request.get(`/jobs/${first.id}`)).text();
  expect(jobHtml).toMatch(
    new RegExp(`<h1[^>]*>${escapeHtml(first.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
  );

  // The company card beside the job comes complete, with what only the company's answer holds.
  const company = await request.post('/api/v1/companies.get', { data: { id: first.company_id } });
  const { item } = (await company.json()) as { item: { industry_name: string | null } };
  expect(item.industry_name, 'the demo company has an industry').toBeTruthy();
  expect(jobHtml).toContain(escapeHtml(item.industry_name ?? ''));

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/jobs?query=manager');
  await expect(still.getByTestId('job-card').first()).toContainText(first.title);
  await noScript.close();

  // With script, the same page hydrates without an error and answers at once.
  const errors = collectErrors(page);
  await page.goto('/jobs?query=manager');
  await expect(page.getByTestId('job-card').first()).toContainText(first.title);
  await expect(page.getByTestId('job-card')).toHaveCount(items.length);
  const box = page.getByRole('textbox', { name: 'Job title, company or keyword' });
  await box.fill('nurse');
  await box.press('Enter');
  await expect(page).toHaveURL(/query=nurse/);
  await expect(page.getByRole('heading', { name: /found for "nurse"/ })).toBeVisible(slow);
  // The job page too: it hydrates without asking for the company again, and its links route
  // inside the page.
  const companyCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/companies.get')) companyCalls.push(page.url());
  });
  await page.goto(`/jobs/${first.id}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  expect(companyCalls, 'calls for the company while on the job page').toEqual([]);
  await page.getByRole('main').getByRole('link', { name: first.company_name }).first().click();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
  expect(errors).toEqual([]);
});

test('/jobs arrives with all 20 cards and a next-page link that works without JavaScript', async ({
  request,
  browser,
}) => {
  const html = await (await request.get('/jobs')).text();
  expect(html.match(/data-testid="job-card"/g)).toHaveLength(20);
  const link = html.match(/<a[^>]*data-testid="next-page"[^>]*>/)?.[0] ?? '';
  expect(link, 'a next-page link in the HTML as sent').toMatch(/href="\/jobs\?after=[\w-]+"/);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/jobs');
  const names = (p: Page) =>
    p.getByTestId('job-card').evaluateAll((all) => all.map((c) => c.getAttribute('aria-label')));
  const firstPage = await names(page);
  await page.getByTestId('next-page').click();
  await expect(page).toHaveURL(/\/jobs\?after=/);
  await expect(page.getByTestId('job-card')).toHaveCount(20);
  expect(await names(page)).not.toEqual(firstPage);
  await expect(page.getByTestId('next-page')).toBeVisible();
  await context.close();
});

test("a signed-in seeker gets the job page undrawn, never a visitor's, with their own controls", async ({
  page,
  request,
}) => {
  const { first: job } = await managerJobs(request);
  await signInByApi(page, SEEKER, 'employee');
  const errors = collectErrors(page);
  const response = await page.goto(`/jobs/${job.id}`);
  // The browser says a session is stored here (the signed-in cookie): no 'Sign in' drawn for a moment.
  expect(await response?.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Save|Unsave) job$/ })).toBeVisible(slow);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a signed-in seeker's own results replace the drawn ones: a job they hid leaves the page", async ({
  page,
  request,
}) => {
  const { first: hidden } = await managerJobs(request);
  // A new seeker of this test's own, so that no other test meets the hidden job's absence.
  const tokens = await tokensFor(request, `ssr-${Date.now()}@example.test`, 'employee');
  const hide = await request.post('/api/v1/jobs/hidden.insert', {
    data: { id: hidden.id },
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(hide.ok()).toBe(true);

  await storeTokens(page, tokens);
  // A session stored before the signed-in cookie existed: the server draws the visitor's page,
  // and the browser replaces its results with the seeker's own once live (and sets the cookie).
  await page.context().clearCookies();
  const errors = collectErrors(page);
  const response = await page.goto('/jobs?query=manager');
  expect(await response?.text()).toContain(`href="/jobs/${hidden.id}"`);
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await expect(page.locator(`[data-testid="job-card"] a[href="/jobs/${hidden.id}"]`)).toHaveCount(0, slow);
  expect(errors).toEqual([]);
  // From then on the server knows: the next visit arrives undrawn, without the hidden job.
  const again = await page.goto('/jobs?query=manager');
  const html = await again?.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain(`href="/jobs/${hidden.id}"`);
});
