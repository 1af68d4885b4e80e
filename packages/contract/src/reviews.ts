import { z } from 'zod';
import { Cursor, Timestamp, Uuid } from './common.ts';
import { optionalText } from './companies.ts';
import { SCHEDULE_LABELS } from './display.ts';
import { Schedule } from './enums.ts';

/**
 * Company reviews (spec part 1: Review, Review stats, companies.reviews.*), anonymous and
 * structured as on SEEK (issue 26, docs/decisions/0203). The spec's fields keep their meaning:
 * `rating` is the overall rating, `body` is "The good things", and `user_name` carries the
 * anonymous descriptor ('Nurse · Full time · Current employee · 2026'), never a name.
 */

/** The six category ratings, in the order the form and the company page show them. */
export const REVIEW_CATEGORIES = [
  'work_life_balance',
  'career_development',
  'benefits',
  'management',
  'culture_diversity',
  'working_environment',
] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];
export const REVIEW_CATEGORY_LABELS: Record<ReviewCategory, string> = {
  work_life_balance: 'Work/life balance',
  career_development: 'Career development',
  benefits: 'Benefits',
  management: 'Management',
  culture_diversity: 'Culture and diversity',
  working_environment: 'Working environment',
};

export const EmploymentStatus = z.enum(['current', 'former']);
export type EmploymentStatus = z.infer<typeof EmploymentStatus>;
export const EMPLOYMENT_STATUS_LABELS: Record<EmploymentStatus, string> = {
  current: 'Current employee',
  former: 'Former employee',
};

const Stars = z.number().int().min(1).max(5);
const categoryShape = <T extends z.ZodType>(of: T) =>
  Object.fromEntries(REVIEW_CATEGORIES.map((c) => [c, of])) as Record<ReviewCategory, T>;

/** A category left unrated is null (reviews written before issue 26, or a skipped star row). */
export const CategoryRatings = z.object(categoryShape(Stars.nullable()));
export type CategoryRatings = z.infer<typeof CategoryRatings>;

/** The company's one public answer to a review (decision 0203: editable, never a second one). */
export const ReviewResponse = z.object({ body: z.string(), created_at: Timestamp, updated_at: Timestamp });

export const Review = z.object({
  id: z.string(),
  rating: Stars,
  title: z.string().nullable(),
  /** "The good things". */
  body: z.string(),
  /** The anonymous descriptor built from the four fields below and the year. */
  user_name: z.string(),
  created_at: Timestamp,
  /**
   * True while the review does not count yet (its author's account is under 7 days old): only its
   * author sees it then (docs/decisions/0182).
   */
  pending: z.boolean(),
  job_title: z.string().nullable(),
  work_type: Schedule.nullable(),
  employment_status: EmploymentStatus.nullable(),
  /** The last year worked there: the review's year for a current employee. */
  employment_year: z.number().int(),
  ratings: CategoryRatings,
  /** "The challenges". */
  challenges: z.string().nullable(),
  /** "Would you recommend working here?"; null when not answered. */
  recommend: z.boolean().nullable(),
  /** True only in answers to the review's own author ("Yours"). */
  yours: z.boolean(),
  response: ReviewResponse.nullable(),
});
export type Review = z.infer<typeof Review>;

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export const ReviewSort = z.enum(REVIEW_SORTS);
export type ReviewSort = z.infer<typeof ReviewSort>;

export const ReviewsListBody = z.object({
  id: Uuid,
  next_cursor: z.string().max(500).nullish(),
  sort: ReviewSort.default('newest'),
  /** Only reviews with this overall rating. */
  rating: Stars.nullish(),
});
export type ReviewsListBody = z.input<typeof ReviewsListBody>;
export const ReviewsPage = z.object({ items: z.array(Review), next_cursor: Cursor });
export type ReviewsPage = z.infer<typeof ReviewsPage>;

export const ReviewStats = z.object({
  average_rating: z.number(),
  total_reviews: z.number().int(),
  /** Average per category over the reviews that rated it (one decimal); null when none did. */
  categories: z.object(categoryShape(z.number().nullable())),
  /** Whole per cent of those who answered "Would you recommend working here?" with yes. */
  recommend_percent: z.number().int().nullable(),
  recommend_answers: z.number().int(),
  /** Counts of overall ratings, 5 down to 1. */
  histogram: z.array(z.object({ rating: Stars, count: z.number().int() })),
});
export type ReviewStats = z.infer<typeof ReviewStats>;

const thisYear = () => new Date().getUTCFullYear();

/**
 * employees/companies.reviews.insert. The spec's body (id, rating, title, body) still suffices;
 * the structured parts are optional so an older client keeps working. Text is plain text, kept as
 * written and rendered as text, like every other user text (no HTML is ever interpreted).
 */
export const ReviewInsertBody = z.object({
  id: Uuid,
  rating: Stars.default(5),
  title: optionalText(200),
  body: z.string().trim().min(1, 'Please enter your review').max(5000),
  challenges: optionalText(5000),
  job_title: optionalText(100),
  work_type: Schedule.nullish(),
  employment_status: EmploymentStatus.nullish(),
  employment_year: z
    .number()
    .int()
    .min(1950, 'Please enter a year from 1950')
    // A day of slack either side of New Year across time zones.
    .refine((y) => y <= thisYear() + 1, 'The year cannot be in the future')
    .nullish(),
  ratings: z.object(categoryShape(Stars.nullish())).partial().nullish(),
  recommend: z.boolean().nullish(),
});
export type ReviewInsertBody = z.input<typeof ReviewInsertBody>;

/** employers/companies.reviews.respond: the review's id and the company's answer. */
export const ReviewRespondBody = z.object({
  id: Uuid,
  body: z.string().trim().min(1, 'Please enter your response').max(3000),
});
export type ReviewRespondBody = z.input<typeof ReviewRespondBody>;

/** 'Nurse · Full time · Former employee · 2024': who wrote it, never a name (decision 0203). */
export function reviewDescriptor(
  r: Pick<Review, 'job_title' | 'work_type' | 'employment_status' | 'employment_year'>,
): string {
  const status = r.employment_status ? EMPLOYMENT_STATUS_LABELS[r.employment_status] : 'Employee';
  const workType = r.work_type ? SCHEDULE_LABELS[r.work_type] : null;
  return [r.job_title, workType, status, String(r.employment_year)].filter(Boolean).join(' · ');
}
