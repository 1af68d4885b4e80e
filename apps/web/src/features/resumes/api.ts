import {
  item,
  LocationItem,
  list,
  Ok,
  page,
  Resume,
  type ResumeFileFields,
  type ResumeInput,
  ResumeSaved,
  ResumeSearchResult,
  type ResumeSortBy,
  ResumeViewerCompany,
  type ResumeVisibility,
} from '@fitjobs/contract';
import { infiniteQueryOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, saveFile } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { emit } from '../../lib/signals.ts';

const ResumePage = page(Resume);
const ResumeItem = item(Resume);
const Locations = list(LocationItem);

export const myResumesQuery = infiniteQueryOptions({
  queryKey: ['resumes', 'mine'],
  queryFn: ({ pageParam }) =>
    api.post('/api/v1/employees/resumes.list', { next_cursor: pageParam }, ResumePage),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next_cursor,
});

/** One resume, through the employee or the employer endpoint (spec: "by role"). */
export const resumeQuery = (id: string, as: 'employee' | 'employer') =>
  queryOptions({
    queryKey: ['resumes', as, id],
    queryFn: () =>
      api.post(`/api/v1/${as === 'employee' ? 'employees' : 'employers'}/resumes.get`, { id }, ResumeItem),
    select: (data) => data.item,
    retry: false,
  });
export const useResume = (id: string | undefined, as: 'employee' | 'employer') =>
  useQuery({ ...resumeQuery(id ?? '', as), enabled: Boolean(id) });

const invalidateMine = () => queryClient.invalidateQueries({ queryKey: ['resumes'] });

export function useSaveResume(id: string | undefined) {
  return useMutation({
    mutationFn: (input: ResumeInput) =>
      id
        ? api.post('/api/v1/employees/resumes.update', { ...input, id }, ResumeSaved)
        : api.post('/api/v1/employees/resumes.insert', input, ResumeSaved),
    onSuccess: () => {
      void invalidateMine();
      if (!id) emit('resume-changed');
    },
  });
}

export function useDeleteResume() {
  return useMutation({
    mutationFn: (id: string) => api.post('/api/v1/employees/resumes.delete', { id }, Ok),
    onSuccess: () => {
      void invalidateMine();
      emit('resume-changed');
    },
  });
}

export function useActivateResume() {
  return useMutation({
    mutationFn: (id: string) =>
      api.post('/api/v1/employees/resumes.update', { id, is_active: true }, ResumeSaved),
    onSuccess: () => {
      void invalidateMine();
      emit('resume-changed');
    },
  });
}

export function useResumeVisibility() {
  return useMutation({
    mutationFn: (v: { id: string; visibility: ResumeVisibility }) =>
      api.post('/api/v1/employees/resumes.update', v, ResumeSaved),
    onSuccess: () => void invalidateMine(),
  });
}

/** "Companies that viewed your resume". */
export const resumeViewersQuery = queryOptions({
  queryKey: ['resumes', 'viewers'],
  queryFn: () => api.post('/api/v1/employees/resumes.views.list', {}, list(ResumeViewerCompany)),
});

/** Downloads a resume PDF: the seeker's own, or (employer) by resume id or candidate user id. */
export async function downloadResumePdf(id: string, as: 'employee' | 'employer'): Promise<void> {
  const file = await api.file(`/api/v1/${as === 'employee' ? 'employees' : 'employers'}/resumes.pdf.get`, {
    id,
  });
  saveFile(file);
}

export interface ResumeSearchParams {
  q: string;
  exclude: string[];
  country_id?: number | undefined;
  region_id?: number | undefined;
  city_id?: number | undefined;
  eligible_to_work_in_nz: boolean;
  /** Only people who can work in Australia now (decision 0174). */
  can_work_in_au: boolean;
  sort_by: ResumeSortBy;
}

export const resumeSearchQuery = (params: ResumeSearchParams) =>
  infiniteQueryOptions({
    queryKey: ['resumes', 'search', params],
    queryFn: ({ pageParam }) =>
      api.get(
        '/api/v1/employers/resumes.search',
        {
          q: params.q,
          exclude: params.exclude,
          country_id: params.country_id,
          region_id: params.region_id,
          city_id: params.city_id,
          eligible_to_work_in_nz: params.eligible_to_work_in_nz ? 'true' : undefined,
          can_work_in: params.can_work_in_au ? 'au' : undefined,
          sort_by: params.sort_by,
          next_cursor: pageParam,
        },
        ResumeSearchResult,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const countriesQuery = queryOptions({
  queryKey: ['locations', 'countries'],
  queryFn: () => api.post('/api/v1/locations/countries.list', {}, Locations),
  select: (d) => d.items,
  staleTime: Number.POSITIVE_INFINITY,
});
export const regionsQuery = (countryId: number) =>
  queryOptions({
    queryKey: ['locations', 'regions', countryId],
    queryFn: () =>
      api.post('/api/v1/locations/regions.list', { country_identity: { id: countryId } }, Locations),
    select: (d) => d.items,
    staleTime: Number.POSITIVE_INFINITY,
  });
export const citiesQuery = (countryId: number, regionId: number) =>
  queryOptions({
    queryKey: ['locations', 'cities', countryId, regionId],
    queryFn: () =>
      api.post(
        '/api/v1/locations/cities.list',
        { country_identity: { id: countryId }, region_identity: { id: regionId } },
        Locations,
      ),
    select: (d) => d.items,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Uploads a resume file with the name and contact it carries (decision 0221); the new resume's id. */
export async function uploadResumeFile(file: File, fields: ResumeFileFields): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  form.append('file', file);
  const saved = await api.upload('/api/v1/employees/resumes.file.insert', form, ResumeSaved);
  await invalidateMine();
  emit('resume-changed');
  return saved.id;
}
