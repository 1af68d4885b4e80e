// What the web app needs to show a job or a search, as plain code: this module loads no zod, so a
// page drawn on the server hydrates without building any schema (jobs.ts and search.ts re-export
// these for everyone else).
import type { JobStatus, Schedule } from './enums.ts';
import type { JobItem } from './jobs.ts';

/** total_count stops at this number; the web app then says 'N+'. */
export const SEARCH_COUNT_CAP = 1000;
/**
 * Filter counts are taken over at most this many matches of a search; past it they are lower
 * bounds and the web app says 'N+' (decision 0105). As many as the search's own count reads: the
 * count is the size of the same sample, whose filter counts the screen then reuses (decision 0229).
 */
export const FACET_SAMPLE = SEARCH_COUNT_CAP;
/** A saved search's "N new since you last looked" stops here; the screen shows "99+" (0207). */
export const NEW_JOBS_CAP = 100;

/**
 * Display status, derived in the spec's order: draft, test, archived, expired, otherwise active
 * (spec part 2, section 4).
 */
export function jobStatus(
  job: Pick<JobItem, 'is_draft' | 'is_test' | 'archived_at' | 'expires_at'>,
  now: Date = new Date(),
): JobStatus {
  if (job.is_draft) return 'draft';
  if (job.is_test) return 'test';
  if (job.archived_at) return 'archived';
  if (job.expires_at && new Date(job.expires_at).getTime() < now.getTime()) return 'expired';
  return 'active';
}

/** How a schedule (work type) reads on screen and in a review's anonymous descriptor. */
export const SCHEDULE_LABELS: Record<Schedule, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  casual: 'Casual',
  shift_work: 'Shift work',
  flexible_hours: 'Flexible hours',
  contract: 'Contract',
  other: 'Other',
};
