import type { JobReportReason, ReportedJob, ReportedReview } from '@fitjobs/contract';
import { and, count, desc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, jobReports, jobs, reviewReports, reviews, users } from '../../db/schema/index.ts';
import { reviewerName } from '../companies/reviews.repo.ts';

/** The admin queues show this many reported items, the most recently reported first. */
const QUEUE_SIZE = 100;

/** One report per person and review: reporting again replaces the reason. */
export async function upsertReviewReport(
  db: DbOrTx,
  report: { reviewId: string; reporterId: string; reason: string },
  now: Date,
): Promise<void> {
  await db
    .insert(reviewReports)
    .values({ ...report, createdAt: now })
    .onConflictDoUpdate({
      target: [reviewReports.reviewId, reviewReports.reporterId],
      set: { reason: report.reason, createdAt: now },
    });
}

/** One report per person and job: reporting again replaces the reason and comment. */
export async function upsertJobReport(
  db: DbOrTx,
  report: { jobId: string; reporterId: string; reason: JobReportReason; comment: string | null },
  now: Date,
): Promise<void> {
  await db
    .insert(jobReports)
    .values({ ...report, createdAt: now })
    .onConflictDoUpdate({
      target: [jobReports.jobId, jobReports.reporterId],
      set: { reason: report.reason, comment: report.comment, createdAt: now },
    });
}

/** Reports the person made since the given time (of reviews, or of jobs), other than of this object. */
export async function countReportsSince(
  db: DbOrTx,
  kind: 'review' | 'job',
  reporterId: string,
  since: Date,
  exceptId: string,
): Promise<number> {
  const table = kind === 'review' ? reviewReports : jobReports;
  const objectId = kind === 'review' ? reviewReports.reviewId : jobReports.jobId;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(
      and(eq(table.reporterId, reporterId), gte(table.createdAt, since), sql`${objectId} <> ${exceptId}`),
    );
  return row?.n ?? 0;
}

export async function reportedReviews(db: DbOrTx): Promise<ReportedReview[]> {
  const queue = await db
    .select({
      id: reviews.id,
      companyId: reviews.companyId,
      companyName: companies.name,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      fullName: users.fullName,
      createdAt: reviews.createdAt,
      reportCount: count(),
      lastReportedAt: max(reviewReports.createdAt),
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .groupBy(reviews.id, companies.name, users.fullName)
    .orderBy(desc(max(reviewReports.createdAt)))
    .limit(QUEUE_SIZE);
  const reports = queue.length
    ? await db
        .select({
          of: reviewReports.reviewId,
          reason: reviewReports.reason,
          createdAt: reviewReports.createdAt,
        })
        .from(reviewReports)
        .where(
          inArray(
            reviewReports.reviewId,
            queue.map((r) => r.id),
          ),
        )
        .orderBy(desc(reviewReports.createdAt))
    : [];
  return queue.map((r) => ({
    id: r.id,
    company_id: r.companyId,
    company_name: r.companyName,
    rating: r.rating,
    title: r.title,
    body: r.body,
    user_name: reviewerName(r.fullName),
    created_at: r.createdAt.toISOString(),
    report_count: r.reportCount,
    reports: reports
      .filter((p) => p.of === r.id)
      .map((p) => ({ reason: p.reason, comment: null, created_at: p.createdAt.toISOString() })),
  }));
}

export async function reportedJobs(db: DbOrTx): Promise<ReportedJob[]> {
  const queue = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyId: jobs.companyId,
      companyName: jobs.companyName,
      archivedAt: jobs.archivedAt,
      reportCount: count(),
    })
    .from(jobReports)
    .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
    .groupBy(jobs.id)
    .orderBy(desc(max(jobReports.createdAt)))
    .limit(QUEUE_SIZE);
  const reports = queue.length
    ? await db
        .select({
          of: jobReports.jobId,
          reason: jobReports.reason,
          comment: jobReports.comment,
          createdAt: jobReports.createdAt,
        })
        .from(jobReports)
        .where(
          inArray(
            jobReports.jobId,
            queue.map((j) => j.id),
          ),
        )
        .orderBy(desc(jobReports.createdAt))
    : [];
  return queue.map((j) => ({
    id: j.id,
    title: j.title,
    company_id: j.companyId,
    company_name: j.companyName,
    archived: j.archivedAt !== null,
    report_count: j.reportCount,
    reports: reports
      .filter((p) => p.of === j.id)
      .map((p) => ({ reason: p.reason, comment: p.comment, created_at: p.createdAt.toISOString() })),
  }));
}

/** Keep: the review stays and leaves the queue. True when it had reports. */
export async function dismissReviewReports(db: DbOrTx, reviewId: string): Promise<boolean> {
  const rows = await db
    .delete(reviewReports)
    .where(eq(reviewReports.reviewId, reviewId))
    .returning({ id: reviewReports.id });
  return rows.length > 0;
}

/** Dismiss (or, after archiving, close): the job leaves the queue. True when it had reports. */
export async function dismissJobReports(db: DbOrTx, jobId: string): Promise<boolean> {
  const rows = await db
    .delete(jobReports)
    .where(eq(jobReports.jobId, jobId))
    .returning({ id: jobReports.id });
  return rows.length > 0;
}
