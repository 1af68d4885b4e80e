import {
  ApplicationMessage,
  ApplicationMessagePage,
  ApplicationNote,
  type ApplicationSort,
  type ApplicationStatus,
  EmployeeApplication,
  EmployeeApplicationPage,
  EmployerApplication,
  EmployerApplicationList,
  EmployerApplicationPage,
  type EmployerSettableStatus,
  item,
  JobItem,
  list,
  type MustHaveFilter,
  Ok,
  page,
  Resume,
  type ScreeningAnswerInput,
} from '@fitjobs/contract';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { emit } from '../../lib/signals.ts';
import { jobKey } from '../jobs/requests.ts';

/** While a chat is open it refetches this often, so new messages show within 5 seconds (0082). */
export const CHAT_POLL_MS = 3000;

const fetchMine = (next_cursor: string | null) =>
  api.post('/api/v1/employees/applications.list', { next_cursor }, EmployeeApplicationPage);

export const myApplicationsQuery = infiniteQueryOptions({
  queryKey: ['applications', 'mine', 'pages'],
  queryFn: ({ pageParam }) => fetchMine(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next_cursor,
});

/**
 * Every job the seeker applied to, here or on the employer's site (paged until next_cursor is
 * null), by job id: 'Already applied', and the date an external job page shows.
 */
export const appliedJobIdsQuery = queryOptions({
  queryKey: ['applications', 'mine', 'job-ids'],
  queryFn: async () => {
    const byJob = new Map<string, EmployeeApplication>();
    let cursor: string | null = null;
    do {
      const page: EmployeeApplicationPage = await fetchMine(cursor);
      for (const a of page.items) byJob.set(a.job_id, a);
      cursor = page.next_cursor;
    } while (cursor);
    return byJob;
  },
});
export const useAppliedJobIds = (enabled: boolean) => useQuery({ ...appliedJobIdsQuery, enabled });

const ResumePage = page(Resume);

/** Every resume of the seeker (paged until next_cursor is null): the apply dialog's choice. */
export const myResumesForApplyQuery = queryOptions({
  queryKey: ['resumes', 'mine', 'all'],
  queryFn: async () => {
    const all: Resume[] = [];
    let cursor: string | null = null;
    do {
      const p: z.infer<typeof ResumePage> = await api.post(
        '/api/v1/employees/resumes.list',
        { next_cursor: cursor },
        ResumePage,
      );
      all.push(...p.items);
      cursor = p.next_cursor;
    } while (cursor);
    return all;
  },
  staleTime: 0,
});

/** The cover letter of the seeker's newest application that had one ("Use my last one"). */
export const lastCoverLetterQuery = queryOptions({
  queryKey: ['applications', 'mine', 'last-cover-letter'],
  queryFn: async () => {
    const first = await fetchMine(null);
    return first.items.find((a) => a.cover_letter)?.cover_letter ?? null;
  },
});

/** The job as the apply dialog reads it: its screening questions. */
export const jobForApplyQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['jobs', 'apply', jobId],
    queryFn: () => api.post('/api/v1/jobs.get', { id: jobId }, item(JobItem)).then((r) => r.item),
  });

/** After applying or revoking: lists, 'Already applied' and the nav counters all refresh. */
function applicationsChanged() {
  void queryClient.invalidateQueries({ queryKey: ['applications'] });
  emit('applications-changed');
}

export interface ApplyInput {
  coverLetter: string;
  resumeId: string | null;
  answers: ScreeningAnswerInput[];
}

export async function applyToJob(jobId: string, input: ApplyInput) {
  const res = await api.post(
    '/api/v1/employees/applications.insert',
    {
      id: jobId,
      cover_letter: input.coverLetter.trim() || null,
      resume_id: input.resumeId,
      answers: input.answers,
    },
    item(EmployeeApplication),
  );
  applicationsChanged();
  // The job page's applicant count has gone up by one.
  void queryClient.invalidateQueries({ queryKey: jobKey(jobId) });
  return res.item;
}

export async function withdrawApplication(id: string) {
  await api.post('/api/v1/employees/applications.withdraw', { id }, item(EmployeeApplication));
  applicationsChanged();
}

/** "Yes, I applied" on an external job's page (decision 0173). */
export async function recordExternalApplication(jobId: string) {
  const res = await api.post(
    '/api/v1/employees/applications.external.insert',
    { id: jobId },
    item(EmployeeApplication),
  );
  applicationsChanged();
  return res.item;
}

/** Takes an application made on the employer's site off the seeker's list. */
export async function removeExternalApplication(id: string) {
  await api.post('/api/v1/employees/applications.external.delete', { id }, Ok);
  applicationsChanged();
}

export async function revokeApplication(id: string) {
  await api.post('/api/v1/employees/applications.delete', { id }, Ok);
  applicationsChanged();
}

export interface ApplicantFilters {
  companyId: string;
  jobId?: string;
  sort: ApplicationSort;
  status: ApplicationStatus[];
  mustHaves?: MustHaveFilter | null;
}

export const employerApplicationsQuery = (f: ApplicantFilters) =>
  infiniteQueryOptions({
    queryKey: ['applications', 'employer', f],
    queryFn: ({ pageParam }) =>
      api.post(
        '/api/v1/employers/applications.list',
        {
          company_id: f.companyId,
          id: f.jobId,
          sort: f.sort,
          status: f.status,
          must_haves: f.mustHaves ?? null,
          next_cursor: pageParam,
        },
        EmployerApplicationPage,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** Opening an application: the server marks an applied one viewed (0081). */
export async function openApplication(id: string): Promise<EmployerApplication> {
  const res = await api.post('/api/v1/employers/applications.get', { id }, item(EmployerApplication));
  void queryClient.invalidateQueries({ queryKey: ['applications', 'employer'] });
  return res.item;
}

export async function updateApplicationStatus(id: string, status: EmployerSettableStatus, message?: string) {
  const res = await api.post(
    '/api/v1/employers/applications.update',
    { id, status, message: message || null },
    item(EmployerApplication),
  );
  void queryClient.invalidateQueries({ queryKey: ['applications', 'employer'] });
  return res.item;
}

/** Shortlist or reject several applicants at once; their e-mails wait out the grace period (0150). */
export async function bulkUpdateStatus(
  companyId: string,
  ids: string[],
  status: EmployerSettableStatus,
  message?: string,
) {
  const res = await api.post(
    '/api/v1/employers/applications.bulkUpdate',
    { company_id: companyId, ids, status, message: message || null },
    EmployerApplicationList,
  );
  void queryClient.invalidateQueries({ queryKey: ['applications', 'employer'] });
  return res.items;
}

/** Undo: the applicants whose e-mail has not gone yet get their previous status back. */
export async function undoStatusChange(companyId: string, ids: string[]) {
  const res = await api.post(
    '/api/v1/employers/applications.undo',
    { company_id: companyId, ids },
    EmployerApplicationList,
  );
  void queryClient.invalidateQueries({ queryKey: ['applications', 'employer'] });
  return res.items;
}

const Notes = list(ApplicationNote);
export const notesQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['applications', 'employer', 'notes', applicationId],
    queryFn: () =>
      api
        .post('/api/v1/employers/applications.notes.list', { id: applicationId }, Notes)
        .then((r) => r.items),
  });

export async function addNote(applicationId: string, body: string) {
  const res = await api.post(
    '/api/v1/employers/applications.notes.insert',
    { id: applicationId, body },
    Notes,
  );
  void queryClient.invalidateQueries({ queryKey: ['applications', 'employer'] });
  return res.items;
}

export async function rateApplication(applicationId: string, rating: number | null) {
  const res = await api.post(
    '/api/v1/employers/applications.rate',
    { id: applicationId, rating },
    item(EmployerApplication),
  );
  void queryClient.invalidateQueries({ queryKey: ['applications', 'employer'] });
  return res.item;
}

/** The CSV of one job's applicants, saved by the browser. */
export const exportApplicants = (companyId: string, jobId: string) =>
  api.file('/api/v1/employers/applications.export', { company_id: companyId, id: jobId });

/** The resume an application sent, as it was sent (decision 0170). */
export const downloadSentResume = (applicationId: string) =>
  api.file('/api/v1/employers/applications.resume.pdf.get', { id: applicationId });

export const messagesQuery = (applicationId: string, polling: boolean) =>
  infiniteQueryOptions({
    queryKey: ['applications', 'messages', applicationId],
    queryFn: ({ pageParam }) =>
      api.post(
        '/api/v1/applications/messages.list',
        { id: applicationId, next_cursor: pageParam },
        ApplicationMessagePage,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: polling ? CHAT_POLL_MS : false,
  });

export async function sendMessage(applicationId: string, text: string) {
  const res = await api.post(
    '/api/v1/applications/messages.insert',
    { id: applicationId, text },
    item(ApplicationMessage),
  );
  await queryClient.invalidateQueries({ queryKey: ['applications', 'messages', applicationId] });
  return res.item;
}
