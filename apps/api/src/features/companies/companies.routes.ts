import {
  AdminCompanyUpdateBody,
  Company,
  CompanyUpdateBody,
  IdBody,
  item,
  Ok,
  Review,
  ReviewInsertBody,
  ReviewStats,
  ReviewsListBody,
  ReviewsPage,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { recordAdminAction } from '../admins/audit.repo.ts';
import { memberRole } from '../employers/team.repo.ts';
import { companyPageMeta } from './companies.meta.ts';
import { findCompany } from './companies.repo.ts';
import { updateCompany } from './companies.service.ts';
import { deleteReview, findReview, listReviews, type ReviewCursor, reviewStats } from './reviews.repo.ts';
import { writeReview } from './reviews.service.ts';

const REVIEWS_PAGE = 20;

const encodeCursor = (c: ReviewCursor) =>
  Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
function decodeCursor(raw: string | null | undefined): ReviewCursor | null {
  if (!raw) return null;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    const valid =
      typeof createdAt === 'string' &&
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(createdAt) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(id);
    if (valid) return { createdAt, id };
  } catch {
    // fall through to the error below
  }
  throw badRequest('Invalid cursor', 'validation_failed');
}

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.pageMeta.push(companyPageMeta(app));

  app.post(
    '/api/v1/companies.get',
    { schema: { body: IdBody, response: { 200: item(Company) } } },
    async (req) => {
      const company = await app.reads.run(req, (db) => findCompany(db, req.body.id));
      if (!company) throw notFound('Company not found');
      return { item: company };
    },
  );

  app.post(
    '/api/v1/companies.reviews.list',
    // Signed in, the author also sees their own pending review (docs/decisions/0121).
    { schema: { body: ReviewsListBody, response: { 200: ReviewsPage } }, preHandler: app.optionalAuth },
    async (req) => {
      const after = decodeCursor(req.body.next_cursor);
      const viewerId = req.user?.id ?? null;
      const now = app.clock.now();
      const page = await app.reads.run(req, (db) =>
        listReviews(db, req.body.id, viewerId, now, after, REVIEWS_PAGE),
      );
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
      const { rating, title, body } = req.body;
      const id = await writeReview(
        app.db,
        { companyId: company.id, userId: user.id, rating, title, body },
        app.clock.now(),
      );
      const review = await findReview(app.db, id, app.clock.now());
      if (!review) throw notFound('Review not found');
      return { item: review };
    },
  );

  app.post(
    '/api/v1/employers/companies.update',
    { schema: { body: CompanyUpdateBody, response: { 200: Ok } }, preHandler: app.requireRole('employer') },
    async (req) => {
      const user = currentUser(req);
      // The company held in the token, and a membership that still exists: either failing is 403.
      // Members read the profile; only the company's admins change it (decision 0179).
      const role =
        user.activeCompanyId === req.body.id ? await memberRole(app.db, req.body.id, user.id) : null;
      if (!role) throw forbidden('You can only edit your own company');
      if (role !== 'admin') throw forbidden('Only company admins change the company profile');
      // CompanyUpdateBody has no accredited/verified: zod drops them if an employer sends them.
      await updateCompany(app.db, req.body, app.clock.now());
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/admins/companies.update',
    { schema: { body: AdminCompanyUpdateBody, response: { 200: Ok } }, preHandler: app.requireRole('admin') },
    async (req) => {
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        await updateCompany(tx, req.body, now);
        const entry = {
          adminId: currentUser(req).id,
          action: 'company.update',
          targetType: 'company',
        } as const;
        await recordAdminAction(tx, { ...entry, targetId: req.body.id }, now);
      });
      return { ok: true as const };
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
