import { randomBytes } from 'node:crypto';
import type { AlertFrequency, SavedSearch, SearchParams } from '@fitjobs/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cities, countries, regions, savedSearches } from '../../db/schema/index.ts';
import { countNewJobs } from './saved-search-news.ts';

type Row = typeof savedSearches.$inferSelect;

export const toSavedSearch = (r: Row, newCount: number): SavedSearch => ({
  id: r.id,
  name: r.name,
  search_params: r.searchParams as SearchParams,
  query_string: r.queryString,
  notify_by_email: r.notifyByEmail,
  frequency: r.frequency,
  created_at: r.createdAt.toISOString(),
  new_count: newCount,
  last_viewed_at: r.lastViewedAt?.toISOString() ?? null,
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
    frequency: AlertFrequency;
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
      frequency: values.frequency,
      unsubscribeToken: randomBytes(24).toString('base64url'),
      lastAlertedOn: values.alertedOn,
      lastAlertedAt: values.now,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('saved search insert returned nothing');
  return toSavedSearch(row, 0);
}

const ownRows = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));

/** The user's searches, newest first, each with its "N new since you last looked" count. */
export async function listSavedSearches(db: DbOrTx, userId: string, now: Date): Promise<SavedSearch[]> {
  const list: SavedSearch[] = [];
  // One after another: a seeker's fifty searches must not take fifty pooled connections at once.
  for (const row of await ownRows(db, userId)) {
    list.push(toSavedSearch(row, await countNewJobs(db, row, userId, now)));
  }
  return list;
}

/** The account menu's figure: new jobs over all the user's searches. */
export async function newJobsTotal(db: DbOrTx, userId: string, now: Date): Promise<number> {
  let total = 0;
  for (const row of await ownRows(db, userId)) total += await countNewJobs(db, row, userId, now);
  return total;
}

/** The seeker opened the search: its count starts again from now. False when it is not theirs. */
export async function markSavedSearchSeen(
  db: DbOrTx,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ lastViewedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/**
 * Renames and (un)subscribes one of the user's searches, and sets its frequency when given; false
 * when it is not theirs. The alert stamps stay: a new frequency counts from the last alert.
 */
export async function updateSavedSearch(
  db: DbOrTx,
  userId: string,
  id: string,
  patch: { name: string; notifyByEmail: boolean; frequency?: AlertFrequency },
): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({
      name: patch.name,
      notifyByEmail: patch.notifyByEmail,
      ...(patch.frequency ? { frequency: patch.frequency } : {}),
    })
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

/** The name of the narrowest place a search names (city, else region, else country), or null. */
export async function placeName(
  db: DbOrTx,
  p: Pick<SearchParams, 'city_id' | 'region_id' | 'country_id'>,
): Promise<string | null> {
  const [table, id] = p.city_id
    ? [cities, p.city_id]
    : p.region_id
      ? [regions, p.region_id]
      : p.country_id
        ? [countries, p.country_id]
        : [null, null];
  if (!table || !id) return null;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  return row?.name ?? null;
}
