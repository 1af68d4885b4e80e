import {
  Company,
  type CompanyUpdateBody,
  item,
  JobItem,
  LocationItem,
  list,
  Ok,
  page,
  Review,
  type ReviewInsertBody,
  type ReviewSort,
  ReviewStats,
  ReviewsPage,
  UploadAnswer,
} from '@fitjobs/contract';
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { ServerCall } from '../../lib/server-render.ts';

const JobsPage = page(JobItem);

export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: ['companies', id],
    queryFn: async () => (await api.post('/api/v1/companies.get', { id }, item(Company))).item,
    retry: false,
  });

export const reviewStatsQuery = (id: string) =>
  queryOptions({
    queryKey: ['companies', id, 'reviews', 'stats'],
    queryFn: () => api.post('/api/v1/companies.reviews.stats', { id }, ReviewStats),
  });

/** A company's reviews in the chosen order, optionally of one overall rating (decision 0203). */
export const reviewsQuery = (id: string, sort: ReviewSort = 'newest', rating: number | null = null) =>
  infiniteQueryOptions({
    queryKey: ['companies', id, 'reviews', 'list', sort, rating],
    queryFn: ({ pageParam }) =>
      api.post('/api/v1/companies.reviews.list', { id, sort, rating, next_cursor: pageParam }, ReviewsPage),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** The company's jobs: members see all of them, everyone else only active public ones. */
export const companyJobsQuery = (companyId: string) =>
  infiniteQueryOptions({
    queryKey: ['companies', companyId, 'jobs'],
    queryFn: ({ pageParam }) =>
      api.post('/api/v1/employers/jobs.list', { company_id: companyId, next_cursor: pageParam }, JobsPage),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/**
 * The server draws the company page (entry-server.tsx): the profile, its review figures and the
 * first page of its jobs go in the cache as the browser's queries would fill it. Any call that
 * fails throws, and the page is drawn in the browser.
 */
export async function prefillCompany(client: QueryClient, id: string, call: ServerCall) {
  const [company, stats, jobs] = await Promise.all([
    call('POST', '/api/v1/companies.get', { id }),
    call('POST', '/api/v1/companies.reviews.stats', { id }),
    call('POST', '/api/v1/employers/jobs.list', { company_id: id, next_cursor: null }),
  ]);
  client.setQueryData(companyQuery(id).queryKey, item(Company).parse(company).item);
  client.setQueryData(reviewStatsQuery(id).queryKey, ReviewStats.parse(stats));
  client.setQueryData(companyJobsQuery(id).queryKey, { pages: [JobsPage.parse(jobs)], pageParams: [null] });
}

export { industriesQuery } from '../jobs/api.ts';

export const countriesQuery = queryOptions({
  queryKey: ['locations', 'countries'],
  queryFn: async () => (await api.post('/api/v1/locations/countries.list', {}, list(LocationItem))).items,
  staleTime: Number.POSITIVE_INFINITY,
});

export const regionsQuery = (countryId: number | null) =>
  queryOptions({
    queryKey: ['locations', 'regions', countryId],
    queryFn: async () =>
      (
        await api.post(
          '/api/v1/locations/regions.list',
          { country_identity: { id: countryId } },
          list(LocationItem),
        )
      ).items,
    enabled: countryId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const citiesQuery = (countryId: number | null, regionId: number | null) =>
  queryOptions({
    queryKey: ['locations', 'cities', countryId, regionId],
    queryFn: async () =>
      (
        await api.post(
          '/api/v1/locations/cities.list',
          { country_identity: { id: countryId }, region_identity: { id: regionId } },
          list(LocationItem),
        )
      ).items,
    enabled: countryId !== null && regionId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Admins edit any company through the admin call; an employer only their own (the server checks). */
export function updateCompany(body: CompanyUpdateBody, asAdmin: boolean) {
  const path = asAdmin ? '/api/v1/admins/companies.update' : '/api/v1/employers/companies.update';
  return api.post(path, body, Ok);
}

export function useUpdateCompany(companyId: string, asAdmin: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CompanyUpdateBody, 'id'>) => updateCompany({ ...body, id: companyId }, asAdmin),
    onSuccess: () => client.invalidateQueries({ queryKey: ['companies', companyId] }),
  });
}

export type ImageCategory = 'company_logo' | 'company_banner';

/** Uploads the file, then saves its URL on the company. */
export async function uploadCompanyImage(
  companyId: string,
  file: File,
  category: ImageCategory,
  asAdmin: boolean,
): Promise<void> {
  const form = new FormData();
  form.append('category', category);
  form.append('content_type', file.type.replace('image/', ''));
  if (asAdmin) form.append('admin_company_id', companyId);
  // The file goes last: the server reads the text fields before the file stream.
  form.append('file', file);
  const { public_url } = await api.upload('/api/v1/uploads.insert', form, UploadAnswer);
  const field = category === 'company_logo' ? 'logo_url' : 'header_image_url';
  await updateCompany({ id: companyId, [field]: public_url }, asAdmin);
}

export function useInsertReview(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ReviewInsertBody, 'id'>) =>
      api.post('/api/v1/employees/companies.reviews.insert', { ...body, id: companyId }, item(Review)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['companies', companyId, 'reviews'] }),
  });
}

/** Review moderation: an admin removes a review; the list and the stats reload. */
export function useDeleteReview(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) =>
      api.post('/api/v1/admins/companies.reviews.delete', { id: reviewId }, Ok),
    onSuccess: () => client.invalidateQueries({ queryKey: ['companies', companyId, 'reviews'] }),
  });
}

/** The company's one public response to a review: written, or edited in place (decision 0203). */
export function useRespondToReview(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; body: string }) =>
      api.post('/api/v1/employers/companies.reviews.respond', body, item(Review)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['companies', companyId, 'reviews', 'list'] }),
  });
}
