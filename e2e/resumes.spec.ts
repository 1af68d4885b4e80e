import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';

/** Picks an option of a Mantine Select by the select's accessible name. */
async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  const item = page.getByRole('option', { name: option, exact: true });
  await box.click();
  // A validation message appearing nearby can re-render the field as the click lands: open it again.
  await expect(async () => {
    if (!(await item.isVisible())) await box.click();
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await item.click();
}

/** The signed-in user's access token, for the one setup call the journey makes through the API. */
const accessToken = (page: Page) => page.evaluate(() => globalThis.localStorage.getItem('access_token'));

/** An older resume made through the API (saved inactive, as every new resume is). */
async function createOlderResume(page: Page, email: string) {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const items = async (url: string, data: object) =>
    (await (await page.request.post(url, { data })).json()).items as { id: number; name: string }[];
  const nz = (await items('/api/v1/locations/countries.list', {})).find((c) => c.name === 'New Zealand');
  if (!nz) throw new Error('New Zealand missing from countries.list');
  const [region] = await items('/api/v1/locations/regions.list', { country_identity: { id: nz.id } });
  if (!region) throw new Error('no regions');
  const [city] = await items('/api/v1/locations/cities.list', {
    country_identity: { id: nz.id },
    region_identity: { id: region.id },
  });
  if (!city) throw new Error('no cities');
  const res = await page.request.post('/api/v1/employees/resumes.insert', {
    headers,
    data: {
      first_name: 'Old',
      last_name: 'Draft',
      email,
      country_id: nz.id,
      city_id: city.id,
      eligible_to_work_in_nz: true,
      experience: [],
      education: [],
      skills: ['Filing'],
    },
  });
  expect(res.ok()).toBe(true);
}

test('a new job seeker builds a resume with the wizard, sets it active and downloads it', async ({
  page,
}) => {
  const email = `wizard-${Date.now()}@example.test`;
  await signIn(page, email, 'employee');

  // New resumes are saved inactive (decision 0120): the seeker activates the wizard's one.
  await page.goto('/resumes');
  await createOlderResume(page, email);

  await page.goto('/create-resume');
  await page.getByLabel('First name').fill('Tāne');
  await page.getByLabel('Last name').fill('Mahuta');
  await page.getByLabel('Email').fill(email);
  // A validation error, corrected on the way.
  await page.getByLabel('Phone').fill('12345');
  await page.getByLabel('Phone').blur();
  await expect(page.getByText('Invalid phone number. Use NZ (+64...) or AU (+61...) format.')).toBeVisible();
  await page.getByLabel('Phone').fill('021 123 4567');
  await page.getByLabel('Phone').blur();
  await expect(page.getByText('Invalid phone number. Use NZ (+64...) or AU (+61...) format.')).toBeHidden();
  await page.getByLabel('LinkedIn profile').fill('linkedin.com/in/tane-mahuta');
  await choose(page, 'Country', 'New Zealand');
  await choose(page, 'Region', 'Auckland');
  await choose(page, 'City', 'Auckland');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  // Work rights in both countries (decision 0174): a visa asks for its expiry.
  await choose(page, 'Work rights in New Zealand', 'Visa with work rights');
  await page.getByLabel('Visa expires (New Zealand)').fill('2030-06-30');
  await choose(page, 'Work rights in Australia', 'Needs sponsorship');
  await expect(next).toBeEnabled();
  await next.click();

  // Work Experience
  await page.getByRole('button', { name: 'Add experience' }).click();
  await expect(next).toBeDisabled();
  await page.getByLabel('Company').fill('Waitematā Builders');
  await page.getByLabel('Role').fill('Site Manager');
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Auckland');
  await page.getByLabel('Responsibilities').fill('Ran residential builds from consent to handover.');
  await choose(page, 'Start date month', 'March');
  await choose(page, 'Start date year', '2019');
  await page.getByLabel('I currently work here').check();
  await expect(next).toBeEnabled();
  await next.click();

  // Education
  await page.getByRole('button', { name: 'Add education' }).click();
  await page.getByLabel('University name').fill('Unitec');
  await page.getByLabel('Specialization').fill('Construction Management');
  await choose(page, 'Graduation month', 'November');
  await choose(page, 'Graduation year', '2015');
  await next.click();

  // Skills & Languages
  await expect(next).toBeDisabled();
  const skills = page.getByRole('combobox', { name: 'Skills', exact: true });
  await skills.fill('Site safety');
  await skills.press('Enter');
  await skills.fill('Project management');
  await skills.press('Enter');
  // Close the suggestions so they do not cover the buttons.
  await skills.press('Escape');
  await expect(next).toBeEnabled();
  await next.click();

  // Personal Summary: past 1000 characters Finish is disabled and the field says why.
  await page.getByRole('textbox', { name: 'Personal summary' }).fill('x'.repeat(1001));
  await expect(page.getByText('Summary must be at most 1000 characters')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish' })).toBeDisabled();
  await page.screenshot({ path: 'e2e/screenshots/resume-summary-too-long-1280.png' });
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'e2e/screenshots/resume-summary-too-long-390.png' });
  if (wide) await page.setViewportSize(wide);
  // Then Finish saves and shows Done.
  await page.getByRole('textbox', { name: 'Personal summary' }).fill('Site manager who delivers on time.');
  await expect(page.getByText('Summary must be at most 1000 characters')).toBeHidden();
  await expect(page.getByText('34/1000')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Resume saved!')).toBeVisible();
  await expect(page.getByText('Your resume is ready')).toBeVisible();

  await page.getByRole('link', { name: 'Go to my resumes' }).click();
  await expect(page.getByRole('heading', { name: 'Your Resumes' })).toBeVisible();
  const card = page.getByTestId('resume-card').filter({ hasText: 'Tāne Mahuta' }).first();
  await expect(card).toContainText('Site Manager');
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set as Active' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Set as Active' })).toBeHidden();
  const older = page.getByTestId('resume-card').filter({ hasText: 'Old Draft' }).first();
  await expect(older.getByText('Inactive', { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download PDF' }).click();
  // The exact UTF-8 name (content-disposition's filename*), macron kept.
  expect((await download).suggestedFilename()).toBe('Tāne-Mahuta-resume.pdf');
  await page.screenshot({ path: 'e2e/screenshots/resumes-list.png', fullPage: true });
});

test('the demo employer searches resumes by a skill and downloads one', async ({ page }) => {
  await signIn(page, 'employer@demo.fitjobs.nz', 'employer');
  await page.goto('/employers/search-resumes');
  await page.getByRole('textbox', { name: 'Search resumes' }).fill('Excel');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/query=Excel/);
  const cards = page.getByTestId('candidate-card');
  await expect(cards.first()).toBeVisible();
  // Cards show the top skills only; at least one of the matches lists the skill searched for.
  await expect(cards.filter({ hasText: 'Excel' }).first()).toBeVisible();

  await page.getByRole('switch', { name: 'Eligible to work in New Zealand' }).click();
  await expect(page).toHaveURL(/eligible_to_work_in_nz=true/);
  await expect(cards.first()).toContainText('Eligible to work in NZ');

  const download = page.waitForEvent('download');
  await cards
    .first()
    .getByRole('button', { name: /Download resume of/ })
    .click();
  expect((await download).suggestedFilename()).toMatch(/-resume\.pdf$/);
  await page.screenshot({ path: 'e2e/screenshots/resume-search.png', fullPage: true });
});
