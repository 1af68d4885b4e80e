import { type EmployerJobItem, type JobCard, type JobItem, toPublicQuestion } from '@fitjobs/contract';
import { eq, getTableColumns, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/per-database-cache.ts';
import { addresses, cities, companies, countries, jobs, regions } from '../../db/schema/index.ts';

const city = alias(cities, 'job_city');
const region = alias(regions, 'job_region');
const country = alias(countries, 'job_country');

const {
  searchVector: _vector,
  titleStems: _stems,
  titleWords: _words,
  annualPayNzd: _annualPay,
  description,
  screeningQuestions,
  ...cardColumns
} = getTableColumns(jobs);

/** What a job card shows beside the jobs row: the company's look and the place's names. */
const cardFields = {
  ...cardColumns,
  companyLogoUrl: companies.logoUrl,
  verifiedCompany: companies.verified,
  companySuspendedAt: companies.suspendedAt,
  isAgency: companies.isAgency,
  cityName: city.name,
  regionName: region.name,
  countryName: country.name,
  street: addresses.street,
  building: addresses.building,
  postalCode: addresses.postalCode,
};

function withCardJoins<T extends PgSelect>(qb: T) {
  return qb
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(city, eq(city.id, jobs.cityId))
    .leftJoin(region, eq(region.id, jobs.regionId))
    .leftJoin(country, eq(country.id, jobs.countryId))
    .leftJoin(addresses, eq(addresses.id, jobs.addressId));
}

/**
 * The one read model of a job: the jobs row joined with what a card or detail page shows.
 * Callers add where/orderBy/limit: `selectJobItems(db).where(eq(jobs.id, id))`.
 */
export function selectJobItems(db: DbOrTx) {
  return withCardJoins(
    db
      .select({ ...cardFields, description, screeningQuestions })
      .from(jobs)
      .$dynamic(),
  );
}

/**
 * Job cards (no description) of the rows a CTE picked, with the CTE's own columns: search reads a
 * page of ids, its cursor keys and its count, and the cards, in one statement.
 */
export function selectJobCards<E extends Record<string, SQL.Aliased | SQL>>(
  db: DbOrTx,
  cte: WithSubquery,
  extra: E,
) {
  return withCardJoins(
    db
      .with(cte)
      .select({ ...cardFields, ...extra })
      .from(jobs)
      .$dynamic(),
  );
}

export type JobItemRow = Awaited<ReturnType<ReturnType<typeof selectJobItems>['execute']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type JobCardRow = Omit<JobItemRow, 'description' | 'screeningQuestions'>;

/**
 * Who reads the job: the public ad leaves a hidden figure (and its note) out and reads 'Salary
 * not shown'; its company's members and admins see the figures as written (decision 0172).
 */
export type JobReader = 'public' | 'owner';

/** Shapes a row of selectJobCards (or selectJobItems) into the wire JobCard. */
export function toJobCard(r: JobCardRow, reader: JobReader = 'public'): JobCard {
  const hide = r.salaryHidden && reader === 'public';
  return {
    id: r.id,
    title: r.title,
    company_id: r.companyId,
    company_name: r.companyName,
    company_logo_url: r.companyLogoUrl,
    verified_company: r.verifiedCompany,
    is_agency: r.isAgency,
    schedule: r.schedule,
    work_format: r.workFormat,
    experience: r.experience,
    education: r.education,
    salary_from: hide ? null : r.salaryFrom,
    salary_to: hide ? null : r.salaryTo,
    currency: r.currency,
    pay_type: r.payType,
    pay_note: hide ? null : r.payNote,
    salary_hidden: r.salaryHidden,
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
    reposted_as_id: r.repostedAsId,
    taken_down: r.takenDownAt !== null,
    takedown_reason: reader === 'owner' ? r.takedownReason : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    response_count: r.responseCount,
  };
}

/** Shapes a row of selectJobItems into the wire JobItem. */
export function toJobItem(r: JobItemRow, reader: JobReader = 'public'): JobItem {
  return {
    ...toJobCard(r, reader),
    description: r.description,
    questions: r.screeningQuestions.map(toPublicQuestion),
  };
}

/** The job as its company's members edit it: the questions with their accepted answers. */
export function toEmployerJobItem(r: JobItemRow): EmployerJobItem {
  return { ...toJobItem(r, 'owner'), questions: r.screeningQuestions };
}

/** One job by id, or null. */
export async function findJobItem(db: DbOrTx, id: string): Promise<JobItem | null> {
  const row = await findJobItemRow(db, id);
  return row ? toJobItem(row) : null;
}

const jobItemById = preparedPerDatabase((db) =>
  selectJobItems(db)
    .where(eq(jobs.id, sql.placeholder('id')))
    .limit(1)
    .prepare('job_item'),
);

export async function findJobItemRow(db: DbOrTx, id: string): Promise<JobItemRow | null> {
  // Prepared, so the plan of its joins is kept per connection rather than made per request.
  const [row] = await jobItemById(db).execute({ id });
  return row ?? null;
}
