import { chromium, expect, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort } from './support/net.ts';

/**
 * Lighthouse's mobile performance score (simulated slow 4G and a 4x slower CPU, its defaults)
 * against the built app. One run can swing by several points on a busy machine, so pages are
 * scored several times and the median counts. The home page's must reach 90. The search and job
 * pages' medians are printed, not yet held to 90: they score about 70-82 and 77-82 (README,
 * Quality, and decision 0094); that is open work in issue 8.
 */
const MIN_SCORE = 90;
const HOME_RUNS = 5;
const PAGE_RUNS = 3;

test.describe.configure({ timeout: 600_000 });

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
      const runs = path === '/' ? HOME_RUNS : PAGE_RUNS;
      // A run Lighthouse itself reports as failed (e.g. it saw no paint in time) has no score
      // worth counting: it is run again, up to twice per page.
      for (let attempt = 0; scores.length < runs && attempt < runs + 2; attempt++) {
        const result = await lighthouse(`${baseURL}${path}`, {
          port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        const score = result?.lhr.categories.performance?.score;
        if (result && !result.lhr.runtimeError && typeof score === 'number')
          scores.push(Math.round(score * 100));
      }
      expect(scores.length, `${path}: Lighthouse runs that completed`).toBe(runs);
      const line = `Lighthouse mobile performance ${path}: median ${median(scores)} (runs ${scores.join(', ')})`;
      test.info().annotations.push({ type: 'lighthouse', description: line });
      process.stdout.write(`${line}\n`);
      if (path === '/') expect.soft(median(scores), path).toBeGreaterThanOrEqual(MIN_SCORE);
    }
  } finally {
    await browser.close();
  }
});
