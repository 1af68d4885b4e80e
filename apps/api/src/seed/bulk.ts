import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { addresses, companies } from '../db/schema/index.ts';
import { expireListings } from '../features/jobs/search-upkeep.repo.ts';
import { insertBatched } from './batch.ts';
import { loadCatalog } from './catalog.ts';
import { generateCompanies } from './generate-companies.ts';
import { generateJobs, insertJobs } from './generate-jobs.ts';
import { createRng } from './random.ts';

export interface BulkOptions {
  jobs: number;
  seed: number;
  now: Date;
  /** Default: one company per 40 jobs, at least 60 and at most 5,000. */
  companies?: number;
  /** Called after every batch with the number of jobs inserted so far. */
  onBatch?: (inserted: number) => void;
  /** Called once the jobs are in, before the expired are removed and job_search compacted. */
  onCompact?: () => void;
}

export const defaultCompanyCount = (jobs: number) => Math.min(5000, Math.max(60, Math.ceil(jobs / 40)));

/**
 * Adds generated companies and `jobs` jobs to a database that has reference data (for
 * benchmarks: `npm run seed`, or bench/ on a scratch database). Jobs are streamed, so memory
 * stays flat however many are asked for; the same seed and `now` give the same data. Not inside
 * a transaction: it ends with a VACUUM.
 */
export async function seedBulkJobs(db: DbOrTx, options: BulkOptions) {
  const catalog = await loadCatalog(db);
  const count = options.companies ?? defaultCompanyCount(options.jobs);
  const generated = generateCompanies(createRng(options.seed, 1), catalog, count, options.now);
  await insertBatched(
    db,
    addresses,
    generated.map((c) => c.addressRow),
  );
  await insertBatched(
    db,
    companies,
    generated.map((c) => c.companyRow),
  );
  const inserted = await withGinPendingLists(db, GIN_INDEXES, () =>
    insertJobs(
      db,
      generateJobs({
        seed: options.seed,
        count: options.jobs,
        now: options.now,
        companies: generated,
        catalog,
      }),
      { onBatch: options.onBatch },
    ),
  );
  options.onCompact?.();
  await compactListings(db, options.now);
  return { companies: generated.length, jobs: inserted };
}

/**
 * The generated history lists every job, the long expired too (about 58 %). A board that has run
 * for years removed each one as it expired and filled its space with the jobs posted after; removed
 * all at once, they left job_search and its indexes two to four times the size of their rows (at
 * 100,000 jobs 119 MB of rows and 211 MB of indexes, against 55 and 49), and every search read
 * that much more (decision 0234). So the expired are removed and the table rewritten, as such a
 * board has it. A plain VACUUM first: the rewrite would copy the rows deleted after the oldest
 * transaction then running anywhere on the server (its own snapshot's horizon), and a plain VACUUM
 * is not held back by other databases. Vacuumed once more after: a rewrite leaves the visibility
 * map empty.
 */
async function compactListings(db: DbOrTx, now: Date) {
  await expireListings(db, now);
  await db.execute(sql`VACUUM job_search`);
  await db.execute(sql`VACUUM FULL job_search`);
  await db.execute(sql`VACUUM ANALYZE job_search`);
}

/** The full-text indexes every inserted job updates: the jobs table's and job_search's three. */
const GIN_INDEXES = [
  'jobs_search_vector',
  'job_search_words_filters',
  'job_search_title_words',
  'job_search_title_stems',
];

/**
 * The search indexes have `fastupdate` off so that searches never scan a pending list
 * (schema/jobs.ts), which makes every inserted row update each GIN tree word by word: most of a
 * bulk load's time. For the load only, new entries go to a pending list (64 MB each), merged into
 * the tree in sorted batches, which is over twice as fast; afterwards the lists are flushed and the
 * indexes are as the migrations made them, even when the load fails.
 */
async function withGinPendingLists<T>(db: DbOrTx, indexes: string[], load: () => Promise<T>): Promise<T> {
  for (const index of indexes) {
    await db.execute(
      sql`ALTER INDEX ${sql.identifier(index)} SET (fastupdate = on, gin_pending_list_limit = 65536)`,
    );
  }
  try {
    return await load();
  } finally {
    for (const index of indexes) {
      const name = sql.identifier(index);
      await db.execute(sql`SELECT gin_clean_pending_list(${index}::regclass)`);
      await db.execute(sql`ALTER INDEX ${name} SET (fastupdate = off)`);
      await db.execute(sql`ALTER INDEX ${name} RESET (gin_pending_list_limit)`);
    }
  }
}
