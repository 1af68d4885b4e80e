import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { applyAs, call, insertJob, insertResume, responseCount } from './test-fixtures.ts';

const INSERT = '/api/v1/employees/applications.insert';
const LIST = '/api/v1/employees/applications.list';
const DELETE = '/api/v1/employees/applications.delete';

let t: TestApp;
let employer: Persona;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Tāmaki Physio' });
  companyId = employer.companyId as string;
});
afterAll(async () => t.close());

async function seeker() {
  const who = await persona(t, 'employee');
  const resumeId = await insertResume(t, who.id);
  return { who, resumeId };
}

describe('applying', () => {
  it('stores the application with the active resume and counts it on the job', async () => {
    const { who, resumeId } = await seeker();
    const jobId = await insertJob(t, companyId, { title: 'Senior Physio', companyName: 'Tāmaki Physio' });
    const res = await call(t, who, INSERT, { id: jobId, cover_letter: '  I would love to join.  ' });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      job_id: jobId,
      job_title: 'Senior Physio',
      job_company_id: companyId,
      company_name: 'Tāmaki Physio',
      status: 'applied',
      cover_letter: 'I would love to join.',
    });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, res.body.item.id));
    expect(row?.resumeId).toBe(resumeId);
    expect(await responseCount(t, jobId)).toBe(1);
  });

  it('accepts an application without a cover letter', async () => {
    const { who } = await seeker();
    const jobId = await insertJob(t, companyId);
    const res = await call(t, who, INSERT, { id: jobId });
    expect(res.status).toBe(200);
    expect(res.body.item.cover_letter).toBeNull();
  });

  it('refuses a second application to the same job and keeps the count at one', async () => {
    const { who } = await seeker();
    const jobId = await insertJob(t, companyId);
    await applyAs(t, who, jobId);
    const again = await call(t, who, INSERT, { id: jobId, cover_letter: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_applied');
    expect(await responseCount(t, jobId)).toBe(1);
  });

  it('answers 404 with the archived message for an archived job and stores nothing', async () => {
    const { who } = await seeker();
    const jobId = await insertJob(t, companyId, { archivedAt: new Date(t.clock.now().getTime() - 1000) });
    const res = await call(t, who, INSERT, { id: jobId });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({
      code: 'job_archived',
      message: 'You cannot apply to an acrhived job',
    });
    expect(await t.db.select().from(applications).where(eq(applications.jobId, jobId))).toHaveLength(0);
    expect(await responseCount(t, jobId)).toBe(0);
  });

  it('treats an expired job like an archived one', async () => {
    const { who } = await seeker();
    const jobId = await insertJob(t, companyId, { expiresAt: new Date(t.clock.now().getTime() - 60_000) });
    const res = await call(t, who, INSERT, { id: jobId });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('job_archived');
  });

  it('does not take applications for drafts, test jobs or unknown jobs', async () => {
    const { who } = await seeker();
    const draft = await insertJob(t, companyId, { isDraft: true });
    const test = await insertJob(t, companyId, { isTest: true });
    for (const id of [draft, test, crypto.randomUUID()]) {
      const res = await call(t, who, INSERT, { id });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });

  it('does not take applications for external jobs', async () => {
    const { who } = await seeker();
    const jobId = await insertJob(t, companyId, { externalId: 'https://jobs.example.test/1' });
    const res = await call(t, who, INSERT, { id: jobId });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('external_job');
    expect(await responseCount(t, jobId)).toBe(0);
  });

  it('sends the only resume even when it is not active (decision 0170)', async () => {
    const who = await persona(t, 'employee');
    const resumeId = await insertResume(t, who.id, { isActive: false });
    const jobId = await insertJob(t, companyId);
    const res = await call(t, who, INSERT, { id: jobId });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, res.body.item.id));
    expect(row?.resumeId).toBe(resumeId);
    expect(await responseCount(t, jobId)).toBe(1);
  });

  it('does not let an employer or an anonymous visitor apply', async () => {
    const jobId = await insertJob(t, companyId);
    expect((await call(t, employer, INSERT, { id: jobId })).status).toBe(403);
    expect((await call(t, null, INSERT, { id: jobId })).status).toBe(401);
    expect(await responseCount(t, jobId)).toBe(0);
  });

  it('e-mails every member of the hiring company about a new application, with a link to the applicants', async () => {
    const { who } = await seeker();
    const jobId = await insertJob(t, companyId, { title: 'Hand Therapist' });
    const before = t.mailer.sent.length;
    await applyAs(t, who, jobId, 'secret cover letter');
    const mails = t.mailer.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual([employer.email]);
    expect(mails[0]?.subject).toBe('New application for Hand Therapist');
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/employers/jobs/${jobId}/applications`);
    expect(mails[0]?.text).not.toContain('secret cover letter');
  });
});

describe('listing and revoking', () => {
  it('lists only the seeker’s own applications, newest first, page by page', async () => {
    const { who } = await seeker();
    const other = await seeker();
    const jobIds: string[] = [];
    for (let i = 0; i < 23; i++) {
      const jobId = await insertJob(t, companyId, { title: `Job ${i}` });
      jobIds.push(jobId);
      await applyAs(t, who, jobId);
      t.clock.advance(1000);
    }
    await applyAs(t, other.who, jobIds[0] as string);

    const first = await call(t, who, LIST, {});
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].job_title).toBe('Job 22');
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await call(t, who, LIST, { next_cursor: first.body.next_cursor });
    expect(second.body.items.map((i: { job_title: string }) => i.job_title)).toEqual([
      'Job 2',
      'Job 1',
      'Job 0',
    ]);
    expect(second.body.next_cursor).toBeNull();

    const others = await call(t, other.who, LIST, {});
    expect(others.body.items).toHaveLength(1);
  });

  it('refuses a cursor it did not make', async () => {
    const { who } = await seeker();
    const res = await call(t, who, LIST, { next_cursor: 'not-a-cursor' });
    expect(res.status).toBe(400);
  });

  it('revokes an application and gives the job its count back', async () => {
    const { who } = await seeker();
    const jobId = await insertJob(t, companyId);
    const id = await applyAs(t, who, jobId);
    const res = await call(t, who, DELETE, { id });
    expect(res.status).toBe(200);
    expect(await responseCount(t, jobId)).toBe(0);
    expect((await call(t, who, LIST, {})).body.items).toHaveLength(0);
    // revoking lets the seeker apply again
    expect((await call(t, who, INSERT, { id: jobId })).status).toBe(200);
  });

  it('does not let a seeker revoke another seeker’s application', async () => {
    const owner = await seeker();
    const intruder = await seeker();
    const jobId = await insertJob(t, companyId);
    const id = await applyAs(t, owner.who, jobId);
    const res = await call(t, intruder.who, DELETE, { id });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(applications).where(eq(applications.id, id))).toHaveLength(1);
    expect(await responseCount(t, jobId)).toBe(1);
    expect((await call(t, employer, DELETE, { id })).status).toBe(403);
  });
});
