/**
 * The plans of one search and its filter counts: `npx tsx bench/search-explain.ts 'q=nurse&region_id=3'`
 * with BENCH_DATABASE_URL. Runs searchJobs and searchFacets as the server does, on a connection
 * opened as the server opens them, and prints EXPLAIN (ANALYZE, BUFFERS) of every statement they send.
 */
import { JobSearchQuery } from '@fitjobs/contract';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { searchJobs } from '../apps/api/src/features/jobs/search.repo.ts';
import { searchFacets } from '../apps/api/src/features/jobs/search-facets.repo.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const database = openPostgres(url, 1);
// Every statement the search sends; a walk's (sent on a connection that prices sorting and bitmaps
// out, `sortlessOf` in db/client.ts) is replayed with that connection's settings (its `-c`
// options) set for its transaction.
const sent: { text: string; values: unknown[]; walk: string[] }[] = [];
const walkSettings = (options = '') =>
  /enable_sort=off/.test(options)
    ? [...options.matchAll(/-c (\w+)=(\S+)/g)].map(([, k, v]) => `${k} = '${v}'`)
    : [];
const query = pg.Client.prototype.query as (...args: unknown[]) => Promise<unknown>;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
  const text = typeof first === 'string' ? first : first.text;
  const values = second ?? (typeof first === 'string' ? [] : (first.values ?? []));
  const options = (this as unknown as { connectionParameters: { options?: string } }).connectionParameters
    .options;
  if (!/^\s*(EXPLAIN|SET|BEGIN|COMMIT|ROLLBACK)/i.test(text))
    sent.push({ text, values, walk: walkSettings(options) });
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;
const asked = JobSearchQuery.parse(Object.fromEntries(new URLSearchParams(process.argv[2] ?? '')));
const what = process.argv[3] ?? 'both';
if (what !== 'facets') await searchJobs(database.db, asked, { now: new Date() });
if (what !== 'search') await searchFacets(database.db, asked, { now: new Date() });
const client = await database.pool.connect();
const run = (text: string, values: unknown[] = []) => query.call(client, text, values);
for (const { text, values, walk } of [...sent]) {
  if (walk.length) await run(`BEGIN; ${walk.map((setting) => `SET LOCAL ${setting}`).join('; ')}`);
  const t0 = performance.now();
  await run(text, values);
  const ms = performance.now() - t0;
  const plan = (await run(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values)) as {
    rows: { 'QUERY PLAN': string }[];
  };
  if (walk.length) await run('COMMIT');
  process.stdout.write(
    `\n=== ${ms.toFixed(1)} ms over the wire${walk.length ? ` (on the walks: ${walk.join(', ')})` : ''} ===\n`,
  );
  if (process.env.SQL) process.stdout.write(`${text}\n${JSON.stringify(values)}\n`);
  for (const r of plan.rows) process.stdout.write(`${r['QUERY PLAN']}\n`);
}
client.release();
await database.close();
