import type { ResumeViewKind } from '@fitjobs/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth.ts';
import { lockKey } from '../auth/auth.repo.ts';
import { blockedAnyCompanyOf } from '../invitations/invitations.repo.ts';
import * as views from './resume-views.repo.ts';
import * as repo from './resumes.repo.ts';
import { assertMayReadResumes } from './resumes.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A resume as one employer may read it: contactHidden blanks e-mail, phone and LinkedIn. */
export interface EmployerRead {
  row: repo.ResumeRow;
  contactHidden: boolean;
  /** The person applied to the reader's company: their resume reaches it whatever the visibility. */
  applied: boolean;
}

/**
 * Who may read a resume through the employer endpoints (docs/decisions/0061 and 0120):
 * - a resume the person sent to one of the employer's companies, with contact details;
 * - an active resume that is not Hidden, with contact details when Searchable or when the person
 *   applied to one of the employer's companies (Limited shows them only there).
 * Admins (no company) read the active pool the same way, as a company nobody applied to.
 */
export async function findResumeForEmployer(
  db: Db,
  user: AuthUser,
  id: string,
): Promise<EmployerRead | null> {
  await assertMayReadResumes(db, user);
  const row = await repo.findResume(db, id);
  if (!row) return null;
  return readable(db, user, row);
}

async function readable(db: Db, user: AuthUser, row: repo.ResumeRow): Promise<EmployerRead | null> {
  const employer = user.role === 'employer';
  const sent = employer && (await repo.resumeAppliedToEmployer(db, row.id, user.id));
  if (sent) return { row, contactHidden: false, applied: true };
  if (!row.isActive || row.visibility === 'hidden') return null;
  // A person who blocked one of the employer's companies is not found by it (decision 0176).
  if (employer && (await blockedAnyCompanyOf(db, row.userId, user.id))) return null;
  const applied = employer && (await views.personAppliedToEmployer(db, row.userId, user.id));
  return { row, contactHidden: row.visibility !== 'searchable' && !applied, applied };
}

/** resumes.pdf.get takes a resume id, or (from search results) the candidate's user id. */
export async function findResumeForEmployerPdf(db: Db, user: AuthUser, id: string) {
  const byResume = await findResumeForEmployer(db, user, id);
  if (byResume) return byResume;
  const active = await repo.findActiveResumeOfUser(db, id);
  return active ? readable(db, user, active) : null;
}

/**
 * Records an employer's read of a resume, and refuses it past the company's daily allowance:
 * `perDay` different resumes in any 24 hours. Reading one again, or the resume of someone who
 * applied to the company, uses none of it (docs/decisions/0120). Admins have no company: their
 * reads are neither counted nor recorded.
 */
export async function recordEmployerRead(
  db: Db,
  user: AuthUser,
  read: EmployerRead,
  kind: ResumeViewKind,
  perDay: number,
  now: Date,
): Promise<void> {
  if (user.role !== 'employer') return;
  const companyId = await views.readingCompanyOf(db, user.id, user.activeCompanyId);
  if (!companyId) return;
  await db.transaction(async (tx) => {
    // One company's reads, and one person's, one at a time, so parallel requests cannot pass the
    // limits together (always in this order: no two reads wait on each other).
    await lockKey(tx, `resume-views:${companyId}`);
    await lockKey(tx, `resume-views-person:${user.id}`);
    if (!read.applied) {
      const since = new Date(now.getTime() - DAY_MS);
      const done = await views.companyReadsSince(tx, companyId, read.row.id, since);
      if (!done.thisOne && done.resumes >= perDay) {
        throw new AppError(
          'too_many_resume_views',
          `Your company has opened ${perDay} resumes in the last 24 hours, the most allowed in a day. Please try again tomorrow.`,
          429,
        );
      }
      // The allowance follows the person too: across every company they read for (decision 0185).
      const mine = await views.personReadsSince(tx, user.id, read.row.id, since);
      if (!mine.thisOne && mine.resumes >= perDay) {
        throw new AppError(
          'too_many_resume_views',
          `You have opened ${perDay} resumes in the last 24 hours, the most allowed in a day. Please try again tomorrow.`,
          429,
        );
      }
    }
    await views.insertResumeView(tx, { resumeId: read.row.id, companyId, viewerId: user.id, kind }, now);
  });
}
