import {
  AdminCompanyItem,
  AdminCompanySearchBody,
  COMPANY_SEARCH_MIN_CHARS,
  CompanyFlagsBody,
  CreatedId,
  EmployerJobItem,
  IdBody,
  item,
  JobUpdateBody,
  JobWriteBody,
  list,
  NewCompanyBody,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { insertCompany, searchCompanies, updateCompanyFlags } from '../employers/companies.repo.ts';
import { createJob, editJob } from '../employers/job-write.service.ts';
import { findJobItemRow, toEmployerJobItem } from '../jobs/job-item.ts';
import { recordAdminAction } from './audit.repo.ts';

/** The admin area: companies for anyone, jobs for any company, moderation flags (spec part 2). */
export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');

  app.post(
    '/api/v1/admins/companies.search',
    {
      schema: { body: AdminCompanySearchBody, response: { 200: list(AdminCompanyItem) } },
      preHandler: admin,
    },
    async (req) => {
      const query = req.body.query.trim();
      if (query.length < COMPANY_SEARCH_MIN_CHARS) return { items: [] };
      return { items: await searchCompanies(app.db, query) };
    },
  );

  // An admin creates companies for others: no membership is added.
  app.post(
    '/api/v1/admins/companies.insert',
    { schema: { body: NewCompanyBody, response: { 200: CreatedId } }, preHandler: admin },
    async (req) => {
      const now = app.clock.now();
      const id = await app.db.transaction(async (tx) => {
        const created = await insertCompany(tx, req.body, null, now);
        const entry = { adminId: currentUser(req).id, targetId: created } as const;
        await recordAdminAction(tx, { ...entry, action: 'company.insert', targetType: 'company' }, now);
        return created;
      });
      return { id };
    },
  );

  app.post(
    '/api/v1/admins/companies.flags.update',
    { schema: { body: CompanyFlagsBody, response: { 200: item(AdminCompanyItem) } }, preHandler: admin },
    async (req) => {
      const { id, ...flags } = req.body;
      const now = app.clock.now();
      const company = await app.db.transaction(async (tx) => {
        const updated = await updateCompanyFlags(tx, id, flags, now);
        if (!updated) throw notFound('Company not found');
        const entry = {
          adminId: currentUser(req).id,
          action: 'company.flags.update',
          targetType: 'company',
        } as const;
        await recordAdminAction(tx, { ...entry, targetId: id }, now);
        return updated;
      });
      return { item: company };
    },
  );

  app.post(
    '/api/v1/admins/jobs.insert',
    { schema: { body: JobWriteBody, response: { 200: CreatedId } }, preHandler: admin },
    async (req) => {
      const now = app.clock.now();
      const user = currentUser(req);
      const id = await app.db.transaction(async (tx) => {
        const created = await createJob(tx, user, req.body, now);
        await recordAdminAction(
          tx,
          { adminId: user.id, action: 'job.insert', targetType: 'job', targetId: created },
          now,
        );
        return created;
      });
      return { id };
    },
  );

  app.post(
    '/api/v1/admins/jobs.update',
    { schema: { body: JobUpdateBody, response: { 200: CreatedId } }, preHandler: admin },
    async (req) => {
      const now = app.clock.now();
      const user = currentUser(req);
      await app.db.transaction(async (tx) => {
        await editJob(tx, user, req.body, now);
        const entry = {
          adminId: user.id,
          action: 'job.update',
          targetType: 'job',
          targetId: req.body.id,
        } as const;
        await recordAdminAction(tx, entry, now);
      });
      return { id: req.body.id };
    },
  );

  // Any job, drafts included, for the admin edit wizard.
  app.post(
    '/api/v1/admins/jobs.get',
    // The edit wizard's load: the questions with their accepted answers (decision 0171).
    { schema: { body: IdBody, response: { 200: item(EmployerJobItem) } }, preHandler: admin },
    async (req) => {
      const row = await findJobItemRow(app.db, req.body.id);
      if (!row) throw notFound('Job not found');
      return { item: toEmployerJobItem(row) };
    },
  );
};
