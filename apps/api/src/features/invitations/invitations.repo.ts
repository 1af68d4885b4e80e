import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  applications,
  companies,
  companyBlocks,
  jobInvitations,
  jobs,
  users,
} from '../../db/schema/index.ts';
import { companiesOfMember } from '../resumes/resume-views.repo.ts';

/** Whether the person blocked the company. */
export async function isBlocked(db: DbOrTx, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(companyBlocks)
    .where(and(eq(companyBlocks.userId, userId), eq(companyBlocks.companyId, companyId)));
  return row !== undefined;
}

/** Whether the person blocked any company the employer belongs to (resume reads and search). */
export async function blockedAnyCompanyOf(db: DbOrTx, userId: string, employerId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(companyBlocks)
    .where(
      and(
        eq(companyBlocks.userId, userId),
        inArray(companyBlocks.companyId, companiesOfMember(db, employerId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function countSentSince(db: DbOrTx, companyId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobInvitations)
    .where(and(eq(jobInvitations.companyId, companyId), gt(jobInvitations.createdAt, since)));
  return row?.n ?? 0;
}

/** Null when the person was already invited to the job (the unique key decides, so races are safe). */
export async function insertInvitation(
  db: DbOrTx,
  v: { companyId: string; jobId: string; userId: string; invitedBy: string; message: string; now: Date },
) {
  const [row] = await db
    .insert(jobInvitations)
    .values({ ...v, createdAt: v.now })
    .onConflictDoNothing({ target: [jobInvitations.jobId, jobInvitations.userId] })
    .returning({ id: jobInvitations.id, createdAt: jobInvitations.createdAt });
  return row ?? null;
}

export async function hasApplied(db: DbOrTx, userId: string, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)));
  return row !== undefined;
}

/** The invited person's address and name, for the e-mail only; null once the account is closed. */
export async function inviteeContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.closedAt)));
  return row ?? null;
}

/** The person's invitations, newest first, leaving out companies they blocked. */
export async function listReceived(db: DbOrTx, userId: string, now: Date, id?: string) {
  return db
    .select({
      id: jobInvitations.id,
      jobId: jobInvitations.jobId,
      jobTitle: jobs.title,
      companyId: jobInvitations.companyId,
      companyName: companies.name,
      message: jobInvitations.message,
      createdAt: jobInvitations.createdAt,
      declinedAt: jobInvitations.declinedAt,
      jobOpen: sql<boolean>`(NOT ${jobs.isDraft} AND NOT ${jobs.isTest} AND ${jobs.archivedAt} IS NULL
        AND ${jobs.externalId} IS NULL
        AND (${jobs.expiresAt} IS NULL OR ${jobs.expiresAt} > ${now.toISOString()}::timestamptz))`,
      applied: sql<boolean>`EXISTS (SELECT 1 FROM applications a
        WHERE a.user_id = ${jobInvitations.userId} AND a.job_id = ${jobInvitations.jobId})`,
    })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .innerJoin(companies, eq(companies.id, jobInvitations.companyId))
    .where(
      and(
        eq(jobInvitations.userId, userId),
        id ? eq(jobInvitations.id, id) : undefined,
        sql`NOT EXISTS (SELECT 1 FROM company_blocks b
          WHERE b.user_id = ${jobInvitations.userId} AND b.company_id = ${jobInvitations.companyId})`,
      ),
    )
    .orderBy(desc(jobInvitations.createdAt), desc(jobInvitations.id))
    .limit(100);
}
export type ReceivedRow = Awaited<ReturnType<typeof listReceived>>[number];

export async function decline(db: DbOrTx, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobInvitations)
    .set({ declinedAt: sql`coalesce(${jobInvitations.declinedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(jobInvitations.id, id), eq(jobInvitations.userId, userId)))
    .returning({ id: jobInvitations.id });
  return rows.length > 0;
}

export async function companyExists(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
}

export async function block(db: DbOrTx, userId: string, companyId: string, now: Date): Promise<void> {
  await db.insert(companyBlocks).values({ userId, companyId, createdAt: now }).onConflictDoNothing();
}

export async function unblock(db: DbOrTx, userId: string, companyId: string): Promise<void> {
  await db
    .delete(companyBlocks)
    .where(and(eq(companyBlocks.userId, userId), eq(companyBlocks.companyId, companyId)));
}

export async function listBlocks(db: DbOrTx, userId: string) {
  return db
    .select({
      companyId: companyBlocks.companyId,
      companyName: companies.name,
      createdAt: companyBlocks.createdAt,
    })
    .from(companyBlocks)
    .innerJoin(companies, eq(companies.id, companyBlocks.companyId))
    .where(eq(companyBlocks.userId, userId))
    .orderBy(desc(companyBlocks.createdAt));
}
