import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import {
  createActiveResume,
  createResume,
  type Place,
  place,
  post,
  resumeInput,
} from './resumes.fixtures.ts';

let t: TestApp;
let auckland: Place;

beforeAll(async () => {
  t = await createTestApp();
  auckland = await place(t, 'Auckland');
}, 180_000);
afterAll(() => t.close());

/** A job of the employer's company and an application to it naming the resume (rows inserted directly). */
async function applyWith(employer: Persona, seeker: Persona, resumeId: string) {
  if (!employer.companyId) throw new Error('employer needs a company');
  const [job] = await t.db
    .insert(jobs)
    .values({
      companyId: employer.companyId,
      companyName: 'Company',
      title: 'Developer',
      description: {
        summary: 'Build things',
        responsibilities: [],
        requirements: [],
        qualifications: [],
        working_conditions: [],
        skills: [],
        tools_and_technologies: [],
        benefits: [],
      },
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error('job insert failed');
  await t.db.insert(applications).values({ jobId: job.id, userId: seeker.id, resumeId });
}

/** A seeker with an active resume and an inactive one. */
async function seekerWithTwoResumes() {
  const seeker = await persona(t, 'employee');
  const active = await createActiveResume(t, seeker, resumeInput(auckland));
  const inactive = await createResume(t, seeker, resumeInput(auckland, { summary: 'Older draft' }));
  return { seeker, active, inactive };
}

describe('which resumes an employer may read', () => {
  it('lets an employer with a company read and download an active resume', async () => {
    const employer = await persona(t, 'employer', { companyName: 'Acme' });
    const { active } = await seekerWithTwoResumes();
    const res = await post(t, employer, 'employers/resumes.get', { id: active });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.id).toBe(active);
    const pdf = await post(t, employer, 'employers/resumes.pdf.get', { id: active });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('does not let an employer without a company read or search resumes', async () => {
    const employer = await persona(t, 'employer');
    const { active } = await seekerWithTwoResumes();
    expect((await post(t, employer, 'employers/resumes.get', { id: active })).statusCode).toBe(403);
    expect((await post(t, employer, 'employers/resumes.pdf.get', { id: active })).statusCode).toBe(403);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/employers/resumes.search?q=react',
      headers: employer.headers,
    });
    expect(search.statusCode).toBe(403);
  });

  it("hides a candidate's inactive resume from an employer they did not apply to", async () => {
    const employer = await persona(t, 'employer', { companyName: 'Acme' });
    const { inactive } = await seekerWithTwoResumes();
    expect((await post(t, employer, 'employers/resumes.get', { id: inactive })).statusCode).toBe(404);
    expect((await post(t, employer, 'employers/resumes.pdf.get', { id: inactive })).statusCode).toBe(404);
  });

  it('shows an inactive resume to the company it was sent to with an application, and to no other company', async () => {
    const employer = await persona(t, 'employer', { companyName: 'Acme' });
    const rival = await persona(t, 'employer', { companyName: 'Rival' });
    const { seeker, inactive } = await seekerWithTwoResumes();
    await applyWith(employer, seeker, inactive);
    const res = await post(t, employer, 'employers/resumes.get', { id: inactive });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.summary).toBe('Older draft');
    expect((await post(t, employer, 'employers/resumes.pdf.get', { id: inactive })).statusCode).toBe(200);
    expect((await post(t, rival, 'employers/resumes.get', { id: inactive })).statusCode).toBe(404);
  });

  it("downloads the candidate's active resume by their user id, and answers 404 when they have none", async () => {
    const employer = await persona(t, 'employer', { companyName: 'Acme' });
    const { seeker } = await seekerWithTwoResumes();
    const pdf = await post(t, employer, 'employers/resumes.pdf.get', { id: seeker.id });
    expect(pdf.statusCode).toBe(200);
    const empty = await persona(t, 'employee');
    const none = await post(t, employer, 'employers/resumes.pdf.get', { id: empty.id });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('This candidate has not uploaded a resume yet.');
  });

  it('lets an admin read active resumes but not inactive ones', async () => {
    const admin = await persona(t, 'admin');
    const { active, inactive } = await seekerWithTwoResumes();
    expect((await post(t, admin, 'employers/resumes.get', { id: active })).statusCode).toBe(200);
    expect((await post(t, admin, 'employers/resumes.get', { id: inactive })).statusCode).toBe(404);
  });

  it('does not let an employee use the employer resume calls', async () => {
    const { seeker, active } = await seekerWithTwoResumes();
    expect((await post(t, seeker, 'employers/resumes.get', { id: active })).statusCode).toBe(403);
    expect((await post(t, null, 'employers/resumes.get', { id: active })).statusCode).toBe(401);
  });
});
