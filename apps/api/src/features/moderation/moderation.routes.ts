import {
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
import { reviewVisibleTo } from '../companies/reviews.repo.ts';
import { archiveJob, findJobCompanyId } from '../employers/jobs-write.repo.ts';
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
      if (!(await dismissReviewReports(app.db, req.body.id))) throw notFound('No reports of this review');
      req.log.info(
        { reviewId: req.body.id, admin: currentUser(req).id },
        'review reports dismissed by admin',
      );
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
      if (!(await dismissJobReports(app.db, req.body.id))) throw notFound('No reports of this job');
      req.log.info({ jobId: req.body.id, admin: currentUser(req).id }, 'job reports dismissed by admin');
      return { ok: true as const };
    },
  );

  // Archive a reported job of any company; its reports are settled with it.
  app.post(
    '/api/v1/admins/jobs.archive',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: admin },
    async (req) => {
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        const companyId = await findJobCompanyId(tx, req.body.id);
        if (!companyId) throw notFound('Job not found');
        await archiveJob(tx, companyId, req.body.id, now);
        await dismissJobReports(tx, req.body.id);
      });
      req.log.info({ jobId: req.body.id, admin: currentUser(req).id }, 'job archived by admin');
      return { ok: true as const };
    },
  );
};
