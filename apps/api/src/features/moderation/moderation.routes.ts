import {
  AdminReasonBody,
  EmptyBody,
  IdBody,
  JobReportBody,
  list,
  Ok,
  ReportedJob,
  ReportedReview,
  ReviewReportBody,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { recordAdminAction } from '../admins/audit.repo.ts';
import { takeDownJob } from '../admins/trust.service.ts';
import { reviewVisibleTo } from '../companies/reviews.repo.ts';
import { findVisibleJob } from '../jobs/job-access.ts';
import { dismissJobReports, dismissReviewReports, reportedJobs, reportedReviews } from './moderation.repo.ts';
import { reportJob, reportReview } from './moderation.service.ts';

/**
 * Reports of reviews and job ads by signed-in people, and the admin queues that settle them
 * (issue 15; docs/decisions/0122, 0123). Removing a review is admins/companies.reviews.delete.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');

  app.post(
    '/api/v1/companies.reviews.report',
    { schema: { body: ReviewReportBody, response: { 200: Ok } }, preHandler: app.requireAuth },
    async (req) => {
      const user = currentUser(req);
      const now = app.clock.now();
      // A pending review is its author's alone: for anyone else it does not exist.
      if (!(await reviewVisibleTo(app.db, req.body.id, user.id, now))) throw notFound('Review not found');
      await reportReview(app.db, req.body.id, user.id, req.body.reason, now);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/jobs/reports.insert',
    { schema: { body: JobReportBody, response: { 200: Ok } }, preHandler: app.requireAuth },
    async (req) => {
      const user = currentUser(req);
      if (!(await findVisibleJob(app.db, req.body.id, user))) throw notFound('Job not found');
      const { id, reason, comment } = req.body;
      await reportJob(
        app.db,
        { jobId: id, reporterId: user.id, reason, comment: comment || null },
        app.clock.now(),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/admins/reviews.reports.list',
    { schema: { body: EmptyBody, response: { 200: list(ReportedReview) } }, preHandler: admin },
    async () => ({ items: await reportedReviews(app.db) }),
  );

  // Keep: the review stays, its reports are settled.
  app.post(
    '/api/v1/admins/reviews.reports.dismiss',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: admin },
    async (req) => {
      const { id } = req.body;
      const adminId = currentUser(req).id;
      await app.db.transaction(async (tx) => {
        if (!(await dismissReviewReports(tx, id))) throw notFound('No reports of this review');
        const entry = {
          adminId,
          action: 'review.reports.dismiss',
          targetType: 'review',
          targetId: id,
        } as const;
        await recordAdminAction(tx, entry, app.clock.now());
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/admins/jobs.reports.list',
    { schema: { body: EmptyBody, response: { 200: list(ReportedJob) } }, preHandler: admin },
    async () => ({ items: await reportedJobs(app.db) }),
  );

  app.post(
    '/api/v1/admins/jobs.reports.dismiss',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: admin },
    async (req) => {
      const { id } = req.body;
      const adminId = currentUser(req).id;
      await app.db.transaction(async (tx) => {
        if (!(await dismissJobReports(tx, id))) throw notFound('No reports of this job');
        const entry = { adminId, action: 'job.reports.dismiss', targetType: 'job', targetId: id } as const;
        await recordAdminAction(tx, entry, app.clock.now());
      });
      return { ok: true as const };
    },
  );

  // Take down a job of any company (decision 0189): archived with the admin's reason, which the
  // employer is e-mailed; it can then be neither reposted nor duplicated. Its reports are settled.
  app.post(
    '/api/v1/admins/jobs.archive',
    { schema: { body: AdminReasonBody, response: { 200: Ok } }, preHandler: admin },
    async (req) => {
      await takeDownJob(app, currentUser(req).id, req.body.id, req.body.reason);
      return { ok: true as const };
    },
  );
};
