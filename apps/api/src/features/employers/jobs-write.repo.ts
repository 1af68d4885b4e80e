import type { JobDescriptionInput, ScreeningQuestion } from '@fitjobs/contract';
import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, cities, industries, jobs, regions } from '../../db/schema/index.ts';
import { type JobItemRow, selectJobItems } from '../jobs/job-item.ts';

export interface AddressFields {
  countryId: number | null;
  regionId: number | null;
  cityId: number | null;
  street: string | null;
  building: string | null;
  postalCode: string | null;
}

export interface JobRowValues {
  companyId: string;
  companyName: string;
  title: string;
  description: JobDescriptionInput;
  schedule: typeof jobs.$inferInsert.schedule;
  workFormat: typeof jobs.$inferInsert.workFormat;
  experience: typeof jobs.$inferInsert.experience;
  education: typeof jobs.$inferInsert.education;
  salaryFrom: number | null;
  salaryTo: number | null;
  currency: 'nzd' | 'aud';
  payType: 'annual' | 'hourly';
  payNote: string | null;
  salaryHidden: boolean;
  industryId: number | null;
  specializationId: number | null;
  disabilityFriendly: boolean;
  visaSponsorship: boolean;
  externalId: string | null;
  expiresAt: Date | null;
  isDraft: boolean;
  screeningQuestions?: ScreeningQuestion[];
}

const hasAddress = (a: AddressFields) => Object.values(a).some((v) => v !== null);

/** Inserts the job (and its address row when any location field is given). */
export async function insertJob(
  db: DbOrTx,
  job: JobRowValues,
  address: AddressFields,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    let addressId: string | null = null;
    if (hasAddress(address)) {
      const [a] = await tx.insert(addresses).values(address).returning({ id: addresses.id });
      addressId = a?.id ?? null;
    }
    const [row] = await tx
      .insert(jobs)
      .values({
        ...job,
        addressId,
        countryId: address.countryId,
        regionId: address.regionId,
        cityId: address.cityId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: jobs.id });
    if (!row) throw new Error('job insert returned nothing');
    return row.id;
  });
}

/** Rewrites the job and its address in place; false when no such job of that company exists. */
export async function updateJob(
  db: DbOrTx,
  id: string,
  job: JobRowValues,
  address: AddressFields,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ addressId: jobs.addressId })
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.companyId, job.companyId)))
      .for('update');
    if (!current) return false;
    let addressId = current.addressId;
    if (addressId) await tx.update(addresses).set(address).where(eq(addresses.id, addressId));
    else if (hasAddress(address)) {
      const [a] = await tx.insert(addresses).values(address).returning({ id: addresses.id });
      addressId = a?.id ?? null;
    }
    await tx
      .update(jobs)
      .set({
        ...job,
        addressId,
        countryId: address.countryId,
        regionId: address.regionId,
        cityId: address.cityId,
        // A draft is posted when it is published: search's 'Posted' date, the posted-within
        // filters and the saved-search alerts (which look for jobs posted since their last run)
        // must see it as new then, not when the draft was started.
        ...(job.isDraft
          ? {}
          : {
              createdAt: sql`CASE WHEN ${jobs.isDraft} THEN ${now.toISOString()}::timestamptz ELSE ${jobs.createdAt} END`,
            }),
        updatedAt: now,
      })
      .where(eq(jobs.id, id));
    return true;
  });
}

/** The company id of a job, or null. */
export async function findJobCompanyId(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, id));
  return row?.companyId ?? null;
}

/** Marks a job of that company archived (keeps the first archive time); false when not found. */
export async function archiveJob(db: DbOrTx, companyId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ archivedAt: sql`coalesce(${jobs.archivedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Jobs anyone may see: published, real, not archived, not expired, company not suspended (0189). */
export const publiclyListed = (now: Date) =>
  and(
    eq(jobs.isDraft, false),
    eq(jobs.isTest, false),
    isNull(jobs.archivedAt),
    or(isNull(jobs.expiresAt), gte(jobs.expiresAt, now)),
    sql`NOT EXISTS (SELECT 1 FROM companies sc WHERE sc.id = ${jobs.companyId} AND sc.suspended_at IS NOT NULL)`,
  );

export interface JobCursor {
  createdAt: string;
  id: string;
}

/** A page of a company's jobs, newest first, keyset-paged on (created_at, id). */
export async function listCompanyJobs(
  db: DbOrTx,
  companyId: string,
  opts: { publicOnly: boolean; now: Date; after: JobCursor | null; limit: number },
): Promise<JobItemRow[]> {
  const after = opts.after
    ? or(
        lt(jobs.createdAt, new Date(opts.after.createdAt)),
        and(eq(jobs.createdAt, new Date(opts.after.createdAt)), lt(jobs.id, opts.after.id)),
      )
    : undefined;
  return selectJobItems(db)
    .where(and(eq(jobs.companyId, companyId), opts.publicOnly ? publiclyListed(opts.now) : undefined, after))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(opts.limit);
}

/** A city with its region and country, to make a consistent location from whatever was picked. */
export async function findCity(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: cities.id, regionId: cities.regionId, countryId: cities.countryId })
    .from(cities)
    .where(eq(cities.id, id));
  return row ?? null;
}

export async function findRegion(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: regions.id, countryId: regions.countryId })
    .from(regions)
    .where(eq(regions.id, id));
  return row ?? null;
}

export async function findIndustry(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: industries.id, parentId: industries.parentId })
    .from(industries)
    .where(eq(industries.id, id));
  return row ?? null;
}

/** Opaque keyset cursor for listCompanyJobs. */
export function encodeJobCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

export function decodeJobCursor(cursor: string | null | undefined): JobCursor | null {
  if (!cursor) return null;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof createdAt !== 'string' || typeof id !== 'string') return null;
    if (Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}
