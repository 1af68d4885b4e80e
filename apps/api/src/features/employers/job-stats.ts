import { addDays, boardToday, type JobStats } from '@fitjobs/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { isCompanyMember } from './companies.repo.ts';
import { jobDays, jobTotals } from './job-stats.repo.ts';

/** Read by any member of the company; a job of another company is "not found". */
async function companyJobs(db: DbOrTx, userId: string, companyId: string, ids: string[]) {
  if (!(await isCompanyMember(db, userId, companyId))) throw forbidden();
  const rows = await db
    .select({
      id: jobs.id,
      createdAt: jobs.createdAt,
      expiresAt: jobs.expiresAt,
      archivedAt: jobs.archivedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), inArray(jobs.id, ids)));
  if (rows.length !== ids.length) throw notFound('Job not found');
  return rows;
}

export async function totalsFor(db: DbOrTx, userId: string, companyId: string, ids: string[]) {
  await companyJobs(db, userId, companyId, ids);
  return jobTotals(db, ids);
}

/** Every NZ day of the job's life (posted until today, its expiry or its archiving), quiet days as zeros. */
export async function statsFor(
  db: DbOrTx,
  userId: string,
  companyId: string,
  id: string,
  now: Date,
): Promise<JobStats> {
  const [job] = await companyJobs(db, userId, companyId, [id]);
  if (!job) throw notFound('Job not found');
  const [totals] = await jobTotals(db, [id]);
  const counted = await jobDays(db, id);
  const ends = [now, job.expiresAt, job.archivedAt].filter((d): d is Date => d !== null);
  let first = boardToday(job.createdAt);
  let last = boardToday(new Date(Math.min(...ends.map((d) => d.getTime()))));
  // Events dated outside the life (a view of an old link after archiving) still show.
  for (const d of counted) {
    if (d.date < first) first = d.date;
    if (d.date > last) last = d.date;
  }
  const byDate = new Map(counted.map((d) => [d.date, d]));
  const days = [];
  for (let d = first; d <= last; d = addDays(d, 1)) {
    days.push(byDate.get(d) ?? { date: d, views: 0, apply_clicks: 0, applications: 0 });
  }
  return {
    job_id: id,
    views: totals?.views ?? 0,
    apply_clicks: totals?.apply_clicks ?? 0,
    applications: totals?.applications ?? 0,
    days,
  };
}
