import {
  BlockCompanyBody,
  BlockedCompany,
  IdBody,
  item,
  JobInvitationInsertBody,
  list,
  Ok,
  ReceivedJobInvitation,
  SentJobInvitation,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import * as repo from './invitations.repo.ts';
import { blockCompany, declineInvitation, inviteToApply, toReceived } from './invitations.service.ts';

/** Invitations to apply, and the candidate's blocks of companies (issue 23, decision 0176). */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const employee = app.requireRole('employee');

  app.post(
    '/api/v1/employers/jobs.invitations.insert',
    {
      schema: { body: JobInvitationInsertBody, response: { 200: item(SentJobInvitation) } },
      preHandler: app.requireRole('employer'),
    },
    async (req) => ({ item: await inviteToApply(app, currentUser(req).id, req.body) }),
  );

  app.post(
    '/api/v1/employees/invitations.list',
    { schema: { response: { 200: list(ReceivedJobInvitation) } }, preHandler: employee },
    async (req) => ({
      items: (await repo.listReceived(app.db, currentUser(req).id, app.clock.now())).map(toReceived),
    }),
  );

  app.post(
    '/api/v1/employees/invitations.decline',
    { schema: { body: IdBody, response: { 200: item(ReceivedJobInvitation) } }, preHandler: employee },
    async (req) => ({ item: await declineInvitation(app, currentUser(req).id, req.body.id) }),
  );

  app.post(
    '/api/v1/employees/companies.block',
    { schema: { body: BlockCompanyBody, response: { 200: Ok } }, preHandler: employee },
    async (req) => {
      await blockCompany(app, currentUser(req).id, req.body.company_id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/employees/companies.blocks.list',
    { schema: { response: { 200: list(BlockedCompany) } }, preHandler: employee },
    async (req) => ({
      items: (await repo.listBlocks(app.db, currentUser(req).id)).map((b) => ({
        company_id: b.companyId,
        company_name: b.companyName,
        created_at: b.createdAt.toISOString(),
      })),
    }),
  );

  app.post(
    '/api/v1/employees/companies.blocks.delete',
    { schema: { body: BlockCompanyBody, response: { 200: Ok } }, preHandler: employee },
    // Lifting a block that is not there is done already: the answer is the same.
    async (req) => {
      await repo.unblock(app.db, currentUser(req).id, req.body.company_id);
      return { ok: true as const };
    },
  );
};
