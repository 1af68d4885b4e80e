import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, reviews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';

/** Issue 15: anyone signed in reports a review or a job ad; admins settle the reports. */
let t: TestApp;
let admin: Persona;
let employer: Persona;
let company: { id: string; name: string };
const post = (url: string, payload: unknown, who?: Persona) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await persona(t, 'admin');
  employer = await persona(t, 'employer', { companyName: 'Moderated Ltd' });
  company = { id: employer.companyId ?? '', name: 'Moderated Ltd' };
});
afterAll(() => t.close());

async function review(body: string) {
  const author = await persona(t, 'employee', { fullName: 'Tama Author', accountAgeDays: 30 });
  const res = await post('employees/companies.reviews.insert', { id: company.id, rating: 1, body }, author);
  return res.json().item.id as string;
}
const reviewQueue = async () => (await post('admins/reviews.reports.list', {}, admin)).json().items;
const jobQueue = async () => (await post('admins/jobs.reports.list', {}, admin)).json().items;

describe('reporting a review', () => {
  it('lets anyone signed in report a review; the admin queue lists it with its reasons; Keep settles it', async () => {
    const id = await review('They never pay on time.');
    const seeker = await persona(t, 'employee');
    expect((await post('companies.reviews.report', { id, reason: 'Not true' })).statusCode).toBe(401);
    expect((await post('companies.reviews.report', { id, reason: 'Not true' }, seeker)).statusCode).toBe(200);
    expect((await post('companies.reviews.report', { id, reason: 'Defamatory' }, employer)).statusCode).toBe(
      200,
    );
    expect((await post('companies.reviews.report', { id, reason: '  ' }, employer)).statusCode).toBe(400);

    const [entry] = await reviewQueue();
    expect(entry).toMatchObject({
      id,
      company_name: 'Moderated Ltd',
      body: 'They never pay on time.',
      user_name: 'Tama',
      report_count: 2,
    });
    expect(entry.reports.map((r: { reason: string }) => r.reason).sort()).toEqual(['Defamatory', 'Not true']);
    expect((await post('admins/reviews.reports.list', {}, employer)).statusCode).toBe(403);
    expect((await post('admins/reviews.reports.dismiss', { id }, employer)).statusCode).toBe(403);

    expect((await post('admins/reviews.reports.dismiss', { id }, admin)).statusCode).toBe(200);
    expect(await reviewQueue()).toEqual([]);
    expect(await t.db.select().from(reviews).where(eq(reviews.id, id))).toHaveLength(1);
    expect((await post('admins/reviews.reports.dismiss', { id }, admin)).statusCode).toBe(404);
  });

  it('lets the admin remove a reported review, which leaves the queue and the company page', async () => {
    const id = await review('Worst boss ever.');
    expect((await post('companies.reviews.report', { id, reason: 'Abusive' }, employer)).statusCode).toBe(
      200,
    );
    expect((await reviewQueue()).map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await post('admins/companies.reviews.delete', { id }, admin)).statusCode).toBe(200);
    expect(await reviewQueue()).toEqual([]);
    const listed = (await post('companies.reviews.list', { id: company.id })).json().items;
    expect(listed.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('does not let anyone but its author see, and so report, a pending review', async () => {
    const newcomer = await persona(t, 'employee');
    const res = await post(
      'employees/companies.reviews.insert',
      { id: company.id, body: 'New here' },
      newcomer,
    );
    const id = res.json().item.id;
    expect((await post('companies.reviews.report', { id, reason: 'Spam' }, employer)).statusCode).toBe(404);
  });
});

describe('reporting a job', () => {
  it('queues a job with its number of reports and their reasons; the admin archives it', async () => {
    const job = await makeJob(t, company, { title: 'Too good to be true' });
    const [a, b] = [await persona(t, 'employee'), await persona(t, 'employee')];
    const scam = { id: job.id, reason: 'scam', comment: 'Asks for a fee up front' };
    expect((await post('jobs/reports.insert', scam)).statusCode).toBe(401);
    expect((await post('jobs/reports.insert', scam, a)).statusCode).toBe(200);
    expect((await post('jobs/reports.insert', { id: job.id, reason: 'misleading' }, b)).statusCode).toBe(200);
    expect((await post('jobs/reports.insert', { id: job.id, reason: 'rude' }, b)).statusCode).toBe(400);

    const [entry] = await jobQueue();
    expect(entry).toMatchObject({
      id: job.id,
      title: 'Too good to be true',
      report_count: 2,
      archived: false,
    });
    expect(
      entry.reports.map((r: { reason: string; comment: string | null }) => [r.reason, r.comment]).sort(),
    ).toEqual([
      ['misleading', null],
      ['scam', 'Asks for a fee up front'],
    ]);

    expect((await post('admins/jobs.archive', { id: job.id, reason: 'Scam' }, employer)).statusCode).toBe(
      403,
    );
    expect((await post('admins/jobs.archive', { id: job.id, reason: 'Scam' }, admin)).statusCode).toBe(200);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.archivedAt).not.toBeNull();
    expect(await jobQueue()).toEqual([]);
  });

  it('lets the admin dismiss the reports of a job, which stays live', async () => {
    const job = await makeJob(t, company, { title: 'Honest job' });
    const reporter = await persona(t, 'employee');
    const res = await post(
      'jobs/reports.insert',
      { id: job.id, reason: 'other', comment: 'Not sure' },
      reporter,
    );
    expect(res.statusCode).toBe(200);
    expect((await jobQueue()).map((j: { id: string }) => j.id)).toEqual([job.id]);
    expect((await post('admins/jobs.reports.dismiss', { id: job.id }, admin)).statusCode).toBe(200);
    expect(await jobQueue()).toEqual([]);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.archivedAt).toBeNull();
  });

  it('refuses reports of drafts, and an 11th report of the day with 429', async () => {
    const reporter = await persona(t, 'employee');
    const draft = await makeJob(t, company, { title: 'Draft', isDraft: true });
    expect((await post('jobs/reports.insert', { id: draft.id, reason: 'scam' }, reporter)).statusCode).toBe(
      404,
    );
    for (let i = 0; i < 10; i++) {
      const job = await makeJob(t, company, { title: `Job ${i}` });
      expect((await post('jobs/reports.insert', { id: job.id, reason: 'scam' }, reporter)).statusCode).toBe(
        200,
      );
    }
    const job = await makeJob(t, company, { title: 'Eleventh' });
    const refused = await post('jobs/reports.insert', { id: job.id, reason: 'scam' }, reporter);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_reports');
    expect(refused.json().error.message).toBe(
      'You can report at most 10 jobs a day. Please try again tomorrow, or write to support.',
    );
  });
});
