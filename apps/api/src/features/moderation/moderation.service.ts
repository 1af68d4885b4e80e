import type { JobReportReason } from '@fitjobs/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { lockKey } from '../auth/auth.repo.ts';
import { countReportsSince, upsertJobReport, upsertReviewReport } from './moderation.repo.ts';

/** Reports one account may make in any 24 hours, of reviews and of jobs each (docs/decisions/0123). */
export const REPORTS_PER_ACCOUNT_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

async function withinLimit(
  db: DbOrTx,
  kind: 'review' | 'job',
  reporterId: string,
  objectId: string,
  now: Date,
) {
  const since = new Date(now.getTime() - DAY_MS);
  if ((await countReportsSince(db, kind, reporterId, since, objectId)) >= REPORTS_PER_ACCOUNT_DAY) {
    throw new AppError(
      'too_many_reports',
      `You can report at most ${REPORTS_PER_ACCOUNT_DAY} ${kind}s a day. Please try again tomorrow, or write to support.`,
      429,
    );
  }
}

export async function reportReview(db: Db, reviewId: string, reporterId: string, reason: string, now: Date) {
  await db.transaction(async (tx) => {
    await lockKey(tx, `review-reports:${reporterId}`);
    await withinLimit(tx, 'review', reporterId, reviewId, now);
    await upsertReviewReport(tx, { reviewId, reporterId, reason }, now);
  });
}

export async function reportJob(
  db: Db,
  report: { jobId: string; reporterId: string; reason: JobReportReason; comment: string | null },
  now: Date,
) {
  await db.transaction(async (tx) => {
    await lockKey(tx, `job-reports:${report.reporterId}`);
    await withinLimit(tx, 'job', report.reporterId, report.jobId, now);
    await upsertJobReport(tx, report, now);
  });
}
