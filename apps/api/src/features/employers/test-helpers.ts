import type { JobWriteBody } from '@fitjobs/contract';
import type { TestApp } from '../../test/app.ts';
import type { Persona } from '../../test/personas.ts';

/** A job that passes every publishing rule on 2026-06-01 (NZ time). */
export function validJob(companyId: string, overrides: Partial<JobWriteBody> = {}) {
  return {
    company_id: companyId,
    is_draft: false,
    title: 'Senior Rust Engineer',
    salary_from: 120_000,
    salary_to: 150_000,
    currency: 'nzd',
    schedule: 'full_time',
    work_format: 'hybrid',
    external_id: null,
    expires_at: '2026-06-20',
    description: {
      summary: '<p>Build the thing.</p>',
      responsibilities: ['Write code'],
      requirements: [],
      qualifications: [],
      working_conditions: [],
      skills: ['Rust'],
      tools_and_technologies: [],
      benefits: [],
    },
    ...overrides,
  };
}

export async function post(t: TestApp, url: string, who: Persona | null, payload: unknown = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });
}
