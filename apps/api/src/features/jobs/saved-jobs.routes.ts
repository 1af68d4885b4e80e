import {
  CursorBody,
  FavoriteId,
  HiddenCompany,
  HiddenJob,
  IdBody,
  JobItem,
  list,
  Ok,
  page,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import * as repo from './saved-jobs.repo.ts';

const SAVED_PAGE_SIZE = 20;

/** Saved jobs, hidden jobs and hidden companies of a job seeker (spec part 1, "Saved screens"). */
export const savedJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const employee = app.requireRole('employee');

  app.post(
    '/api/v1/jobs/favorites.insert',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: employee },
    async (req) => {
      const user = currentUser(req);
      if (!(await repo.isListedJob(app.db, req.body.id))) throw notFound('Job not found');
      await repo.saveJob(app.db, user.id, req.body.id, app.clock.now());
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/jobs/favorites.delete',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: employee },
    async (req) => {
      await repo.unsaveJob(app.db, currentUser(req).id, req.body.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/jobs/favorites.list',
    { schema: { response: { 200: list(FavoriteId) } }, preHandler: employee },
    async (req) => {
      const ids = await repo.savedJobIds(app.db, currentUser(req).id);
      return { items: ids.map((id) => ({ id })) };
    },
  );

  app.post(
    '/api/v1/jobs/favorite-details.list',
    { schema: { body: CursorBody.optional(), response: { 200: page(JobItem) } }, preHandler: employee },
    async (req) => {
      const raw = req.body?.next_cursor;
      const after = raw ? decodeCursor(raw, 'saved') : null;
      const found = await repo.savedJobDetails(
        app.db,
        currentUser(req).id,
        after?.m === 'saved' ? after : null,
        SAVED_PAGE_SIZE,
      );
      return {
        items: found.items,
        next_cursor: found.next ? encodeCursor({ m: 'saved', ...found.next }) : null,
      };
    },
  );

  app.post(
    '/api/v1/jobs/hidden.insert',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: employee },
    async (req) => {
      if (!(await repo.isListedJob(app.db, req.body.id))) throw notFound('Job not found');
      await repo.hideJob(app.db, currentUser(req).id, req.body.id, app.clock.now());
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/jobs/hidden.delete',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: employee },
    async (req) => {
      await repo.unhideJob(app.db, currentUser(req).id, req.body.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/companies/hidden.insert',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: employee },
    async (req) => {
      if (!(await repo.companyExists(app.db, req.body.id))) throw notFound('Company not found');
      await repo.hideCompany(app.db, currentUser(req).id, req.body.id, app.clock.now());
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/companies/hidden.delete',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: employee },
    async (req) => {
      await repo.unhideCompany(app.db, currentUser(req).id, req.body.id);
      return { ok: true as const };
    },
  );

  // What the seeker hid, listed on /profile with Unhide for each (issue 17).
  app.post(
    '/api/v1/jobs/hidden.list',
    { schema: { body: z.object({}).nullish(), response: { 200: list(HiddenJob) } }, preHandler: employee },
    async (req) => ({ items: await repo.hiddenJobsOf(app.db, currentUser(req).id) }),
  );

  app.post(
    '/api/v1/companies/hidden.list',
    {
      schema: { body: z.object({}).nullish(), response: { 200: list(HiddenCompany) } },
      preHandler: employee,
    },
    async (req) => ({ items: await repo.hiddenCompaniesOf(app.db, currentUser(req).id) }),
  );
};
