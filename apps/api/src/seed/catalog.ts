import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cities, countries, industries, regions } from '../db/schema/index.ts';
import type { Rng } from './random.ts';

export interface CatalogCity {
  id: number;
  regionId: number;
  countryId: number;
  name: string;
  /** The region's name: it decides the postcodes of an address in the city. */
  regionName: string;
}

export interface CatalogCountry {
  id: number;
  code: string;
  name: string;
  currency: 'nzd' | 'aud';
  cities: CatalogCity[];
  /** Running totals of city weights, for picking a city in proportion to its size. */
  cumulative: number[];
}

/** The reference rows the generators place things in, read once from the database. */
export interface Catalog {
  countries: CatalogCountry[];
  country(code: 'NZ' | 'AU'): CatalogCountry;
  /** A city, big ones more often; the square root keeps small towns in the mix. */
  randomCity(rng: Rng, country: CatalogCountry): CatalogCity;
  industryId(name: string): number | null;
  specialisationId(industry: string, specialisation: string): number | null;
}

export async function loadCatalog(db: DbOrTx): Promise<Catalog> {
  const countryRows = await db.select().from(countries).orderBy(asc(countries.id));
  const cityRows = await db.select().from(cities).orderBy(asc(cities.id));
  const industryRows = await db.select().from(industries).orderBy(asc(industries.id));
  const regionNames = new Map((await db.select().from(regions)).map((r) => [r.id, r.name]));
  if (countryRows.length === 0) throw new Error('reference data missing: run seedReferenceData first');

  const list: CatalogCountry[] = countryRows.map((c) => {
    const own = cityRows.filter((city) => city.countryId === c.id);
    let total = 0;
    const cumulative = own.map((city) => {
      total += Math.sqrt(city.population);
      return total;
    });
    return {
      id: c.id,
      code: c.code,
      name: c.name,
      currency: c.currency,
      cities: own.map(({ id, regionId, countryId, name }) => ({
        id,
        regionId,
        countryId,
        name,
        regionName: regionNames.get(regionId) ?? '',
      })),
      cumulative,
    };
  });

  const parents = new Map(industryRows.filter((i) => !i.isLeaf).map((i) => [i.name, i.id]));
  const leaves = new Map(industryRows.filter((i) => i.isLeaf).map((i) => [`${i.parentId}/${i.name}`, i.id]));

  return {
    countries: list,
    country(code) {
      const found = list.find((c) => c.code === code);
      if (!found) throw new Error(`country ${code} missing from reference data`);
      return found;
    },
    randomCity(rng, country) {
      const total = country.cumulative[country.cumulative.length - 1] ?? 0;
      const roll = rng.next() * total;
      let lo = 0;
      let hi = country.cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((country.cumulative[mid] ?? 0) > roll) hi = mid;
        else lo = mid + 1;
      }
      return country.cities[lo] as CatalogCity;
    },
    industryId: (name) => parents.get(name) ?? null,
    specialisationId(industry, specialisation) {
      const parent = parents.get(industry);
      return parent === undefined ? null : (leaves.get(`${parent}/${specialisation}`) ?? null);
    },
  };
}
