import {
  IdBody,
  item,
  Ok,
  REVIEW_SORTS,
  Review,
  ReviewInsertBody,
  ReviewRespondBody,
  type ReviewSort,
  ReviewStats,
  ReviewsListBody,
  ReviewsPage,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { recordAdminAction } from '../admins/audit.repo.ts';
import { memberRole } from '../employers/team.repo.ts';
import { findCompany } from './companies.repo.ts';
import { reviewValues } from './review-columns.ts';
import { reviewStats } from './review-stats.repo.ts';
import { deleteReview, findReview, listReviews, type ReviewCursor, respondToReview } from './reviews.repo.ts';
import { writeReview } from './reviews.service.ts';

const REVIEWS_PAGE = 20;

const encodeCursor = (c: ReviewCursor) =>
  Buffer.from(JSON.stringify([c.createdAt, c.id, c.sort, c.rating])).toString('base64url');

/** A cursor of the same sort as the request; [created_at, id] alone (before issue 26) is newest. */
function decodeCursor(raw: string | null | undefined, sort: ReviewSort): ReviewCursor | null {
  if (!raw) return null;
  try {
    const [createdAt, id, cursorSort = 'newest', rating = 0] = JSON.parse(
      Buffer.from(raw, 'base64url').toString('utf8'),
    );
    const valid =
      typeof createdAt === 'string' &&
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(createdAt) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(id) &&
      cursorSort === sort &&
      REVIEW_SORTS.includes(cursorSort) &&
      Number.isInteger(rating) &&
      rating >= 0 &&
      rating <= 5;
    if (valid) return { createdAt, id, sort, rating };
  } catch {
    // fall through to the error below
  }
  throw badRequest('Invalid cursor', 'validation_failed');
}

/**
 * Company reviews (spec part 1; issue 26, decision 0203): anonymous in every answer, structured,
 * sorted and filtered, with one public response per review from the company's admins.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/companies.reviews.list',
    // Signed in, the author also sees their own pending review and "Yours" (decisions 0121, 0203).
    { schema: { body: ReviewsListBody, response: { 200: ReviewsPage } }, preHandler: app.optionalAuth },
    async (req) => {
      const { id, sort, rating } = req.body;
      const query = {
        companyId: id,
        sort,
        rating: rating ?? null,
        after: decodeCursor(req.body.next_cursor, sort),
      };
      const viewerId = req.user?.id ?? null;
      const now = app.clock.now();
      const page = await app.reads.run(req, (db) => listReviews(db, query, viewerId, now, REVIEWS_PAGE));
      return { items: page.items, next_cursor: page.more && page.last ? encodeCursor(page.last) : null };
    },
  );

  app.post(
    '/api/v1/companies.reviews.stats',
    { schema: { body: IdBody, response: { 200: ReviewStats } } },
    async (req) => app.reads.run(req, (db) => reviewStats(db, req.body.id, app.clock.now())),
  );

  app.post(
    '/api/v1/employees/companies.reviews.insert',
    {
      schema: { body: ReviewInsertBody, response: { 200: item(Review) } },
      preHandler: app.requireRole('employee'),
    },
    async (req) => {
      const user = currentUser(req);
      const company = await findCompany(app.db, req.body.id);
      if (!company) throw notFound('Company not found');
      const written = { companyId: company.id, userId: user.id, ...reviewValues(req.body) };
      const id = await writeReview(app.db, written, app.clock.now());
      const review = await findReview(app.db, id, user.id, app.clock.now());
      if (!review) throw notFound('Review not found');
      return { item: review };
    },
  );

  app.post(
    '/api/v1/employers/companies.reviews.respond',
    {
      schema: { body: ReviewRespondBody, response: { 200: item(Review) } },
      preHandler: app.requireRole('employer'),
    },
    async (req) => {
      const user = currentUser(req);
      const companyId = user.activeCompanyId;
      // The company speaks publicly, as its profile does: its admins only (decision 0179).
      const role = companyId ? await memberRole(app.db, companyId, user.id) : null;
      if (!companyId || !role) throw forbidden('You need a company to respond to reviews');
      if (role !== 'admin') throw forbidden('Only company admins respond to reviews');
      const now = app.clock.now();
      const response = { reviewId: req.body.id, companyId, userId: user.id, body: req.body.body };
      // Another company's review, or one not shown yet, is not found: nothing says it exists.
      if (!(await respondToReview(app.db, response, now))) throw notFound('Review not found');
      const review = await findReview(app.db, req.body.id, user.id, now);
      if (!review) throw notFound('Review not found');
      return { item: review };
    },
  );

  app.post(
    '/api/v1/admins/companies.reviews.delete',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: app.requireRole('admin') },
    async (req) => {
      const { id } = req.body;
      const adminId = currentUser(req).id;
      await app.db.transaction(async (tx) => {
        if (!(await deleteReview(tx, id))) throw notFound('Review not found');
        const entry = { adminId, action: 'review.delete', targetType: 'review', targetId: id } as const;
        await recordAdminAction(tx, entry, app.clock.now());
      });
      return { ok: true as const };
    },
  );
};
