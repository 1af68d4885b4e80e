import { sql } from 'drizzle-orm';
import { type DbOrTx, SEARCH_UPKEEP_LOCK } from '../../db/client.ts';
import { rowsOf } from './db-rows.ts';

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

/** Removes expired jobs from job_search, so searches read listed jobs only. Returns how many. */
export function expireListings(db: DbOrTx, now: Date): Promise<number | null> {
  return underLock(db, async (tx) => {
    const rows = await rowsOf<{ id: string }>(
      tx,
      sql`DELETE FROM job_search WHERE expires_at <= ${now.toISOString()}::timestamptz RETURNING id`,
    );
    return rows.length;
  });
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

/** Rebuilds the words of listed job titles that "Did you mean" chooses from. Returns how many. */
export function refreshSearchVocabulary(db: DbOrTx): Promise<number | null> {
  return underLock(db, async (tx) => {
    await tx.execute(sql`DELETE FROM search_vocabulary`);
    const [row] = await rowsOf<{ n: number }>(
      tx,
      sql`WITH added AS (
            INSERT INTO search_vocabulary (word, jobs)
            SELECT word, ndoc FROM ts_stat('SELECT title_words FROM job_search')
            WHERE length(word) > 1 AND word ~ '^[a-z]+$'
            RETURNING 1)
          SELECT count(*)::int AS n FROM added`,
    );
    return row?.n ?? 0;
  });
}
