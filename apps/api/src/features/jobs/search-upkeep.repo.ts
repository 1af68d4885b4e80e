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
