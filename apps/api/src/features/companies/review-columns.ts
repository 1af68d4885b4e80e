import {
  type CategoryRatings,
  type Review,
  type ReviewInsertBody,
  reviewDescriptor,
} from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import { reviews } from '../../db/schema/index.ts';

/**
 * How a review row becomes the Review every caller reads (issue 26, decision 0203). The select
 * names no user column at all, so no answer built from it can carry the author's name, e-mail or
 * id: who wrote it is the descriptor, plus `yours` for the author alone.
 */

/** Whether a review counts toward the company's rating: its author's account is 7 days old (0182). */
export function reviewCounts(now: Date): SQL<boolean> {
  return sql<boolean>`(${reviews.countsFrom} <= ${now.toISOString()}::timestamptz)`;
}

/** The category columns by the contract's category names. */
export const CATEGORY_COLUMNS = {
  work_life_balance: reviews.ratingWorkLifeBalance,
  career_development: reviews.ratingCareerDevelopment,
  benefits: reviews.ratingBenefits,
  management: reviews.ratingManagement,
  culture_diversity: reviews.ratingCultureDiversity,
  working_environment: reviews.ratingWorkingEnvironment,
} as const;

export function reviewColumns(now: Date, viewerId: string | null) {
  return {
    id: reviews.id,
    rating: reviews.rating,
    title: reviews.title,
    body: reviews.body,
    createdAt: reviews.createdAt,
    /** PostgreSQL's own text of created_at, so a cursor keeps its microseconds. */
    exactCreatedAt: sql<string>`${reviews.createdAt}::text`,
    jobTitle: reviews.jobTitle,
    workType: reviews.workType,
    employmentStatus: reviews.employmentStatus,
    employmentYear: reviews.employmentYear,
    ...CATEGORY_COLUMNS,
    challenges: reviews.challenges,
    recommend: reviews.recommend,
    responseBody: reviews.responseBody,
    responseCreatedAt: reviews.responseCreatedAt,
    responseUpdatedAt: reviews.responseUpdatedAt,
    counts: reviewCounts(now),
    // Compared in the database: the author's id itself is never selected.
    yours: viewerId
      ? sql<boolean>`coalesce(${reviews.userId} = ${viewerId}::uuid, false)`
      : sql<boolean>`false`,
  };
}

type Row = SelectResultFields<ReturnType<typeof reviewColumns>>;

export function toReview(r: Row): Review {
  const ratings = Object.fromEntries(
    Object.keys(CATEGORY_COLUMNS).map((k) => [k, r[k as keyof CategoryRatings]]),
  ) as CategoryRatings;
  const author = {
    job_title: r.jobTitle,
    work_type: r.workType,
    employment_status: r.employmentStatus,
    employment_year: r.employmentYear ?? r.createdAt.getUTCFullYear(),
  };
  const response =
    r.responseBody && r.responseCreatedAt && r.responseUpdatedAt
      ? {
          body: r.responseBody,
          created_at: r.responseCreatedAt.toISOString(),
          updated_at: r.responseUpdatedAt.toISOString(),
        }
      : null;
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    user_name: reviewDescriptor(author),
    created_at: r.createdAt.toISOString(),
    pending: !r.counts,
    ...author,
    ratings,
    challenges: r.challenges,
    recommend: r.recommend,
    yours: Boolean(r.yours),
    response,
  };
}

/** The columns a written review sets from the contract's insert body. */
export function reviewValues(body: Omit<z.output<typeof ReviewInsertBody>, 'id'>) {
  const ratings = body.ratings ?? {};
  return {
    rating: body.rating,
    title: body.title ?? null,
    body: body.body,
    challenges: body.challenges ?? null,
    jobTitle: body.job_title ?? null,
    workType: body.work_type ?? null,
    employmentStatus: body.employment_status ?? null,
    employmentYear: body.employment_year ?? null,
    recommend: body.recommend ?? null,
    ratingWorkLifeBalance: ratings.work_life_balance ?? null,
    ratingCareerDevelopment: ratings.career_development ?? null,
    ratingBenefits: ratings.benefits ?? null,
    ratingManagement: ratings.management ?? null,
    ratingCultureDiversity: ratings.culture_diversity ?? null,
    ratingWorkingEnvironment: ratings.working_environment ?? null,
  };
}
export type ReviewValues = ReturnType<typeof reviewValues>;
