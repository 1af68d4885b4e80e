import { sql } from 'drizzle-orm';
import { cachedPerDatabase } from '../../db/per-database-cache.ts';
import { rowsOf } from './db-rows.ts';

/**
 * Whether this database has the words-by-pay index (RUM, decision 0226): PostgreSQL with the
 * extension. Besides a word's matches by pay, it gives them one by one in the order it holds them,
 * which the GIN index cannot (decision 0242).
 */
export const hasWordsByPayIndex = cachedPerDatabase(
  async (db) => {
    const [found] = await rowsOf<{ yes: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = 'job_search_words_pay') AS yes`,
    );
    return found?.yes === true;
  },
  60 * 60 * 1000,
);
