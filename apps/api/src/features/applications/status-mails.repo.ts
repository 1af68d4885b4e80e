import { type ApplicationStatus, MAILED_STATUSES as MAILED } from '@fitjobs/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applications, pendingStatusMails } from '../../db/schema/index.ts';
import { rowsOf } from '../jobs/db-rows.ts';
import { forgetLatestChange } from './status-history.repo.ts';

/** Statuses the applicant is told about by e-mail (decision 0175). */
export const MAILED_STATUSES: readonly ApplicationStatus[] = MAILED;

/**
 * Records a status change for the delayed e-mail: a mailed status (re)starts the grace period
 * and keeps the status from before the first unsent change; a change back to that status, or
 * to a status nobody is told about, leaves nothing to send.
 */
export async function recordStatusChange(
  db: DbOrTx,
  change: { applicationId: string; from: ApplicationStatus; to: ApplicationStatus; dueAt: Date },
): Promise<void> {
  if (!MAILED_STATUSES.includes(change.to)) {
    await db.delete(pendingStatusMails).where(eq(pendingStatusMails.applicationId, change.applicationId));
    return;
  }
  await db
    .insert(pendingStatusMails)
    .values({
      applicationId: change.applicationId,
      status: change.to,
      previousStatus: change.from,
      undoStatus: change.from,
      dueAt: change.dueAt,
    })
    .onConflictDoUpdate({
      target: pendingStatusMails.applicationId,
      set: { status: change.to, undoStatus: change.from, dueAt: change.dueAt },
    });
  await db
    .delete(pendingStatusMails)
    .where(
      and(
        eq(pendingStatusMails.applicationId, change.applicationId),
        eq(pendingStatusMails.status, pendingStatusMails.previousStatus),
      ),
    );
}

/**
 * Undo: the applications whose e-mail has not gone yet get back the status they had before the
 * latest change. If that status is itself still unsent news (shortlisted, then rejected, then
 * undone), its e-mail stays due; otherwise the pending e-mail is dropped. Applications whose
 * e-mail already went are left as they are.
 */
export async function undoPendingChanges(db: DbOrTx, ids: string[], now: Date): Promise<void> {
  const undone = await db
    .delete(pendingStatusMails)
    .where(inArray(pendingStatusMails.applicationId, ids))
    .returning();
  for (const row of undone) {
    await forgetLatestChange(db, row.applicationId);
    await db
      .update(applications)
      .set({ status: row.undoStatus, updatedAt: now })
      .where(eq(applications.id, row.applicationId));
    if (row.undoStatus !== row.previousStatus && MAILED_STATUSES.includes(row.undoStatus)) {
      await db
        .insert(pendingStatusMails)
        .values({ ...row, status: row.undoStatus, undoStatus: row.previousStatus });
    }
  }
}

export interface ClaimedStatusMail {
  applicationId: string;
  status: ApplicationStatus;
  currentStatus: ApplicationStatus;
  leaseUntil: Date;
  email: string | null;
  jobTitle: string;
  companyName: string;
}

/**
 * Claims due e-mails by pushing their due time to `leaseUntil` in one statement (rows locked by
 * another process are skipped), so each is handed to one process only. A process that dies
 * before finishing leaves the row to be claimed again once the lease has passed.
 */
export async function claimDueStatusMails(
  db: DbOrTx,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedStatusMail[]> {
  const rows = await rowsOf<{
    application_id: string;
    status: ApplicationStatus;
    current_status: ApplicationStatus;
    email: string | null;
    job_title: string;
    company_name: string;
  }>(
    db,
    sql`WITH due AS (
        SELECT application_id FROM pending_status_mails
        WHERE due_at <= ${now.toISOString()}::timestamptz
        ORDER BY due_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE pending_status_mails p SET due_at = ${leaseUntil.toISOString()}::timestamptz
      FROM due, applications a
        JOIN jobs j ON j.id = a.job_id
        -- An applicant who closed their account is gone (user_id null): the row is still
        -- claimed, with no address, so the sender clears it instead of meeting it on every run.
        LEFT JOIN users u ON u.id = a.user_id
      WHERE p.application_id = due.application_id AND a.id = p.application_id
      RETURNING p.application_id, p.status, a.status AS current_status,
        CASE WHEN u.id IS NOT NULL AND u.closed_at IS NULL THEN u.email END AS email,
        j.title AS job_title, j.company_name`,
  );
  return rows.map((r) => ({
    applicationId: r.application_id,
    status: r.status,
    currentStatus: r.current_status,
    leaseUntil,
    email: r.email,
    jobTitle: r.job_title,
    companyName: r.company_name,
  }));
}

/** Done with a claimed e-mail; a row changed since the claim (a new due time) stays. */
export async function finishStatusMail(db: DbOrTx, claimed: ClaimedStatusMail): Promise<void> {
  await db
    .delete(pendingStatusMails)
    .where(
      and(
        eq(pendingStatusMails.applicationId, claimed.applicationId),
        eq(pendingStatusMails.dueAt, claimed.leaseUntil),
      ),
    );
}
