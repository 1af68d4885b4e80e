import type { AlertFrequency, SavedSearchInsertBody } from '@fitjobs/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { api, urlWithQuery } from '../../lib/api.ts';
import { useSession } from '../../lib/auth.ts';
import type { ServerCall } from '../../lib/server-render.ts';
import { companyCall, jobCall, jobKey, jobSearchKey, type SearchFilters, searchCall } from './requests.ts';

// The schemas load with the first call, not with the pages: a page the server drew hydrates
// without building any (evaluating them all took about 150 ms of a slow phone's main thread).
const schemas = () => import('@fitjobs/contract');

export const jobSearchQuery = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: jobSearchKey(filters),
    queryFn: async ({ pageParam }) =>
      api.get(...searchCall(filters, pageParam), (await schemas()).JobSearchPage),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKey(id),
    queryFn: async () => {
      const { item, JobItem } = await schemas();
      return (await api.post(...jobCall(id), item(JobItem))).item;
    },
  });
export const useJob = (id: string) => useQuery(jobQuery(id));

/** Up to six jobs like this one, for the bottom of its page (loaded once scrolled near). */
export const similarJobsQuery = (id: string) =>
  queryOptions({
    queryKey: ['jobs', 'similar', id],
    queryFn: async () => {
      const { list, JobItem } = await schemas();
      return (await api.post('/api/v1/jobs.similar', { id }, list(JobItem))).items;
    },
  });

/** The job's company, for the card beside the job (under the companies' key, so their edits refresh it). */
export const jobCompanyQuery = (id: string) =>
  queryOptions({
    queryKey: ['companies', id, 'job-card'],
    queryFn: async () => {
      const { item, Company } = await schemas();
      return (await api.post(...companyCall(id), item(Company))).item;
    },
  });

// The server draws the search and job pages (entry-server.tsx) from the same answers, parsed by
// the same schemas into the same cache entries as the queries above.
export async function prefillJobSearch(client: QueryClient, filters: SearchFilters, call: ServerCall) {
  const { JobSearchPage } = await schemas();
  const first = JobSearchPage.parse(await call('GET', urlWithQuery(...searchCall(filters))));
  client.setQueryData(jobSearchQuery(filters).queryKey, { pages: [first], pageParams: [null] });
}
export async function prefillJob(client: QueryClient, id: string, call: ServerCall) {
  const { item, JobItem, Company } = await schemas();
  const { item: job } = item(JobItem).parse(await call('POST', ...jobCall(id)));
  client.setQueryData(jobQuery(id).queryKey, job);
  // The company card too: hydrating then needs no call and no schema in the browser.
  const { item: company } = item(Company).parse(await call('POST', ...companyCall(job.company_id)));
  client.setQueryData(jobCompanyQuery(job.company_id).queryKey, company);
}

/** One list of places: countries, a country's regions or a region's cities. */
async function places(path: string, body: object) {
  const { list, LocationItem } = await schemas();
  return (await api.post(path, body, list(LocationItem))).items;
}
export const countriesQuery = queryOptions({
  queryKey: ['locations', 'countries'],
  queryFn: () => places('/api/v1/locations/countries.list', {}),
  staleTime: Number.POSITIVE_INFINITY,
});
export const regionsQuery = (countryId: number) =>
  queryOptions({
    queryKey: ['locations', 'regions', countryId],
    queryFn: () => places('/api/v1/locations/regions.list', { country_identity: { id: countryId } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const citiesQuery = (countryId: number, regionId: number) =>
  queryOptions({
    queryKey: ['locations', 'cities', countryId, regionId],
    queryFn: () =>
      places('/api/v1/locations/cities.list', {
        country_identity: { id: countryId },
        region_identity: { id: regionId },
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Industries and their specialisations (parent_id), for the classification pickers. */
export const industriesQuery = queryOptions({
  queryKey: ['industries'],
  queryFn: async () => {
    const { list, Industry } = await schemas();
    return (await api.post('/api/v1/industries.list', {}, list(Industry))).items;
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * How many jobs each filter option gives for this search (decision 0105). The last counts stay
 * on screen while the next arrive, so the filters do not flicker.
 */
export const jobFacetsQuery = (filters: SearchFilters) =>
  queryOptions({
    queryKey: ['jobs', 'facets', filters],
    queryFn: async () =>
      api.get(
        '/api/v1/jobs/facets',
        { ...filters, exclude: filters.exclude ?? [] },
        (await schemas()).JobSearchFacets,
      ),
    placeholderData: keepPreviousData,
  });

/** Ids of the signed-in employee's saved jobs (loaded only for employees, spec part 1 section 4). */
export const savedIdsQuery = queryOptions({
  queryKey: ['saved-jobs', 'ids'],
  queryFn: async () => {
    const { list, FavoriteId } = await schemas();
    const { items } = await api.post('/api/v1/jobs/favorites.list', {}, list(FavoriteId));
    return new Set(items.map((i) => i.id));
  },
});
export function useSavedIds() {
  const session = useSession();
  return useQuery({ ...savedIdsQuery, enabled: session?.role === 'employee' });
}

export const savedJobsQuery = infiniteQueryOptions({
  queryKey: ['saved-jobs', 'details'],
  queryFn: async ({ pageParam }) => {
    const { page, JobItem } = await schemas();
    return api.post('/api/v1/jobs/favorite-details.list', { next_cursor: pageParam }, page(JobItem));
  },
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next_cursor,
});

/** A call whose answer is `{ ok: true }`. */
const act = async (path: string, body: object) => api.post(path, body, (await schemas()).Ok);

export const saveJob = (id: string) => act('/api/v1/jobs/favorites.insert', { id });
export const unsaveJob = (id: string) => act('/api/v1/jobs/favorites.delete', { id });
export const hideJob = (id: string) => act('/api/v1/jobs/hidden.insert', { id });
export const hideCompany = (id: string) => act('/api/v1/companies/hidden.insert', { id });
export const unhideJob = (id: string) => act('/api/v1/jobs/hidden.delete', { id });
export const unhideCompany = (id: string) => act('/api/v1/companies/hidden.delete', { id });

export const savedSearchesQuery = queryOptions({
  queryKey: ['saved-searches'],
  queryFn: async () => {
    const { list, SavedSearch } = await schemas();
    return (await api.post('/api/v1/jobs/search.list', {}, list(SavedSearch))).items;
  },
});
export const insertSavedSearch = async (body: SavedSearchInsertBody) => {
  const { item, SavedSearch } = await schemas();
  return api.post('/api/v1/jobs/search.insert', body, item(SavedSearch));
};
export const updateSavedSearch = (body: {
  id: string;
  name: string;
  notify_by_email: boolean;
  frequency?: AlertFrequency;
}) => act('/api/v1/jobs/search.update', body);
/** The seeker opened the search: its "N new since you last looked" starts again. */
export const markSavedSearchSeen = (id: string) => act('/api/v1/jobs/search.seen', { id });
export const deleteSavedSearches = (ids: string[]) => act('/api/v1/jobs/search.delete', { ids });
