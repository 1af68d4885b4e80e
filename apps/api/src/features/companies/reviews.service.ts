import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { lockKey } from '../auth/auth.repo.ts';
import type { ReviewValues } from './review-columns.ts';
import { countReviewsSince, upsertReview } from './reviews.repo.ts';

/** Reviews one account may write in any 24 hours (issue 15: review bombing). */
export const REVIEWS_PER_ACCOUNT_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes (or rewrites) the person's review of a company. Past REVIEWS_PER_ACCOUNT_DAY reviews of
 * other companies in 24 hours the write is refused; rewriting one already written that day is not
 * another review.
 */
export async function writeReview(
  db: Db,
  review: { companyId: string; userId: string } & ReviewValues,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    // One person's reviews one at a time, so parallel requests cannot pass the limit together.
    await lockKey(tx, `reviews:${review.userId}`);
    const since = new Date(now.getTime() - DAY_MS);
    if ((await countReviewsSince(tx, review.userId, since, review.companyId)) >= REVIEWS_PER_ACCOUNT_DAY) {
      throw new AppError(
        'too_many_reviews',
        `You can write at most ${REVIEWS_PER_ACCOUNT_DAY} reviews a day. Please try again tomorrow.`,
        429,
      );
    }
    return upsertReview(tx, review, now);
  });
}
