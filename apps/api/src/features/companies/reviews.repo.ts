import type { Review, ReviewStats } from '@fitjobs/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';

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

/** A page of a company's reviews, newest first, keyset on (created_at, id). */
export async function listReviews(
  db: DbOrTx,
  companyId: string,
  after: ReviewCursor | null,
  limit: number,
): Promise<{ items: Review[]; last: ReviewCursor | null; more: boolean }> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      createdAt: reviews.createdAt,
      exactCreatedAt: sql<string>`${reviews.createdAt}::text`,
      fullName: users.fullName,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.companyId, companyId),
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
    })),
    last: lastRow ? { createdAt: lastRow.exactCreatedAt, id: lastRow.id } : null,
    more,
  };
}

export async function reviewStats(db: DbOrTx, companyId: string): Promise<ReviewStats> {
  const [row] = await db
    .select({
      average: sql<string | null>`avg(${reviews.rating})`,
      total: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.companyId, companyId));
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
  const [row] = await db
    .insert(reviews)
    .values({ ...review, createdAt: now })
    .onConflictDoUpdate({
      target: [reviews.companyId, reviews.userId],
      set: { rating: review.rating, title: review.title, body: review.body, createdAt: now },
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('review upsert returned nothing');
  return row.id;
}

export async function findReview(db: DbOrTx, id: string): Promise<Review | null> {
  const [r] = await db
    .select({
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
  };
}

/** Removes a review; true when there was one. */
export async function deleteReview(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return rows.length > 0;
}
