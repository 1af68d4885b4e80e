import type { AdminAction, AdminActionItem, AdminTargetType } from '@fitjobs/contract';
import { desc, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminActions, users } from '../../db/schema/index.ts';

export interface AdminActionEntry {
  adminId: string;
  action: AdminAction;
  targetType: AdminTargetType;
  targetId: string;
  reason?: string | null;
}

/**
 * Writes one line of the audit log (decision 0189). Callers pass the transaction of the action
 * itself where there is one, so an action and its record stand or fall together.
 */
export async function recordAdminAction(db: DbOrTx, entry: AdminActionEntry, now: Date): Promise<void> {
  await db.insert(adminActions).values({
    adminId: entry.adminId,
    // The admin's address as it is now, kept in the line: the log says who even after they leave.
    adminEmail: sql`coalesce((SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${entry.adminId}), '')`,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason ?? null,
    createdAt: now,
  });
}

type Row = typeof adminActions.$inferSelect;

export const toAdminActionItem = (r: Row): AdminActionItem => ({
  id: r.id,
  admin_id: r.adminId,
  admin_email: r.adminEmail,
  action: r.action as AdminAction,
  target_type: r.targetType as AdminTargetType,
  target_id: r.targetId,
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
});

/** A page of the log, newest first, after the line numbered `beforeSeq`. */
export async function listAdminActions(db: DbOrTx, beforeSeq: number | null, limit: number): Promise<Row[]> {
  return db
    .select()
    .from(adminActions)
    .where(beforeSeq === null ? undefined : lt(adminActions.seq, beforeSeq))
    .orderBy(desc(adminActions.seq))
    .limit(limit);
}

/** The latest actions on any of these objects (a user and their companies), newest first. */
export async function actionsOn(db: DbOrTx, targetIds: string[], limit: number): Promise<Row[]> {
  if (!targetIds.length) return [];
  return db
    .select()
    .from(adminActions)
    .where(inArray(adminActions.targetId, targetIds))
    .orderBy(desc(adminActions.seq))
    .limit(limit);
}
