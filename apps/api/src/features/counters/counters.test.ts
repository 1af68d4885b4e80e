import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedJobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { persona } from '../../test/personas.ts';
import { applyAs, call, insertJob, insertResume } from '../applications/test-fixtures.ts';

const EMPLOYEE = '/api/v1/employees/counters.list';
const EMPLOYER = '/api/v1/employers/counters.list';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('counters', () => {
  it('counts the seeker’s saved jobs, resumes and applications, and nobody else’s', async () => {
    const employer = await persona(t, 'employer', { companyName: 'Counting Co' });
    const seeker = await persona(t, 'employee');
    const other = await persona(t, 'employee');
    await insertResume(t, seeker.id);
    await insertResume(t, seeker.id, { isActive: false });
    await insertResume(t, other.id);
    const jobs = [
      await insertJob(t, employer.companyId as string),
      await insertJob(t, employer.companyId as string),
    ];
    await t.db.insert(savedJobs).values({ userId: seeker.id, jobId: jobs[0] as string });
    for (const jobId of jobs) await applyAs(t, seeker, jobId);
    await applyAs(t, other, jobs[0] as string);

    const res = await call(t, seeker, EMPLOYEE);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      saved_jobs_count: 1,
      resume_count: 2,
      applications_count: 2,
      new_saved_search_jobs: 0,
    });
    expect((await call(t, employer, EMPLOYEE)).status).toBe(403);
  });

  it('counts the employer’s listed and active jobs and applicants in both readings', async () => {
    const employer = await persona(t, 'employer', { companyName: 'Hiring Co' });
    const rival = await persona(t, 'employer', { companyName: 'Rival Co' });
    const cid = employer.companyId as string;
    const past = new Date(t.clock.now().getTime() - 1000);
    const active = await insertJob(t, cid);
    await insertJob(t, cid, { isDraft: true });
    await insertJob(t, cid, { expiresAt: past });
    await insertJob(t, cid, { archivedAt: past });
    await insertJob(t, cid, { isTest: true });
    await insertJob(t, rival.companyId as string);
    for (let i = 0; i < 3; i++) {
      const seeker = await persona(t, 'employee');
      await insertResume(t, seeker.id);
      await applyAs(t, seeker, active);
    }

    const res = await call(t, employer, EMPLOYER);
    expect(res.status).toBe(200);
    // listed: active + draft + expired (archived and test jobs are not on My Jobs)
    expect(res.body).toEqual({ jobs_count: 3, applications_count: 3, active_jobs: 1, total_applicants: 3 });
    expect((await call(t, rival, EMPLOYER)).body).toEqual({
      jobs_count: 1,
      applications_count: 0,
      active_jobs: 1,
      total_applicants: 0,
    });
  });

  it('answers zeros for an employer without a company, and refuses seekers', async () => {
    const employer = await persona(t, 'employer');
    expect((await call(t, employer, EMPLOYER)).body).toEqual({
      jobs_count: 0,
      applications_count: 0,
      active_jobs: 0,
      total_applicants: 0,
    });
    expect((await call(t, await persona(t, 'employee'), EMPLOYER)).status).toBe(403);
  });
});
