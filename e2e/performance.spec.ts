import { chromium, expect, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort } from './support/net.ts';

/**
 * Lighthouse's mobile performance score (simulated slow 4G and a 4x slower CPU, its defaults)
 * against the built app. One run can swing by several points on a busy machine, so the home page
 * is scored five times and the median must reach 90. The search and job pages are scored once and
 * printed, not yet held to 90: they score far lower (README, Quality); that is open work in issue 8.
 */
const MIN_SCORE = 90;
const HOME_RUNS = 5;

test.describe.configure({ timeout: 420_000 });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test('Lighthouse mobile performance is at least 90 on the home page, and is measured on /jobs and a job page', async ({
  request,
  baseURL,
}) => {
  const search = await request.get('/api/v1/jobs/search?limit=1');
  const { items } = (await search.json()) as { items: { id: string }[] };
  const jobId = items[0]?.id;
  expect(jobId, 'the demo board has a job to open').toBeTruthy();

  // Lighthouse drives its own tab over the DevTools protocol of a browser we start for it.
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', `--remote-debugging-port=${port}`],
  });
  try {
    for (const path of ['/', '/jobs', `/jobs/${jobId}`]) {
      const scores: number[] = [];
      for (let run = 0; run < (path === '/' ? HOME_RUNS : 1); run++) {
        const result = await lighthouse(`${baseURL}${path}`, {
          port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        scores.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
      }
      const line = `Lighthouse mobile performance ${path}: median ${median(scores)} (runs ${scores.join(', ')})`;
      test.info().annotations.push({ type: 'lighthouse', description: line });
      process.stdout.write(`${line}\n`);
      if (path === '/') expect.soft(median(scores), path).toBeGreaterThanOrEqual(MIN_SCORE);
    }
  } finally {
    await browser.close();
  }
});
