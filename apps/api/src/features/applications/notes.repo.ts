import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applicationNotes, applications, users } from '../../db/schema/index.ts';

/** A short history: the newest notes first. */
export const NOTES_SHOWN = 50;

export async function listNotes(db: DbOrTx, applicationId: string) {
  return db
    .select({
      id: applicationNotes.id,
      authorName: users.fullName,
      body: applicationNotes.body,
      createdAt: applicationNotes.createdAt,
    })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id))
    .limit(NOTES_SHOWN);
}
export type NoteRow = Awaited<ReturnType<typeof listNotes>>[number];

export async function insertNote(
  db: DbOrTx,
  values: { applicationId: string; authorId: string; body: string; now: Date },
): Promise<void> {
  await db.insert(applicationNotes).values({
    applicationId: values.applicationId,
    authorId: values.authorId,
    body: values.body,
    createdAt: values.now,
  });
}

export async function setRating(db: DbOrTx, applicationId: string, rating: number | null): Promise<void> {
  await db.update(applications).set({ rating }).where(eq(applications.id, applicationId));
}
