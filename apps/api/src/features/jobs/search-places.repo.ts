import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cachedPerDatabase } from '../../db/per-database-cache.ts';
import { rowsOf } from './db-rows.ts';
import { type Place, placeIndex } from './search-places.ts';

async function loadPlaces(db: DbOrTx): Promise<Map<string, Place>> {
  const rows = await rowsOf<Place>(
    db,
    sql`SELECT name, id AS country_id, NULL::int AS region_id, NULL::int AS city_id FROM countries
        UNION ALL SELECT name, country_id, id, NULL FROM regions
        UNION ALL SELECT name, country_id, region_id, id FROM cities`,
  );
  return placeIndex(rows);
}

/** Place names to recognise in queries, cached per database (they change only when seeded). */
export const placesOf = cachedPerDatabase(loadPlaces);
