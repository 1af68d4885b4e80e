import { expect, type Page, test } from '@playwright/test';
import { pageFor, post } from './support/api.ts';
import { tokensFor } from './support/auth.ts';
import { EMPLOYER } from './support/demo-ids.ts';

// Issue 26 item 4: a saved search says how many jobs are new since the seeker last looked, the
// account menu gives the total, and opening the search shows the new ones first and starts again.

const slow = { timeout: 20_000 };
// A word no demo job holds, in letters only (the search splits digits from letters).
const WORD = `lamplighter${Date.now()
  .toString(26)
  .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q')}`;

/** The account menu's Saved searches entry reads `name` (to a screen reader, as the badge says it). */
async function expectMenuEntry(page: Page, name: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible(slow);
  await page.keyboard.press('Escape');
}

test('a saved search shows "3 new" after three matching jobs are published, and none once opened', async ({
  browser,
  request,
}) => {
  const seeker = await tokensFor(request, `news-${Date.now()}@example.com`);
  const page = await pageFor(browser, seeker);
  await page.goto(`/jobs?query=${WORD}`);
  await expect(page.getByRole('heading', { name: `0 jobs found for "${WORD}"` })).toBeVisible(slow);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Search saved!')).toBeVisible(slow);

  const employer = await tokensFor(request, EMPLOYER, 'employer');
  const companies = await post<{ items: { id: string }[] }>(
    request,
    '/api/v1/employers/companies.list',
    employer,
    {},
  );
  const titles = [`${WORD} (nights)`, `Senior ${WORD}`, `${WORD} apprentice`];
  for (const title of titles) {
    await post(request, '/api/v1/employers/jobs.insert', employer, {
      company_id: companies.items[0]?.id,
      is_draft: false,
      title,
      description: { summary: '<p>Light the lamps at dusk.</p>', responsibilities: ['Light lamps'] },
    });
  }

  await page.goto('/saved-searches');
  const news = page.getByRole('link', { name: /^3 new since you last looked/ });
  await expect(news).toBeVisible(slow);
  await expectMenuEntry(page, 'Saved searches 3 new');
  await page.screenshot({ path: 'e2e/screenshots/saved-search-news-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByTestId('saved-search-card');
  await expect(card.getByRole('link', { name: /^3 new since you last looked/ })).toBeVisible(slow);
  await page.screenshot({ path: 'e2e/screenshots/saved-search-news-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Opening it: the new jobs lead the list, newest first, and the count starts again.
  await news.click();
  await expect(page.getByText('3 new since you last looked, newest first.')).toBeVisible(slow);
  await expect(page).toHaveURL(/sort_by=updated_desc/);
  const cards = page.getByTestId('job-card');
  await expect(cards).toHaveCount(3, slow);
  await expect(cards.first()).toHaveAttribute('aria-label', titles[2] ?? '');
  await page.screenshot({ path: 'e2e/screenshots/saved-search-news-opened-1280.png', fullPage: false });

  await page.goto('/saved-searches');
  await expect(page.getByRole('link', { name: /since you last looked/ })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'None' })).toBeVisible(slow);
  await expectMenuEntry(page, 'Saved searches');
});
