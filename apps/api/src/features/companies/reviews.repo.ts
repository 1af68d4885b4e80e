import type { Review, ReviewSort } from '@fitjobs/contract';
import { and, asc, desc, eq, gte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';
import { type ReviewValues, reviewColumns, reviewCounts, toReview } from './review-columns.ts';

export { reviewCounts } from './review-columns.ts';

/** A new account's review counts once the account is this old (docs/decisions/0121, 0182). */
export const REVIEW_TRUST_DAYS = 7;

/**
 * The first name, for the admins' moderation queue only (admins act on the author's account);
 * every other answer carries the anonymous descriptor instead (decision 0203).
 */
export function reviewerName(fullName: string | null): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first || 'Anonymous';
}

/** Where the last page ended, in the order of its sort; created_at as PostgreSQL's own text. */
export interface ReviewCursor {
  sort: ReviewSort;
  rating: number;
  createdAt: string;
  id: string;
}

/** After the cursor, in the sort's order: newest, highest (rating desc) or lowest (rating asc), then newest. */
function afterCursor(c: ReviewCursor): SQL | undefined {
  const newer = sql`(${reviews.createdAt}, ${reviews.id}) < (${c.createdAt}::timestamptz, ${c.id}::uuid)`;
  if (c.sort === 'newest') return newer;
  const past =
    c.sort === 'highest' ? sql`${reviews.rating} < ${c.rating}` : sql`${reviews.rating} > ${c.rating}`;
  return or(past, and(eq(reviews.rating, c.rating), newer));
}

/**
 * A page of a company's reviews in the chosen order, optionally of one overall rating: those that
 * count, and the viewer's own pending one.
 */
export async function listReviews(
  db: DbOrTx,
  query: { companyId: string; sort: ReviewSort; rating: number | null; after: ReviewCursor | null },
  viewerId: string | null,
  now: Date,
  limit: number,
): Promise<{ items: Review[]; last: ReviewCursor | null; more: boolean }> {
  const counts = reviewCounts(now);
  const byRating =
    query.sort === 'highest' ? [desc(reviews.rating)] : query.sort === 'lowest' ? [asc(reviews.rating)] : [];
  const rows = await db
    .select(reviewColumns(now, viewerId))
    .from(reviews)
    .where(
      and(
        eq(reviews.companyId, query.companyId),
        viewerId ? or(counts, eq(reviews.userId, viewerId)) : counts,
        query.rating ? eq(reviews.rating, query.rating) : undefined,
        query.after ? afterCursor(query.after) : undefined,
      ),
    )
    .orderBy(...byRating, desc(reviews.createdAt), desc(reviews.id))
    .limit(limit + 1);
  const pageRows = rows.slice(0, limit);
  const lastRow = pageRows.at(-1);
  return {
    items: pageRows.map(toReview),
    last: lastRow
      ? { sort: query.sort, rating: lastRow.rating, createdAt: lastRow.exactCreatedAt, id: lastRow.id }
      : null,
    more: rows.length > limit,
  };
}

/** One review as the viewer reads it (the author also while it is pending), or null. */
export async function findReview(
  db: DbOrTx,
  id: string,
  viewerId: string | null,
  now: Date,
): Promise<Review | null> {
  const [row] = await db.select(reviewColumns(now, viewerId)).from(reviews).where(eq(reviews.id, id));
  return row ? toReview(row) : null;
}

/**
 * One review per employee per company: a second submission replaces the first
 * (docs/decisions/0050) and clears the company's response, which answered words no longer
 * there (decision 0203). Returns the review id.
 */
export async function upsertReview(
  db: DbOrTx,
  review: { companyId: string; userId: string } & ReviewValues,
  now: Date,
): Promise<string> {
  // Counts from the day the author's account turns REVIEW_TRUST_DAYS old (already past for most).
  const countsFrom = sql`(SELECT ${users.createdAt} + make_interval(days => ${REVIEW_TRUST_DAYS}) FROM ${users} WHERE ${users.id} = ${review.userId})`;
  const { companyId: _c, userId: _u, ...written } = review;
  const noResponse = {
    responseBody: null,
    responseCreatedAt: null,
    responseUpdatedAt: null,
    responseBy: null,
  };
  const [row] = await db
    .insert(reviews)
    .values({ ...review, createdAt: now, countsFrom })
    .onConflictDoUpdate({
      target: [reviews.companyId, reviews.userId],
      set: { ...written, ...noResponse, createdAt: now, countsFrom },
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('review upsert returned nothing');
  return row.id;
}

/**
 * The company's response to one of its reviews that others can see: written, or rewritten (one
 * per review, decision 0203). False when the review is not this company's or not shown yet.
 */
export async function respondToReview(
  db: DbOrTx,
  response: { reviewId: string; companyId: string; userId: string; body: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({
      responseBody: response.body,
      responseCreatedAt: sql`coalesce(${reviews.responseCreatedAt}, ${now.toISOString()}::timestamptz)`,
      responseUpdatedAt: now,
      responseBy: response.userId,
    })
    .where(
      and(eq(reviews.id, response.reviewId), eq(reviews.companyId, response.companyId), reviewCounts(now)),
    )
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Reviews the person wrote (or rewrote) since the given time, other than of this company. */
export async function countReviewsSince(
  db: DbOrTx,
  userId: string,
  since: Date,
  exceptCompanyId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(
      and(eq(reviews.userId, userId), gte(reviews.createdAt, since), ne(reviews.companyId, exceptCompanyId)),
    );
  return row?.n ?? 0;
}

/** Removes a review; true when there was one. */
export async function deleteReview(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return rows.length > 0;
}

/** Whether the person can see the review: it counts, or it is their own (pending) one. */
export async function reviewVisibleTo(db: DbOrTx, id: string, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, id), or(reviewCounts(now), eq(reviews.userId, userId))));
  return row !== undefined;
}
