import type { ApplicationStatus } from '@fitjobs/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applicationStatusChanges } from '../../db/schema/index.ts';

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

/**
 * The timelines of the applications as their applicant sees them: while a status e-mail waits
 * out its grace period, changes newer than `shownBefore` are not news yet (they can be undone).
 */
export async function historyFor(
  db: DbOrTx,
  ids: string[],
  shownBefore: Date,
): Promise<Map<string, HistoryEntry[]>> {
  const result = new Map<string, HistoryEntry[]>();
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
  for (const r of rows) {
    const list = result.get(r.applicationId) ?? [];
    list.push({ status: r.status, at: r.at });
    result.set(r.applicationId, list);
  }
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
