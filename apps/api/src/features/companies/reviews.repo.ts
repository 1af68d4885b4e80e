import type { Review, ReviewStats } from '@fitjobs/contract';
import { and, desc, eq, gte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';

/** A new account's review counts once the account is this old (docs/decisions/0121). */
export const REVIEW_TRUST_DAYS = 7;

/**
 * Whether a review counts toward the company's rating: its author's account is old enough
 * (counts_from has passed). Applying counts for nothing here: one application from a new account
 * made its review count at once (decision 0182).
 */
export function reviewCounts(now: Date): SQL<boolean> {
  return sql<boolean>`(${reviews.countsFrom} <= ${now.toISOString()}::timestamptz)`;
}

/**
 * Reviews show the author's first name only: an employer must not be able to single out a
 * current employee from a review (docs/decisions/0051).
 */
export function reviewerName(fullName: string | null): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first || 'Anonymous';
}

/** created_at travels as PostgreSQL's own text so microseconds survive the round trip. */
export interface ReviewCursor {
  createdAt: string;
  id: string;
}

/**
 * A page of a company's reviews, newest first, keyset on (created_at, id): those that count, and
 * the viewer's own pending one.
 */
export async function listReviews(
  db: DbOrTx,
  companyId: string,
  viewerId: string | null,
  now: Date,
  after: ReviewCursor | null,
  limit: number,
): Promise<{ items: Review[]; last: ReviewCursor | null; more: boolean }> {
  const counts = reviewCounts(now);
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      createdAt: reviews.createdAt,
      exactCreatedAt: sql<string>`${reviews.createdAt}::text`,
      fullName: users.fullName,
      counts,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.companyId, companyId),
        viewerId ? or(counts, eq(reviews.userId, viewerId)) : counts,
        after
          ? sql`(${reviews.createdAt}, ${reviews.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const pageRows = rows.slice(0, limit);
  const lastRow = pageRows.at(-1);
  return {
    items: pageRows.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      body: r.body,
      user_name: reviewerName(r.fullName),
      created_at: r.createdAt.toISOString(),
      pending: !r.counts,
    })),
    last: lastRow ? { createdAt: lastRow.exactCreatedAt, id: lastRow.id } : null,
    more,
  };
}

/** The rating: only reviews that count. */
export async function reviewStats(db: DbOrTx, companyId: string, now: Date): Promise<ReviewStats> {
  const [row] = await db
    .select({
      average: sql<string | null>`avg(${reviews.rating})`,
      total: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), reviewCounts(now)));
  const average = row?.average ? Math.round(Number(row.average) * 10) / 10 : 0;
  return { average_rating: average, total_reviews: row?.total ?? 0 };
}

/**
 * One review per employee per company: a second submission replaces the first
 * (docs/decisions/0050). Returns the review id.
 */
export async function upsertReview(
  db: DbOrTx,
  review: { companyId: string; userId: string; rating: number; title: string | null; body: string },
  now: Date,
): Promise<string> {
  // Counts from the day the author's account turns REVIEW_TRUST_DAYS old (already past for most).
  const countsFrom = sql`(SELECT ${users.createdAt} + make_interval(days => ${REVIEW_TRUST_DAYS}) FROM ${users} WHERE ${users.id} = ${review.userId})`;
  const [row] = await db
    .insert(reviews)
    .values({ ...review, createdAt: now, countsFrom })
    .onConflictDoUpdate({
      target: [reviews.companyId, reviews.userId],
      set: { rating: review.rating, title: review.title, body: review.body, createdAt: now, countsFrom },
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('review upsert returned nothing');
  return row.id;
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

export async function findReview(db: DbOrTx, id: string, now: Date): Promise<Review | null> {
  const [r] = await db
    .select({
      counts: reviewCounts(now),
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      createdAt: reviews.createdAt,
      fullName: users.fullName,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id));
  if (!r) return null;
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    user_name: reviewerName(r.fullName),
    created_at: r.createdAt.toISOString(),
    pending: !r.counts,
  };
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
