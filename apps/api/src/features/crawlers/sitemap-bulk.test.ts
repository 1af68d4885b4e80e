import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedBulkJobs } from '../../seed/bulk.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countListedJobs } from './sitemap.repo.ts';
import { MAX_URLS_PER_FILE } from './sitemap.ts';

// 70,000 jobs (about 29,000 listed: two sitemap files) take PostgreSQL one to five minutes to seed;
// PGlite (npm test) would take many, so it counts a smaller board. TEST_DATABASE_URL=… npx vitest
// run this-file runs the larger one.
const onPostgres = inject('pgTemplate') !== null;
const JOBS = onPostgres ? 70_000 : 4_000;
/** On PostgreSQL the board is big enough to need more than one sitemap file. */
const MIN_FILES = onPostgres ? 2 : 1;
const NOW = new Date('2026-06-01T00:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  await seedBulkJobs(t.db, { jobs: JOBS, seed: 11, now: NOW });
}, 900_000);
afterAll(() => t.close());

describe(`the sitemap over ${JOBS.toLocaleString('en-NZ')} generated jobs`, () => {
  it('lists every listed job exactly once, and no other, in files of at most 50,000 URLs', async () => {
    const index = await t.app.inject({ url: '/sitemap.xml' });
    const files = [...index.body.matchAll(/<loc>[^<]*(\/sitemaps\/jobs-[^<]*)<\/loc>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(files.length).toBe(Math.ceil((await countListedJobs(t.db, NOW)) / 25_000));
    expect(files.length).toBeGreaterThanOrEqual(MIN_FILES);
    const seen = new Set<string>();
    let urls = 0;
    for (const file of files) {
      const res = await t.app.inject({ url: file });
      expect(res.statusCode).toBe(200);
      const ids = [...res.body.matchAll(/<loc>[^<]*\/jobs\/([0-9a-f-]{36})<\/loc><lastmod>/g)].map(
        (m) => m[1],
      );
      expect(ids.length).toBeLessThanOrEqual(MAX_URLS_PER_FILE);
      for (const id of ids) seen.add(id ?? '');
      urls += ids.length;
    }
    const listed = await countListedJobs(t.db, NOW);
    expect(listed).toBeGreaterThan(JOBS / 5);
    expect(listed).toBeLessThan(JOBS);
    expect(urls).toBe(listed);
    expect(seen.size).toBe(listed);
  }, 600_000);
});
