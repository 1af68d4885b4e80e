import type { CompanyRole, CompanyTeam, InvitationInsertBody } from '@fitjobs/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import * as repo from './team.repo.ts';

/**
 * A company's team (decision 0153): every member sees it; admins invite (by e-mail, as member or
 * admin), withdraw invitations and remove members; anyone may leave; the last admin may not.
 */
async function roleIn(app: FastifyInstance, companyId: string, userId: string) {
  const role = await repo.memberRole(app.db, companyId, userId);
  if (!role) throw forbidden();
  return role;
}

async function assertAdmin(app: FastifyInstance, companyId: string, userId: string) {
  if ((await roleIn(app, companyId, userId)) !== 'admin')
    throw forbidden('Only company admins manage the team');
}

export async function teamOf(app: FastifyInstance, companyId: string): Promise<CompanyTeam> {
  const [members, invitations] = await Promise.all([
    repo.listMembers(app.db, companyId),
    repo.listInvitations(app.db, companyId),
  ]);
  return {
    members: members.map((m) => ({
      user_id: m.userId,
      email: m.email,
      full_name: m.fullName,
      role: m.role,
      created_at: m.createdAt.toISOString(),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      created_at: i.createdAt.toISOString(),
    })),
  };
}

export async function viewTeam(app: FastifyInstance, userId: string, companyId: string) {
  await roleIn(app, companyId, userId);
  return teamOf(app, companyId);
}

export async function invite(app: FastifyInstance, userId: string, body: InvitationInsertBody) {
  await assertAdmin(app, body.company_id, userId);
  const existing = await repo.findUserRoleByEmail(app.db, body.email);
  if (existing && (await repo.memberRole(app.db, body.company_id, existing.id))) {
    throw conflict('This person is already a member', 'already_member');
  }
  // The stored role wins at sign-in (decision 0011): a job seeker's account cannot join a company.
  if (existing && existing.role !== 'employer') {
    throw conflict('This address belongs to an account that is not an employer', 'not_employer');
  }
  await repo.upsertInvitation(app.db, {
    ...body,
    companyId: body.company_id,
    invitedBy: userId,
    now: app.clock.now(),
  });
  const name = (await repo.companyName(app.db, body.company_id)) ?? 'a company';
  await app.mailer
    .send({
      to: body.email,
      subject: `You are invited to join ${name} on FitJobs`,
      text: `You have been invited to join ${name} on FitJobs as ${body.role === 'admin' ? 'an admin' : 'a member'}.\n\nSign in with this e-mail address to accept: ${app.config.publicUrl}/login\n`,
    })
    .catch((err: unknown) => app.log.error({ err }, 'invitation e-mail failed'));
  return teamOf(app, body.company_id);
}

export async function withdrawInvitation(
  app: FastifyInstance,
  userId: string,
  companyId: string,
  id: string,
) {
  await assertAdmin(app, companyId, userId);
  if (!(await repo.deleteInvitation(app.db, companyId, id))) throw notFound('Invitation not found');
  return teamOf(app, companyId);
}

/** Admins remove anyone; a member may only remove themself (leave). */
export async function removeMember(
  app: FastifyInstance,
  userId: string,
  companyId: string,
  memberId: string,
) {
  if (memberId !== userId) await assertAdmin(app, companyId, userId);
  else await roleIn(app, companyId, userId);
  const result = await repo.deleteMemberKeepingAnAdmin(app.db, companyId, memberId);
  if (result === 'not_found') throw notFound('Member not found');
  if (result === 'last_admin')
    throw conflict(
      'The last admin cannot leave or be removed; make someone else an admin first',
      'last_admin',
    );
}

/** Admins make a member an admin or an admin a member, themselves included; never the last admin (0179). */
export async function changeRole(
  app: FastifyInstance,
  userId: string,
  body: { company_id: string; user_id: string; role: CompanyRole },
) {
  await assertAdmin(app, body.company_id, userId);
  const result = await repo.changeRoleKeepingAnAdmin(app.db, body.company_id, body.user_id, body.role);
  if (result === 'not_found') throw notFound('Member not found');
  if (result === 'last_admin')
    throw conflict('The last admin cannot become a member; make someone else an admin first', 'last_admin');
  return teamOf(app, body.company_id);
}
