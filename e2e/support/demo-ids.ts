import { type APIRequestContext, expect } from '@playwright/test';
import { tokensFor } from './auth.ts';

export const SEEKER = 'seeker@demo.fitjobs.nz';
export const EMPLOYER = 'employer@demo.fitjobs.nz';
export const ADMIN = 'admin@demo.fitjobs.nz';

const accessToken = async (request: APIRequestContext, email: string, role: 'employee' | 'employer') =>
  (await tokensFor(request, email, role)).access_token;

interface DemoJob {
  id: string;
  title: string;
  is_draft: boolean;
  is_test: boolean;
  archived_at: string | null;
  expires_at: string | null;
  external_id: string | null;
  questions: unknown[];
}

/** Real ids of the demo board, for the pages that take one. */
export interface DemoIds {
  companyId: string;
  companyName: string;
  /** An open job of the demo company the seeker has not applied to (its Apply opens the dialog). */
  openJobId: string;
  openJobTitle: string;
  archivedJobId: string;
  draftJobId: string;
  externalJobId: string;
  /** The seeker's active resume. */
  resumeId: string;
  /** A job of the demo company with applicants. */
  jobWithApplicantsId: string;
  /** A candidate's resume as the demo employer reads it. */
  candidateResumeId: string;
}

const post = async <T>(request: APIRequestContext, url: string, token: string, data: object) => {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${url} answers ${res.status()}`).toBe(true);
  return (await res.json()) as T;
};

/** An open external job from the public search (about one in twelve jobs is external). */
async function findExternalJob(request: APIRequestContext): Promise<string> {
  let cursor: string | null = null;
  for (let pageNo = 0; pageNo < 10; pageNo += 1) {
    const query = new URLSearchParams({ q: 'manager' });
    if (cursor) query.set('next_cursor', cursor);
    const res = await request.get(`/api/v1/jobs/search?${query}`);
    const body = (await res.json()) as { items: DemoJob[]; next_cursor: string | null };
    const found = body.items.find((j) => j.external_id && !j.archived_at);
    if (found) return found.id;
    cursor = body.next_cursor;
    if (!cursor) break;
  }
  return '';
}

/** Reads the ids once through the API as the demo employer and the demo seeker. */
export async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const employer = await accessToken(request, EMPLOYER, 'employer');
  const seeker = await accessToken(request, SEEKER, 'employee');
  const companies = await post<{ items: { id: string; name: string }[] }>(
    request,
    '/api/v1/employers/companies.list',
    employer,
    {},
  );
  const companyId = companies.items[0]?.id ?? '';
  const companyName = companies.items[0]?.name ?? '';
  const jobs = await post<{ items: DemoJob[] }>(request, '/api/v1/employers/jobs.list', employer, {
    company_id: companyId,
  });
  const appliedIds = new Set<string>();
  let cursor: string | null = null;
  do {
    const applied: { items: { job_id: string }[]; next_cursor: string | null } = await post(
      request,
      '/api/v1/employees/applications.list',
      seeker,
      { next_cursor: cursor },
    );
    for (const a of applied.items) appliedIds.add(a.job_id);
    cursor = applied.next_cursor;
  } while (cursor);
  const now = Date.now();
  const open = jobs.items.filter(
    (j) =>
      !j.is_draft &&
      !j.is_test &&
      !j.archived_at &&
      !j.external_id &&
      (!j.expires_at || Date.parse(j.expires_at) > now),
  );
  const resumes = await post<{ items: { id: string; is_active: boolean }[] }>(
    request,
    '/api/v1/employees/resumes.list',
    seeker,
    { next_cursor: null },
  );
  const applicants = await post<{ items: { job_id: string; active_resume_id: string | null }[] }>(
    request,
    '/api/v1/employers/applications.list',
    employer,
    { company_id: companyId },
  );
  const externalJobId = await findExternalJob(request);
  // The job with the most applicants: journeys that post their own job and apply to it add
  // newer applications with one applicant each.
  const perJob = new Map<string, number>();
  for (const a of applicants.items) perJob.set(a.job_id, (perJob.get(a.job_id) ?? 0) + 1);
  const withResume = applicants.items
    .filter((a) => a.active_resume_id)
    .sort((a, b) => (perJob.get(b.job_id) ?? 0) - (perJob.get(a.job_id) ?? 0))[0];
  // Applied to with a cover letter alone, so one without screening questions: the newest open
  // jobs may be ones a journey posted with questions of its own (apply.spec.ts).
  const notApplied = open.find((j) => !appliedIds.has(j.id) && j.questions.length === 0);
  const ids: DemoIds = {
    companyId,
    companyName,
    openJobId: notApplied?.id ?? '',
    openJobTitle: notApplied?.title ?? '',
    archivedJobId: jobs.items.find((j) => j.archived_at)?.id ?? '',
    draftJobId: jobs.items.find((j) => j.is_draft)?.id ?? '',
    externalJobId,
    resumeId: resumes.items.find((r) => r.is_active)?.id ?? '',
    jobWithApplicantsId: withResume?.job_id ?? '',
    candidateResumeId: withResume?.active_resume_id ?? '',
  };
  for (const [key, value] of Object.entries(ids)) expect(value, `demo data has a ${key}`).not.toBe('');
  return ids;
}
