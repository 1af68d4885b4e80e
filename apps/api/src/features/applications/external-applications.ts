import type { EmployeeApplication } from '@fitjobs/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { externalApplications, jobs } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { KeysetPosition } from './cursor.ts';

/**
 * Applications a seeker made on an employer's own site, as they told us on their return from
 * 'Leaving FitJobs' (decision 0173). Theirs alone: the employer's lists never read this table, and
 * the job's applicant count does not change (the employer's site has its own).
 */

const columns = {
  id: externalApplications.id,
  jobId: externalApplications.jobId,
  jobTitle: jobs.title,
  jobCompanyId: jobs.companyId,
  companyName: jobs.companyName,
  createdAt: externalApplications.createdAt,
};
export type ExternalApplicationRow = Awaited<ReturnType<typeof listExternalApplications>>[number];

const createdMs = sql`date_trunc('milliseconds', ${externalApplications.createdAt})`;

/** The seeker's records, newest first, after a keyset position of the merged list. */
export async function listExternalApplications(
  db: DbOrTx,
  userId: string,
  cursor: KeysetPosition | null,
  limit: number,
) {
  return db
    .select(columns)
    .from(externalApplications)
    .innerJoin(jobs, eq(jobs.id, externalApplications.jobId))
    .where(
      and(
        eq(externalApplications.userId, userId),
        cursor
          ? sql`(${createdMs}, ${externalApplications.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(createdMs), desc(externalApplications.id))
    .limit(limit + 1);
}

/** Newest first, as both lists are ordered: (created_at, id) descending. */
export function newestFirst(items: EmployeeApplication[]): EmployeeApplication[] {
  const key = (a: EmployeeApplication) => `${a.created_at} ${a.id}`;
  return [...items].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
}

/** The data export's section: every job the person said they applied to elsewhere. */
export function exportExternalApplications(db: DbOrTx, userId: string) {
  return db
    .select({
      jobId: externalApplications.jobId,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      appliedAt: externalApplications.createdAt,
    })
    .from(externalApplications)
    .innerJoin(jobs, eq(jobs.id, externalApplications.jobId))
    .where(eq(externalApplications.userId, userId))
    .orderBy(externalApplications.createdAt);
}

/** One row as the seeker's Applied jobs list shows it. */
export function toExternalApplication(r: ExternalApplicationRow): EmployeeApplication {
  return {
    id: r.id,
    job_id: r.jobId,
    job_title: r.jobTitle,
    job_company_id: r.jobCompanyId,
    company_name: r.companyName,
    status: 'applied',
    cover_letter: null,
    applied_on: 'employer_site',
    created_at: r.createdAt.toISOString(),
    // The seeker told us they applied; nothing after that is known to FitJobs.
    status_history: [{ status: 'applied', at: r.createdAt.toISOString() }],
  };
}

async function findOwn(db: DbOrTx, userId: string, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select(columns)
    .from(externalApplications)
    .innerJoin(jobs, eq(jobs.id, externalApplications.jobId))
    .where(and(eq(externalApplications.userId, userId), where));
  return row ?? null;
}

/**
 * "Yes, I applied": kept once per person and job (saying yes twice keeps the first date). Only a
 * listed job with its own site can be applied to there; a FitJobs job is applied to here.
 */
export async function recordExternalApplication(db: DbOrTx, userId: string, jobId: string, now: Date) {
  const [job] = await db
    .select({ externalId: jobs.externalId, isDraft: jobs.isDraft, isTest: jobs.isTest })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job || job.isDraft || job.isTest) throw notFound('Job not found');
  if (!job.externalId) throw conflict('This job takes applications on FitJobs', 'internal_job');
  await db
    .insert(externalApplications)
    .values({ userId, jobId, createdAt: now })
    .onConflictDoNothing({ target: [externalApplications.userId, externalApplications.jobId] });
  const row = await findOwn(db, userId, eq(externalApplications.jobId, jobId));
  if (!row) throw new Error('external application vanished after insert');
  return toExternalApplication(row);
}

/** Takes a record off the person's list; another person's, or none, is 404. */
export async function deleteExternalApplication(db: DbOrTx, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(externalApplications)
    .where(and(eq(externalApplications.id, id), eq(externalApplications.userId, userId)))
    .returning({ id: externalApplications.id });
  if (gone.length === 0) throw notFound('Application not found');
}
