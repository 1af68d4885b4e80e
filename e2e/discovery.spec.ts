import { expect, type Page, test } from '@playwright/test';
import { signInByApi, tokensFor } from './support/auth.ts';
import { EMPLOYER } from './support/demo-ids.ts';
import { inbox, waitForMail } from './support/mail.ts';

// Issue 17: similar jobs, hidden items you can undo, instant alerts, a home page that shows the
// board is alive. The instant alert waits for the server's per-minute run.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000 });
const slow = { timeout: 30_000 };
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const cards = (page: Page) => page.getByTestId('job-card');
/** A side filter's value: the place's name, and its job count once the counts arrive. */
const withCount = (name: string) => new RegExp(`^${name}( \\([\\d,]+\\+?\\))?$`);

test('the home page shows live jobs and popular classifications, drawn on the server, and recent searches', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Popular classifications');
  await page.goto('/');
  const live = page.getByTestId('live-jobs');
  await expect(live).toHaveText(/^[\d,]+ live jobs$/);
  const classification = page
    .getByRole('region', { name: 'Popular classifications' })
    .locator('a[href^="/jobs?industry_id="]');
  await expect(classification.first()).toHaveAttribute('href', /^\/jobs\?industry_id=\d+$/);
  expect(await classification.count()).toBeGreaterThan(3);
  await expect(page.getByRole('heading', { name: 'Your recent searches' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Job title, company or keyword' }).fill('nurse');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: /found for "nurse"/ })).toBeVisible(slow);
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Your recent searches' });
  await expect(recent.getByRole('link', { name: 'nurse' })).toHaveAttribute('href', '/jobs?query=nurse');
  await page.screenshot({ path: 'e2e/screenshots/discovery-home.png', fullPage: true });
});

test('a visitor types "nurse" and "Auckland" in the hero and lands on /jobs with the location chip and only Auckland jobs', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'What' }).fill('nurse');
  const where = page.getByRole('combobox', { name: 'Where' });
  await where.fill('Auckland');
  const places = page.getByRole('listbox', { name: 'Places' });
  // The whole region first, then the city of the same name.
  await expect(places.getByRole('option')).toHaveText(
    [/^Auckland Region, New Zealand$/, /^Auckland Auckland, New Zealand$/],
    slow,
  );
  await places.getByRole('option', { name: 'Auckland Auckland, New Zealand' }).click();
  await expect(where).toHaveValue('Auckland');
  await expect(where).toHaveAttribute('aria-expanded', 'false');
  await page.screenshot({ path: 'e2e/screenshots/discovery-where-hero.png' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/jobs\?query=nurse&country_id=\d+&region_id=\d+&city_id=\d+$/);
  const chip = page.getByTestId('location-chip');
  await expect(chip).toHaveText('Auckland');
  await expect(page.getByRole('heading', { name: /found for "nurse"/ })).toBeVisible(slow);
  await expect(cards(page).first()).toBeVisible(slow);
  const found = await cards(page).count();
  for (let i = 0; i < found; i++) {
    await expect(cards(page).nth(i).getByText('· Auckland', { exact: true })).toBeVisible();
  }
  // The side filters show the place the box shows.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('combobox', { name: 'Country' })).toHaveValue(
    withCount('New Zealand'),
    slow,
  );
  await expect(filters.getByRole('combobox', { name: 'Region' })).toHaveValue(withCount('Auckland'));
  await expect(filters.getByRole('combobox', { name: 'City' })).toHaveValue(withCount('Auckland'));
  await expect(where).toHaveValue('Auckland');
  await page.screenshot({ path: 'e2e/screenshots/discovery-where-jobs.png', fullPage: true });

  await page.getByRole('button', { name: 'Remove location Auckland' }).click();
  await expect(page).toHaveURL(/\/jobs\?query=nurse$/);
  await expect(chip).toHaveCount(0);
  await expect(where).toHaveValue('');
  await expect(filters.getByRole('combobox', { name: 'City' })).toHaveValue('');

  // And back the other way by keyboard: a region chosen in the box reaches the side filters.
  await where.fill('canter');
  await expect(places.getByRole('option', { name: 'Canterbury Region, New Zealand' })).toBeVisible(slow);
  await where.press('ArrowDown');
  await where.press('Enter');
  await expect(page).toHaveURL(/\/jobs\?query=nurse&country_id=\d+&region_id=\d+$/);
  await expect(filters.getByRole('combobox', { name: 'Region' })).toHaveValue(withCount('Canterbury'), slow);
  await expect(chip).toHaveText('Canterbury');
  // A shared link names its place in the box and the chip as the server draws the page.
  const html = await (await request.get(page.url().replace(/^.*\/jobs/, '/jobs'))).text();
  expect(html).toMatch(/role="combobox"[^>]*value="Canterbury"/);
  expect(html).toContain('Remove location Canterbury');

  await where.fill('Atlantis');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No matching places: try a city, region or country')).toBeVisible(slow);
  await expect(page).toHaveURL(/region_id=\d+$/);
});

test('a visitor opens a job and follows a similar job', async ({ page, context, request }) => {
  // A job with neighbours: the newest jobs, checked through the API the page uses.
  const search = await (await request.get('/api/v1/jobs/search?sort_by=updated_desc')).json();
  let origin = '';
  for (const job of search.items as { id: string }[]) {
    const similar = await (await request.post('/api/v1/jobs.similar', { data: { id: job.id } })).json();
    if (similar.items.length > 0) {
      origin = job.id;
      break;
    }
  }
  expect(origin).not.toBe('');
  await page.goto(`/jobs/${origin}`);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible(slow);
  const section = page.getByRole('region', { name: 'Similar jobs' });
  // Loaded once the reader scrolls near it (after hydration): scroll to the end until it is there.
  await expect(async () => {
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await expect(section.getByTestId('job-card').first()).toBeVisible({ timeout: 2_000 });
  }).toPass(slow);
  const link = section.getByTestId('job-card').first().getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  const [next] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await next.waitForLoadState();
  await expect(next.getByRole('heading', { level: 1, name: title })).toBeVisible(slow);
  expect(next.url()).not.toContain(origin);
  await page.screenshot({ path: 'e2e/screenshots/discovery-similar.png', fullPage: true });
});

test('a seeker hides a company, undoes it, hides it again and unhides it from /profile', async ({ page }) => {
  await signInByApi(page, `hider-${stamp()}@example.test`, 'employee');
  await page.goto('/jobs?query=manager');
  await expect(cards(page).first()).toBeVisible(slow);
  const company = (await cards(page).first().getByRole('link').nth(1).textContent()) ?? '';
  const ofCompany = () => cards(page).filter({ has: page.getByRole('link', { name: company, exact: true }) });
  const hide = async () => {
    await ofCompany().first().getByRole('button', { name: 'Hide options' }).click();
    await page.getByRole('menuitem', { name: `Hide jobs from ${company}` }).click();
    // The newest toast: the first hide's may still be showing when the second comes.
    await expect(page.getByText(`Jobs from ${company} hidden.`).last()).toBeVisible();
    await expect(ofCompany()).toHaveCount(0, slow);
  };
  await hide();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`Jobs from ${company} shown again.`)).toBeVisible();
  await expect(ofCompany().first()).toBeVisible(slow);
  await hide();

  await page.goto('/profile');
  const hidden = page.getByRole('region', { name: 'Hidden companies' });
  await expect(hidden.getByRole('link', { name: company })).toBeVisible(slow);
  await page.screenshot({ path: 'e2e/screenshots/discovery-profile-hidden.png', fullPage: true });
  await hidden.getByRole('button', { name: `Unhide ${company}` }).click();
  await expect(hidden.getByText('You have not hidden any companies.')).toBeVisible(slow);
  await page.goto('/jobs?query=manager');
  await expect(ofCompany().first()).toBeVisible(slow);
});

test('a seeker saves an instant alert and gets its e-mail when an employer publishes a matching job', async ({
  page,
  request,
}) => {
  const word = `zyxomancer${stamp()}`;
  const seeker = `alerted-${stamp()}@example.test`;
  await signInByApi(page, seeker, 'employee');
  await page.goto(`/jobs?query=${word}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Search saved!')).toBeVisible(slow);
  await page.goto('/saved-searches');
  const frequency = page.getByRole('combobox', {
    name: `How often to e-mail ${word.charAt(0).toUpperCase()}${word.slice(1)}`,
  });
  await frequency.selectOption('instant');
  await expect(frequency).toHaveValue('instant');
  await page.reload();
  await expect(frequency).toHaveValue('instant', slow);
  await page.screenshot({ path: 'e2e/screenshots/discovery-saved-searches.png', fullPage: true });

  const employer = (await tokensFor(request, EMPLOYER, 'employer')).access_token;
  const auth = { authorization: `Bearer ${employer}` };
  const companies = await (
    await request.post('/api/v1/employers/companies.list', { headers: auth, data: {} })
  ).json();
  const expires = new Date(Date.now() + 20 * 24 * 3600_000).toISOString().slice(0, 10);
  const before = inbox(seeker).length;
  const posted = await request.post('/api/v1/employers/jobs.insert', {
    headers: auth,
    data: {
      company_id: companies.items[0].id,
      is_draft: false,
      title: `Senior ${word}`,
      salary_from: 90_000,
      salary_to: 110_000,
      currency: 'nzd',
      schedule: 'full_time',
      work_format: 'hybrid',
      external_id: null,
      expires_at: expires,
      description: {
        summary: '<p>Read the signs.</p>',
        responsibilities: ['Divine'],
        requirements: [],
        qualifications: [],
        working_conditions: [],
        skills: [],
        tools_and_technologies: [],
        benefits: [],
      },
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  // The server checks instant alerts every minute and looks 15 s back: at most about 80 s.
  const mail = await waitForMail(seeker, new RegExp(word, 'i'), before, 150_000);
  expect(mail.replace(/=\r?\n/g, '')).toContain(`Senior ${word}`);
  expect(mail.replace(/=\r?\n/g, '')).toContain((await posted.json()).id);
});

test('a visitor picks a classification and sees the counts change', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/jobs?query=nurse');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const heading = page.getByRole('heading', { name: /found for "nurse"/ });
  await expect(heading).toBeVisible(slow);
  // The schedule options carry this search's counts once they arrive.
  const scheduleCounts = async () => {
    await filters.getByRole('combobox', { name: 'Schedule' }).click();
    const texts = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    return texts;
  };
  await expect(async () => expect((await scheduleCounts()).join()).toMatch(/Full time \(\d+\)/)).toPass(slow);
  const before = await scheduleCounts();

  // The classification with the most nurse jobs, and its count.
  await filters.getByRole('combobox', { name: 'Classification' }).click();
  const options = await page.getByRole('option').allTextContents();
  const counted = options
    .map((text) => ({ text, n: Number(text.match(/\((\d+)\)$/)?.[1] ?? 0) }))
    .sort((a, b) => b.n - a.n);
  const top = counted[0];
  expect(top?.n).toBeGreaterThan(0);
  await page.getByRole('option', { name: top?.text }).click();

  // The results are that classification's jobs, as many as its option said.
  await expect(page).toHaveURL(/industry_id=\d+/);
  await expect(
    page.getByRole('heading', { name: `${top?.n} ${top?.n === 1 ? 'job' : 'jobs'} found for "nurse"` }),
  ).toBeVisible(slow);
  // Other filters' counts now count only that classification's jobs; its own options keep theirs.
  await expect(async () => expect(await scheduleCounts()).not.toEqual(before)).toPass(slow);
  await filters.getByRole('combobox', { name: 'Classification' }).click();
  await expect(page.getByRole('option', { name: top?.text })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'e2e/screenshots/discovery-classification.png', fullPage: true });
});
