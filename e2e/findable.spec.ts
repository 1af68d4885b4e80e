import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInByApi } from './support/auth.ts';
import { ADMIN, demoIds, EMPLOYER, SEEKER } from './support/demo-ids.ts';

test.describe.configure({ timeout: 120_000 });

const ZERO = '00000000-0000-0000-0000-000000000000';
const PHONE = { width: 390, height: 844 };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/screenshots/findable-${name}.png`, fullPage: true });

/** The events the page posts to analytics, as sent. */
function analytics(page: Page): { event_type: string; job_id?: string | null; path?: string | null }[] {
  const sent: { event_type: string }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/events.insert')) sent.push(r.postDataJSON());
  });
  return sent;
}

/** An open internal job the demo seeker has not applied to, from the public search. */
async function openInternalJob(request: APIRequestContext, avoid: string[]) {
  const res = await request.get('/api/v1/jobs/search?q=nurse');
  const { items } = (await res.json()) as { items: { id: string; external_id: string | null }[] };
  const job = items.find((j) => !j.external_id && !avoid.includes(j.id));
  if (!job) throw new Error('no open internal nurse job');
  return job.id;
}

test('crawlers get robots.txt, a sitemap index with its files, and 404 for what is missing', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toMatch(/Disallow: \/api\/[\s\S]*Sitemap: http/);

  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  );
  expect(files).toContain('/sitemaps/pages.xml');
  let all = '';
  for (const file of files) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['content-type']).toContain('application/xml');
    all += await res.text();
  }
  expect(all).toMatch(/\/blog\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(all).toMatch(/\/jobs\/[0-9a-f-]{36}<\/loc><lastmod>/);
  expect(all).toMatch(/\/companies\/[0-9a-f-]{36}<\/loc>/);
  expect(all).toContain('/pricing</loc>');

  for (const path of ['/no-such-page', `/jobs/${ZERO}`, `/companies/${ZERO}`, '/blog/nope']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type']).toContain('text/html');
  }
  for (const path of ['/', '/jobs', '/pricing', '/blog', '/saved-jobs'])
    expect((await request.get(path)).status(), path).toBe(200);
});

test('a missing page still shows the 404 page; an archived job keeps its page with noindex', async ({
  page,
  request,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  const ids = await demoIds(request);
  const archived = await request.get(`/jobs/${ids.archivedJobId}`);
  expect(archived.status()).toBe(200);
  const html = await archived.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('JobPosting');
});

test('a search page arrives titled with its words and its canonical link; Search waits for new words', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/jobs?query=nurse')).text();
  expect(html).toContain('<title>nurse jobs | FitJobs</title>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/jobs\?query=nurse">/);

  await page.goto('/jobs');
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeEnabled();
  await page.getByRole('textbox', { name: 'Job title, company or keyword' }).fill('nurse');
  await search.click();
  await expect(page).toHaveURL(/query=nurse/);
  await expect(search).toBeDisabled();
  await page.getByRole('textbox', { name: 'Job title, company or keyword' }).fill('nurses');
  await expect(search).toBeEnabled();
  await shot(page, 'jobs-1280');
});

test('a job page has one description, reports job_view and a page_view with its id and path, and Apply clicks', async ({
  page,
  request,
}) => {
  const sent = analytics(page);
  const ids = await demoIds(request);
  await page.goto(`/jobs/${ids.openJobId}`);
  await expect(page.getByRole('heading', { level: 1, name: ids.openJobTitle })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect
    .poll(() => sent.find((e) => e.event_type === 'page_view' && e.job_id === ids.openJobId))
    .toMatchObject({ path: `/jobs/${ids.openJobId}` });
  await expect
    .poll(() => sent.some((e) => e.event_type === 'job_view' && e.job_id === ids.openJobId))
    .toBe(true);
  await page.getByRole('link', { name: 'Apply' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect_to=/);
  expect(sent.some((e) => e.event_type === 'apply_click' && e.job_id === ids.openJobId)).toBe(true);

  if (ids.externalJobId) {
    await page.goto(`/jobs/${ids.externalJobId}`);
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await expect
      .poll(() => sent.some((e) => e.event_type === 'external_apply_click' && e.job_id === ids.externalJobId))
      .toBe(true);
  }
  // The footer's year is this year's.
  await expect(page.getByText(`© ${new Date().getFullYear()} FitJobs`)).toBeVisible();
});

test('signed-out visitors of saved jobs, saved searches and applications are sent to sign in', async ({
  page,
}) => {
  for (const path of ['/saved-jobs', '/saved-searches', '/applications']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirect_to=${encodeURIComponent(path)}`);
    await expect(page.getByText('Failed to load')).toHaveCount(0);
  }
});

test('Back to the results (from a page opened in the same tab) returns to where the reader was in the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The list arrives drawn; where the reader is is kept once the page has hydrated.
  await page.goto('/jobs?query=manager', { waitUntil: 'networkidle' });
  const cards = page.getByRole('article');
  await expect(cards.nth(12)).toBeVisible();
  await cards.nth(12).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => Math.round(globalThis.scrollY));
  expect(before).toBeGreaterThan(600);
  // Job titles open in a new tab (spec); the company link leaves this one.
  await cards.nth(12).locator('a[href^="/companies/"]').first().click();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}/);
  await page.goBack();
  await expect(page).toHaveURL(/query=manager/);
  await expect.poll(() => page.evaluate(() => Math.round(globalThis.scrollY))).toBeGreaterThan(before - 50);
  expect(await page.evaluate(() => Math.round(globalThis.scrollY))).toBeLessThan(before + 50);
});

test('after applying, the job page counts the new applicant without a reload', async ({ page, request }) => {
  const ids = await demoIds(request);
  const jobId = await openInternalJob(request, [ids.openJobId]);
  await signInByApi(page, SEEKER, 'employee');
  await page.goto(`/jobs/${jobId}`);
  const count = page.getByText(/ · \d+ applicants?$/);
  const before = Number(((await count.textContent()) ?? '').match(/(\d+) applicant/)?.[1]);
  await page.getByRole('button', { name: 'Apply', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Apply for this job' });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Your application has been sent')).toBeVisible();
  await expect(count).toContainText(`${before + 1} applicant`);
});

test('the employer dashboard and Post a Job show the beta banner', async ({ page }) => {
  await signInByApi(page, EMPLOYER, 'employer');
  const banner =
    'Posting jobs and resume search are free during beta. Subscriptions are required from 15 October.';
  for (const [path, name] of [
    ['/employers/dashboard', 'dashboard'],
    ['/employers/create-job', 'create-job'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByText(banner)).toBeVisible();
    await shot(page, `${name}-1280`);
    await page.setViewportSize(PHONE);
    await shot(page, `${name}-390`);
  }
});

test('an admin saving a company is told it is saved', async ({ page, request }) => {
  const ids = await demoIds(request);
  await signInByApi(page, ADMIN, 'employee');
  await page.goto(`/companies/${ids.companyId}`);
  await page.getByRole('button', { name: 'Edit company' }).click();
  const form = page.getByRole('dialog', { name: 'Edit company' });
  await form.getByLabel('Tagline').fill('Moving well, together');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company updated successfully')).toBeVisible();
});

test('at 390 px the status badge reads in full and the Apply bar leaves the description readable', async ({
  page,
  request,
  browser,
}) => {
  const ids = await demoIds(request);
  await page.setViewportSize(PHONE);
  await signInByApi(page, EMPLOYER, 'employer');
  await page.goto('/employers/applicants');
  const badge = page.getByTestId('application-status').first();
  await expect(badge).toBeVisible();
  const cut = await badge.evaluate((el) => {
    const label = el.querySelector('span') ?? el;
    return label.scrollWidth > label.clientWidth + 1;
  });
  expect(cut).toBe(false);
  await page.screenshot({ path: 'e2e/screenshots/findable-applicants-390.png' });

  // A visitor (the floating Apply is for those who may apply) at the end of the description.
  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(`/jobs/${ids.openJobId}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(visitor, 'job-390-top');
  // Scrolled to the very end, the page's last line (the footer's) sits above the Apply bar. The
  // similar jobs load when the reader nears them and make the page longer: scroll until it stops
  // growing.
  await expect
    .poll(
      async () => {
        const before = await visitor.evaluate(() => document.documentElement.scrollHeight);
        await visitor.evaluate(() => globalThis.scrollTo(0, 1e6));
        await visitor.waitForTimeout(500);
        return (await visitor.evaluate(() => document.documentElement.scrollHeight)) === before;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const bar = await visitor.getByRole('link', { name: 'Apply' }).last().boundingBox();
  const text = await visitor.getByText(/^© \d{4} FitJobs/).boundingBox();
  if (!bar || !text) throw new Error('no Apply bar or footer line');
  expect(text.y + text.height).toBeLessThanOrEqual(bar.y);
  await visitor.screenshot({ path: 'e2e/screenshots/findable-job-390-end.png' });
  await shot(visitor, 'job-390');
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await shot(visitor, 'job-1280');
  await visitor.context().close();
});
