import { eq } from 'drizzle-orm';
import { addresses, cities, companies, countries, jobs } from '../db/schema/index.ts';
import type { JobDescriptionDoc } from '../db/schema/jobs.ts';
import type { TestApp } from './app.ts';

type JobInsert = typeof jobs.$inferInsert;
type CompanyInsert = typeof companies.$inferInsert;

export function description(over: Partial<JobDescriptionDoc> = {}): JobDescriptionDoc {
  return {
    summary: '<p>A role on a friendly team.</p>',
    responsibilities: ['Ship things'],
    requirements: ['Care about users'],
    qualifications: [],
    working_conditions: [],
    skills: [],
    tools_and_technologies: [],
    benefits: [],
    ...over,
  };
}

export async function makeCompany(t: TestApp, over: Partial<CompanyInsert> = {}) {
  const [row] = await t.db
    .insert(companies)
    .values({
      name: `Company ${Math.random().toString(36).slice(2, 8)}`,
      tagline: 'T',
      description: '<p>x</p>',
      ...over,
    })
    .returning();
  if (!row) throw new Error('company insert failed');
  return row;
}

/** A listed job of `company`; anything can be overridden. Company name is copied like the app does. */
export async function makeJob(
  t: TestApp,
  company: { id: string; name: string },
  over: Partial<Omit<JobInsert, 'description'>> & { description?: Partial<JobDescriptionDoc> } = {},
) {
  const { description: desc, ...rest } = over;
  const now = t.clock.now();
  const [row] = await t.db
    .insert(jobs)
    .values({
      companyId: company.id,
      companyName: company.name,
      title: 'General role',
      description: description(desc),
      createdAt: now,
      updatedAt: now,
      ...rest,
    })
    .returning();
  if (!row) throw new Error('job insert failed');
  return row;
}

/** A real city of the seeded geography (with its region and country ids). */
export async function cityByName(t: TestApp, name: string) {
  const [row] = await t.db
    .select({
      id: cities.id,
      regionId: cities.regionId,
      countryId: cities.countryId,
      country: countries.name,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(cities.name, name))
    .limit(1);
  if (!row) throw new Error(`no city ${name}`);
  return row;
}

export async function makeAddress(t: TestApp, city: { id: number; regionId: number; countryId: number }) {
  const [row] = await t.db
    .insert(addresses)
    .values({
      cityId: city.id,
      regionId: city.regionId,
      countryId: city.countryId,
      street: 'Queen Street',
      building: '1',
    })
    .returning();
  if (!row) throw new Error('address insert failed');
  return row;
}
