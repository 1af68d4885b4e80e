import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applicationMessages, applications, users } from '../../db/schema/index.ts';
import type { KeysetPosition } from './cursor.ts';

const createdMs = sql`date_trunc('milliseconds', ${applicationMessages.createdAt})`;

/** Newest first; the chat reverses them for display. */
export async function listMessages(
  db: DbOrTx,
  applicationId: string,
  /** Null once the applicant closed their account: their messages are the ones without an author. */
  applicantId: string | null,
  cursor: KeysetPosition | null,
  limit: number,
) {
  return db
    .select({
      id: applicationMessages.id,
      authorId: applicationMessages.authorId,
      authorName: users.fullName,
      isApplicant: applicantId
        ? sql<boolean>`coalesce(${applicationMessages.authorId} = ${applicantId}, false)`
        : sql<boolean>`${applicationMessages.authorId} is null`,
      message: applicationMessages.message,
      createdAt: applicationMessages.createdAt,
    })
    .from(applicationMessages)
    .leftJoin(users, eq(users.id, applicationMessages.authorId))
    .where(
      and(
        eq(applicationMessages.applicationId, applicationId),
        cursor
          ? sql`(${createdMs}, ${applicationMessages.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(createdMs), desc(applicationMessages.id))
    .limit(limit + 1);
}
export type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];

export async function insertMessage(
  db: DbOrTx,
  values: { applicationId: string; authorId: string; message: string; now: Date },
) {
  const [row] = await db
    .insert(applicationMessages)
    .values({
      applicationId: values.applicationId,
      authorId: values.authorId,
      message: values.message,
      createdAt: values.now,
    })
    .returning({ id: applicationMessages.id, createdAt: applicationMessages.createdAt });
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

/**
 * Takes the right to e-mail one side of a thread: true (and the time is stamped) when that side
 * was not notified within the window. One UPDATE, so two messages at once send one e-mail.
 */
export async function claimNotification(
  db: DbOrTx,
  applicationId: string,
  side: 'applicant' | 'employer',
  now: Date,
  windowMs: number,
): Promise<boolean> {
  const column = side === 'applicant' ? applications.applicantNotifiedAt : applications.employerNotifiedAt;
  const key = side === 'applicant' ? 'applicantNotifiedAt' : 'employerNotifiedAt';
  const rows = await db
    .update(applications)
    .set({ [key]: now })
    .where(
      and(
        eq(applications.id, applicationId),
        or(isNull(column), lte(column, new Date(now.getTime() - windowMs))),
      ),
    )
    .returning({ id: applications.id });
  return rows.length > 0;
}
