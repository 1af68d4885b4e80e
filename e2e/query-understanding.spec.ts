import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { post } from './support/api.ts';
import { tokensFor } from './support/auth.ts';
import { EMPLOYER } from './support/demo-ids.ts';

// Issue 26 items 6-8 as a visitor types them: filter words become removable chips, a place
// anywhere (also after an or-query) becomes the location (decision 0208).

const slow = { timeout: 20_000 };
const TAG = `Kowhai${Date.now()
  .toString(26)
  .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q')}`;

interface Place {
  kind: string;
  name: string;
  country_id: number;
  region_id: number | null;
  city_id: number | null;
}

async function city(request: APIRequestContext, name: string) {
  const res = await request.post('/api/v1/locations/places.suggest', { data: { q: name } });
  const found = ((await res.json()) as { items: Place[] }).items.find(
    (p) => p.kind === 'city' && p.name === name,
  );
  if (!found) throw new Error(`no ${name} on the demo board`);
  return found;
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `e2e/screenshots/query-understanding-${name}-${width}.png`,
      fullPage: false,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('"part time receptionist wellington" shows two chips and only part-time Wellington receptionists', async ({
  page,
  request,
}) => {
  const employer = await tokensFor(request, EMPLOYER, 'employer');
  const companies = await post<{ items: { id: string }[] }>(
    request,
    '/api/v1/employers/companies.list',
    employer,
    {},
  );
  const wellington = await city(request, 'Wellington');
  const auckland = await city(request, 'Auckland');
  const jobs: Record<string, string> = {};
  for (const [key, schedule, at] of [
    ['wanted', 'part_time', wellington],
    ['fullTime', 'full_time', wellington],
    ['auckland', 'part_time', auckland],
  ] as const) {
    const job = await post<{ id: string }>(request, '/api/v1/employers/jobs.insert', employer, {
      company_id: companies.items[0]?.id,
      is_draft: false,
      title: `Receptionist ${TAG} ${key}`,
      schedule,
      country_id: at.country_id,
      region_id: at.region_id,
      city_id: at.city_id,
      description: { summary: '<p>Greet our guests.</p>', responsibilities: ['Answer the phone'] },
    });
    jobs[key] = job.id;
  }

  await page.goto(`/jobs?query=${encodeURIComponent(`part time receptionist ${TAG} wellington`)}`);
  await expect(page.getByTestId('location-chip')).toHaveText('Wellington', slow);
  await expect(page.getByTestId('schedule-chip')).toHaveText('Part time');
  await expect(page.getByLabel('What: job title, company or keyword')).toHaveValue(`receptionist ${TAG}`);
  const cards = page.getByTestId('job-card');
  await expect(cards).toHaveCount(1, slow);
  await expect(cards.first()).toHaveAttribute('aria-label', `Receptionist ${TAG} wanted`);
  await expect(cards.first()).toContainText('Part time');
  await shoot(page, 'chips');

  // The chip undoes what the words set: without Part time the full-time one is back.
  await page.getByRole('button', { name: 'Remove Part time' }).click();
  await expect(cards).toHaveCount(2, slow);
  await expect(page.getByTestId('schedule-chip')).toHaveCount(0);
});

test('"nurse or chef wellington" and "(nurse or chef) wellington" apply Wellington as the place', async ({
  page,
}) => {
  for (const q of ['nurse or chef wellington', '(nurse or chef) wellington']) {
    await page.goto(`/jobs?query=${encodeURIComponent(q)}`);
    await expect(page.getByTestId('location-chip'), q).toHaveText('Wellington', slow);
    await expect(page.getByText('Showing jobs in Wellington, from your search.')).toBeVisible(slow);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('in Wellington, New Zealand', slow);
  }
  await shoot(page, 'or-place');
});
