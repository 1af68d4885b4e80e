import { expect, type Page, test } from '@playwright/test';
import { signInByApi, tokensFor } from './support/auth.ts';
import { EMPLOYER } from './support/demo-ids.ts';

// Issue 22 item 7, decision 0172: pay as the employer writes it.
const stamp = Date.now().toString(36);

/** Both widths, saved for looking at. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}-1280.png`, fullPage: true });
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `e2e/screenshots/${name}-390.png`, fullPage: true });
  if (wide) await page.setViewportSize(wide);
}

test('an hourly rate with cents and a pay note, and a figure kept off the ad', async ({ page, request }) => {
  // A whole wizard and three pages at two widths: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const title = `Barista ${stamp}`;
  await signInByApi(page, EMPLOYER, 'employer');
  await page.goto('/employers/create-job');
  await page.getByLabel('Job title').fill(title);
  // Cents on a year's salary: Salary From itself says what is wrong.
  await page.getByLabel('Salary From').fill('23.50');
  await page.getByLabel('Salary From').blur();
  await expect(page.getByText('An annual salary is in whole dollars')).toBeVisible();
  await page.getByRole('combobox', { name: 'Pay' }).click();
  await page.getByRole('option', { name: 'Hourly rate' }).click();
  await expect(page.getByText('An annual salary is in whole dollars')).toBeHidden();
  await page.getByLabel('Salary To').fill('26.75');
  await page.getByLabel('Pay note').fill('+ tips');
  await page.getByRole('combobox', { name: 'Schedule' }).click();
  await page.getByRole('option', { name: 'Part time' }).click();
  await shoot(page, 'pay-wizard-step');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Job summary' }).click();
  await page.keyboard.type('Coffee for the morning crowd.');
  const responsibilities = page.getByRole('textbox', { name: 'Responsibilities' });
  await responsibilities.fill('Pull shots');
  await responsibilities.press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/employers\/jobs$/);
  const row = page.locator('.mantine-Card-root', { hasText: title });
  await expect(row.getByText('$23.50-$26.75 an hour (NZD) + tips')).toBeVisible();
  const { access_token } = await tokensFor(request, EMPLOYER, 'employer');
  const headers = { authorization: `Bearer ${access_token}` };
  const companies = await (
    await request.post('/api/v1/employers/companies.list', { headers, data: {} })
  ).json();
  const mine = await (
    await request.post('/api/v1/employers/jobs.list', {
      headers,
      data: { company_id: companies.items[0].id },
    })
  ).json();
  const posted = mine.items.find((j: { title: string }) => j.title === title);
  await page.goto(`/jobs/${posted.id}`);
  await expect(page.getByText('$23.50-$26.75 an hour (NZD) + tips')).toBeVisible();
  await expect(page.getByText(/Part time/).first()).toBeVisible();
  await shoot(page, 'pay-job-page-cents');

  // A second job keeps its figure off the ad: the page reads "Salary not shown".
  const res = await request.post('/api/v1/employers/jobs.insert', {
    headers,
    data: {
      company_id: companies.items[0].id,
      is_draft: false,
      title: `Site Manager ${stamp}`,
      salary_from: 120_000,
      salary_to: 140_000,
      pay_note: '+ KiwiSaver',
      salary_hidden: true,
      description: { summary: '<p>Run the site.</p>', responsibilities: ['Keep it safe'] },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(`/jobs/${(await res.json()).id}`);
  await expect(page.getByText('Salary not shown', { exact: true })).toBeVisible();
  await expect(page.getByText(/120,000/)).toHaveCount(0);
  await shoot(page, 'pay-job-page-not-shown');
});
