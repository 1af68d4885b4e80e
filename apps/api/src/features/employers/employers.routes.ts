import {
  CreatedId,
  EmployerCompany,
  EmployerJobItem,
  EmployerJobsListBody,
  ErrorBody,
  IdBody,
  item,
  JobArchiveBody,
  JobItem,
  JobUpdateBody,
  JobWriteBody,
  list,
  NewCompanyBody,
  Ok,
  page,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { findJobItemRow, toEmployerJobItem, toJobItem } from '../jobs/job-item.ts';
import { insertCompany, isCompanyMember, listMemberCompanies } from './companies.repo.ts';
import { assertCanWriteCompany, createJob, editJob } from './job-write.service.ts';
import {
  archiveJob,
  decodeJobCursor,
  encodeJobCursor,
  findJobCompanyId,
  listCompanyJobs,
} from './jobs-write.repo.ts';

const PAGE_SIZE = 20;

/** Companies one person may create in any 24 hours (trust, second round: decision 0185). */
export const COMPANIES_PER_DAY = 3;

/** The employer area: companies, job posting and the dashboard counters (spec part 2). */

export const employersRoutes: FastifyPluginAsyncZod = async (app) => {
  const employer = app.requireRole('employer');

  app.post(
    '/api/v1/employers/companies.list',
    { schema: { response: { 200: list(EmployerCompany) } }, preHandler: employer },
    async (req) => ({ items: await listMemberCompanies(app.db, currentUser(req).id) }),
  );

  app.post(
    '/api/v1/employers/companies.insert',
    { schema: { body: NewCompanyBody, response: { 200: CreatedId, 429: ErrorBody } }, preHandler: employer },
    async (req) => {
      const userId = currentUser(req).id;
      const now = app.clock.now();
      // Companies are free, and each brought a fresh allowance of resume reads: at most three a
      // day per person, counted where every other limit is (decisions 0185, 0216).
      await app.limits.enforce(
        [
          {
            key: `companies-created:${userId}`,
            max: COMPANIES_PER_DAY,
            windowMs: 24 * 60 * 60_000,
            code: 'too_many_companies',
            message: 'You can create up to 3 companies a day. Please try again tomorrow.',
          },
        ],
        now,
      );
      return { id: await insertCompany(app.db, req.body, userId, now) };
    },
  );

  app.post(
    '/api/v1/employers/jobs.insert',
    { schema: { body: JobWriteBody, response: { 200: CreatedId } }, preHandler: employer },
    async (req) => ({ id: await createJob(app.db, currentUser(req), req.body, app.clock.now()) }),
  );

  app.post(
    '/api/v1/employers/jobs.update',
    { schema: { body: JobUpdateBody, response: { 200: CreatedId } }, preHandler: employer },
    async (req) => {
      await editJob(app.db, currentUser(req), req.body, app.clock.now());
      return { id: req.body.id };
    },
  );

  // Loads any job of the employer's companies, drafts included, for the edit wizard.
  app.post(
    '/api/v1/employers/jobs.get',
    { schema: { body: IdBody, response: { 200: item(EmployerJobItem) } }, preHandler: employer },
    async (req) => {
      const row = await findJobItemRow(app.db, req.body.id);
      if (!row || !(await isCompanyMember(app.db, currentUser(req).id, row.companyId)))
        throw notFound('Job not found');
      return { item: toEmployerJobItem(row) };
    },
  );

  // Also the public company page's list: members see every job, everyone else only active ones.
  app.post(
    '/api/v1/employers/jobs.list',
    {
      schema: { body: EmployerJobsListBody, response: { 200: page(JobItem) } },
      preHandler: app.optionalAuth,
    },
    async (req) => {
      const { company_id, next_cursor } = req.body;
      const after = decodeJobCursor(next_cursor);
      if (next_cursor && !after) throw badRequest('Invalid cursor');
      const user = req.user;
      const member = user?.role === 'employer' && (await isCompanyMember(app.db, user.id, company_id));
      const rows = await listCompanyJobs(app.db, company_id, {
        publicOnly: !member,
        now: app.clock.now(),
        after,
        limit: PAGE_SIZE + 1,
      });
      const items = rows.slice(0, PAGE_SIZE);
      const last = items.at(-1);
      return {
        // Members see a hidden figure as written; the public list shows 'Salary not shown'.
        items: items.map((r) => toJobItem(r, member ? 'owner' : 'public')),
        next_cursor: rows.length > PAGE_SIZE && last ? encodeJobCursor(last) : null,
      };
    },
  );

  app.post(
    '/api/v1/employers/jobs.archive',
    { schema: { body: JobArchiveBody, response: { 200: Ok } }, preHandler: employer },
    async (req) => {
      const { company_id, id } = req.body;
      await assertCanWriteCompany(app.db, currentUser(req), company_id);
      if ((await findJobCompanyId(app.db, id)) !== company_id) throw notFound('Job not found');
      await archiveJob(app.db, company_id, id, app.clock.now());
      return { ok: true as const };
    },
  );
};
