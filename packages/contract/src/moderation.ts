import { z } from 'zod';
import { Timestamp, Uuid } from './common.ts';
import { JobReportReason } from './enums.ts';

/**
 * Reports of reviews and job ads, and the admin queues that handle them (issue 15,
 * docs/decisions/0122 and 0123).
 */

export const JOB_REPORT_REASON_LABELS: Record<JobReportReason, string> = {
  scam: 'Scam or fraud',
  discriminatory: 'Discriminatory',
  misleading: 'Misleading',
  other: 'Other',
};

/** POST /api/v1/companies.reviews.report: any signed-in person, once per review. */
export const ReviewReportBody = z.object({
  id: Uuid,
  reason: z.string().trim().min(1, 'Please say what is wrong with this review').max(1000),
});
export type ReviewReportBody = z.input<typeof ReviewReportBody>;

/** POST /api/v1/jobs.reports.insert: signed-in people only, once per job (a second replaces the first). */
export const JobReportBody = z.object({
  id: Uuid,
  reason: JobReportReason,
  comment: z.string().trim().max(2000).nullish(),
});
export type JobReportBody = z.input<typeof JobReportBody>;

/** One report as the admin reads it. */
export const ReportEntry = z.object({
  reason: z.string(),
  comment: z.string().nullable(),
  created_at: Timestamp,
});

/** A reported review in the admin queue: the review, and every report of it. */
export const ReportedReview = z.object({
  id: Uuid,
  company_id: Uuid,
  company_name: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  user_name: z.string(),
  created_at: Timestamp,
  report_count: z.number().int(),
  reports: z.array(ReportEntry),
});
export type ReportedReview = z.infer<typeof ReportedReview>;

/** A reported job in the admin queue: the job, the number of reports and their reasons. */
export const ReportedJob = z.object({
  id: Uuid,
  title: z.string(),
  company_id: Uuid,
  company_name: z.string(),
  archived: z.boolean(),
  report_count: z.number().int(),
  reports: z.array(ReportEntry),
});
export type ReportedJob = z.infer<typeof ReportedJob>;
