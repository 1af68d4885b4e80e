import type { ResumeViewKind } from '@fitjobs/contract';
import { and, desc, eq, gte, inArray, max, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  applications,
  companies,
  companyMembers,
  jobs,
  resumes,
  resumeViews,
} from '../../db/schema/index.ts';

/**
 * The company an employer reads resumes as: the one their token holds when they still belong to
 * it, otherwise the first they joined (employer screens use the first company, spec part 2).
 */
export async function readingCompanyOf(
  db: DbOrTx,
  userId: string,
  activeCompanyId: string | null,
): Promise<string | null> {
  const [row] = await db
    .select({ id: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .orderBy(
      desc(sql`${companyMembers.companyId} = ${activeCompanyId ?? null}::uuid`),
      companyMembers.createdAt,
    )
    .limit(1);
  return row?.id ?? null;
}

/** Companies the employer belongs to, as a sub-query. */
export const companiesOfMember = (db: DbOrTx, employerId: string) =>
  db
    .select({ id: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, employerId));

/** Whether the person applied (with any resume) to a job of a company the employer belongs to. */
export async function personAppliedToEmployer(
  db: DbOrTx,
  personId: string,
  employerId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.userId, personId), inArray(jobs.companyId, companiesOfMember(db, employerId))))
    .limit(1);
  return row !== undefined;
}

/** Different resumes the company read since the given time, and whether this one is among them. */
export async function companyReadsSince(db: DbOrTx, companyId: string, resumeId: string, since: Date) {
  const [row] = await db
    .select({
      resumes: sql<number>`count(DISTINCT ${resumeViews.resumeId})::int`,
      thisOne: sql<boolean>`coalesce(bool_or(${resumeViews.resumeId} = ${resumeId}), false)`,
    })
    .from(resumeViews)
    .where(and(eq(resumeViews.companyId, companyId), gte(resumeViews.createdAt, since)));
  return { resumes: row?.resumes ?? 0, thisOne: row?.thisOne ?? false };
}

/**
 * The same count for one person across every company they read for: the allowance follows the
 * person, so a new company or a sidekick's does not give them a fresh one (decision 0185).
 */
export async function personReadsSince(db: DbOrTx, viewerId: string, resumeId: string, since: Date) {
  const [row] = await db
    .select({
      resumes: sql<number>`count(DISTINCT ${resumeViews.resumeId})::int`,
      thisOne: sql<boolean>`coalesce(bool_or(${resumeViews.resumeId} = ${resumeId}), false)`,
    })
    .from(resumeViews)
    .where(and(eq(resumeViews.viewerId, viewerId), gte(resumeViews.createdAt, since)));
  return { resumes: row?.resumes ?? 0, thisOne: row?.thisOne ?? false };
}

export async function insertResumeView(
  db: DbOrTx,
  view: { resumeId: string; companyId: string; viewerId: string; kind: ResumeViewKind },
  now: Date,
): Promise<void> {
  await db.insert(resumeViews).values({ ...view, createdAt: now });
}

/** "Companies that viewed your resume": one row per company, the latest first. */
export async function listViewerCompanies(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      companyId: resumeViews.companyId,
      companyName: companies.name,
      logoUrl: companies.logoUrl,
      views: sql<number>`count(*) FILTER (WHERE ${resumeViews.kind} = 'view')::int`,
      downloads: sql<number>`count(*) FILTER (WHERE ${resumeViews.kind} = 'pdf')::int`,
      firstViewedAt: min(resumeViews.createdAt),
      lastViewedAt: max(resumeViews.createdAt),
    })
    .from(resumeViews)
    .innerJoin(resumes, eq(resumes.id, resumeViews.resumeId))
    .innerJoin(companies, eq(companies.id, resumeViews.companyId))
    .where(eq(resumes.userId, userId))
    .groupBy(resumeViews.companyId, companies.name, companies.logoUrl)
    .orderBy(desc(max(resumeViews.createdAt)))
    .limit(limit);
}

/**
 * Every read of the person's resumes by a company, oldest first: for the person's data export
 * (issue 15, "resume views by companies"). The reading employer is not named, only the company.
 */
export async function resumeViewsOfUser(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      resumeId: resumeViews.resumeId,
      companyId: resumeViews.companyId,
      companyName: companies.name,
      kind: resumeViews.kind,
      at: resumeViews.createdAt,
    })
    .from(resumeViews)
    .innerJoin(resumes, eq(resumes.id, resumeViews.resumeId))
    .innerJoin(companies, eq(companies.id, resumeViews.companyId))
    .where(eq(resumes.userId, userId))
    .orderBy(resumeViews.createdAt, resumeViews.id);
  return rows.map((r) => ({
    resume_id: r.resumeId,
    company_id: r.companyId,
    company_name: r.companyName,
    kind: r.kind,
    at: r.at.toISOString(),
  }));
}
