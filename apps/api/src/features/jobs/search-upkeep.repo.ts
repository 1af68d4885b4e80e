import { sql } from 'drizzle-orm';
import { type DbOrTx, SEARCH_UPKEEP_LOCK } from '../../db/client.ts';
import { rowsOf } from './db-rows.ts';
import { titleVocabulary } from './search-reading.repo.ts';

/**
 * Upkeep of the search layout (decision 0100), run by schedules/search-upkeep.ts. Both steps
 * take the upkeep lock and skip when another process holds it: the work is the same either way.
 */
async function underLock<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ ok: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${SEARCH_UPKEEP_LOCK}) AS ok`,
    );
    return lock?.ok ? work(tx) : null;
  });
}

/**
 * Rows one upkeep statement touches at most (decision 0210): one DELETE of every expired job took
 * 643 ms at 1,000,000 jobs while searches ran; batches of this size take a few milliseconds each,
 * and readers and autovacuum keep up between them.
 */
export const UPKEEP_BATCH = 1000;

/**
 * Removes expired jobs from job_search, so searches read listed jobs only, a batch at a time.
 * Returns how many, or null when another process holds the upkeep lock.
 */
export async function expireListings(db: DbOrTx, now: Date, batch = UPKEEP_BATCH): Promise<number | null> {
  let removed = 0;
  for (;;) {
    const n = await underLock(db, async (tx) => {
      const rows = await rowsOf<{ id: string }>(
        tx,
        sql`DELETE FROM job_search WHERE id IN (
              SELECT id FROM job_search WHERE expires_at <= ${now.toISOString()}::timestamptz LIMIT ${batch})
            RETURNING id`,
      );
      return rows.length;
    });
    if (n === null) return removed ? removed : null;
    removed += n;
    if (n < batch) return removed;
  }
}

/**
 * Makes the stored AUD_PER_NZD rate the configured one and, when it changed, recomputes the AUD
 * jobs' annual_pay_nzd (the trigger jobs_annual_pay computes it only when a job's pay changes).
 * Returns how many jobs were recomputed, 0 when the rate was already in place.
 */
export function syncPayRate(db: DbOrTx, audPerNzd: number): Promise<number | null> {
  return underLock(db, async (tx) => {
    const rate = sql`${String(audPerNzd)}::numeric`;
    const changed = await rowsOf(
      tx,
      sql`UPDATE pay_settings SET aud_per_nzd = ${rate} WHERE aud_per_nzd <> ${rate} RETURNING 1`,
    );
    if (!changed.length) return 0;
    const [row] = await rowsOf<{ n: number }>(
      tx,
      sql`WITH changed AS (
            UPDATE jobs SET annual_pay_nzd = to_annual_nzd(coalesce(salary_to, salary_from), pay_type, currency)
            WHERE currency = 'aud' AND annual_pay_nzd IS NOT NULL
            RETURNING 1)
          SELECT count(*)::int AS n FROM changed`,
    );
    return row?.n ?? 0;
  });
}

/**
 * Pages of job_search one statement of the vocabulary's refresh reads: about 7,000 listed jobs,
 * 10 ms at 1,000,000 jobs.
 */
const VOCABULARY_PAGES = 1024;

/**
 * Rebuilds the words of listed job titles that "Did you mean" chooses from. The titles are read a
 * range of the table's pages at a time, in the order they lie on disk (each a short statement, no
 * long scan of job_search), then the small vocabulary table is replaced in one transaction.
 * Reading by key instead took every page of the table in random order, 2.0 s at 1,000,000 jobs
 * and 335,000 blocks through the shared buffers the searches use, against 0.7 s and the table's
 * 70,600 pages once (decision 0235). A title written while the pages are read may be counted
 * twice or not at all until the next refresh: these counts only rank spelling suggestions.
 * Returns how many words.
 */
export async function refreshSearchVocabulary(db: DbOrTx, pages = VOCABULARY_PAGES): Promise<number | null> {
  const counts = new Map<string, number>();
  const [table] = await rowsOf<{ pages: number }>(
    db,
    sql`SELECT (pg_relation_size('job_search') / current_setting('block_size')::int)::int AS pages`,
  );
  for (let from = 0; from < (table?.pages ?? 0); from += pages) {
    const rows = await rowsOf<{ word: string; n: number }>(
      db,
      sql`SELECT w.word, count(*)::int AS n
          FROM job_search b, unnest(tsvector_to_array(b.title_words)) AS w(word)
          WHERE b.ctid >= ${`(${from},0)`}::tid AND b.ctid < ${`(${from + pages},0)`}::tid
          GROUP BY w.word`,
    );
    for (const r of rows) {
      if (r.word.length > 1 && /^[a-z]+$/.test(r.word)) counts.set(r.word, (counts.get(r.word) ?? 0) + r.n);
    }
  }
  const refreshed = await underLock(db, async (tx) => {
    await tx.execute(sql`DELETE FROM search_vocabulary`);
    // One parameter for every word, the same on both drivers.
    await tx.execute(
      sql`INSERT INTO search_vocabulary (word, jobs)
          SELECT key, value::int FROM json_each_text(${JSON.stringify(Object.fromEntries(counts))}::json)`,
    );
    return counts.size;
  });
  titleVocabulary.forget(db);
  return refreshed;
}
