import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { SEEKER } from './support/demo-ids.ts';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 800 },
];

test('a seeker downloads their data from /profile: one JSON file with their account, resumes and applications', async ({
  page,
}) => {
  await page.goto('/login?redirect_to=%2Fprofile');
  await signIn(page, SEEKER);
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fitjobs-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const data = JSON.parse(readFileSync(file, 'utf8'));
  expect(data.format).toBe('fitjobs-data-export/1');
  expect(data.account).toMatchObject({ email: SEEKER, role: 'employee' });
  // The demo seeker: two resumes (one active), applications and saved jobs (README).
  expect(data.resumes).toHaveLength(2);
  expect(data.resumes.filter((r: { is_active: boolean }) => r.is_active)).toHaveLength(1);
  expect(data.applications.length).toBeGreaterThanOrEqual(2);
  expect(data.applications[0]).toHaveProperty('messages');
  expect(data.saved_jobs.length).toBeGreaterThanOrEqual(1);
  expect(data.sign_in_history.length).toBeGreaterThanOrEqual(1);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/screenshots/profile-your-data-${size.name}.png`, fullPage: true });
  }
});

test('the privacy page says what is kept, for how long, and how to get a copy', async ({ page }) => {
  await page.goto('/privacy');
  const heading = page.getByRole('heading', { name: 'What we keep, for how long, and how to get a copy' });
  await expect(heading).toBeVisible();
  await expect(page.getByText(/automatically after 30 days/)).toBeVisible();
  await expect(page.getByText(/\u201cDownload my data\u201d on your Profile page/)).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await heading.scrollIntoViewIfNeeded();
    // The section in view (the whole policy is a long page).
    await page.screenshot({ path: `e2e/screenshots/privacy-your-data-${size.name}.png` });
  }
});
