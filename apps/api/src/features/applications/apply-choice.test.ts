import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { place, resumeInput } from '../resumes/resumes.fixtures.ts';
import { call, insertJob, insertResume, responseCount } from './test-fixtures.ts';

// Issue 22 item 1 (decision 0170): the resume sent is the one chosen, kept as it was sent.
const INSERT = '/api/v1/employees/applications.insert';
const SENT = '/api/v1/employers/applications.resume.get';
const SENT_PDF = '/api/v1/employers/applications.resume.pdf.get';

let t: TestApp;
let employer: Persona;
let other: Persona;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Tāmaki Physio' });
  other = await persona(t, 'employer', { companyName: 'Elsewhere Ltd' });
  companyId = employer.companyId as string;
});
afterAll(async () => t.close());

async function sentResumeId(applicationId: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
  return row?.resumeId;
}

describe('choosing the resume to send', () => {
  it('sends the chosen resume, active or not, and leaves it inactive', async () => {
    const who = await persona(t, 'employee');
    await insertResume(t, who.id, { isActive: true, fullName: 'Active One' });
    const chosen = await insertResume(t, who.id, { isActive: false, fullName: 'Chosen One' });
    const jobId = await insertJob(t, companyId);
    const res = await call(t, who, INSERT, { id: jobId, resume_id: chosen });
    expect(res.status).toBe(200);
    expect(await sentResumeId(res.body.item.id)).toBe(chosen);
    const opened = await call(t, employer, SENT, { id: res.body.item.id });
    expect(opened.body.item).toMatchObject({ id: chosen, full_name: 'Chosen One', is_active: false });
  });

  it('without a choice sends the active resume, else the newest', async () => {
    const who = await persona(t, 'employee');
    await insertResume(t, who.id, { isActive: false, fullName: 'Older' });
    const newest = await insertResume(t, who.id, { isActive: false, fullName: 'Newest' });
    const res = await call(t, who, INSERT, { id: await insertJob(t, companyId) });
    expect(res.status).toBe(200);
    expect(await sentResumeId(res.body.item.id)).toBe(newest);
  });

  it("refuses another person's resume and stores nothing", async () => {
    const who = await persona(t, 'employee');
    await insertResume(t, who.id);
    const stranger = await persona(t, 'employee');
    const foreign = await insertResume(t, stranger.id);
    const jobId = await insertJob(t, companyId);
    for (const resume_id of [foreign, crypto.randomUUID()]) {
      const res = await call(t, who, INSERT, { id: jobId, resume_id });
      expect(res.status).toBe(404);
    }
    expect(await t.db.select().from(applications).where(eq(applications.jobId, jobId))).toHaveLength(0);
    expect(await responseCount(t, jobId)).toBe(0);
  });

  it('asks for a resume when the person has none', async () => {
    const who = await persona(t, 'employee');
    const jobId = await insertJob(t, companyId);
    const res = await call(t, who, INSERT, { id: jobId });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('resume_required');
    expect(await responseCount(t, jobId)).toBe(0);
  });
});

describe('the resume as sent', () => {
  it('is what the employer opens after the seeker edits it, and after they delete it', async () => {
    const who = await persona(t, 'employee');
    const where = await place(t, 'Wellington');
    const created = await call(
      t,
      who,
      '/api/v1/employees/resumes.insert',
      resumeInput(where, { skills: ['Rehab'] }),
    );
    expect(created.status).toBe(200);
    const resumeId = created.body.id as string;
    const applied = await call(t, who, INSERT, { id: await insertJob(t, companyId), resume_id: resumeId });
    expect(applied.status).toBe(200);
    const appId = applied.body.item.id as string;

    const edited = await call(t, who, '/api/v1/employees/resumes.update', {
      ...resumeInput(where, { first_name: 'Changed', skills: ['Knitting'] }),
      id: resumeId,
    });
    expect(edited.status).toBe(200);

    const opened = await call(t, employer, SENT, { id: appId });
    expect(opened.status).toBe(200);
    expect(opened.body.item).toMatchObject({ id: resumeId, first_name: 'Aroha', skills: ['Rehab'] });
    const card = await call(t, employer, '/api/v1/employers/applications.get', { id: appId });
    expect(card.body.item).toMatchObject({ applicant_skills: ['Rehab'], active_resume_id: resumeId });
    expect(card.body.item.applicant_full_name).toBe('Aroha Ngātai');

    const pdf = await t.app.inject({
      method: 'POST',
      url: SENT_PDF,
      headers: employer.headers,
      payload: { id: appId },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Aroha');

    expect((await call(t, who, '/api/v1/employees/resumes.delete', { id: resumeId })).status).toBe(200);
    const afterDelete = await call(t, employer, SENT, { id: appId });
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.body.item.skills).toEqual(['Rehab']);
  });

  it("is read only by the members of the job's company", async () => {
    const who = await persona(t, 'employee');
    await insertResume(t, who.id);
    const applied = await call(t, who, INSERT, { id: await insertJob(t, companyId) });
    const appId = applied.body.item.id as string;
    expect((await call(t, other, SENT, { id: appId })).status).toBe(404);
    expect((await call(t, who, SENT, { id: appId })).status).toBe(403);
    expect((await call(t, null, SENT, { id: appId })).status).toBe(401);
    expect((await call(t, employer, SENT, { id: crypto.randomUUID() })).status).toBe(404);
  });
});
