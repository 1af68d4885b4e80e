import { ErrorBody, IdBody, list, Ok, ReceivedTeamInvitation } from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import {
  acceptTeamInvitation,
  declineTeamInvitation,
  receivedTeamInvitations,
} from './team-invitations.service.ts';

/**
 * Team invitations waiting in the signed-in person's account, whatever their role (decision
 * 0188): listed, accepted (employer accounts only) or declined.
 */
export const teamInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/users.teamInvitations.list',
    { schema: { response: { 200: list(ReceivedTeamInvitation) } }, preHandler: app.requireAuth },
    async (req) => ({ items: await receivedTeamInvitations(app, currentUser(req).id) }),
  );

  app.post(
    '/api/v1/users.teamInvitations.accept',
    { schema: { body: IdBody, response: { 200: Ok, 409: ErrorBody } }, preHandler: app.requireAuth },
    async (req) => {
      await acceptTeamInvitation(app, currentUser(req).id, req.body.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/users.teamInvitations.decline',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: app.requireAuth },
    async (req) => {
      await declineTeamInvitation(app, currentUser(req).id, req.body.id);
      return { ok: true as const };
    },
  );
};
