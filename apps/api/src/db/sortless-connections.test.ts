import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../features/jobs/db-rows.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { type DbOrTx, sortlessOf } from './client.ts';

/**
 * Search's walks run where sorting and bitmaps are priced out (decisions 0225, 0242): on
 * PostgreSQL, connections of their own that set it at connect; on PGlite, none, and the walk sets
 * it in a transaction.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enableSort = async (db: DbOrTx) =>
  (await rowsOf<{ enable_sort: string }>(db, sql`SHOW enable_sort`))[0]?.enable_sort;
const enableBitmaps = async (db: DbOrTx) =>
  (await rowsOf<{ enable_bitmapscan: string }>(db, sql`SHOW enable_bitmapscan`))[0]?.enable_bitmapscan;

describe('the connections for walks', () => {
  it('price sorting and bitmaps out on PostgreSQL and leave every other connection as it was', async () => {
    const walks = sortlessOf(t.db);
    if (t.database.kind === 'pglite') {
      expect(walks).toBeUndefined();
      return;
    }
    expect(walks).toBeDefined();
    // More reads at once than either pool has connections, so every connection answers.
    const [onWalks, onApp] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => enableSort(walks as DbOrTx))),
      Promise.all(Array.from({ length: 6 }, () => enableSort(t.db))),
    ]);
    expect(new Set(onWalks)).toEqual(new Set(['off']));
    expect(new Set(onApp)).toEqual(new Set(['on']));
    expect(await enableBitmaps(walks as DbOrTx)).toBe('off');
    expect(await enableBitmaps(t.db)).toBe('on');
    // The server's own settings are still there (db/client.ts).
    expect((await rowsOf<{ jit: string }>(walks as DbOrTx, sql`SHOW jit`))[0]?.jit).toBe('off');
  });

  it('are none inside a transaction, where the caller sets it for one statement', async () => {
    await t.db.transaction(async (tx) => {
      expect(sortlessOf(tx)).toBeUndefined();
    });
  });
});
