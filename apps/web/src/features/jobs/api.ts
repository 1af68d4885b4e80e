import {
  FavoriteId,
  item,
  JobItem,
  JobSearchPage,
  LocationItem,
  list,
  Ok,
  page,
  SavedSearch,
  type SavedSearchInsertBody,
} from '@fitjobs/contract';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/auth.ts';
import { jobCall, jobKey, jobSearchKey, type SearchFilters, searchCall } from './requests.ts';

export const jobSearchQuery = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: jobSearchKey(filters),
    queryFn: ({ pageParam }) => api.get(...searchCall(filters, pageParam), JobSearchPage),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKey(id),
    queryFn: () => api.post(...jobCall(id), item(JobItem)).then((r) => r.item),
  });
export const useJob = (id: string) => useQuery(jobQuery(id));

const LocationList = list(LocationItem);
export const countriesQuery = queryOptions({
  queryKey: ['locations', 'countries'],
  queryFn: () => api.post('/api/v1/locations/countries.list', {}, LocationList).then((r) => r.items),
  staleTime: Number.POSITIVE_INFINITY,
});
export const regionsQuery = (countryId: number) =>
  queryOptions({
    queryKey: ['locations', 'regions', countryId],
    queryFn: () =>
      api
        .post('/api/v1/locations/regions.list', { country_identity: { id: countryId } }, LocationList)
        .then((r) => r.items),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const citiesQuery = (countryId: number, regionId: number) =>
  queryOptions({
    queryKey: ['locations', 'cities', countryId, regionId],
    queryFn: () =>
      api
        .post(
          '/api/v1/locations/cities.list',
          { country_identity: { id: countryId }, region_identity: { id: regionId } },
          LocationList,
        )
        .then((r) => r.items),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Ids of the signed-in employee's saved jobs (loaded only for employees, spec part 1 section 4). */
export const savedIdsQuery = queryOptions({
  queryKey: ['saved-jobs', 'ids'],
  queryFn: () =>
    api
      .post('/api/v1/jobs/favorites.list', {}, list(FavoriteId))
      .then((r) => new Set(r.items.map((i) => i.id))),
});
export function useSavedIds() {
  const session = useSession();
  return useQuery({ ...savedIdsQuery, enabled: session?.role === 'employee' });
}

export const savedJobsQuery = infiniteQueryOptions({
  queryKey: ['saved-jobs', 'details'],
  queryFn: ({ pageParam }) =>
    api.post('/api/v1/jobs/favorite-details.list', { next_cursor: pageParam }, page(JobItem)),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next_cursor,
});

export const saveJob = (id: string) => api.post('/api/v1/jobs/favorites.insert', { id }, Ok);
export const unsaveJob = (id: string) => api.post('/api/v1/jobs/favorites.delete', { id }, Ok);
export const hideJob = (id: string) => api.post('/api/v1/jobs/hidden.insert', { id }, Ok);
export const hideCompany = (id: string) => api.post('/api/v1/companies/hidden.insert', { id }, Ok);

export const savedSearchesQuery = queryOptions({
  queryKey: ['saved-searches'],
  queryFn: () => api.post('/api/v1/jobs/search.list', {}, list(SavedSearch)).then((r) => r.items),
});
export const insertSavedSearch = (body: SavedSearchInsertBody) =>
  api.post('/api/v1/jobs/search.insert', body, item(SavedSearch));
export const updateSavedSearch = (body: { id: string; name: string; notify_by_email: boolean }) =>
  api.post('/api/v1/jobs/search.update', body, Ok);
export const deleteSavedSearches = (ids: string[]) => api.post('/api/v1/jobs/search.delete', { ids }, Ok);
