import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyMembers, jobs, refreshTokens, users } from '../../db/schema/index.ts';

/** Where an e-mail about a company goes: its admins, or every member when it has none. */
export async function companyMailTo(db: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt));
  const admins = rows.filter((r) => r.role === 'admin');
  return (admins.length ? admins : rows).map((r) => r.email);
}

/** Archives the job (keeping a first archive time) and marks it taken down with the reason. */
export async function markTakenDown(db: DbOrTx, jobId: string, reason: string, now: Date) {
  const at = now.toISOString();
  const [row] = await db
    .update(jobs)
    .set({
      archivedAt: sql`coalesce(${jobs.archivedAt}, ${at}::timestamptz)`,
      takenDownAt: sql`coalesce(${jobs.takenDownAt}, ${at}::timestamptz)`,
      takedownReason: reason,
      updatedAt: now,
    })
    .where(eq(jobs.id, jobId))
    .returning({ id: jobs.id, title: jobs.title, companyId: jobs.companyId });
  return row ?? null;
}

export async function findUserForAdmin(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function setUserSuspension(db: DbOrTx, id: string, at: Date | null, reason: string | null) {
  await db.update(users).set({ suspendedAt: at, suspensionReason: reason }).where(eq(users.id, id));
}

/** Every live session of the user ends: their refresh tokens stop working (decision 0189). */
export async function revokeUserSessions(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function findCompanyForAdmin(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, suspendedAt: companies.suspendedAt })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

/**
 * Suspends or restores a company. Suspending takes its jobs out of job_search at once (the sync
 * trigger keeps them out after); restoring touches its listed jobs so the trigger puts them back.
 */
export async function setCompanySuspension(
  db: DbOrTx,
  id: string,
  at: Date | null,
  reason: string | null,
  now: Date,
) {
  await db.update(companies).set({ suspendedAt: at, suspensionReason: reason }).where(eq(companies.id, id));
  if (at) {
    await db.execute(sql`DELETE FROM job_search WHERE company_id = ${id}::uuid`);
    return;
  }
  await db.execute(
    sql`UPDATE jobs SET updated_at = updated_at
        WHERE company_id = ${id}::uuid AND NOT is_draft AND NOT is_test AND archived_at IS NULL
          AND (expires_at IS NULL OR expires_at > ${now.toISOString()}::timestamptz)`,
  );
}
