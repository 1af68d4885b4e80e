import {
  JOB_INVITATIONS_PER_COMPANY_DAY,
  type JobInvitationInsertBody,
  type ReceivedJobInvitation,
  type SentJobInvitation,
} from '@fitjobs/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, conflict, forbidden, notFound } from '../../http/app-error.ts';
import { findJobForApply, isCompanyMember } from '../applications/applications.repo.ts';
import { lockKey } from '../auth/auth.repo.ts';
import * as resumes from '../resumes/resumes.repo.ts';
import * as repo from './invitations.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BRAND_NAME = 'FitJobs';

const resumeNotFound = () => notFound('Resume not found');

/**
 * An employer invites the owner of a found resume to apply to one of the company's open jobs
 * (decision 0176). The resume must be findable (active, Searchable or Limited) and its owner must
 * not have blocked the company; a blocked company learns no more than "not found". The answer
 * names the job only: the candidate's address and phone never reach the employer this way.
 */
export async function inviteToApply(
  app: FastifyInstance,
  employerId: string,
  body: JobInvitationInsertBody,
): Promise<SentJobInvitation> {
  if (!(await isCompanyMember(app.db, body.company_id, employerId))) throw forbidden();
  const now = app.clock.now();
  const job = await findJobForApply(app.db, body.job_id);
  if (!job || job.companyId !== body.company_id) throw notFound('Job not found');
  const open =
    !job.isDraft &&
    !job.isTest &&
    !job.archivedAt &&
    !job.externalId &&
    (!job.expiresAt || job.expiresAt > now);
  if (!open) throw conflict('Only an active job that takes applications here can be offered', 'job_not_open');

  const resume = await resumes.findResume(app.db, body.resume_id);
  if (!resume?.isActive || resume.visibility === 'hidden') throw resumeNotFound();
  const candidateId = resume.userId;
  if (await repo.isBlocked(app.db, candidateId, body.company_id)) throw resumeNotFound();
  const contact = await repo.inviteeContact(app.db, candidateId);
  if (!contact) throw resumeNotFound();
  if (await repo.hasApplied(app.db, candidateId, job.id))
    throw conflict('This candidate has already applied to this job', 'already_applied');

  const sent = await app.db.transaction(async (tx) => {
    // One company's invitations one at a time, so parallel requests cannot pass the limit together.
    await lockKey(tx, `job-invitations:${body.company_id}`);
    const since = new Date(now.getTime() - DAY_MS);
    const used = await repo.countSentSince(tx, body.company_id, since);
    if (used >= JOB_INVITATIONS_PER_COMPANY_DAY) {
      throw new AppError(
        'too_many_invitations',
        `Your company has sent ${JOB_INVITATIONS_PER_COMPANY_DAY} invitations to apply in the last 24 hours, the most allowed in a day. Please try again tomorrow.`,
        429,
      );
    }
    const row = await repo.insertInvitation(tx, {
      companyId: body.company_id,
      jobId: job.id,
      userId: candidateId,
      invitedBy: employerId,
      message: body.message,
      now,
    });
    return row ? { ...row, remaining: JOB_INVITATIONS_PER_COMPANY_DAY - used - 1 } : null;
  });
  if (!sent) throw conflict('This candidate has already been invited to this job', 'already_invited');

  const company = (await repo.listReceived(app.db, candidateId, now, sent.id))[0]?.companyName ?? 'A company';
  const link = `${app.config.publicUrl}/applications`;
  await app.mailer
    .send({
      to: contact.email,
      // What the company wrote (its name, the job title) is quoted as data in the body, never in
      // the subject, where it would read as the board speaking (issue 24, finding 5; decision 0188).
      subject: `You are invited to apply for a job on ${BRAND_NAME}`,
      text: `A company found your resume on ${BRAND_NAME} and invites you to apply for a job.\n\nCompany: "${company}"\nJob: "${job.title}"\n\nThe company wrote:\n\n${body.message}\n\n${BRAND_NAME} never asks for passwords or bank details by e-mail. See the invitation, apply, decline or block the company: ${link}\n`,
    })
    .catch((err: unknown) => app.log.error({ err }, 'invitation to apply e-mail failed'));
  return {
    id: sent.id,
    job_id: job.id,
    job_title: job.title,
    created_at: sent.createdAt.toISOString(),
    remaining_today: sent.remaining,
  };
}

export const toReceived = (r: repo.ReceivedRow): ReceivedJobInvitation => ({
  id: r.id,
  job_id: r.jobId,
  job_title: r.jobTitle,
  company_id: r.companyId,
  company_name: r.companyName,
  message: r.message,
  created_at: r.createdAt.toISOString(),
  declined: r.declinedAt !== null,
  job_open: r.jobOpen,
  applied: r.applied,
});

export async function declineInvitation(app: FastifyInstance, userId: string, id: string) {
  const now = app.clock.now();
  if (!(await repo.decline(app.db, userId, id, now))) throw notFound('Invitation not found');
  const [row] = await repo.listReceived(app.db, userId, now, id);
  if (!row) throw notFound('Invitation not found');
  return toReceived(row);
}

export async function blockCompany(app: FastifyInstance, userId: string, companyId: string) {
  if (!(await repo.companyExists(app.db, companyId))) throw notFound('Company not found');
  await repo.block(app.db, userId, companyId, app.clock.now());
}
