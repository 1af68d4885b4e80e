import type { DbOrTx } from './client.ts';

/**
 * A loader of reference data (places, say) that changes only when it is seeded: its answer is
 * kept per database (tests run several) for `ttlMs`, shared by concurrent callers, and forgotten
 * if the load fails so the next call tries again.
 */
export function cachedPerDatabase<T>(load: (db: DbOrTx) => Promise<T>, ttlMs = 10 * 60 * 1000) {
  const cache = new WeakMap<object, { at: number; value: Promise<T> }>();
  const get = (db: DbOrTx): Promise<T> => {
    const hit = cache.get(db);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = load(db);
    cache.set(db, { at: Date.now(), value });
    value.catch(() => cache.delete(db));
    return value;
  };
  /** Forget what is kept for `db`, which this process has just changed. */
  get.forget = (db: DbOrTx) => void cache.delete(db);
  return get;
}

/**
 * A statement built once per database (or transaction) and kept: building a select with its
 * joins through drizzle costs about 0.3 ms of the server's one thread, more than PostgreSQL takes
 * to run a prepared one (decision 0223). `build` must depend on nothing but the database.
 */
export function preparedPerDatabase<T>(build: (db: DbOrTx) => T) {
  const cache = new WeakMap<object, T>();
  return (db: DbOrTx): T => {
    let prepared = cache.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
