import type { Role } from '@fitjobs/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  applications,
  events,
  loginCodes,
  pendingStatusMails,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { resumeFileKeysOf } from '../resumes/resume-files.service.ts';

export interface UserRow {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  role: Role;
}

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      avatarUrl: users.avatarUrl,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** The role, closure and suspension the database holds now (tokens carry a copy that may be stale). */
export async function findUserStanding(
  db: DbOrTx,
  id: string,
): Promise<{
  role: Role;
  closedAt: Date | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
} | null> {
  const [row] = await db
    .select({
      role: users.role,
      closedAt: users.closedAt,
      suspendedAt: users.suspendedAt,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  patch: { fullName?: string; avatarUrl?: string | null },
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.update(users).set(patch).where(eq(users.id, id));
}

/** True when the file is an avatar this user uploaded. */
export async function ownsAvatarUpload(db: DbOrTx, userId: string, fileName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.fileName, fileName), eq(uploads.userId, userId), eq(uploads.category, 'avatar')));
  return Boolean(row);
}

/**
 * Closes an account by deleting the user row (decisions 0012, 0112). The schema's foreign keys do
 * the rest: resumes, saved and hidden items, saved searches, refresh tokens and memberships go with
 * it; applications stay with the employers who hold them, anonymised (no user, no resume; the
 * cover letter is removed here); the person's chat messages, reviews and company images stay with
 * a null author. Their sign-in code records go too. Avatars are removed here; the caller deletes
 * their files, and the files of their resume files no application holds (decision 0221).
 * Returns those file names.
 */
export async function closeAccount(
  db: DbOrTx,
  userId: string,
): Promise<{ avatars: string[]; resumeFiles: string[] }> {
  const resumeFiles = await resumeFileKeysOf(db, userId);
  const avatars = await db
    .delete(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.category, 'avatar')))
    .returning({ fileName: uploads.fileName });
  // Analytics events carry no foreign key: drop the link to the person, keep the counts.
  await db.update(events).set({ userId: null }).where(eq(events.userId, userId));
  await db.update(applications).set({ coverLetter: null }).where(eq(applications.userId, userId));
  // Status e-mails nobody can receive any more go now, not stuck in the sender's queue (decision 0186).
  await db
    .delete(pendingStatusMails)
    .where(
      inArray(
        pendingStatusMails.applicationId,
        db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId)),
      ),
    );
  await passOnLastAdminships(db, userId);
  const [user] = await db.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
  if (user) await db.delete(loginCodes).where(eq(loginCodes.email, user.email));
  return { avatars: avatars.map((a) => a.fileName), resumeFiles };
}

/**
 * A company whose last admin closes their account is not left without one: its longest-standing
 * other member becomes admin (decision 0186). Companies without other members keep their jobs
 * and page, with no member, as before.
 */
async function passOnLastAdminships(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`
    UPDATE company_members m SET role = 'admin'
    FROM (
      SELECT DISTINCT ON (cm.company_id) cm.company_id, cm.user_id
      FROM company_members cm
      WHERE cm.user_id <> ${userId}
        AND cm.company_id IN (
          SELECT company_id FROM company_members WHERE user_id = ${userId} AND role = 'admin')
        AND NOT EXISTS (
          SELECT 1 FROM company_members a
          WHERE a.company_id = cm.company_id AND a.role = 'admin' AND a.user_id <> ${userId})
      ORDER BY cm.company_id, cm.created_at, cm.user_id
    ) heir
    WHERE m.company_id = heir.company_id AND m.user_id = heir.user_id`);
}
