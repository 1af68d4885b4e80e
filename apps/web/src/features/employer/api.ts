import {
  AdminCompanyItem,
  CompanyTeam,
  CreatedId,
  EmployerCompany,
  EmployerJobItem,
  type InvitationInsertInput,
  item,
  JobItem,
  JobStats,
  JobTotals,
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

/** A new draft with the job's content (the wizard opens it); the original stays as it was. */
export const duplicateJob = (companyId: string, id: string) =>
  api.post('/api/v1/employers/jobs.duplicate', { company_id: companyId, id }, CreatedId).then((r) => r.id);

/** An archived or expired job published again as a new job with a fresh expiry. */
export const repostJob = (companyId: string, id: string) =>
  api.post('/api/v1/employers/jobs.repost', { company_id: companyId, id }, CreatedId).then((r) => r.id);

/** Views, apply clicks and applications of the listed jobs (My Jobs figures). */
export const jobTotalsQuery = (companyId: string, ids: string[]) =>
  queryOptions({
    queryKey: ['employer', 'job-totals', companyId, ids],
    enabled: ids.length > 0,
    queryFn: () =>
      api
        .post('/api/v1/employers/jobs.totals', { company_id: companyId, ids }, list(JobTotals))
        .then((r) => new Map(r.items.map((t) => [t.job_id, t]))),
  });

export const jobStatsQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: ['employer', 'job-stats', companyId, id],
    queryFn: () =>
      api
        .post('/api/v1/employers/jobs.stats', { company_id: companyId, id }, item(JobStats))
        .then((r) => r.item),
  });

export const teamQueryKey = (companyId: string) => ['employer', 'team', companyId] as const;
export const teamQuery = (companyId: string) =>
  queryOptions({
    queryKey: teamQueryKey(companyId),
    queryFn: () => api.post('/api/v1/employers/companies.team.list', { company_id: companyId }, CompanyTeam),
  });
export const inviteColleague = (body: InvitationInsertInput) =>
  api.post('/api/v1/employers/companies.invitations.insert', body, CompanyTeam);
export const withdrawInvitation = (companyId: string, id: string) =>
  api.post('/api/v1/employers/companies.invitations.delete', { company_id: companyId, id }, CompanyTeam);
export const removeMember = (companyId: string, userId: string) =>
  api.post('/api/v1/employers/companies.members.delete', { company_id: companyId, user_id: userId }, Ok);

export const jobForEditQuery = (mode: WizardMode, id: string) =>
  queryOptions({
    queryKey: ['employer', 'job-edit', mode, id],
    queryFn: () => api.post(`${prefix(mode)}/jobs.get`, { id }, item(EmployerJobItem)).then((r) => r.item),
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

export { industriesQuery } from '../jobs/api.ts';
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
