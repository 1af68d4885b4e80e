import type { Address, Industry, LocationItem } from '@fitjobs/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, cities, countries, industries, regions } from '../../db/schema/index.ts';

/** Countries in the order they were seeded: New Zealand, the home market, first. */
export function listCountries(db: DbOrTx): Promise<LocationItem[]> {
  return db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.id));
}

export function listRegions(db: DbOrTx, countryId: number): Promise<LocationItem[]> {
  return db
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .where(eq(regions.countryId, countryId))
    .orderBy(asc(regions.name), asc(regions.id));
}

/** Both ids must agree: a region of another country yields no cities. */
export function listCities(db: DbOrTx, countryId: number, regionId: number): Promise<LocationItem[]> {
  return db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(and(eq(cities.countryId, countryId), eq(cities.regionId, regionId)))
    .orderBy(asc(cities.name), asc(cities.id));
}

export async function findAddress(db: DbOrTx, id: string): Promise<Address | null> {
  const [row] = await db
    .select({
      id: addresses.id,
      country_id: addresses.countryId,
      region_id: addresses.regionId,
      city_id: addresses.cityId,
      country_name: countries.name,
      region_name: regions.name,
      city_name: cities.name,
      street: addresses.street,
      building: addresses.building,
      postal_code: addresses.postalCode,
    })
    .from(addresses)
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(regions, eq(regions.id, addresses.regionId))
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(addresses.id, id));
  return row ?? null;
}

/** The whole tree, parents before their children, each level by name. */
export function listIndustries(db: DbOrTx): Promise<Industry[]> {
  return db
    .select({
      id: industries.id,
      name: industries.name,
      parent_id: industries.parentId,
      is_leaf: industries.isLeaf,
    })
    .from(industries)
    .orderBy(asc(industries.isLeaf), asc(industries.name), asc(industries.id));
}
