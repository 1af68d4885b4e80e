import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { call, insertJob, insertResume, responseCount } from './test-fixtures.ts';

// Issue 22 item 6, decision 0173: "Did you apply?" after 'Leaving FitJobs' keeps the job under
// Applied jobs as applied on the employer's site, for the seeker alone.
const RECORD = '/api/v1/employees/applications.external.insert';
const REMOVE = '/api/v1/employees/applications.external.delete';
const LIST = '/api/v1/employees/applications.list';

let t: TestApp;
let employer: Persona;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Whanganui Builders' });
  companyId = employer.companyId as string;
});
afterAll(async () => t.close());

const externalJob = (title = 'Site carpenter') =>
  insertJob(t, companyId, { title, externalId: 'https://careers.example.test/carpenter' });

describe('applications made on the employer’s site', () => {
  it('keeps the job under Applied jobs with the date, once, beside FitJobs applications, newest first', async () => {
    const who = await persona(t, 'employee');
    await insertResume(t, who.id);
    const internal = await insertJob(t, companyId, { title: 'Apprentice' });
    expect((await call(t, who, '/api/v1/employees/applications.insert', { id: internal })).status).toBe(200);
    t.clock.advance(60_000);
    const jobId = await externalJob();
    const res = await call(t, who, RECORD, { id: jobId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.item).toMatchObject({
      job_id: jobId,
      job_title: 'Site carpenter',
      company_name: 'Company',
      status: 'applied',
      applied_on: 'employer_site',
      created_at: t.clock.now().toISOString(),
    });
    // Saying yes again keeps the first record and its date.
    t.clock.advance(60_000);
    const again = await call(t, who, RECORD, { id: jobId });
    expect(again.body.item).toEqual(res.body.item);
    const mine = await call(t, who, LIST, {});
    expect(
      mine.body.items.map((a: { job_id: string; applied_on: string }) => [a.job_id, a.applied_on]),
    ).toEqual([
      [jobId, 'employer_site'],
      [internal, 'fitjobs'],
    ]);
    // The nav's "Applied jobs" badge counts it; the employer's applicant count does not.
    const counters = await call(t, who, '/api/v1/employees/counters.list', {});
    expect(counters.body.applications_count).toBe(2);
    expect(await responseCount(t, jobId)).toBe(0);
    const theirs = await call(t, employer, '/api/v1/employers/applications.list', { company_id: companyId });
    expect(theirs.body.items.map((a: { job_id: string }) => a.job_id)).not.toContain(jobId);
  });

  it('pages the merged list without gaps or repeats', async () => {
    const who = await persona(t, 'employee');
    await insertResume(t, who.id);
    const expected: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      t.clock.advance(1000);
      const external = i % 2 === 0;
      const jobId = external ? await externalJob(`External ${i}`) : await insertJob(t, companyId);
      const url = external ? RECORD : '/api/v1/employees/applications.insert';
      expect((await call(t, who, url, { id: jobId })).status).toBe(200);
      expected.unshift(jobId);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await call(t, who, LIST, { next_cursor: cursor });
      seen.push(...page.body.items.map((a: { job_id: string }) => a.job_id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });

  it('is only for listed jobs with their own site', async () => {
    const who = await persona(t, 'employee');
    const internal = await insertJob(t, companyId);
    expect((await call(t, who, RECORD, { id: internal })).body.error.code).toBe('internal_job');
    const draft = await insertJob(t, companyId, { externalId: 'https://x.example.test', isDraft: true });
    expect((await call(t, who, RECORD, { id: draft })).status).toBe(404);
    expect((await call(t, who, RECORD, { id: crypto.randomUUID() })).status).toBe(404);
    expect((await call(t, who, RECORD, { id: 'not-a-uuid' })).status).toBe(400);
    expect((await call(t, who, RECORD, { id: internal, extra: true })).status).toBeLessThan(500);
    expect((await call(t, employer, RECORD, { id: internal })).status).toBe(403);
    expect((await call(t, null, RECORD, { id: internal })).status).toBe(401);
    expect((await call(t, who, LIST, {})).body.items).toEqual([]);
  });

  it("is the seeker's own: removing another person's record is 404 and keeps it", async () => {
    const who = await persona(t, 'employee');
    const jobId = await externalJob();
    const id = (await call(t, who, RECORD, { id: jobId })).body.item.id as string;
    const stranger = await persona(t, 'employee');
    expect((await call(t, stranger, REMOVE, { id })).status).toBe(404);
    expect((await call(t, employer, REMOVE, { id })).status).toBe(403);
    expect((await call(t, who, LIST, {})).body.items).toHaveLength(1);
    expect((await call(t, who, REMOVE, { id })).status).toBe(200);
    expect((await call(t, who, LIST, {})).body.items).toEqual([]);
    expect((await call(t, who, REMOVE, { id })).status).toBe(404);
  });
});
