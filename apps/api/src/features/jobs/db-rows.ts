import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Rows of a raw SQL statement; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
