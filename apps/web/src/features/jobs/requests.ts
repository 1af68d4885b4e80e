import type { JobSearchQuery } from '@fitjobs/contract';

// The calls and cache keys behind the search and job pages' first screens, shared by the pages'
// queries (api.ts) and the route loaders that start them early (routes.tsx). Loaders run in the
// first download, so nothing here may load zod: the schemas come with the pages.

/** A search as the URL gives it; `next_cursor` is where its first page starts (the `after` link). */
export type SearchFilters = JobSearchQuery;

/** Every search's cache entry starts with this (to invalidate them all). */
export const JOB_SEARCHES = ['jobs', 'search'] as const;
export const jobSearchKey = (filters: SearchFilters) => [...JOB_SEARCHES, filters] as const;
export const jobKey = (id: string) => ['jobs', 'item', id] as const;

/** GET /api/v1/jobs/search for one page of results, as [path, query]. */
export const searchCall = (filters: SearchFilters, cursor: string | null = null) =>
  [
    '/api/v1/jobs/search',
    { ...filters, exclude: filters.exclude ?? [], next_cursor: cursor ?? filters.next_cursor },
  ] as const;

/** POST /api/v1/jobs.get, as [path, body]. */
export const jobCall = (id: string) => ['/api/v1/jobs.get', { id }] as const;

/** POST /api/v1/companies.get, as [path, body]. */
export const companyCall = (id: string) => ['/api/v1/companies.get', { id }] as const;
