import type { ReceivedTeamInvitation } from '@fitjobs/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound, unauthorized } from '../../http/app-error.ts';
import { findUser } from '../auth/users.repo.ts';
import { liveSince, TEAM_INVITATION_TTL_MS } from './team.service.ts';
import * as repo from './team-invitations.repo.ts';

/**
 * The invited person's side of team invitations (decision 0188): an invitation waits in the
 * account of its address and changes nothing until accepted. A FitJobs account has one role
 * (spec 01, section 6; decision 0011), so only an employer account can accept; a job seeker or
 * admin keeps their role and may decline.
 */
const ONE_ROLE = {
  employee:
    'This is a job seeker account, and a FitJobs account has one role: it cannot join a company team. Ask the company to invite an address you sign in with as an employer, or decline the invitation.',
  admin:
    'This is an admin account, and a FitJobs account has one role: it cannot join a company team. Decline the invitation, or ask the company to invite another address.',
} as const;

const invitationNotFound = () => notFound('Invitation not found');

async function me(app: FastifyInstance, userId: string) {
  const user = await findUser(app.db, userId);
  if (!user) throw unauthorized('Session expired. Please sign in again.');
  return user;
}

export async function receivedTeamInvitations(
  app: FastifyInstance,
  userId: string,
): Promise<ReceivedTeamInvitation[]> {
  const user = await me(app, userId);
  const rows = await repo.listReceived(app.db, user.email, liveSince(app.clock.now()));
  return rows.map((r) => ({
    id: r.id,
    company_id: r.companyId,
    company_name: r.companyName,
    role: r.role,
    created_at: r.createdAt.toISOString(),
    expires_at: new Date(r.createdAt.getTime() + TEAM_INVITATION_TTL_MS).toISOString(),
  }));
}

/** Only an invitation waiting for this account's address; then only an employer account joins. */
export async function acceptTeamInvitation(app: FastifyInstance, userId: string, id: string) {
  const user = await me(app, userId);
  const now = app.clock.now();
  if (!(await repo.findReceived(app.db, id, user.email, liveSince(now)))) throw invitationNotFound();
  if (user.role !== 'employer') throw conflict(ONE_ROLE[user.role], 'not_employer');
  const joined = await repo.acceptInvitation(app.db, {
    id,
    userId,
    email: user.email,
    liveSince: liveSince(now),
    now,
  });
  if (!joined) throw invitationNotFound();
}

export async function declineTeamInvitation(app: FastifyInstance, userId: string, id: string) {
  const user = await me(app, userId);
  const now = app.clock.now();
  const declined = await repo.declineInvitation(app.db, {
    id,
    email: user.email,
    liveSince: liveSince(now),
    now,
  });
  if (!declined) throw invitationNotFound();
}
