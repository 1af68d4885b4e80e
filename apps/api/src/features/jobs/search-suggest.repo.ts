import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from './db-rows.ts';
import { foldName } from './search-places.ts';
import { titleVocabulary } from './search-reading.repo.ts';

/**
 * "Did you mean" (decision 0101): pg_trgm finds the closest word of listed job titles
 * (search_vocabulary, refreshed by search-upkeep.repo.ts) to each word the board does not know.
 */
/** The closest known word to each unknown one, or null when every word is known or none is close. */
export async function suggestQuery(db: DbOrTx, query: string): Promise<string | null> {
  const words = query.split(/\s+/).filter(Boolean);
  // The process's copy of the same table: a word the board knows needs no closest word, and most
  // searches that find few jobs do so for their filters, not their words (no round trip for them).
  const known = await titleVocabulary(db);
  let changed = false;
  const out: string[] = [];
  for (const word of words) {
    const folded = foldName(word);
    if (!/^[a-z]{3,}$/.test(folded) || known.has(folded)) {
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
