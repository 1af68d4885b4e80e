import { chromium, expect, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort } from './support/net.ts';

/**
 * Lighthouse's mobile performance score (simulated slow 4G and a 4x slower CPU, its defaults)
 * against the built app, on the home page, the search page and a job page; each must reach 90.
 * Single runs of one build swing by several points on a 2-core machine (almost all of it in Total
 * Blocking Time), so each page is scored five times and the median counts. When that median falls
 * short, five more runs are scored and the median of all ten counts: the page's score, not one
 * unlucky batch. On a quiet machine the medians are about 96, 95 and 98 (README, Quality;
 * decisions 0094 to 0096).
 */
const MIN_SCORE = 90;
const RUNS = 5;

test.describe.configure({ timeout: 900_000 });

/** The middle score, or the mean of the two middle ones for an even count. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

test('Lighthouse mobile performance is at least 90 on the home page, the search page and a job page', async ({
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
    // A run Lighthouse itself reports as failed (e.g. it saw no paint in time) has no score worth
    // counting: it is run again, up to twice per batch.
    const score = async (url: string, runs: number) => {
      const scores: number[] = [];
      for (let attempt = 0; scores.length < runs && attempt < runs + 2; attempt++) {
        const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
        const value = result?.lhr.categories.performance?.score;
        if (result && !result.lhr.runtimeError && typeof value === 'number')
          scores.push(Math.round(value * 100));
      }
      expect(scores.length, `${url}: Lighthouse runs that completed`).toBe(runs);
      return scores;
    };
    for (const path of ['/', '/jobs', `/jobs/${jobId}`]) {
      let scores = await score(`${baseURL}${path}`, RUNS);
      if (median(scores) < MIN_SCORE) scores = [...scores, ...(await score(`${baseURL}${path}`, RUNS))];
      const line = `Lighthouse mobile performance ${path}: median ${median(scores)} (runs ${scores.join(', ')})`;
      test.info().annotations.push({ type: 'lighthouse', description: line });
      process.stdout.write(`${line}\n`);
      expect.soft(median(scores), path).toBeGreaterThanOrEqual(MIN_SCORE);
    }
  } finally {
    await browser.close();
  }
});
