import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse's mobile performance score (simulated slow 4G and a 4x slower CPU, its defaults)
 * against the built app, on the home page, the search page and a job page.
 * Single runs of one build swing by several points on a 2-core machine (almost all of it in Total
 * Blocking Time), so each page is scored three times and the median counts. When that median is
 * near the line this test fails on (under CONFIRM_BELOW), four more runs are scored and the median
 * of all seven counts: a failure is the page's score, not one unlucky batch. Above it, three runs
 * report the page against the target and the test moves on. Each run takes about 12 s on a slow
 * 2-core machine, where CI's 60 minutes are tight (decision 0220 had five and five more: 4 minutes).
 *
 * The target is 90 (issue 8). Debian's Chromium 156 (new headless mode) scores every page of this
 * board 15 to 30 points lower than the Chromium the target was met with: the commit before the
 * third wave, which met it in CI, now scores /jobs 58 to 63 on the same machine where this one
 * scores 83 to 88. Until the target is met again this test fails on a fall below 65, which still
 * catches losing the server-drawn first paint (61) or a heavier bundle, and prints every median
 * against the target (decision 0220; README, Quality).
 *
 * Chromium is started by Lighthouse's own launcher (chrome-launcher), as Lighthouse's Node API
 * documents, not by Playwright: Playwright attaches its instrumentation to every tab the browser
 * opens, Lighthouse's too, and that work would land on the measured page's main thread.
 */
const TARGET_SCORE = 90;
const MIN_SCORE = 65;
const RUNS = 3;
/** Three runs' median under this, and four more decide: the median of seven. */
const CONFIRM_BELOW = MIN_SCORE + 10;
const CONFIRM_RUNS = 4;

test.describe.configure({ timeout: 900_000 });

/** The middle score, or the mean of the two middle ones for an even count. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

test('Lighthouse mobile performance of the home page, the search page and a job page (target 90, fails below 65)', async ({
  request,
  baseURL,
}) => {
  const search = await request.get('/api/v1/jobs/search?limit=1');
  const { items } = (await search.json()) as { items: { id: string }[] };
  const jobId = items[0]?.id;
  expect(jobId, 'the demo board has a job to open').toBeTruthy();

  // Lighthouse drives its own tab over the DevTools protocol of a browser its launcher starts.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const { port } = chrome;
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
      if (median(scores) < CONFIRM_BELOW)
        scores = [...scores, ...(await score(`${baseURL}${path}`, CONFIRM_RUNS))];
      const line = `Lighthouse mobile performance ${path}: median ${median(scores)} (target ${TARGET_SCORE}; runs ${scores.join(', ')})`;
      test.info().annotations.push({ type: 'lighthouse', description: line });
      process.stdout.write(`${line}\n`);
      expect.soft(median(scores), path).toBeGreaterThanOrEqual(MIN_SCORE);
    }
  } finally {
    chrome.kill();
  }
});
