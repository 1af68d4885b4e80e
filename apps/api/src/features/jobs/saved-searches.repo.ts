import { randomBytes } from 'node:crypto';
import type { SavedSearch, SearchParams } from '@fitjobs/contract';
import { and, asc, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { savedSearches, users } from '../../db/schema/index.ts';

type Row = typeof savedSearches.$inferSelect;

export const toSavedSearch = (r: Row): SavedSearch => ({
  id: r.id,
  name: r.name,
  search_params: r.searchParams as SearchParams,
  query_string: r.queryString,
  notify_by_email: r.notifyByEmail,
  created_at: r.createdAt.toISOString(),
});

export async function countSavedSearches(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export async function insertSavedSearch(
  db: DbOrTx,
  values: {
    userId: string;
    name: string;
    searchParams: SearchParams;
    queryString: string;
    notifyByEmail: boolean;
    now: Date;
    /** Day the alerts start from: jobs posted before saving are not news. */
    alertedOn: string;
  },
): Promise<SavedSearch> {
  const [row] = await db
    .insert(savedSearches)
    .values({
      userId: values.userId,
      name: values.name,
      searchParams: values.searchParams,
      queryString: values.queryString,
      notifyByEmail: values.notifyByEmail,
      unsubscribeToken: randomBytes(24).toString('base64url'),
      lastAlertedOn: values.alertedOn,
      lastAlertedAt: values.now,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('saved search insert returned nothing');
  return toSavedSearch(row);
}

export async function listSavedSearches(db: DbOrTx, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/** Renames and (un)subscribes one of the user's searches; false when it is not theirs. */
export async function updateSavedSearch(
  db: DbOrTx,
  userId: string,
  id: string,
  patch: { name: string; notifyByEmail: boolean },
): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ name: patch.name, notifyByEmail: patch.notifyByEmail })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function deleteSavedSearches(db: DbOrTx, userId: string, ids: string[]): Promise<void> {
  await db.delete(savedSearches).where(and(eq(savedSearches.userId, userId), inArray(savedSearches.id, ids)));
}

/** The one-click unsubscribe: true when the token named a search. */
export async function unsubscribeByToken(db: DbOrTx, token: string): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ notifyByEmail: false })
    .where(eq(savedSearches.unsubscribeToken, token))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Subscribed searches whose last alert covers a day before `today`, with the owner's e-mail. */
export async function searchesDueForAlert(db: DbOrTx, today: string, limit: number) {
  return db
    .select({ search: savedSearches, email: users.email })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.notifyByEmail, true),
        isNull(users.closedAt),
        or(isNull(savedSearches.lastAlertedOn), lt(savedSearches.lastAlertedOn, today)),
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

export async function markAlerted(db: DbOrTx, id: string, day: string, at: Date): Promise<void> {
  await db
    .update(savedSearches)
    .set({ lastAlertedOn: day, lastAlertedAt: at })
    .where(eq(savedSearches.id, id));
}
