import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from './db-rows.ts';
import { type Place, placeIndex } from './search-places.ts';

/** The board's places change only when reference data is seeded: read them once a few minutes. */
const TTL_MS = 10 * 60 * 1000;
const cache = new WeakMap<object, { at: number; index: Promise<Map<string, Place>> }>();

async function loadPlaces(db: DbOrTx): Promise<Map<string, Place>> {
  const rows = await rowsOf<Place>(
    db,
    sql`SELECT name, id AS country_id, NULL::int AS region_id, NULL::int AS city_id FROM countries
        UNION ALL SELECT name, country_id, id, NULL FROM regions
        UNION ALL SELECT name, country_id, region_id, id FROM cities`,
  );
  return placeIndex(rows);
}

/** Place names to recognise in queries, cached per database. */
export function placesOf(db: DbOrTx): Promise<Map<string, Place>> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.index;
  const index = loadPlaces(db);
  cache.set(db, { at: Date.now(), index });
  index.catch(() => cache.delete(db));
  return index;
}
