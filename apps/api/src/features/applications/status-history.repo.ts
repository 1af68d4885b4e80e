import type { ApplicationStatus } from '@fitjobs/contract';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applicationStatusChanges, pendingStatusMails } from '../../db/schema/index.ts';

/** Records that an application reached a status (decision 0175); `message` is the e-mail's text. */
export async function recordHistory(
  db: DbOrTx,
  change: { applicationId: string; status: ApplicationStatus; message?: string | null; now: Date },
): Promise<void> {
  await db.insert(applicationStatusChanges).values({
    applicationId: change.applicationId,
    status: change.status,
    message: change.message || null,
    createdAt: change.now,
  });
}

/** Undo takes back the latest change of the application, so the timeline forgets it too. */
export async function forgetLatestChange(db: DbOrTx, applicationId: string): Promise<void> {
  await db.execute(sql`DELETE FROM application_status_changes WHERE id = (
    SELECT id FROM application_status_changes WHERE application_id = ${applicationId}
    ORDER BY id DESC LIMIT 1)`);
}

export interface HistoryEntry {
  status: ApplicationStatus;
  at: Date;
}

/** What the applicant may see of an application's changes. */
export interface Timeline {
  entries: HistoryEntry[];
  /**
   * While a change waits out its grace period (it can be undone), the status before the first
   * unsent change: what the applicant sees until the e-mail goes. Null when nothing waits.
   */
  statusBeforeWaiting: ApplicationStatus | null;
}

/**
 * The timelines of the applications as their applicant sees them: while a status e-mail waits
 * out its grace period, changes newer than `shownBefore` are not news yet (they can be undone).
 */
export async function historyFor(
  db: DbOrTx,
  ids: string[],
  shownBefore: Date,
  now: Date,
): Promise<Map<string, Timeline>> {
  const result = new Map<string, Timeline>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      applicationId: applicationStatusChanges.applicationId,
      status: applicationStatusChanges.status,
      at: applicationStatusChanges.createdAt,
    })
    .from(applicationStatusChanges)
    .where(
      and(
        inArray(applicationStatusChanges.applicationId, ids),
        sql`(${applicationStatusChanges.createdAt} <= ${shownBefore.toISOString()}::timestamptz
          OR NOT EXISTS (SELECT 1 FROM pending_status_mails p
            WHERE p.application_id = ${applicationStatusChanges.applicationId}))`,
      ),
    )
    .orderBy(asc(applicationStatusChanges.id));
  const waiting = await db
    .select({ applicationId: pendingStatusMails.applicationId, previous: pendingStatusMails.previousStatus })
    .from(pendingStatusMails)
    // Due and not yet sent: the e-mail would go now, so the change is news.
    .where(and(inArray(pendingStatusMails.applicationId, ids), gt(pendingStatusMails.dueAt, now)));
  const timeline = (id: string) => {
    const found = result.get(id) ?? { entries: [], statusBeforeWaiting: null };
    result.set(id, found);
    return found;
  };
  for (const r of rows) timeline(r.applicationId).entries.push({ status: r.status, at: r.at });
  for (const w of waiting) timeline(w.applicationId).statusBeforeWaiting = w.previous;
  return result;
}

/** The employer's text for the e-mail of the application's latest change. */
export async function latestMessage(db: DbOrTx, applicationId: string): Promise<string | null> {
  const [row] = await db
    .select({ message: applicationStatusChanges.message })
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, applicationId))
    .orderBy(sql`${applicationStatusChanges.id} DESC`)
    .limit(1);
  return row?.message ?? null;
}
