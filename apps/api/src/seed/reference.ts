import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cities, countries, industries, regions } from '../db/schema/index.ts';
import { COUNTRIES } from './reference/geography.ts';
import { INDUSTRIES } from './reference/industries.ts';

/** Countries, regions, cities and the industry tree. Idempotent: does nothing when present. */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(countries)) as [
    { count: number },
  ];
  if (count > 0) return;
  for (const country of COUNTRIES) {
    const [row] = await db
      .insert(countries)
      .values({ name: country.name, code: country.code, currency: country.currency })
      .returning({ id: countries.id });
    if (!row) throw new Error('country insert returned nothing');
    for (const region of country.regions) {
      const [r] = await db
        .insert(regions)
        .values({ countryId: row.id, name: region.name })
        .returning({ id: regions.id });
      if (!r) throw new Error('region insert returned nothing');
      await db.insert(cities).values(
        region.cities.map((c) => ({
          countryId: row.id,
          regionId: r.id,
          name: c.name,
          lat: c.lat,
          lng: c.lng,
          population: c.population,
        })),
      );
    }
  }
  for (const industry of INDUSTRIES) {
    const [parent] = await db
      .insert(industries)
      .values({ name: industry.name, parentId: null, isLeaf: false })
      .returning({ id: industries.id });
    if (!parent) throw new Error('industry insert returned nothing');
    await db
      .insert(industries)
      .values(industry.specialisations.map((name) => ({ name, parentId: parent.id, isLeaf: true })));
  }
}
