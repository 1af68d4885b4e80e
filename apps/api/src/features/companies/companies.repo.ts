import type { Company } from '@fitjobs/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/per-database-cache.ts';
import {
  addresses,
  cities,
  companies,
  companyMembers,
  countries,
  industries,
  jobs,
  regions,
} from '../../db/schema/index.ts';

// Prepared and kept: every job page reads its company (decision 0223).
const companyById = preparedPerDatabase((db) =>
  db
    .select({
      id: companies.id,
      name: companies.name,
      tagline: companies.tagline,
      description: companies.description,
      website: companies.website,
      isAgency: companies.isAgency,
      industryId: companies.industryId,
      industryName: industries.name,
      addressId: companies.addressId,
      countryId: addresses.countryId,
      regionId: addresses.regionId,
      cityId: addresses.cityId,
      countryName: countries.name,
      regionName: regions.name,
      cityName: cities.name,
      street: addresses.street,
      building: addresses.building,
      postalCode: addresses.postalCode,
      employeeCount: companies.employeeCount,
      logoUrl: companies.logoUrl,
      headerImageUrl: companies.headerImageUrl,
      accredited: companies.accredited,
      verified: companies.verified,
    })
    .from(companies)
    .leftJoin(industries, eq(industries.id, companies.industryId))
    .leftJoin(addresses, eq(addresses.id, companies.addressId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(regions, eq(regions.id, addresses.regionId))
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(companies.id, sql.placeholder('id')))
    .limit(1)
    .prepare('company_by_id'),
);

/** One company with its industry and address names, or null. */
export async function findCompany(db: DbOrTx, id: string): Promise<Company | null> {
  const [r] = await companyById(db).execute({ id });
  if (!r) return null;
  return {
    id: r.id,
    name: r.name,
    tagline: r.tagline,
    description: r.description,
    website: r.website,
    is_agency: r.isAgency,
    industry_id: r.industryId,
    industry_name: r.industryName,
    address_id: r.addressId,
    country_id: r.countryId,
    region_id: r.regionId,
    city_id: r.cityId,
    country_name: r.countryName,
    region_name: r.regionName,
    city_name: r.cityName,
    street: r.street,
    building: r.building,
    postal_code: r.postalCode,
    employee_count: r.employeeCount,
    logo_url: r.logoUrl,
    header_image_url: r.headerImageUrl,
    accredited: r.accredited,
    verified: r.verified,
  };
}

export async function isCompanyMember(db: DbOrTx, companyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The row fields companies.update may change; undefined means "leave as is". */
export type CompanyPatch = Partial<
  Pick<
    typeof companies.$inferInsert,
    | 'name'
    | 'tagline'
    | 'description'
    | 'website'
    | 'isAgency'
    | 'industryId'
    | 'employeeCount'
    | 'logoUrl'
    | 'headerImageUrl'
    | 'accredited'
    | 'verified'
    | 'addressId'
  >
>;

export async function updateCompanyRow(
  db: DbOrTx,
  id: string,
  patch: CompanyPatch,
  now: Date,
): Promise<void> {
  await db
    .update(companies)
    .set({ ...patch, updatedAt: now })
    .where(eq(companies.id, id));
}

/** jobs.company_name is a copy kept for the search vector: it follows every rename. */
export async function renameCompanyJobs(db: DbOrTx, companyId: string, name: string): Promise<void> {
  await db.update(jobs).set({ companyName: name }).where(eq(jobs.companyId, companyId));
}

export type AddressFields = Omit<typeof addresses.$inferInsert, 'id'>;

/** Updates the company's address row, or creates one; returns its id. */
export async function saveAddress(
  db: DbOrTx,
  addressId: string | null,
  fields: AddressFields,
): Promise<string> {
  if (addressId) {
    await db.update(addresses).set(fields).where(eq(addresses.id, addressId));
    return addressId;
  }
  const [row] = await db.insert(addresses).values(fields).returning({ id: addresses.id });
  if (!row) throw new Error('address insert returned nothing');
  return row.id;
}

export async function currentAddress(db: DbOrTx, addressId: string): Promise<AddressFields | null> {
  const [row] = await db
    .select({
      countryId: addresses.countryId,
      regionId: addresses.regionId,
      cityId: addresses.cityId,
      street: addresses.street,
      building: addresses.building,
      postalCode: addresses.postalCode,
    })
    .from(addresses)
    .where(eq(addresses.id, addressId));
  return row ?? null;
}

/** True when the region lies in the country and the city in the region (absent levels pass). */
export async function locationIsConsistent(
  db: DbOrTx,
  loc: { countryId: number | null; regionId: number | null; cityId: number | null },
): Promise<boolean> {
  if (loc.countryId === null) return loc.regionId === null && loc.cityId === null;
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, loc.countryId));
  if (!country) return false;
  if (loc.regionId === null) return loc.cityId === null;
  const [region] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, loc.regionId), eq(regions.countryId, loc.countryId)));
  if (!region) return false;
  if (loc.cityId === null) return true;
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, loc.cityId), eq(cities.regionId, loc.regionId)));
  return Boolean(city);
}

export async function industryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, id));
  return Boolean(row);
}
