import { JOB_INVITATIONS_PER_COMPANY_DAY } from '@fitjobs/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInvitations, resumes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { applyAs, call, insertJob, insertResume, signInAgain } from '../applications/test-fixtures.ts';

const INVITE = '/api/v1/employers/jobs.invitations.insert';
const LIST = '/api/v1/employees/invitations.list';

let t: TestApp;
let employer: Persona;
let rival: Persona;
let companyId: string;
let jobId: string;

beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Invite Physio' });
  rival = await persona(t, 'employer', { companyName: 'Rival Rehab' });
  companyId = employer.companyId as string;
  jobId = await insertJob(t, companyId, { title: 'Hand Therapist', companyName: 'Invite Physio' });
});
afterAll(async () => t.close());

async function candidate(visibility: 'searchable' | 'limited' | 'hidden' = 'limited') {
  const who = await persona(t, 'employee');
  const resumeId = await insertResume(t, who.id, { fullName: 'Mere Candidate' });
  await t.db.update(resumes).set({ visibility }).where(eq(resumes.id, resumeId));
  return { who, resumeId };
}

const invite = async (resumeId: string, job = jobId, who = employer, company = companyId) =>
  call(t, await signInAgain(t, who), INVITE, {
    company_id: company,
    job_id: job,
    resume_id: resumeId,
    message: 'Your hand therapy work stood out. Would you apply?',
  });

describe('invitations to apply', () => {
  it('invites a Limited candidate: they get an e-mail and see it with the job; the employer learns no contact detail', async () => {
    const { who, resumeId } = await candidate('limited');
    const res = await invite(resumeId);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ job_id: jobId, job_title: 'Hand Therapist' });
    const wire = JSON.stringify(res.body);
    expect(wire).not.toContain(who.email);
    expect(wire).not.toContain('aroha.cv@example.test');
    expect(wire).not.toContain('Mere');
    const [mail] = t.mailer.to(who.email);
    // The company's own words stay out of the subject (decision 0188).
    expect(mail?.subject).toBe('You are invited to apply for a job on FitJobs');
    expect(mail?.text).toContain('Company: "Invite Physio"\nJob: "Hand Therapist"');
    expect(mail?.text).toContain('Your hand therapy work stood out.');

    const seen = await call(t, await signInAgain(t, who), LIST);
    expect(seen.body.items).toEqual([
      expect.objectContaining({
        job_id: jobId,
        job_title: 'Hand Therapist',
        company_id: companyId,
        company_name: 'Invite Physio',
        declined: false,
        job_open: true,
        applied: false,
      }),
    ]);
    // Applying from the invitation: the same job, and the invitation says so.
    await applyAs(t, await signInAgain(t, who), jobId);
    const after = await call(t, await signInAgain(t, who), LIST);
    expect(after.body.items[0].applied).toBe(true);
  });

  it('invites once per candidate per job (409), and never a Hidden or inactive resume (404)', async () => {
    const { resumeId } = await candidate('searchable');
    expect((await invite(resumeId)).status).toBe(200);
    const again = await invite(resumeId);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_invited');
    const hidden = await candidate('hidden');
    expect((await invite(hidden.resumeId)).status).toBe(404);
    const inactive = await candidate('limited');
    await t.db.update(resumes).set({ isActive: false }).where(eq(resumes.id, inactive.resumeId));
    expect((await invite(inactive.resumeId)).status).toBe(404);
  });

  it("refuses another company's job (404) or a closed one (409), and callers who are not employers", async () => {
    const { resumeId } = await candidate();
    const rivalJob = await insertJob(t, rival.companyId as string, { title: 'Rival job' });
    expect((await invite(resumeId, rivalJob)).status).toBe(404);
    const archived = await insertJob(t, companyId, { archivedAt: t.clock.now() });
    expect((await invite(resumeId, archived)).status).toBe(409);
    // Naming a company one is not a member of is refused before anything is looked up.
    expect((await invite(resumeId, jobId, rival, companyId)).status).toBe(403);
    const seeker = await persona(t, 'employee');
    const res = await call(t, seeker, INVITE, {
      company_id: companyId,
      job_id: jobId,
      resume_id: resumeId,
      message: 'x',
    });
    expect(res.status).toBe(403);
    expect(await t.db.select().from(jobInvitations).where(eq(jobInvitations.jobId, rivalJob))).toHaveLength(
      0,
    );
  });

  it('declines: the invitation stays, marked declined; another seeker cannot decline it (404)', async () => {
    const { who, resumeId } = await candidate();
    const sent = await invite(resumeId);
    const stranger = await persona(t, 'employee');
    expect(
      (await call(t, stranger, '/api/v1/employees/invitations.decline', { id: sent.body.item.id })).status,
    ).toBe(404);
    const res = await call(t, await signInAgain(t, who), '/api/v1/employees/invitations.decline', {
      id: sent.body.item.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.item.declined).toBe(true);
  });

  it('blocks a company: no more invitations, its invitations vanish, and it can neither find nor open the resume', async () => {
    const { who, resumeId } = await candidate('searchable');
    const otherJob = await insertJob(t, companyId, { title: 'Second job', companyName: 'Invite Physio' });
    await invite(resumeId);
    const me = await signInAgain(t, who);
    expect((await call(t, me, '/api/v1/employees/companies.block', { company_id: companyId })).status).toBe(
      200,
    );
    expect((await call(t, me, LIST)).body.items).toEqual([]);
    expect((await invite(resumeId, otherJob)).status).toBe(404);
    employer = await signInAgain(t, employer);
    expect((await call(t, employer, '/api/v1/employers/resumes.get', { id: resumeId })).status).toBe(404);
    expect((await call(t, employer, '/api/v1/employers/resumes.pdf.get', { id: resumeId })).status).toBe(404);
    // A company the person did not block still reads the resume.
    rival = await signInAgain(t, rival);
    expect((await call(t, rival, '/api/v1/employers/resumes.get', { id: resumeId })).status).toBe(200);
    const blocks = await call(t, me, '/api/v1/employees/companies.blocks.list');
    expect(blocks.body.items).toEqual([
      expect.objectContaining({ company_id: companyId, company_name: 'Invite Physio' }),
    ]);
    expect(
      (await call(t, me, '/api/v1/employees/companies.blocks.delete', { company_id: companyId })).status,
    ).toBe(200);
    expect((await call(t, employer, '/api/v1/employers/resumes.get', { id: resumeId })).status).toBe(200);
  });

  it(`allows ${JOB_INVITATIONS_PER_COMPANY_DAY} invitations per company in 24 hours, then 429 with a clear message`, async () => {
    const busy = await persona(t, 'employer', { companyName: 'Busy Clinic' });
    const busyCompany = busy.companyId as string;
    const busyJob = await insertJob(t, busyCompany, { title: 'Receptionist', companyName: 'Busy Clinic' });
    for (let i = 0; i < JOB_INVITATIONS_PER_COMPANY_DAY; i++) {
      const { resumeId } = await candidate('searchable');
      const res = await invite(resumeId, busyJob, busy, busyCompany);
      expect(res.status).toBe(200);
      expect(res.body.item.remaining_today).toBe(JOB_INVITATIONS_PER_COMPANY_DAY - i - 1);
    }
    const { resumeId } = await candidate('searchable');
    const over = await invite(resumeId, busyJob, busy, busyCompany);
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({ code: 'too_many_invitations' });
    expect(over.body.error.message).toContain('25 invitations to apply in the last 24 hours');
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await invite(resumeId, busyJob, busy, busyCompany)).status).toBe(200);
  });
});
