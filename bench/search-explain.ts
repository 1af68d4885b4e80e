/**
 * The plans of one search and its filter counts: `npx tsx bench/search-explain.ts 'q=nurse&region_id=3'`
 * with BENCH_DATABASE_URL. Runs searchJobs and searchFacets as the server does, on a connection
 * opened as the server opens them, and prints EXPLAIN (ANALYZE, BUFFERS) of every statement they send.
 */
import { JobSearchQuery } from '@fitjobs/contract';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { searchJobs } from '../apps/api/src/features/jobs/search.repo.ts';
import { searchFacets } from '../apps/api/src/features/jobs/search-facets.repo.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const database = openPostgres(url, 1);
const sent: { text: string; values: unknown[] }[] = [];
const query = database.pool.query.bind(database.pool) as (...args: unknown[]) => Promise<unknown>;
(database.pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
  const text = typeof first === 'string' ? first : first.text;
  const values = second ?? (typeof first === 'string' ? [] : (first.values ?? []));
  if (!/^\s*(EXPLAIN|SET)/i.test(text)) sent.push({ text, values });
  return query(...args);
};
const asked = JobSearchQuery.parse(Object.fromEntries(new URLSearchParams(process.argv[2] ?? '')));
const what = process.argv[3] ?? 'both';
if (what !== 'facets') await searchJobs(database.db, asked, { now: new Date() });
if (what !== 'search') await searchFacets(database.db, asked, { now: new Date() });
for (const { text, values } of [...sent]) {
  const t0 = performance.now();
  await query(text, values);
  const ms = performance.now() - t0;
  const plan = (await query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values)) as {
    rows: { 'QUERY PLAN': string }[];
  };
  process.stdout.write(`\n=== ${ms.toFixed(1)} ms over the wire ===\n`);
  if (process.env.SQL) process.stdout.write(`${text}\n${JSON.stringify(values)}\n`);
  for (const r of plan.rows) process.stdout.write(`${r['QUERY PLAN']}\n`);
}
await database.close();
