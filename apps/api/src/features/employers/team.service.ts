import type { CompanyRole, CompanyTeam, InvitationInsertBody } from '@fitjobs/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import * as repo from './team.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an invitation waits for its answer (decision 0188). */
export const TEAM_INVITATION_TTL_MS = 14 * DAY_MS;
/** Team invitations one company may send in any 24 hours (decision 0188). */
export const TEAM_INVITATIONS_PER_COMPANY_DAY = 20;

/** Invitations created after this moment are still live. */
export const liveSince = (now: Date) => new Date(now.getTime() - TEAM_INVITATION_TTL_MS);
const expiryOf = (createdAt: Date) => new Date(createdAt.getTime() + TEAM_INVITATION_TTL_MS);
const day = (d: Date) =>
  new Intl.DateTimeFormat('en-NZ', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Pacific/Auckland',
  }).format(d);

/**
 * A company's team (decision 0153): every member sees it; admins invite (by e-mail, as member or
 * admin), withdraw invitations and remove members; anyone may leave; the last admin may not.
 * Invitations are capped and wait for the person's answer in their account (decision 0188).
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
    repo.listInvitations(app.db, companyId, liveSince(app.clock.now())),
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
      status: i.declinedAt ? ('declined' as const) : ('pending' as const),
      created_at: i.createdAt.toISOString(),
      expires_at: expiryOf(i.createdAt).toISOString(),
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
  // Whatever account the address has, the answer is the same (no hint of a job seeker or admin):
  // the person decides in their account, where only an employer account can accept (0188).
  const now = app.clock.now();
  const sent = await app.db.transaction(async (tx) => {
    const row = await repo.insertInvitationUnlessLive(tx, {
      ...body,
      companyId: body.company_id,
      invitedBy: userId,
      now,
      liveSince: liveSince(now),
    });
    if (!row) return null;
    // Counted where every other limit is (decision 0216), after the row, so a 409 spends nothing
    // and a 429 rolls the row back; withdrawing an invitation gives nothing back.
    await app.limits.enforce(
      [
        {
          key: `team-invitations:${body.company_id}`,
          max: TEAM_INVITATIONS_PER_COMPANY_DAY,
          windowMs: DAY_MS,
          code: 'too_many_team_invitations',
          message: `Your company has sent ${TEAM_INVITATIONS_PER_COMPANY_DAY} team invitations in the last 24 hours, the most allowed in a day. Please try again tomorrow.`,
        },
      ],
      now,
    );
    return row;
  });
  if (!sent) {
    const live = await repo.findInvitation(app.db, body.company_id, body.email);
    const until = live ? day(expiryOf(live.createdAt)) : 'it expires';
    if (live?.declinedAt)
      throw conflict(
        `This person declined your team invitation. You can invite this address again after ${until}.`,
        'invitation_declined',
      );
    throw conflict(
      `This address already has a pending invitation to your team. It expires on ${until}.`,
      'already_invited',
    );
  }
  await sendInvitationMail(app, body);
  return teamOf(app, body.company_id);
}

/**
 * The company's name is the company's own text: never in the subject, only quoted in the body as
 * data, with a line saying what FitJobs never asks for (decision 0188).
 */
async function sendInvitationMail(app: FastifyInstance, body: InvitationInsertBody) {
  const name = (await repo.companyName(app.db, body.company_id)) ?? '';
  const text = [
    `You have been invited to join a company's team on FitJobs as ${body.role === 'admin' ? 'an admin' : 'a member'}.`,
    '',
    `Company name, as the company wrote it: "${name}"`,
    '',
    'Nothing changes until you accept. Sign in with this e-mail address as an employer, then accept',
    `or decline it under Team invitations on your profile: ${app.config.publicUrl}/profile`,
    '',
    'If you do not know this company, ignore this e-mail. FitJobs never asks for passwords or bank details.',
  ].join('\n');
  await app.mailer
    .send({ to: body.email, subject: 'You have been invited to join a team on FitJobs', text })
    .catch((err: unknown) => app.log.error({ err }, 'invitation e-mail failed'));
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
