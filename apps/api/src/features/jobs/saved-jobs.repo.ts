import type { HiddenCompany, HiddenJob, JobItem } from '@fitjobs/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, hiddenCompanies, hiddenJobs, jobs, savedJobs } from '../../db/schema/index.ts';
import type { SearchCursor } from './cursor.ts';
import { selectJobItems, toJobItem } from './job-item.ts';

/** Published and real: drafts and test jobs are for their company and admins only. */
export const listed = () => and(eq(jobs.isDraft, false), eq(jobs.isTest, false));

/** A job a seeker may save or hide: it exists and is listed (not a draft or test job). */
export async function isListedJob(db: DbOrTx, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), listed()))
    .limit(1);
  return Boolean(row);
}

export async function companyExists(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return Boolean(row);
}

export async function saveJob(db: DbOrTx, userId: string, jobId: string, now: Date): Promise<void> {
  await db.insert(savedJobs).values({ userId, jobId, createdAt: now }).onConflictDoNothing();
}

export async function unsaveJob(db: DbOrTx, userId: string, jobId: string): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

/** The listed jobs a seeker saved: one turned back into a draft or a test job is left out. */
export async function savedJobIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: savedJobs.jobId })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.userId, userId), listed()))
    .orderBy(desc(savedJobs.createdAt));
  return rows.map((r) => r.id);
}

const SAVED_AT = sql<string>`to_char(${savedJobs.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of saved jobs with their fields, newest saved first, keyset on (saved at, job id). */
export async function savedJobDetails(
  db: DbOrTx,
  userId: string,
  after: Extract<SearchCursor, { m: 'saved' }> | null,
  limit: number,
): Promise<{ items: JobItem[]; next: { k: string; id: string } | null }> {
  const seek = after
    ? sql`(${savedJobs.createdAt}, ${savedJobs.jobId}) < (${after.k}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await selectJobItems(db)
    .innerJoin(savedJobs, and(eq(savedJobs.jobId, jobs.id), eq(savedJobs.userId, userId)))
    // A saved job its company turned back into a draft (or a test job) drops out until it is
    // published again: the seeker must not read the unpublished text.
    .where(and(listed(), seek))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  let next: { k: string; id: string } | null = null;
  if (rows.length > limit && last) {
    // The read model has no room for the saved-at key, so the last one is read on its own.
    const [key] = await db
      .select({ k: SAVED_AT })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, last.id)));
    if (key) next = { k: key.k, id: last.id };
  }
  return { items: page.map((r) => toJobItem(r)), next };
}

export async function hideJob(db: DbOrTx, userId: string, jobId: string, now: Date): Promise<void> {
  await db.insert(hiddenJobs).values({ userId, jobId, createdAt: now }).onConflictDoNothing();
}

export async function unhideJob(db: DbOrTx, userId: string, jobId: string): Promise<void> {
  await db.delete(hiddenJobs).where(and(eq(hiddenJobs.userId, userId), eq(hiddenJobs.jobId, jobId)));
}

export async function hideCompany(db: DbOrTx, userId: string, companyId: string, now: Date): Promise<void> {
  await db.insert(hiddenCompanies).values({ userId, companyId, createdAt: now }).onConflictDoNothing();
}

export async function unhideCompany(db: DbOrTx, userId: string, companyId: string): Promise<void> {
  await db
    .delete(hiddenCompanies)
    .where(and(eq(hiddenCompanies.userId, userId), eq(hiddenCompanies.companyId, companyId)));
}

/** The most a seeker's hidden lists show (newest hidden first); more is not a list anyone reads. */
export const HIDDEN_LIST_LIMIT = 500;

/** The listed jobs a seeker hid, newest hidden first (for Unhide on /profile). */
export async function hiddenJobsOf(db: DbOrTx, userId: string): Promise<HiddenJob[]> {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyId: jobs.companyId,
      companyName: jobs.companyName,
      hiddenAt: hiddenJobs.createdAt,
    })
    .from(hiddenJobs)
    .innerJoin(jobs, eq(jobs.id, hiddenJobs.jobId))
    .where(and(eq(hiddenJobs.userId, userId), listed()))
    .orderBy(desc(hiddenJobs.createdAt), desc(hiddenJobs.jobId))
    .limit(HIDDEN_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    company_id: r.companyId,
    company_name: r.companyName,
    hidden_at: r.hiddenAt.toISOString(),
  }));
}

/** The companies a seeker hid, newest hidden first. */
export async function hiddenCompaniesOf(db: DbOrTx, userId: string): Promise<HiddenCompany[]> {
  const rows = await db
    .select({ id: companies.id, name: companies.name, hiddenAt: hiddenCompanies.createdAt })
    .from(hiddenCompanies)
    .innerJoin(companies, eq(companies.id, hiddenCompanies.companyId))
    .where(eq(hiddenCompanies.userId, userId))
    .orderBy(desc(hiddenCompanies.createdAt), desc(hiddenCompanies.companyId))
    .limit(HIDDEN_LIST_LIMIT);
  return rows.map((r) => ({ id: r.id, name: r.name, hidden_at: r.hiddenAt.toISOString() }));
}
