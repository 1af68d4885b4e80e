import { and, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  applications,
  cities,
  companyMembers,
  countries,
  jobs,
  regions,
  resumes,
} from '../../db/schema/index.ts';
import { type KeysetCursor, TIMESTAMP_TEXT_FORMAT } from './cursor.ts';

const { searchVector: _vector, ...resumeColumns } = getTableColumns(resumes);

export type ResumeValues = Omit<
  typeof resumes.$inferInsert,
  'id' | 'userId' | 'isActive' | 'createdAt' | 'updatedAt' | 'searchVector'
>;

/** Sortable text of created_at, for keyset cursors. */
export const createdKey = sql<string>`to_char(${resumes.createdAt} AT TIME ZONE 'UTC', ${TIMESTAMP_TEXT_FORMAT})`;

/** The one read model of a resume: the row plus its location names. */
function selectResumes(db: DbOrTx) {
  return db
    .select({
      ...resumeColumns,
      countryName: countries.name,
      regionName: regions.name,
      cityName: cities.name,
      sortKey: createdKey,
    })
    .from(resumes)
    .leftJoin(countries, eq(countries.id, resumes.countryId))
    .leftJoin(regions, eq(regions.id, resumes.regionId))
    .leftJoin(cities, eq(cities.id, resumes.cityId))
    .$dynamic();
}
export type ResumeRow = Awaited<ReturnType<ReturnType<typeof selectResumes>['execute']>>[number];

export async function findResume(db: DbOrTx, id: string): Promise<ResumeRow | null> {
  const [row] = await selectResumes(db).where(eq(resumes.id, id));
  return row ?? null;
}

/** A resume of this user, or null (another user's resume is indistinguishable from none). */
export async function findOwnResume(db: DbOrTx, userId: string, id: string): Promise<ResumeRow | null> {
  const [row] = await selectResumes(db).where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
  return row ?? null;
}

export async function findActiveResumeOfUser(db: DbOrTx, userId: string): Promise<ResumeRow | null> {
  const [row] = await selectResumes(db)
    .where(and(eq(resumes.userId, userId), eq(resumes.isActive, true)))
    .orderBy(desc(resumes.updatedAt))
    .limit(1);
  return row ?? null;
}

/** One page of a user's resumes, newest first. */
export async function listResumesOfUser(
  db: DbOrTx,
  userId: string,
  after: KeysetCursor | null,
  limit: number,
): Promise<ResumeRow[]> {
  const conditions: SQL[] = [eq(resumes.userId, userId)];
  if (after) {
    conditions.push(
      sql`(${resumes.createdAt}, ${resumes.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return selectResumes(db)
    .where(and(...conditions))
    .orderBy(desc(resumes.createdAt), desc(resumes.id))
    .limit(limit);
}

/** Locks the user's resumes so that two activations at once cannot leave two active ones. */
export async function lockResumesOfUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, userId)).for('update');
}

export async function insertResume(
  db: DbOrTx,
  userId: string,
  values: ResumeValues,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(resumes)
    .values({ ...values, userId, isActive: false, createdAt: now, updatedAt: now })
    .returning({ id: resumes.id });
  if (!row) throw new Error('resume insert returned nothing');
  return row.id;
}

export async function updateResume(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<ResumeValues> & { isActive?: boolean },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(resumes)
    .set({ ...values, updatedAt: now })
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning({ id: resumes.id });
  return rows.length > 0;
}

/** Makes every other resume of the user inactive (the one-active rule). */
export async function deactivateOtherResumes(db: DbOrTx, userId: string, keepId: string, now: Date) {
  await db
    .update(resumes)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(resumes.userId, userId), ne(resumes.id, keepId), eq(resumes.isActive, true)));
}

/** Deletes a resume of this user: what it was (its file to remove), or null when none. */
export async function deleteResume(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .delete(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning({ id: resumes.id, file: resumes.file });
  return row ?? null;
}

/** The city exists, lies in the country, and (when given) in the region: returns its region. */
export async function findCityRegion(
  db: DbOrTx,
  countryId: number,
  cityId: number,
): Promise<{ regionId: number } | null> {
  const [row] = await db
    .select({ regionId: cities.regionId })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.countryId, countryId)));
  return row ?? null;
}

export async function isCompanyMember(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the resume reached one of the employer's companies through an application:
 * the application names this resume and its job belongs to a company the employer is in.
 */
export async function resumeAppliedToEmployer(
  db: DbOrTx,
  resumeId: string,
  employerId: string,
): Promise<boolean> {
  const memberCompanies = db
    .select({ id: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, employerId));
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.resumeId, resumeId), inArray(jobs.companyId, memberCompanies)))
    .limit(1);
  return row !== undefined;
}
