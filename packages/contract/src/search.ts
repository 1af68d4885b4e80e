import { z } from 'zod';
import { Cursor, hasCentsAtMost, PG_INT_MAX, QueryBool, QueryMoney, Timestamp, Uuid } from './common.ts';
import { AlertFrequency } from './discovery.ts';
import { POSTED_WITHIN, SORT_BY } from './enum-values.ts';
import { Currency, Education, Experience, PayType, Schedule, WorkFormat } from './enums.ts';
import { JobCard, JobItem } from './jobs.ts';

export const SortBy = z.enum(SORT_BY);
export type SortBy = z.infer<typeof SortBy>;
export const PostedWithin = z.enum(POSTED_WITHIN);
export type PostedWithin = z.infer<typeof PostedWithin>;

/** Whole non-negative numbers only: 'abc', '1e3' and '' are refused instead of silently becoming 0. */
const QueryInt = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number')
  .transform(Number);
const QueryRefId = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a numeric id')
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));
/** A query parameter that may be given once or repeated (?exclude=a&exclude=b). */
const Repeated = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
  z.array(z.string().max(100)).max(20),
);
const emptyIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** GET /api/v1/jobs/search query string (spec part 1, section 7). */
export const JobSearchQuery = z.object({
  q: z.string().max(200).optional(),
  exclude: Repeated.optional(),
  currency: emptyIsAbsent(Currency),
  /** Dollars, or dollars and cents for an hourly figure ('23.50'). */
  salary_from: emptyIsAbsent(QueryMoney),
  salary_specified: emptyIsAbsent(QueryBool),
  /** Only jobs paid this way; with salary_from, the figure is in this unit (a year or an hour). */
  pay_type: emptyIsAbsent(PayType),
  country_id: emptyIsAbsent(QueryRefId),
  region_id: emptyIsAbsent(QueryRefId),
  city_id: emptyIsAbsent(QueryRefId),
  education: emptyIsAbsent(Education),
  experience: emptyIsAbsent(Experience),
  schedule: emptyIsAbsent(Schedule),
  work_format: emptyIsAbsent(WorkFormat),
  exclude_agency: emptyIsAbsent(QueryBool),
  with_address: emptyIsAbsent(QueryBool),
  max_responses: emptyIsAbsent(QueryInt),
  disability_friendly: emptyIsAbsent(QueryBool),
  accredited_employer: emptyIsAbsent(QueryBool),
  visa_sponsorship: emptyIsAbsent(QueryBool),
  remote_worldwide: emptyIsAbsent(QueryBool),
  show_archived: emptyIsAbsent(QueryBool),
  sort_by: emptyIsAbsent(SortBy),
  posted_within: emptyIsAbsent(PostedWithin),
  industry_id: emptyIsAbsent(QueryRefId),
  specialization_id: emptyIsAbsent(QueryRefId),
  next_cursor: z.string().max(500).optional(),
});
export type JobSearchQuery = z.infer<typeof JobSearchQuery>;

export { FACET_SAMPLE, NEW_JOBS_CAP, SEARCH_COUNT_CAP } from './display.ts';

/** One filter's counts: option value (an id or an enum value, as text) to matching jobs. */
export const FacetCounts = z.object({
  counts: z.record(z.string(), z.number().int()),
  /** The matches outnumbered FACET_SAMPLE: every count is a lower bound. */
  capped: z.boolean(),
});
export type FacetCounts = z.infer<typeof FacetCounts>;

/**
 * GET /api/v1/jobs/facets: how many jobs of the search each option of a filter would give. Each
 * filter is counted with every other filter applied but its own, so its other options stay honest.
 */
export const JobSearchFacets = z.object({
  industry_id: FacetCounts,
  specialization_id: FacetCounts,
  country_id: FacetCounts,
  region_id: FacetCounts,
  city_id: FacetCounts,
  schedule: FacetCounts,
  work_format: FacetCounts,
  /** Counted as the others are (issue 26 item 10, decision 0201). */
  education: FacetCounts,
  experience: FacetCounts,
});
export type JobSearchFacets = z.infer<typeof JobSearchFacets>;
export const FACETS = JobSearchFacets.keyof().options;
export type Facet = (typeof FACETS)[number];

/** A place the search found in the query's words and applied as a location filter (decision 0101). */
export const SearchPlace = z.object({
  name: z.string(),
  country_id: z.number().int(),
  region_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  /** The query's words without the place: what was searched for. */
  query: z.string(),
});
export type SearchPlace = z.infer<typeof SearchPlace>;

/**
 * Filters the search found in the query's words and applied (decision 0208): "part time
 * receptionist" searches part-time jobs for "receptionist". The web app moves them to the filters.
 */
export const SearchUnderstood = z.object({
  /** The words left to search for (also without a place the query named). */
  query: z.string(),
  schedule: Schedule.nullable(),
  work_format: WorkFormat.nullable(),
});
export type SearchUnderstood = z.infer<typeof SearchUnderstood>;

export const JobSearchPage = z.object({
  items: z.array(JobCard),
  total_count: z.number().int(),
  next_cursor: Cursor,
  /** Set when the query named a place the filters did not: the search ran with it as a filter. */
  place: SearchPlace.nullable().optional(),
  /** Set when the query named a work type or format the filters did not. */
  understood: SearchUnderstood.nullable().optional(),
  /** When the query finds little: the query with its misspelt words replaced ("Did you mean nurse?"). */
  did_you_mean: z.string().nullable().optional(),
});
export type JobSearchPage = z.infer<typeof JobSearchPage>;

/** What a saved search remembers (spec part 1, "Saved search"): the API parameters. */
export const SearchParams = z.object({
  q: z.string().max(200).optional(),
  exclude: z.array(z.string().max(100)).max(20).optional(),
  salary_specified: z.boolean().optional(),
  currency: Currency.optional(),
  pay_type: PayType.optional(),
  // The daily alert runs these through the same SQL as the search: keep them in integer range.
  country_id: z.number().int().positive().max(PG_INT_MAX).nullish(),
  region_id: z.number().int().positive().max(PG_INT_MAX).nullish(),
  city_id: z.number().int().positive().max(PG_INT_MAX).nullish(),
  with_address: z.boolean().optional(),
  exclude_agency: z.boolean().optional(),
  accredited_employer: z.boolean().optional(),
  disability_friendly: z.boolean().optional(),
  visa_sponsorship: z.boolean().optional(),
  remote_worldwide: z.boolean().optional(),
  show_archived: z.boolean().optional(),
  education: Education.nullish(),
  experience: Experience.nullish(),
  schedule: Schedule.nullish(),
  work_format: WorkFormat.nullish(),
  salary_from: z.number().nonnegative().max(999_999_999).refine(hasCentsAtMost).nullish(),
  industry_id: z.number().int().positive().max(PG_INT_MAX).nullish(),
  specialization_id: z.number().int().positive().max(PG_INT_MAX).nullish(),
  max_responses: z.number().int().positive().max(PG_INT_MAX).nullish(),
});
export type SearchParams = z.infer<typeof SearchParams>;

export const SavedSearchInsertBody = z.object({
  search_params: SearchParams,
  query_string: z.string().max(2000),
  notify_by_email: z.boolean().default(true),
  frequency: AlertFrequency.default('daily'),
});
export type SavedSearchInsertBody = z.input<typeof SavedSearchInsertBody>;

export const SavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  search_params: SearchParams,
  query_string: z.string(),
  notify_by_email: z.boolean(),
  frequency: AlertFrequency,
  created_at: Timestamp,
  /** Jobs posted since the seeker last opened it (or saved it), counted to NEW_JOBS_CAP (0207). */
  new_count: z.number().int().nonnegative(),
  /** When the seeker last opened it from Saved searches; null until then. */
  last_viewed_at: Timestamp.nullable(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;
export const SavedSearchSeenBody = z.object({ id: Uuid });

export const SavedSearchUpdateBody = z.object({
  id: Uuid,
  name: z.string().trim().min(1, 'Name is required').max(200),
  notify_by_email: z.boolean(),
  /** Left out: the frequency stays as it was. */
  frequency: AlertFrequency.optional(),
});
export const SavedSearchDeleteBody = z.object({ ids: z.array(Uuid).min(1).max(500) });

export const FavoriteId = z.object({ id: z.string() });
/** A saved job in the detailed list: the job's fields (archived_at included). */
export const FavoriteDetail = JobItem;
