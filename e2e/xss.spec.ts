import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { storeTokens, type Tokens, tokensFor } from './support/auth.ts';
import { SEEKER } from './support/demo-ids.ts';

/**
 * Plain-text fields render as text in the browser. A fresh employer's company, job, a review and
 * a chat carry script payloads; each page must show them literally, fire no dialog and hold no
 * element the payload would have created. Rich text (About, job summary) must come out sanitised.
 * A small local list on purpose: the API tests keep the long one.
 */

const stamp = Date.now().toString(36);
const P = {
  name: `Kākā Bakery ${stamp} <svg onload=alert('name')>`,
  tagline: `<script>alert('tagline')</script> Bread at dawn`,
  about: `<p>Fresh loaves daily.</p><img src=x onerror=alert('about')><script>alert('about')</script><a href="javascript:alert('about')">Our story</a>`,
  title: `<img src=x onerror=alert('title')> Night Baker ${stamp}`,
  summary: `<p>Bake the morning bread.</p><img src=x onerror=alert('summary')>`,
  responsibility: `<script>alert('responsibility')</script>Knead the dough`,
  skill: `"><svg onload=alert('skill')>`,
  reviewTitle: `"><img src=x onerror=alert('review')>`,
  reviewBody: `<script>alert('review')</script> Warm crew, early starts.`,
  cover: `<img src=x onerror=alert('cover')> Kia ora, I love sourdough.`,
  seekerMessage: `<script>alert('chat')</script><img src=x onerror=alert('chat')>`,
  employerMessage: `<iframe src="javascript:alert('reply')"></iframe> See you at 4am?`,
};

/** What a payload would leave behind had it been parsed as HTML. */
const INJECTED = '[onerror], [onload], img[src="x"], iframe, a[href^="javascript:"]';

let employer: Tokens;
let jobId = '';
let companyId = '';

async function call(request: APIRequestContext, token: string, url: string, data: object) {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${url} answers ${res.status()}: ${await res.text()}`).toBe(true);
  return res.json();
}

test.beforeAll(async ({ request }) => {
  employer = await tokensFor(request, `xss-employer-${stamp}@example.test`, 'employer');
  const e = employer.access_token;
  companyId = (
    await call(request, e, '/api/v1/employers/companies.insert', {
      name: P.name,
      tagline: P.tagline,
      description: P.about,
    })
  ).id;
  // The new access token carries the company (active_company_id), as after creating one in the app.
  const refreshed = await request.post('/api/v1/tokens.refresh', {
    data: { refresh_token: employer.refresh_token },
  });
  expect(refreshed.ok()).toBe(true);
  employer = (await refreshed.json()) as Tokens;
  jobId = (
    await call(request, e, '/api/v1/employers/jobs.insert', {
      company_id: companyId,
      is_draft: false,
      title: P.title,
      description: { summary: P.summary, responsibilities: [P.responsibility], skills: [P.skill] },
    })
  ).id;
  const seeker = (await tokensFor(request, SEEKER, 'employee')).access_token;
  await call(request, seeker, '/api/v1/employees/companies.reviews.insert', {
    id: companyId,
    rating: 4,
    title: P.reviewTitle,
    body: P.reviewBody,
  });
  const applied = await call(request, seeker, '/api/v1/employees/applications.insert', {
    id: jobId,
    cover_letter: P.cover,
  });
  await call(request, seeker, '/api/v1/applications/messages.insert', {
    id: applied.item.id,
    text: P.seekerMessage,
  });
});

/** Records every alert/confirm/prompt the page opens (dismissing it so the page goes on). */
function watchDialogs(page: Page): string[] {
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    fired.push(dialog.message());
    void dialog.dismiss();
  });
  return fired;
}

async function expectNothingInjected(page: Page, fired: string[]) {
  await expect(page.locator(INJECTED)).toHaveCount(0);
  await expect(page.locator('script', { hasText: 'alert(' })).toHaveCount(0);
  expect(fired, 'no dialog opened').toEqual([]);
}

test('the job page and its search card show a hostile title and list entries as text', async ({ page }) => {
  const fired = watchDialogs(page);
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(P.title);
  await expect(page.getByText(P.responsibility, { exact: true })).toBeVisible();
  await expect(page.getByText(P.skill, { exact: true })).toBeVisible();
  // The summary is rich text: its paragraph stays, its image with a handler goes.
  await expect(page.getByText('Bake the morning bread.')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Company' })).toContainText(P.name);
  await expectNothingInjected(page, fired);

  await page.goto(`/jobs?query=${encodeURIComponent(`Night Baker ${stamp}`)}`);
  const card = page.getByTestId('job-card').first();
  await expect(card.getByRole('link', { name: P.title })).toBeVisible();
  await expect(card.getByRole('link', { name: P.name })).toBeVisible();
  await expectNothingInjected(page, fired);
  await page.screenshot({ path: 'e2e/screenshots/xss-job-card.png' });
});

test('the company page shows a hostile name, tagline and review as text', async ({ page }) => {
  const fired = watchDialogs(page);
  // The page arrives drawn by the server (decision 0192): its buttons answer once it has hydrated.
  await page.goto(`/companies/${companyId}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(P.name);
  await expect(page.getByText(P.tagline, { exact: true })).toBeVisible();
  await expect(page.getByText('Fresh loaves daily.')).toBeVisible();
  await expect(page.getByText('Our story')).toBeVisible();
  await expect(page.getByRole('link', { name: P.title })).toBeVisible();
  await expectNothingInjected(page, fired);

  await page.getByRole('button', { name: /Show reviews/ }).click();
  const reviews = page.getByRole('dialog', { name: 'Company Reviews' });
  await expect(reviews.getByText(P.reviewTitle, { exact: true })).toBeVisible();
  await expect(reviews.getByText(P.reviewBody, { exact: true })).toBeVisible();
  await expectNothingInjected(page, fired);
  await page.screenshot({ path: 'e2e/screenshots/xss-company.png', fullPage: true });
});

test('the chat and the cover letter show hostile messages as text, sent either way', async ({ page }) => {
  const fired = watchDialogs(page);
  await storeTokens(page, employer);
  await page.goto(`/employers/jobs/${jobId}/applications`);
  const card = page.getByRole('article').first();

  await card.getByRole('button', { name: 'Open' }).click();
  const detail = page.getByRole('dialog', { name: 'Application' });
  await expect(detail.getByText(P.cover, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await card.getByRole('button', { name: 'Chat' }).click();
  const chat = page.getByRole('dialog', { name: /^Chat with/ });
  await expect(chat.getByText(P.seekerMessage, { exact: true })).toBeVisible();
  // The reply goes through the chat box like any typed message.
  await chat.getByRole('textbox', { name: 'Message' }).fill(P.employerMessage);
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chat.getByText(P.employerMessage, { exact: true })).toBeVisible();
  await expectNothingInjected(page, fired);
  await page.screenshot({ path: 'e2e/screenshots/xss-chat.png' });
});
