import type {
  ApplicationSort,
  ApplicationStatus,
  MustHaveFilter,
  Resume,
  ScreeningAnswer,
} from '@fitjobs/contract';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  applications,
  cities,
  companies,
  companyMembers,
  countries,
  jobs,
  pendingStatusMails,
  regions,
  resumes,
  users,
} from '../../db/schema/index.ts';
import type { KeysetPosition } from './cursor.ts';
import { mustHaveMissed } from './must-haves.sql.ts';

/** Millisecond precision on both sides of a keyset comparison: cursors carry JS dates. */
const createdMs = sql`date_trunc('milliseconds', ${applications.createdAt})`;
const before = (p: KeysetPosition) =>
  sql`(${createdMs}, ${applications.id}) < (${p.createdAt}::timestamptz, ${p.id}::uuid)`;
const after = (p: KeysetPosition) =>
  sql`(${createdMs}, ${applications.id}) > (${p.createdAt}::timestamptz, ${p.id}::uuid)`;

export async function findJobForApply(db: DbOrTx, jobId: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyId: jobs.companyId,
      externalId: jobs.externalId,
      isDraft: jobs.isDraft,
      isTest: jobs.isTest,
      archivedAt: jobs.archivedAt,
      expiresAt: jobs.expiresAt,
      screeningQuestions: jobs.screeningQuestions,
      companySuspendedAt: companies.suspendedAt,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

/** The resume sent when none is chosen: the active one, else the newest (decision 0170). */
export async function findDefaultResumeId(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.isActive), desc(resumes.updatedAt), desc(resumes.id))
    .limit(1);
  return row?.id ?? null;
}

/** Null when the user already applied to the job (the unique key decides, so races are safe). */
export async function insertApplication(
  db: DbOrTx,
  {
    now,
    ...values
  }: {
    jobId: string;
    userId: string;
    resumeId: string;
    resumeSnapshot: Resume;
    resumeFileKey: string | null;
    screeningAnswers: ScreeningAnswer[];
    coverLetter: string | null;
    now: Date;
  },
) {
  const [row] = await db
    .insert(applications)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [applications.jobId, applications.userId] })
    .returning({ id: applications.id });
  return row?.id ?? null;
}

export async function changeResponseCount(db: DbOrTx, jobId: string, delta: 1 | -1): Promise<void> {
  await db
    .update(jobs)
    .set({ responseCount: sql`greatest(0, ${jobs.responseCount} + ${delta})` })
    .where(eq(jobs.id, jobId));
}

const employeeColumns = {
  id: applications.id,
  jobId: applications.jobId,
  jobTitle: jobs.title,
  jobCompanyId: jobs.companyId,
  companyName: jobs.companyName,
  status: applications.status,
  coverLetter: applications.coverLetter,
  createdAt: applications.createdAt,
};

export async function listEmployeeApplications(
  db: DbOrTx,
  userId: string,
  cursor: KeysetPosition | null,
  limit: number,
) {
  return db
    .select(employeeColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.userId, userId), cursor ? before(cursor) : undefined))
    .orderBy(desc(createdMs), desc(applications.id))
    .limit(limit + 1);
}
export type EmployeeApplicationRow = Awaited<ReturnType<typeof listEmployeeApplications>>[number];

export async function findEmployeeApplication(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select(employeeColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return row ?? null;
}

/** Deletes the user's own application; the job id when it existed. */
export async function deleteOwnApplication(db: DbOrTx, id: string, userId: string): Promise<string | null> {
  const [row] = await db
    .delete(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .returning({ jobId: applications.jobId });
  return row?.jobId ?? null;
}

/** Who may see an application: its applicant and the members of its job's company. */
export async function findApplicationParties(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: applications.id,
      userId: applications.userId,
      status: applications.status,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      companyId: jobs.companyId,
      companyName: jobs.companyName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id));
  return row ?? null;
}
export type ApplicationParties = NonNullable<Awaited<ReturnType<typeof findApplicationParties>>>;

export async function isCompanyMember(db: DbOrTx, companyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return Boolean(row);
}

/** Addresses of the company's members who still have an account. */
export async function companyMemberEmails(db: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), isNull(users.closedAt)));
  return rows.map((r) => r.email);
}

/** The applicant's address and name; null once they closed their account. */
export async function findUserContact(db: DbOrTx, userId: string | null) {
  if (!userId) return null;
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName, closedAt: users.closedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.closedAt ? row : null;
}

/** Sets the status; `onlyFrom` makes it conditional (applied -> viewed). True when a row changed. */
export async function setStatus(
  db: DbOrTx,
  id: string,
  status: ApplicationStatus,
  now: Date,
  onlyFrom?: ApplicationStatus,
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ status, updatedAt: now })
    .where(and(eq(applications.id, id), onlyFrom ? eq(applications.status, onlyFrom) : undefined))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** The resume an employer sees: the one sent with the application, else the applicant's active one. */
const shownResumeId = sql`coalesce(${applications.resumeId}, (
  select r.id from resumes r where r.user_id = ${applications.userId} and r.is_active
  order by r.updated_at desc limit 1))`;

function selectEmployerApplications(db: DbOrTx) {
  return (
    db
      .select({
        ...employeeColumns,
        userId: applications.userId,
        userName: users.fullName,
        userAvatarUrl: users.avatarUrl,
        userEmail: users.email,
        resumeId: resumes.id,
        resumeFullName: resumes.fullName,
        resumeEmail: resumes.email,
        resumePhone: resumes.phone,
        resumeSkills: resumes.skills,
        resumeExperience: resumes.experience,
        cityName: cities.name,
        regionName: regions.name,
        countryName: countries.name,
        rating: applications.rating,
        lastNote: sql<string | null>`(select n.body from application_notes n
          where n.application_id = ${applications.id} order by n.created_at desc, n.id desc limit 1)`,
        undoUntil: pendingStatusMails.dueAt,
        sentResumeId: applications.resumeId,
        resumeSnapshot: applications.resumeSnapshot,
        screeningAnswers: applications.screeningAnswers,
        jobQuestions: jobs.screeningQuestions,
        mustHaveMissed,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      // Left: an applicant who closed their account leaves the application anonymised (no user).
      .leftJoin(users, eq(users.id, applications.userId))
      .leftJoin(pendingStatusMails, eq(pendingStatusMails.applicationId, applications.id))
      .leftJoin(resumes, sql`${resumes.id} = ${shownResumeId}`)
      .leftJoin(cities, eq(cities.id, resumes.cityId))
      .leftJoin(regions, eq(regions.id, resumes.regionId))
      .leftJoin(countries, eq(countries.id, resumes.countryId))
      .$dynamic()
  );
}
export type EmployerApplicationRow = Awaited<
  ReturnType<ReturnType<typeof selectEmployerApplications>['execute']>
>[number];

export async function findEmployerApplication(db: DbOrTx, id: string) {
  const [row] = await selectEmployerApplications(db).where(eq(applications.id, id));
  return row ?? null;
}

function keyset(sort: ApplicationSort, p: KeysetPosition): SQL | undefined {
  if (sort === 'newest') return before(p);
  if (sort === 'oldest') return after(p);
  if (sort === 'must_haves') {
    const missed = p.missed ?? 0;
    return sql`(${mustHaveMissed} > ${missed} or (${mustHaveMissed} = ${missed} and ${before(p)}))`;
  }
  const status = sql`${p.status ?? 'applied'}::application_status`;
  const op = sort === 'status_asc' ? sql`>` : sql`<`;
  return sql`(${applications.status} ${op} ${status} or (${applications.status} = ${status} and ${before(p)}))`;
}

function ordering(sort: ApplicationSort) {
  if (sort === 'oldest') return [asc(createdMs), asc(applications.id)];
  const byDate = [desc(createdMs), desc(applications.id)];
  if (sort === 'status_asc') return [asc(applications.status), ...byDate];
  if (sort === 'status_desc') return [desc(applications.status), ...byDate];
  if (sort === 'must_haves') return [asc(mustHaveMissed), ...byDate];
  return byDate;
}

const mustHaveWhere = (filter: MustHaveFilter | null | undefined) =>
  filter === 'meets'
    ? sql`${mustHaveMissed} = 0`
    : filter === 'misses'
      ? sql`${mustHaveMissed} > 0`
      : undefined;

export async function listEmployerApplications(
  db: DbOrTx,
  query: {
    companyId: string;
    jobId?: string | null;
    statuses?: ApplicationStatus[] | null;
    mustHaves?: MustHaveFilter | null;
    sort: ApplicationSort;
    cursor: KeysetPosition | null;
    limit: number;
  },
) {
  return selectEmployerApplications(db)
    .where(
      and(
        eq(jobs.companyId, query.companyId),
        query.jobId ? eq(applications.jobId, query.jobId) : undefined,
        query.statuses?.length ? inArray(applications.status, query.statuses) : undefined,
        mustHaveWhere(query.mustHaves),
        query.cursor ? keyset(query.sort, query.cursor) : undefined,
      ),
    )
    .orderBy(...ordering(query.sort))
    .limit(query.limit + 1);
}

/** The applications among `ids` whose job belongs to the company. */
export async function findCompanyApplications(db: DbOrTx, companyId: string, ids: string[]) {
  return db
    .select({ id: applications.id, status: applications.status, userId: applications.userId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(jobs.companyId, companyId), inArray(applications.id, ids)));
}

export async function findEmployerApplications(db: DbOrTx, ids: string[]) {
  return selectEmployerApplications(db)
    .where(inArray(applications.id, ids))
    .orderBy(desc(createdMs), desc(applications.id));
}

/** Every applicant of one job, newest first (the export). */
export async function listJobApplicants(db: DbOrTx, jobId: string) {
  return selectEmployerApplications(db)
    .where(eq(applications.jobId, jobId))
    .orderBy(desc(createdMs), desc(applications.id));
}
