import {
  AdminCompanyItem,
  CreatedId,
  EmployerCompany,
  Industry,
  item,
  JobItem,
  type JobUpdateBody,
  type JobWriteBody,
  LocationItem,
  list,
  type NewCompanyInput,
  Ok,
  page,
} from '@fitjobs/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api.ts';

/** Which side writes: the employer area or the admin area (same wizard, different calls). */
export type WizardMode = 'employer' | 'admin';
const prefix = (mode: WizardMode) => (mode === 'admin' ? '/api/v1/admins' : '/api/v1/employers');

export const employerCompaniesQuery = queryOptions({
  queryKey: ['employer', 'companies'],
  queryFn: () => api.post('/api/v1/employers/companies.list', {}, list(EmployerCompany)).then((r) => r.items),
});
export const useEmployerCompanies = () => useQuery(employerCompaniesQuery);

export const createCompany = (mode: WizardMode, body: NewCompanyInput) =>
  api.post(`${prefix(mode)}/companies.insert`, body, CreatedId);

const JobsPage = page(JobItem);
export const companyJobsQueryKey = (companyId: string) => ['employer', 'jobs', companyId] as const;
export const useCompanyJobs = (companyId: string | undefined) =>
  useInfiniteQuery({
    queryKey: companyJobsQueryKey(companyId ?? ''),
    enabled: Boolean(companyId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.post('/api/v1/employers/jobs.list', { company_id: companyId, next_cursor: pageParam }, JobsPage),
    getNextPageParam: (last) => last.next_cursor,
  });

export const archiveJob = (companyId: string, id: string) =>
  api.post('/api/v1/employers/jobs.archive', { company_id: companyId, id }, Ok);

export const jobForEditQuery = (mode: WizardMode, id: string) =>
  queryOptions({
    queryKey: ['employer', 'job-edit', mode, id],
    queryFn: () => api.post(`${prefix(mode)}/jobs.get`, { id }, item(JobItem)).then((r) => r.item),
    staleTime: 0,
  });

export const saveJob = (mode: WizardMode, body: JobWriteBody | JobUpdateBody) =>
  api.post(`${prefix(mode)}/jobs.${'id' in body ? 'update' : 'insert'}`, body, CreatedId);

export const searchCompanies = (query: string) =>
  api.post('/api/v1/admins/companies.search', { query }, list(AdminCompanyItem)).then((r) => r.items);

export const updateCompanyFlags = (id: string, flags: { accredited?: boolean; verified?: boolean }) =>
  api
    .post('/api/v1/admins/companies.flags.update', { id, ...flags }, item(AdminCompanyItem))
    .then((r) => r.item);

// Reference data for the pickers (served by the reference-data area).
export const industriesQuery = queryOptions({
  queryKey: ['industries'],
  queryFn: () => api.post('/api/v1/industries.list', {}, list(Industry)).then((r) => r.items),
  staleTime: Number.POSITIVE_INFINITY,
});
export const countriesQuery = queryOptions({
  queryKey: ['locations', 'countries'],
  queryFn: () => api.post('/api/v1/locations/countries.list', {}, list(LocationItem)).then((r) => r.items),
  staleTime: Number.POSITIVE_INFINITY,
});
export const regionsQuery = (countryId: number | null | undefined) =>
  queryOptions({
    queryKey: ['locations', 'regions', countryId],
    enabled: Boolean(countryId),
    queryFn: () =>
      api
        .post('/api/v1/locations/regions.list', { country_identity: { id: countryId } }, list(LocationItem))
        .then((r) => r.items),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const citiesQuery = (countryId: number | null | undefined, regionId: number | null | undefined) =>
  queryOptions({
    queryKey: ['locations', 'cities', countryId, regionId],
    enabled: Boolean(countryId && regionId),
    queryFn: () =>
      api
        .post(
          '/api/v1/locations/cities.list',
          { country_identity: { id: countryId }, region_identity: { id: regionId } },
          list(LocationItem),
        )
        .then((r) => r.items),
    staleTime: Number.POSITIVE_INFINITY,
  });

const CompanyName = item(z.object({ id: z.string(), name: z.string() }));
/** The public company call, used by the admin wizard only for the company's name. */
export const companyNameQuery = (id: string) =>
  queryOptions({
    queryKey: ['companies', id, 'name'],
    queryFn: () => api.post('/api/v1/companies.get', { id }, CompanyName).then((r) => r.item.name),
    enabled: Boolean(id),
  });
