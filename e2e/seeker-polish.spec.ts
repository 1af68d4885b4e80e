import { expect, type Page, test } from '@playwright/test';
import { pageFor } from './support/api.ts';
import { tokensFor } from './support/auth.ts';
import { SEEKER } from './support/demo-ids.ts';

// Issue 26 items 4, 5, 9, 10 and 12: the seeker's search screens say what was chosen, and fit a
// phone. Each screen is photographed at 1280 and 390 px.

const slow = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/screenshots/seeker-polish-${name}.png`, fullPage: false });

interface Place {
  kind: string;
  name: string;
  country_id: number;
  region_id: number | null;
  city_id: number | null;
}

test('a Wellington search: the heading, recent searches, counted education, saved searches on a phone', async ({
  browser,
  request,
}) => {
  const page = await pageFor(browser, await tokensFor(request, SEEKER));
  const suggested = await request.post('/api/v1/locations/places.suggest', { data: { q: 'Wellington' } });
  const places = ((await suggested.json()) as { items: Place[] }).items;
  const wellington = places.find((p) => p.kind === 'city' && p.name === 'Wellington');
  if (!wellington?.region_id || !wellington.city_id) throw new Error('no Wellington city on the demo board');
  const query = `query=nurse&country_id=${wellington.country_id}&region_id=${wellington.region_id}&city_id=${wellington.city_id}`;

  // Item 9: the heading names the chip's place, not "in Country New Zealand".
  await page.goto(`/jobs?${query}`);
  await expect(page.getByTestId('location-chip')).toHaveText('Wellington');
  const heading = page.getByRole('heading', { name: /jobs? found for "nurse" in Wellington, New Zealand$/ });
  await expect(heading).toBeVisible(slow);

  // Item 10: education and experience carry counts; an option without jobs cannot be picked.
  await page.getByRole('combobox', { name: 'Experience' }).click();
  const counted = page.getByRole('option', { name: /\(\d[\d,]*\)$/ });
  await expect(counted.first()).toBeVisible(slow);
  const none = page.getByRole('option', { name: /\(0\)$/ });
  if ((await none.count()) > 0) await expect(none.first()).toHaveAttribute('aria-disabled', 'true');
  await shot(page, 'search-1280');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Education' }).click();
  await expect(page.getByRole('option', { name: /\(\d[\d,]*\)$/ }).first()).toBeVisible(slow);
  await page.keyboard.press('Escape');

  // Item 5 starts here: the search is saved (its toast on a phone is checked below).
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Search saved!')).toBeVisible(slow);

  // Item 4: the home page offers it again as "nurse in Wellington".
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'nurse in Wellington', exact: true })).toBeVisible(slow);
  await shot(page, 'home-1280');

  await page.setViewportSize(PHONE);
  await page.goto(`/jobs?${query}`);
  await expect(heading).toBeVisible(slow);
  await shot(page, 'search-390');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'nurse in Wellington', exact: true })).toBeVisible(slow);
  await shot(page, 'home-390');

  // Item 5: at 390 px each saved search is a card with its switch and frequency in view.
  await page.goto('/saved-searches');
  const card = page.getByTestId('saved-search-card').first();
  await expect(card).toBeVisible(slow);
  await expect(card.getByRole('switch')).toBeVisible();
  const frequency = card.getByRole('combobox');
  await expect(frequency).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const name = (await frequency.getAttribute('aria-label'))?.replace('How often to e-mail ', '') ?? '';
  const next = (await frequency.inputValue()) === 'weekly' ? 'daily' : 'weekly';
  await frequency.selectOption(next);
  // Changing it confirms what it is now, in a toast clear of the header.
  const toast = page.getByText(`Alerts for "${name}" now arrive ${next}.`);
  await expect(toast).toBeVisible(slow);
  await expectBelowHeader(page, toast);
  await expect(toast).toBeInViewport();
  await page.waitForTimeout(800); // the toast's entry animation, for the picture only
  await shot(page, 'saved-searches-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('table')).toBeVisible();
  await shot(page, 'saved-searches-1280');
});

async function expectBelowHeader(page: Page, toast: ReturnType<Page['getByText']>) {
  const header = await page.locator('header.app-header').boundingBox();
  const box = await toast.boundingBox();
  if (!header || !box) throw new Error('header or toast not drawn');
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
}

test('on a phone: Where opens below its box, toasts clear the Search button, wizard steps in one row', async ({
  browser,
  request,
}) => {
  const page = await pageFor(browser, await tokensFor(request, SEEKER));
  // A phone with its keyboard open: little room below the box, the list must not flip over What.
  await page.setViewportSize({ width: PHONE.width, height: 420 });
  await page.goto('/jobs?query=chef');
  const where = page.getByRole('combobox', { name: /Where/ }).first();
  await where.click();
  await where.fill('Wel');
  const list = page.getByRole('listbox', { name: 'Places' });
  await expect(list).toBeVisible(slow);
  const whereBox = await where.boundingBox();
  const listBox = await list.boundingBox();
  if (!whereBox || !listBox) throw new Error('Where box or its list not drawn');
  expect(listBox.y).toBeGreaterThanOrEqual(whereBox.y + whereBox.height - 1);
  await shot(page, 'where-390');
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);

  // A toast on the search page covers neither the header nor the Search button.
  await page.getByRole('button', { name: 'Save this search' }).click();
  const toast = page.getByText(/Search saved!|already saved/);
  await expect(toast.first()).toBeVisible(slow);
  await expectBelowHeader(page, toast.first());
  const search = await page.getByRole('button', { name: 'Search', exact: true }).boundingBox();
  const toastBox = await toast.first().boundingBox();
  if (!search || !toastBox) throw new Error('Search button or toast not drawn');
  const overlaps = toastBox.y < search.y + search.height && search.y < toastBox.y + toastBox.height;
  expect(overlaps).toBe(false);
  await shot(page, 'toast-390');

  // The resume wizard's six steps sit in one row.
  await page.goto('/create-resume');
  const steps = page.locator('.mantine-Stepper-step');
  await expect(steps.first()).toBeVisible(slow);
  const tops = await steps.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'wizard-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'wizard-1280');
  await page.goto('/jobs?query=chef');
  await page.getByRole('combobox', { name: /Where/ }).first().fill('Wel');
  await expect(page.getByRole('listbox', { name: 'Places' })).toBeVisible(slow);
  await shot(page, 'where-1280');
});
