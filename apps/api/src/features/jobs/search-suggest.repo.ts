import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from './db-rows.ts';
import { foldName } from './search-places.ts';

/**
 * "Did you mean" (decision 0101): pg_trgm finds the closest word of listed job titles
 * (search_vocabulary, refreshed by search-upkeep.repo.ts) to each word the board does not know.
 */
/** The closest known word to each unknown one, or null when every word is known or none is close. */
export async function suggestQuery(db: DbOrTx, query: string): Promise<string | null> {
  const words = query.split(/\s+/).filter(Boolean);
  let changed = false;
  const out: string[] = [];
  for (const word of words) {
    const folded = foldName(word);
    if (!/^[a-z]{3,}$/.test(folded)) {
      out.push(word);
      continue;
    }
    const [best] = await rowsOf<{ word: string; known: boolean }>(
      db,
      sql`SELECT word, word = ${folded} AS known FROM search_vocabulary
          WHERE word % ${folded} OR word = ${folded}
          ORDER BY word = ${folded} DESC, similarity(word, ${folded}) DESC, jobs DESC LIMIT 1`,
    );
    if (best && !best.known) {
      out.push(best.word);
      changed = true;
    } else out.push(word);
  }
  return changed ? out.join(' ') : null;
}
