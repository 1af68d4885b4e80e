/**
 * Job search over HTTP: `npm run bench:search` (decision 0103).
 *
 * Seeds BENCH_JOBS generated jobs (default 100,000; `npm run seed`'s generator, seed 7) into the
 * PostgreSQL database at BENCH_DATABASE_URL (seeded once, reused after), or into a fresh PGlite
 * folder, starts the real server on it (NODE_ENV=production), and then:
 *   1. times BENCH_SEARCHES (default 500) distinct searches once each, one at a time: words from
 *      the listed jobs' titles, places, schedule, work format, salary and posted-within filters,
 *      all four sorts, and every fourth search's second page;
 *   2. runs another set of distinct searches from BENCH_CONNECTIONS (10) connections at once and
 *      reports searches per second (no search is repeated, so no cache can carry it);
 *   3. times the filter counts (GET /api/v1/jobs/facets) of the first set's searches, once each;
 *   4. times 300 distinct `jobs.get` calls.
 * It prints p50, p95, the slowest search and the machine's load average before and after.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/features/jobs/db-rows.ts';
import { seedBulkJobs } from '../apps/api/src/seed/bulk.ts';
import { seedReferenceData } from '../apps/api/src/seed/reference.ts';
import { main, out, tempDir } from '../reliability/support/harness.ts';
import { ServerProcess } from '../reliability/support/server.ts';
import { type BenchData, searchMix } from './search-mix.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL;

async function seed(database: Database): Promise<void> {
  const { db } = database;
  const [have] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM jobs`);
  if ((have?.n ?? 0) >= JOBS) {
    out(`using the ${have?.n} jobs already there`);
    return;
  }
  await seedReferenceData(db);
  const started = performance.now();
  await seedBulkJobs(db, {
    jobs: JOBS - (have?.n ?? 0),
    seed: 7,
    now: new Date(),
    onBatch: (n) => {
      if (n % 50_000 === 0) out(`  seeded ${n} jobs`);
    },
  });
  // The trigger lists every generated job and the expiry then removes the expired ones: vacuum
  // now, as autovacuum would before long, so the timings read a table without dead rows.
  await db.execute(sql`VACUUM ANALYZE`);
  out(`seeded ${JOBS} jobs in ${Math.round((performance.now() - started) / 1000)} s`);
}

/** What the searches are built from: words of listed titles (as often as they occur), places. */
async function benchData(database: Database): Promise<BenchData> {
  const { db } = database;
  const words = await rowsOf<{ word: string; n: number }>(
    db,
    sql`SELECT word, ndoc AS n FROM ts_stat('SELECT title_words FROM job_search TABLESAMPLE SYSTEM (20)')
        WHERE length(word) > 3 AND word ~ '^[a-z]+$' ORDER BY ndoc DESC LIMIT 300`,
  );
  const regions = await rowsOf<{ id: number }>(db, sql`SELECT id FROM regions`);
  const cities = await rowsOf<{ id: number }>(db, sql`SELECT id FROM cities WHERE population > 50000`);
  const jobIds = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM job_search TABLESAMPLE SYSTEM (5) LIMIT 300`,
  );
  return {
    words: words.map((w) => w.word),
    regions: regions.map((r) => r.id),
    cities: cities.map((c) => c.id),
    jobIds: jobIds.map((j) => j.id),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function timed(
  url: string,
  init?: RequestInit,
): Promise<{ ms: number; body: { next_cursor?: string } }> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const body = (await res.json()) as { next_cursor?: string };
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${res.status} for ${url}: ${JSON.stringify(body)}`);
  return { ms, body };
}

function report(name: string, times: { ms: number; what: string }[]) {
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  out(
    `${name}: ${times.length} requests, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, slowest ${slowest.ms.toFixed(1)} ms (${slowest.what})`,
  );
  const slowestFive = [...times].sort((a, b) => b.ms - a.ms).slice(1, 5);
  for (const t of slowestFive) out(`  also slow: ${t.ms.toFixed(1)} ms ${t.what}`);
}

main('bench:search', async () => {
  const dataDir = tempDir('fitjobs-bench');
  const database = PG_URL ? openPostgres(PG_URL, 4) : await openPglite(`${dataDir}/pgdata`);
  await database.migrate();
  await seed(database);
  const data = await benchData(database);
  // PGlite is one process's: the server opens the folder only after the bench has closed it.
  await database.close();
  const server = await ServerProcess.start(dataDir, {
    SEED_DEMO: 'false',
    ...(PG_URL ? { DATABASE_URL: PG_URL } : {}),
  });
  const api = `${server.url}/api/v1`;
  const [sequential, concurrent] = searchMix(data, SEARCHES, SEARCHES * 4);
  out(`\n${JOBS} jobs on ${PG_URL ? 'PostgreSQL' : 'PGlite'}; load average before: ${load()}`);

  // Warm-up on searches of their own, so the timed ones stay distinct.
  for (const word of data.words.slice(-20)) await timed(`${api}/jobs/search?q=${word}x&sort_by=updated_desc`);

  const times: { ms: number; what: string }[] = [];
  for (const [i, query] of sequential.entries()) {
    const first = await timed(`${api}/jobs/search?${query}`);
    times.push({ ms: first.ms, what: query });
    if (i % 4 === 3 && first.body.next_cursor) {
      const next = `${query}&next_cursor=${encodeURIComponent(first.body.next_cursor)}`;
      times.push({ ms: (await timed(`${api}/jobs/search?${next}`)).ms, what: `${query} (page 2)` });
    }
  }
  report('searches, one at a time', times);

  // The filters' counts the search page asks for beside each search (decision 0105).
  const facets: { ms: number; what: string }[] = [];
  for (const query of sequential)
    facets.push({ ms: (await timed(`${api}/jobs/facets?${query}`)).ms, what: query });
  report('filter counts (jobs/facets), one at a time', facets);

  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < concurrent.length) await timed(`${api}/jobs/search?${concurrent[next++]}`);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  out(
    `searches at ${CONNECTIONS} connections: ${concurrent.length} distinct in ${seconds.toFixed(1)} s = ${(concurrent.length / seconds).toFixed(0)} searches/s`,
  );

  const gets: { ms: number; what: string }[] = [];
  for (const id of data.jobIds) {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    };
    gets.push({ ms: (await timed(`${api}/jobs.get`, init)).ms, what: id });
  }
  report('jobs.get', gets);
  out(`load average after: ${load()} (${os.cpus().length} cores)`);
});
