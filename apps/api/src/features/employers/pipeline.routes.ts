import {
  BulkMessageBody,
  BulkMessageResult,
  CompanyBody,
  CompanyTeam,
  HiringSummary,
  item,
  list,
  MemberRoleUpdateBody,
  MessageTemplate,
  Ok,
  TemplateDeleteBody,
  TemplateInsertBody,
  TemplateUpdateBody,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import * as templates from '../applications/templates.repo.ts';
import {
  addTemplate,
  assertMember,
  changeTemplate,
  sendBulkMessage,
} from '../applications/templates.service.ts';
import { jobsWithHires, medianDays } from './hiring-summary.repo.ts';
import { changeRole } from './team.service.ts';

const toTemplate = (r: templates.TemplateRow): MessageTemplate => ({
  id: r.id,
  name: r.name,
  body: r.body,
  updated_at: r.updatedAt.toISOString(),
});

/** Message templates, bulk messages, team roles and hires (issue 23). */
export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const employer = app.requireRole('employer');

  app.post(
    '/api/v1/employers/templates.list',
    { schema: { body: CompanyBody, response: { 200: list(MessageTemplate) } }, preHandler: employer },
    async (req) => {
      await assertMember(app, req.body.company_id, currentUser(req).id);
      return { items: (await templates.listTemplates(app.db, req.body.company_id)).map(toTemplate) };
    },
  );

  app.post(
    '/api/v1/employers/templates.insert',
    { schema: { body: TemplateInsertBody, response: { 200: item(MessageTemplate) } }, preHandler: employer },
    async (req) => ({ item: toTemplate(await addTemplate(app, currentUser(req).id, req.body)) }),
  );

  app.post(
    '/api/v1/employers/templates.update',
    { schema: { body: TemplateUpdateBody, response: { 200: item(MessageTemplate) } }, preHandler: employer },
    async (req) => ({ item: toTemplate(await changeTemplate(app, currentUser(req).id, req.body)) }),
  );

  app.post(
    '/api/v1/employers/templates.delete',
    { schema: { body: TemplateDeleteBody, response: { 200: Ok } }, preHandler: employer },
    async (req) => {
      await assertMember(app, req.body.company_id, currentUser(req).id);
      if (!(await templates.deleteTemplate(app.db, req.body.company_id, req.body.id)))
        throw notFound('Template not found');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/employers/applications.messages.bulkInsert',
    {
      schema: { body: BulkMessageBody, response: { 200: BulkMessageResult } },
      preHandler: employer,
      // Each call may write up to 100 messages: a handful a minute is plenty for people.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => sendBulkMessage(app, currentUser(req), req.body),
  );

  app.post(
    '/api/v1/employers/companies.members.update',
    { schema: { body: MemberRoleUpdateBody, response: { 200: CompanyTeam } }, preHandler: employer },
    async (req) => changeRole(app, currentUser(req).id, req.body),
  );

  app.post(
    '/api/v1/employers/hiring.summary',
    { schema: { body: CompanyBody, response: { 200: HiringSummary } }, preHandler: employer },
    async (req) => {
      await assertMember(app, req.body.company_id, currentUser(req).id);
      const jobs = await jobsWithHires(app.db, req.body.company_id);
      return { hires: jobs.reduce((n, j) => n + j.hires, 0), median_days_to_hire: medianDays(jobs), jobs };
    },
  );
};
