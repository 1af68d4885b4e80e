import { and, count, eq, gt, isNull, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applications, externalApplications, jobs, resumes, savedJobs } from '../../db/schema/index.ts';
import { listed } from '../jobs/saved-jobs.repo.ts';

export async function employeeCounts(db: DbOrTx, userId: string) {
  const [saved, resumeCount, applied, appliedElsewhere] = await Promise.all([
    // As the saved list counts them: listed jobs only (saved-jobs.repo.ts).
    db
      .select({ n: count() })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(and(eq(savedJobs.userId, userId), listed())),
    db.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId)),
    db.select({ n: count() }).from(applications).where(eq(applications.userId, userId)),
    // "Applied jobs" lists both kinds (decision 0173).
    db.select({ n: count() }).from(externalApplications).where(eq(externalApplications.userId, userId)),
  ]);
  return {
    savedJobs: saved[0]?.n ?? 0,
    resumes: resumeCount[0]?.n ?? 0,
    applications: (applied[0]?.n ?? 0) + (appliedElsewhere[0]?.n ?? 0),
  };
}

/**
 * listed: what My Jobs lists (every non-test job that is not archived, drafts and expired ones
 * included); active: live jobs as the job status rule derives them.
 */
export async function employerCounts(db: DbOrTx, companyId: string, now: Date) {
  const [jobRow] = await db
    .select({
      listed: sql<number>`count(*) filter (where ${isNull(jobs.archivedAt)})`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${and(
        not(jobs.isDraft),
        isNull(jobs.archivedAt),
        or(isNull(jobs.expiresAt), gt(jobs.expiresAt, now)),
      )})`.mapWith(Number),
    })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), not(jobs.isTest)));
  const [applicationRow] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(jobs.companyId, companyId));
  return { listed: jobRow?.listed ?? 0, active: jobRow?.active ?? 0, applications: applicationRow?.n ?? 0 };
}
