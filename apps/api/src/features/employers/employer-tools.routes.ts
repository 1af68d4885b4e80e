import {
  CompanyBody,
  CompanyJobBody,
  CompanyTeam,
  CreatedId,
  ErrorBody,
  InvitationDeleteBody,
  InvitationInsertBody,
  item,
  JobStats,
  JobTotals,
  JobTotalsBody,
  list,
  MemberDeleteBody,
  Ok,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { duplicateJob, repostJob } from './job-copy.ts';
import { statsFor, totalsFor } from './job-stats.ts';
import * as team from './team.service.ts';

/** Employer tools on jobs (duplicate, repost, figures) and the company's team (issue 18). */
export const employerToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const employer = app.requireRole('employer');

  app.post(
    '/api/v1/employers/jobs.duplicate',
    { schema: { body: CompanyJobBody, response: { 200: CreatedId } }, preHandler: employer },
    async (req) => ({
      id: await duplicateJob(app.db, currentUser(req), req.body.company_id, req.body.id, app.clock.now()),
    }),
  );

  app.post(
    '/api/v1/employers/jobs.repost',
    { schema: { body: CompanyJobBody, response: { 200: CreatedId } }, preHandler: employer },
    async (req) => ({
      id: await repostJob(app.db, currentUser(req), req.body.company_id, req.body.id, app.clock.now()),
    }),
  );

  app.post(
    '/api/v1/employers/jobs.stats',
    { schema: { body: CompanyJobBody, response: { 200: item(JobStats) } }, preHandler: employer },
    async (req) => ({
      item: await statsFor(app.db, currentUser(req).id, req.body.company_id, req.body.id, app.clock.now()),
    }),
  );

  app.post(
    '/api/v1/employers/jobs.totals',
    { schema: { body: JobTotalsBody, response: { 200: list(JobTotals) } }, preHandler: employer },
    async (req) => ({
      items: await totalsFor(app.db, currentUser(req).id, req.body.company_id, req.body.ids),
    }),
  );

  app.post(
    '/api/v1/employers/companies.team.list',
    { schema: { body: CompanyBody, response: { 200: CompanyTeam } }, preHandler: employer },
    async (req) => team.viewTeam(app, currentUser(req).id, req.body.company_id),
  );

  app.post(
    '/api/v1/employers/companies.invitations.insert',
    {
      schema: { body: InvitationInsertBody, response: { 200: CompanyTeam, 429: ErrorBody } },
      preHandler: employer,
    },
    async (req) => team.invite(app, currentUser(req).id, req.body),
  );

  app.post(
    '/api/v1/employers/companies.invitations.delete',
    { schema: { body: InvitationDeleteBody, response: { 200: CompanyTeam } }, preHandler: employer },
    async (req) => team.withdrawInvitation(app, currentUser(req).id, req.body.company_id, req.body.id),
  );

  app.post(
    '/api/v1/employers/companies.members.delete',
    { schema: { body: MemberDeleteBody, response: { 200: Ok } }, preHandler: employer },
    async (req) => {
      await team.removeMember(app, currentUser(req).id, req.body.company_id, req.body.user_id);
      return { ok: true as const };
    },
  );
};
