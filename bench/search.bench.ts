/**
 * Job search latency: `npm run bench:search`.
 * Builds BENCH_JOBS jobs (default 100,000) with the seed's deterministic generator in a fresh
 * in-memory PGlite, or in the PostgreSQL database at BENCH_DATABASE_URL (seeded once, reused on
 * later runs), then runs typical searches BENCH_RUNS times each and prints median and p95 in ms.
 */
import { performance } from 'node:perf_hooks';
import type { JobSearchQuery } from '@fitjobs/contract';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/features/jobs/db-rows.ts';
import { searchJobs } from '../apps/api/src/features/jobs/search.repo.ts';
import { seedBulkJobs } from '../apps/api/src/seed/bulk.ts';
import { seedReferenceData } from '../apps/api/src/seed/reference.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const NOW = new Date('2026-06-01T00:00:00Z');
const out = (line: string) => process.stdout.write(`${line}\n`);

async function open(): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? openPostgres(url, 4) : await openPglite();
  await database.migrate();
  return database;
}

async function prepare(database: Database): Promise<number> {
  const { db } = database;
  const [have] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM jobs`);
  if ((have?.n ?? 0) >= JOBS) return have?.n ?? 0;
  const [refs] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM countries`);
  if (!refs?.n) await seedReferenceData(db);
  const started = performance.now();
  let last = 0;
  await seedBulkJobs(db, {
    jobs: JOBS,
    seed: 7,
    now: NOW,
    onBatch: (n) => {
      if (n - last >= 20_000) {
        last = n;
        out(`  seeded ${n} jobs (${Math.round((performance.now() - started) / 1000)} s)`);
      }
    },
  });
  await db.execute(sql`ANALYZE`);
  out(`seeded ${JOBS} jobs in ${Math.round((performance.now() - started) / 1000)} s`);
  return JOBS;
}

/** A word in about half the jobs and one in a handful, taken from the data itself. */
async function pickWords(database: Database) {
  const stats = await rowsOf<{ word: string; ndoc: number }>(
    database.db,
    sql`SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM jobs TABLESAMPLE SYSTEM (10)')
        WHERE length(word) > 3 ORDER BY ndoc DESC`,
  );
  const common = stats[0]?.word ?? 'manag';
  const rare = stats.find((s) => s.ndoc <= 3)?.word ?? stats.at(-1)?.word ?? 'zzz';
  return { common, rare };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(name: string, run: () => Promise<unknown>) {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  out(
    `| ${name.padEnd(44)} | ${percentile(times, 50).toFixed(1).padStart(8)} | ${percentile(times, 95).toFixed(1).padStart(8)} |`,
  );
}

async function main() {
  const database = await open();
  const total = await prepare(database);
  const { db } = database;
  const { common, rare } = await pickWords(database);
  const [nz] = await rowsOf<{ id: number }>(db, sql`SELECT id FROM countries WHERE code = 'NZ'`);
  const ctx = { now: NOW };
  const search = (q: JobSearchQuery) => searchJobs(db, q, ctx);
  out(
    `\n${total} jobs on ${database.kind}, ${RUNS} runs each; common word '${common}', rare word '${rare}'\n`,
  );
  out(`| ${'search'.padEnd(44)} | median ms | p95 ms |`);
  out(`|${'-'.repeat(46)}|----------:|-------:|`);
  await measure(`common word (relevance)`, () => search({ q: common }));
  await measure(`rare word (relevance)`, () => search({ q: rare }));
  await measure('no keywords, newest first', () => search({}));
  await measure('common word, sort by date', () => search({ q: common, sort_by: 'updated_desc' }));
  await measure('sort by highest salary', () => search({ sort_by: 'salary_desc' }));
  await measure('sort by lowest salary', () => search({ sort_by: 'salary_asc' }));
  await measure('filters: NZ, full time, from $80,000 (nzd)', () =>
    search({ country_id: nz?.id, schedule: 'full_time', salary_from: 80000, currency: 'nzd' }),
  );
  await measure('common word + 3 filters + exclude', () =>
    search({
      q: common,
      exclude: [rare],
      work_format: 'hybrid',
      salary_specified: true,
      posted_within: 'month',
    }),
  );
  // Page 10 of a date-sorted list: the cursor walk must not get slower with depth.
  let cursor: string | undefined;
  for (let page = 1; page < 10; page++) {
    cursor = (await search({ sort_by: 'updated_desc', next_cursor: cursor })).next_cursor ?? undefined;
  }
  await measure('deep page (10th, by date, via cursor)', () =>
    search({ sort_by: 'updated_desc', next_cursor: cursor }),
  );
  let rankCursor: string | undefined;
  for (let page = 1; page < 10; page++) {
    rankCursor = (await search({ q: common, next_cursor: rankCursor })).next_cursor ?? undefined;
  }
  await measure('deep page (10th, relevance, via cursor)', () =>
    search({ q: common, next_cursor: rankCursor }),
  );
  await database.close();
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
