import type { JobItem } from '@fitjobs/contract';
import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, cities, companies, countries, jobs, regions } from '../../db/schema/index.ts';

const city = alias(cities, 'job_city');
const region = alias(regions, 'job_region');
const country = alias(countries, 'job_country');

const { searchVector: _vector, ...jobColumns } = getTableColumns(jobs);

/**
 * The one read model of a job: the jobs row joined with what a card or detail page shows.
 * Callers add where/orderBy/limit: `selectJobItems(db).where(eq(jobs.id, id))`.
 */
export function selectJobItems(db: DbOrTx) {
  return db
    .select({
      ...jobColumns,
      companyLogoUrl: companies.logoUrl,
      verifiedCompany: companies.verified,
      isAgency: companies.isAgency,
      cityName: city.name,
      regionName: region.name,
      countryName: country.name,
      street: addresses.street,
      building: addresses.building,
      postalCode: addresses.postalCode,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(city, eq(city.id, jobs.cityId))
    .leftJoin(region, eq(region.id, jobs.regionId))
    .leftJoin(country, eq(country.id, jobs.countryId))
    .leftJoin(addresses, eq(addresses.id, jobs.addressId))
    .$dynamic();
}

export type JobItemRow = Awaited<ReturnType<ReturnType<typeof selectJobItems>['execute']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Shapes a row of selectJobItems into the wire JobItem. */
export function toJobItem(r: JobItemRow): JobItem {
  return {
    id: r.id,
    title: r.title,
    company_id: r.companyId,
    company_name: r.companyName,
    company_logo_url: r.companyLogoUrl,
    verified_company: r.verifiedCompany,
    is_agency: r.isAgency,
    description: r.description,
    schedule: r.schedule,
    work_format: r.workFormat,
    experience: r.experience,
    education: r.education,
    salary_from: r.salaryFrom,
    salary_to: r.salaryTo,
    currency: r.currency,
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
    industry_id: r.industryId,
    specialization_id: r.specializationId,
    disability_friendly: r.disabilityFriendly,
    visa_sponsorship: r.visaSponsorship,
    external_id: r.externalId,
    expires_at: iso(r.expiresAt),
    is_draft: r.isDraft,
    is_test: r.isTest,
    archived_at: iso(r.archivedAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    response_count: r.responseCount,
  };
}

/** One job by id, or null. */
export async function findJobItem(db: DbOrTx, id: string): Promise<JobItem | null> {
  const [row] = await selectJobItems(db).where(eq(jobs.id, id)).limit(1);
  return row ? toJobItem(row) : null;
}
