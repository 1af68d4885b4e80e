import { asc, eq, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cachedPerDatabase } from '../../db/per-database-cache.ts';
import { cities, countries, regions } from '../../db/schema/index.ts';
import { buildPlaceIndex, type PlaceIndex, type PlaceRecord } from './places.ts';

async function loadPlaces(db: DbOrTx): Promise<PlaceIndex> {
  const [countryRows, regionRows, cityRows] = await Promise.all([
    db
      .select({ id: countries.id, name: countries.name, population: sum(cities.population).mapWith(Number) })
      .from(countries)
      .leftJoin(cities, eq(cities.countryId, countries.id))
      .groupBy(countries.id)
      .orderBy(asc(countries.id)),
    db
      .select({
        id: regions.id,
        countryId: regions.countryId,
        name: regions.name,
        population: sum(cities.population).mapWith(Number),
      })
      .from(regions)
      .leftJoin(cities, eq(cities.regionId, regions.id))
      .groupBy(regions.id)
      .orderBy(asc(regions.id)),
    db
      .select({
        id: cities.id,
        countryId: cities.countryId,
        regionId: cities.regionId,
        name: cities.name,
        population: cities.population,
      })
      .from(cities)
      .orderBy(asc(cities.id)),
  ]);
  const countryName = new Map(countryRows.map((c) => [c.id, c.name]));
  const regionName = new Map(regionRows.map((r) => [r.id, r.name]));
  const records: PlaceRecord[] = [
    ...countryRows.map((c) => ({
      kind: 'country' as const,
      country_id: c.id,
      region_id: null,
      city_id: null,
      name: `All ${c.name}`,
      detail: null,
      population: c.population ?? 0,
    })),
    ...regionRows.map((r) => ({
      kind: 'region' as const,
      country_id: r.countryId,
      region_id: r.id,
      city_id: null,
      name: r.name,
      detail: countryName.get(r.countryId) ?? null,
      population: r.population ?? 0,
    })),
    ...cityRows.map((c) => ({
      kind: 'city' as const,
      country_id: c.countryId,
      region_id: c.regionId,
      city_id: c.id,
      name: c.name,
      detail: [regionName.get(c.regionId), countryName.get(c.countryId)].filter(Boolean).join(', '),
      population: c.population,
    })),
  ];
  return buildPlaceIndex(records);
}

/**
 * The places of this database, read at most every ten minutes (they change only when reference
 * data is seeded), so every keystroke is answered from memory (decision 0160).
 */
export const placeIndexOf = cachedPerDatabase(loadPlaces);
