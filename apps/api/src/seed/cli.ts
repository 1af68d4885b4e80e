/**
 * Benchmark data: `npm run seed -- --jobs 100000 [--seed 7] [--companies 2500] [--now 2026-06-01T00:00:00Z]`.
 * Opens the database the way the server does (DATABASE_URL, else PGlite in DATA_DIR/pgdata),
 * migrates, seeds reference data, then streams the generated jobs in.
 * With PGlite, stop the server first: it holds the data folder's lock (db/data-dir-lock.ts).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { holdDataDir } from '../db/data-dir-lock.ts';
import { defaultCompanyCount, seedBulkJobs } from './bulk.ts';
import { seedReferenceData } from './reference.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);
const fail = (message: string): never => {
  process.stderr.write(`seed: ${message}\n`);
  process.exit(1);
};

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    companies: { type: 'string' },
    now: { type: 'string' },
  },
});
const positive = (name: string, raw: string | undefined) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a whole number, got '${raw}'`);
  return n;
};
const jobs = positive('jobs', values.jobs);
const seed = positive('seed', values.seed);
const companies =
  values.companies === undefined ? defaultCompanyCount(jobs) : positive('companies', values.companies);
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) fail(`--now must be an ISO date, got '${values.now}'`);

const config = loadConfig();
let database: Database;
if (config.databaseUrl) {
  database = openPostgres(config.databaseUrl, 2);
  out(`database: PostgreSQL (${new URL(config.databaseUrl).pathname.slice(1)})`);
} else {
  // The server holds the folder's lock while it runs: stop it first (one process per folder).
  holdDataDir(config.dataDir, 'seed');
  database = await openPglite(`${config.dataDir}/pgdata`);
  out(`database: PGlite in ${config.dataDir}/pgdata (the server must be stopped)`);
}

await database.migrate();
await seedReferenceData(database.db);
out(`seeding ${jobs} jobs for ${companies} companies (seed ${seed})`);
const started = performance.now();
let lastReport = 0;
const result = await seedBulkJobs(database.db, {
  jobs,
  seed,
  now,
  companies,
  onBatch: (inserted) => {
    if (inserted - lastReport < 10_000 && inserted !== jobs) return;
    lastReport = inserted;
    const seconds = (performance.now() - started) / 1000;
    out(`  ${inserted} jobs, ${seconds.toFixed(1)} s, ${Math.round(inserted / seconds)} jobs/s`);
  },
  onCompact: () =>
    out('removing the expired listings and compacting job_search (about a minute at 1,000,000 jobs)'),
});
await database.db.execute(sql`ANALYZE`);
const seconds = (performance.now() - started) / 1000;
out(`done: ${result.jobs} jobs, ${result.companies} companies in ${seconds.toFixed(1)} s`);
await database.close();
