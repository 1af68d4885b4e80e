import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Bulk insert for the seed: each batch is ONE statement with ONE parameter, the rows as JSON,
 * expanded by `json_populate_recordset`. Building a drizzle multi-row insert costs more CPU than
 * the database work (about 0.6 ms per job row), so this keeps the demo seed to seconds on PGlite.
 * Every column named in any row is written; a column a row leaves out becomes NULL (database
 * defaults do not apply), so seed rows spell out every non-null column.
 */
export async function insertBatched<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  size = 500,
): Promise<number> {
  if (rows.length === 0) return 0;
  const known = getTableColumns(table);
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  for (const key of keys) if (!(key in known)) throw new Error(`${getTableName(table)} has no column ${key}`);
  const columns = sql.raw([...keys].map((k) => `"${snake(k)}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  for (let i = 0; i < rows.length; i += size) {
    const json = JSON.stringify(
      rows.slice(i, i + size).map((row) => {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(row)) out[snake(key)] = value;
        return out;
      }),
    );
    await db.execute(
      sql`INSERT INTO ${tableName} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${tableName}, ${json}::json)`,
    );
  }
  return rows.length;
}
