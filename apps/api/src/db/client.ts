import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One database type for both drivers: repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type Database = PgliteDatabase | PostgresDatabase;
interface DatabaseBase {
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
}
export interface PgliteDatabase extends DatabaseBase {
  kind: 'pglite';
  client: PGlite;
}
export interface PostgresDatabase extends DatabaseBase {
  kind: 'postgres';
  pool: pg.Pool;
}

const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

export const pgliteExtensions = { unaccent, pg_trgm, btree_gin };

/** PGlite in process: `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string, existing?: PGlite): Promise<PgliteDatabase> {
  const client = existing ?? (await PGlite.create(dataDir, { extensions: pgliteExtensions }));
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    client,
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder });
    },
    close: () => client.close(),
  };
}

/**
 * What every connection sets for itself at connect (decision 0210), whatever the server's own
 * configuration: the app's statements are short, so JIT compilation (set off by a plan's cost
 * estimate, about 30 ms) and parallel workers (a Gather started for a branch that returns nothing,
 * about 40 ms at 1,000,000 jobs) only ever cost time here. A URL's own `options` come after these.
 */
const CONNECTION_SETTINGS = '-c jit=off -c max_parallel_workers_per_gather=0';

/**
 * How long an idle connection is kept. A new one pays for PostgreSQL's first look at each table,
 * index and text search dictionary it touches: the first filter counts on a fresh connection took
 * 80-90 ms at 1,000,000 jobs, then 23 ms. The pool's default of 10 s closed connections between
 * bursts of a quiet board, so its searches kept paying that.
 */
const IDLE_CONNECTION_MS = 5 * 60 * 1000;

/** A pool's settings for the database at `url`, primary or replica. */
export function poolConfig(url: string, max: number): pg.PoolConfig {
  // A URL's parameters override the pool's own, so its `options` are taken out and appended.
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  return {
    connectionString: parsed.toString(),
    max,
    options: own ? `${CONNECTION_SETTINGS} ${own}` : CONNECTION_SETTINGS,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
  };
}

/** The sorting-off connections of each PostgreSQL database (`sortlessOf`). */
const sortless = new WeakMap<object, Db>();

/**
 * Connections to the same database on which sorting and bitmaps are priced out from the start,
 * for the statements that must walk an index in order whatever the planner's estimate (search's
 * walks, decision 0223; a sample of words read from their index, decision 0242), or undefined
 * where there are none (PGlite, a transaction): the caller then sets what it needs for one
 * statement with `SET LOCAL`. On their own connections a walk is one round trip
 * instead of four (BEGIN, SET LOCAL, the walk, COMMIT), each costing the server's one thread
 * a system call and a wake-up of PostgreSQL (decision 0225).
 */
export const sortlessOf = (db: DbOrTx): Db | undefined => sortless.get(db);

/** A pool for `config`, and beside it the pool of its sorting-off connections. */
export function openPools(config: pg.PoolConfig): { pool: pg.Pool; db: Db; end(): Promise<void> } {
  const pool = new pg.Pool(config);
  const walks = new pg.Pool({
    ...config,
    max: Math.max(2, Math.ceil((config.max ?? 10) / 2)),
    // The words-by-pay index sorts a word's matches by pay itself (decision 0226): 32 MB holds
    // about 150,000 of them, where the default 4 MB spilled 64,000 to disk (45 ms against 20).
    // An index read in order is priced at random_page_cost 2, not 4 (decision 0244): at 4 a
    // sample of a word in 5-12 % of the jobs scanned the table ('care', 1,000,000 jobs: 38 ms)
    // where the words-by-pay index reads it in 6 ms; a word in a quarter or more still scans.
    options: `${config.options ?? ''} -c enable_sort=off -c enable_bitmapscan=off -c work_mem=32MB -c random_page_cost=2`,
  });
  // An idle connection's error is the pool's to report, whichever of the two it came from.
  walks.on('error', (err, client) => pool.emit('error', err, client));
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  sortless.set(db, drizzleNodePg({ client: walks, schema, casing: 'snake_case' }) as unknown as Db);
  return { pool, db, end: async () => void (await Promise.all([pool.end(), walks.end()])) };
}

export function openPostgres(url: string, max = 10): PostgresDatabase {
  const { pool, db, end } = openPools(poolConfig(url, max));
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: async () => {
      // Two processes starting at once: the advisory lock makes the second wait, then find nothing to do.
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg({ client: conn, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        conn.release();
      }
    },
    close: end,
  };
}

/** Advisory lock keys; any stable 64-bit numbers, one per kind of exclusive work. */
export const MIGRATION_LOCK = 7_210_001;
export const SEED_LOCK = 7_210_002;
export const SCHEDULE_LOCK = 7_210_003;
export const SEARCH_UPKEEP_LOCK = 7_210_004;
export const SIGN_IN_RECORDS_LOCK = 7_210_005;
