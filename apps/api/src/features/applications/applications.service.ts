import { checkAnswers, type ScreeningAnswerInput } from '@fitjobs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingStatusMails } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth.ts';
import { findResumeForEmployer, recordEmployerRead } from '../resumes/employer-reads.service.ts';
import * as resumesRepo from '../resumes/resumes.repo.ts';
import { toResume } from '../resumes/resumes.service.ts';
import { mailNewApplication, mailNewMessage } from './applications.mail.ts';
import * as repo from './applications.repo.ts';
import * as messagesRepo from './messages.repo.ts';
import { recordHistory } from './status-history.repo.ts';

/** At most one chat e-mail per side of a thread in this window. */
export const CHAT_MAIL_WINDOW_MS = 15 * 60 * 1000;

/** The spec's wording, typo included: the web app shows it on any 404 from applying. */
const ARCHIVED_JOB = 'You cannot apply to an acrhived job';

export interface ApplyInput {
  coverLetter: string | null;
  /** The resume chosen in the dialog; absent: the active one, else the newest. */
  resumeId?: string | null;
  answers: ScreeningAnswerInput[];
}

/** The resume to send: the one named (the person's own, else 404), else the active, else the newest. */
async function resumeToSend(app: FastifyInstance, userId: string, resumeId: string | null | undefined) {
  if (resumeId) {
    const own = await resumesRepo.findOwnResume(app.db, userId, resumeId);
    if (!own) throw notFound('Resume not found');
    return own;
  }
  const chosen = await repo.findDefaultResumeId(app.db, userId);
  const row = chosen ? await resumesRepo.findOwnResume(app.db, userId, chosen) : null;
  if (!row) throw conflict('You need a resume to apply', 'resume_required');
  return row;
}

/**
 * Applying: the job must be open and internal, every screening question answered, and the user
 * must have a resume and not have applied already. The application keeps the resume as sent and
 * the answers as given (decisions 0170, 0171); it and the job's response count change together.
 */
export async function apply(app: FastifyInstance, userId: string, jobId: string, input: ApplyInput) {
  const now = app.clock.now();
  const job = await repo.findJobForApply(app.db, jobId);
  // A suspended company's jobs are gone from the board for everyone but its members (decision 0189).
  if (!job || job.isDraft || job.isTest || job.companySuspendedAt) throw notFound('Job not found');
  if (job.archivedAt || (job.expiresAt && job.expiresAt <= now))
    throw new AppError('job_archived', ARCHIVED_JOB, 404);
  if (job.externalId) throw conflict('This job takes applications on its own site', 'external_job');
  const checked = checkAnswers(job.screeningQuestions, input.answers);
  if (!checked.ok) throw new AppError('invalid_answers', checked.message, 400);
  const resume = await resumeToSend(app, userId, input.resumeId);

  const id = await app.db.transaction(async (tx) => {
    const inserted = await repo.insertApplication(tx, {
      jobId,
      userId,
      resumeId: resume.id,
      resumeSnapshot: toResume(resume),
      resumeFileKey: resume.file?.key ?? null,
      screeningAnswers: checked.answers,
      coverLetter: input.coverLetter,
      now,
    });
    if (!inserted) return null;
    await repo.changeResponseCount(tx, jobId, 1);
    return inserted;
  });
  if (!id) throw conflict('Already applied', 'already_applied');

  await mailNewApplication(app, await repo.companyMemberEmails(app.db, job.companyId), job);
  const item = await repo.findEmployeeApplication(app.db, id, userId);
  if (!item) throw new Error('application vanished after insert');
  return item;
}

/** Withdrawing keeps the application, marked withdrawn for both sides (issue 22 item 6). */
export async function withdraw(app: FastifyInstance, userId: string, id: string) {
  const own = await repo.findEmployeeApplication(app.db, id, userId);
  if (!own) throw notFound('Application not found');
  if (own.status !== 'withdrawn') {
    await app.db.transaction(async (tx) => {
      await repo.setStatus(tx, id, 'withdrawn', app.clock.now());
      await recordHistory(tx, { applicationId: id, status: 'withdrawn', now: app.clock.now() });
      // An e-mail still waiting out its grace period has nothing left to say.
      await tx.delete(pendingStatusMails).where(eq(pendingStatusMails.applicationId, id));
    });
  }
  const item = await repo.findEmployeeApplication(app.db, id, userId);
  if (!item) throw notFound('Application not found');
  return item;
}

/** Revoking deletes the application (and its chat) and gives the job its count back. */
export async function revoke(app: FastifyInstance, userId: string, id: string): Promise<void> {
  const found = await app.db.transaction(async (tx) => {
    const jobId = await repo.deleteOwnApplication(tx, id, userId);
    if (jobId) await repo.changeResponseCount(tx, jobId, -1);
    return Boolean(jobId);
  });
  if (!found) throw notFound('Application not found');
}

/** The application when the user is a member of its job's company; 404 otherwise (no hint it exists). */
export async function applicationForEmployer(app: FastifyInstance, userId: string, id: string) {
  const parties = await repo.findApplicationParties(app.db, id);
  if (!parties || !(await repo.isCompanyMember(app.db, parties.companyId, userId))) {
    throw notFound('Application not found');
  }
  return parties;
}

/** Opening an application the employer has not seen yet moves it from applied to viewed. */
/**
 * Opening an application marks it viewed and counts as a view of the resume it sent, so the
 * seeker's "Companies that viewed your resume" agrees with the status (issue 26 item 13). The
 * applicant's own resume reaches the company whatever the cap: nothing is refused here.
 */
export async function openForEmployer(app: FastifyInstance, user: AuthUser, id: string) {
  const parties = await applicationForEmployer(app, user.id, id);
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    if (await repo.setStatus(tx, parties.id, 'viewed', now, 'applied'))
      await recordHistory(tx, { applicationId: parties.id, status: 'viewed', now });
  });
  const row = await loadEmployerApplication(app, id);
  const read = row.resumeId ? await findResumeForEmployer(app.db, user, row.resumeId) : null;
  if (read) await recordEmployerRead(app.db, user, read, 'view', app.config.resumeViewsPerCompanyDay, now);
  return row;
}

export async function loadEmployerApplication(app: FastifyInstance, id: string) {
  const row = await repo.findEmployerApplication(app.db, id);
  if (!row) throw notFound('Application not found');
  return row;
}

/** The thread of an application: its applicant and its company's members only. */
export async function threadFor(app: FastifyInstance, user: AuthUser, id: string) {
  const parties = await repo.findApplicationParties(app.db, id);
  if (!parties) throw notFound('Application not found');
  if (parties.userId === user.id) return { parties, isApplicant: true };
  if (user.role === 'employer' && (await repo.isCompanyMember(app.db, parties.companyId, user.id))) {
    return { parties, isApplicant: false };
  }
  throw notFound('Application not found');
}

/** Saves a chat message, then tells the other side by e-mail unless it was told recently. */
export async function postMessage(app: FastifyInstance, user: AuthUser, id: string, text: string) {
  const { parties, isApplicant } = await threadFor(app, user, id);
  if (parties.userId === null) {
    throw new AppError(
      'account_closed',
      'This person has closed their account: messages can no longer reach them.',
      409,
    );
  }
  const now = app.clock.now();
  const saved = await messagesRepo.insertMessage(app.db, {
    applicationId: id,
    authorId: user.id,
    message: text,
    now,
  });

  const side = isApplicant ? 'employer' : 'applicant';
  if (await messagesRepo.claimNotification(app.db, id, side, now, CHAT_MAIL_WINDOW_MS)) {
    const to = isApplicant
      ? await repo.companyMemberEmails(app.db, parties.companyId)
      : [(await repo.findUserContact(app.db, parties.userId))?.email].filter((e): e is string => Boolean(e));
    await mailNewMessage(app, to, { id: parties.jobId, title: parties.jobTitle }, !isApplicant);
  }
  return { ...saved, isApplicant };
}
