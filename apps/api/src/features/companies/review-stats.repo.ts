import { REVIEW_CATEGORIES, type ReviewStats } from '@fitjobs/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { CATEGORY_COLUMNS, reviewCounts } from './review-columns.ts';

const oneDecimal = (v: string | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

/**
 * The company's rating over the reviews that count (decision 0182): the overall average and count,
 * each category's average over the reviews that rated it, the share who would recommend working
 * there among those who answered, and the histogram of overall ratings, 5 down to 1. One query.
 */
export async function reviewStats(db: DbOrTx, companyId: string, now: Date): Promise<ReviewStats> {
  const categories = Object.fromEntries(
    REVIEW_CATEGORIES.map((c) => [c, sql<string | null>`avg(${CATEGORY_COLUMNS[c]})`]),
  ) as Record<(typeof REVIEW_CATEGORIES)[number], SQL<string | null>>;
  const stars = [5, 4, 3, 2, 1] as const;
  const [row] = await db
    .select({
      average: sql<string | null>`avg(${reviews.rating})`,
      total: sql<number>`count(*)::int`,
      recommends: sql<number>`count(*) filter (where ${reviews.recommend})::int`,
      answers: sql<number>`count(${reviews.recommend})::int`,
      histogram: sql<number[]>`array[${sql.join(
        stars.map((s) => sql`count(*) filter (where ${reviews.rating} = ${s})::int`),
        sql`, `,
      )}]`,
      ...categories,
    })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), reviewCounts(now)));
  const answers = row?.answers ?? 0;
  return {
    average_rating: oneDecimal(row?.average ?? null) ?? 0,
    total_reviews: row?.total ?? 0,
    categories: Object.fromEntries(
      REVIEW_CATEGORIES.map((c) => [c, oneDecimal(row?.[c] ?? null)]),
    ) as ReviewStats['categories'],
    recommend_percent: answers > 0 ? Math.round(((row?.recommends ?? 0) * 100) / answers) : null,
    recommend_answers: answers,
    histogram: stars.map((rating, i) => ({ rating, count: row?.histogram[i] ?? 0 })),
  };
}
