import { type JobSearchQuery, NEW_JOBS_CAP, type SearchParams } from '@fitjobs/contract';
import type { DbOrTx } from '../../db/client.ts';
import { countMatches } from './search.repo.ts';

/** A saved search's parameters as a search query, newest first (the alerts and the "N new" counts). */
export function toSearchQuery(p: SearchParams): JobSearchQuery {
  const orUndefined = <T>(v: T | null | undefined) => v ?? undefined;
  return {
    ...p,
    country_id: orUndefined(p.country_id),
    region_id: orUndefined(p.region_id),
    city_id: orUndefined(p.city_id),
    education: orUndefined(p.education),
    experience: orUndefined(p.experience),
    schedule: orUndefined(p.schedule),
    work_format: orUndefined(p.work_format),
    salary_from: orUndefined(p.salary_from),
    industry_id: orUndefined(p.industry_id),
    specialization_id: orUndefined(p.specialization_id),
    max_responses: orUndefined(p.max_responses),
    sort_by: 'updated_desc',
  };
}

export interface LookedAt {
  searchParams: SearchParams;
  createdAt: Date;
  lastViewedAt: Date | null;
}

/**
 * Jobs posted since the seeker last opened the search (or saved it), as the search itself finds
 * them for this seeker (hidden jobs and companies left out), counted no further than NEW_JOBS_CAP:
 * each count is a bounded read however common the words are (decision 0207).
 */
export function countNewJobs(db: DbOrTx, search: LookedAt, viewerId: string, now: Date): Promise<number> {
  return countMatches(
    db,
    toSearchQuery(search.searchParams),
    { now, viewerId, createdAfter: search.lastViewedAt ?? search.createdAt },
    NEW_JOBS_CAP,
  );
}
