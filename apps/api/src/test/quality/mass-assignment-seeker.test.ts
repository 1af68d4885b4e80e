import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationMessages,
  applications,
  events,
  jobReports,
  resumes,
  reviewReports,
  reviews,
  savedJobs,
  savedSearches,
} from '../../db/schema/index.ts';
import { persona } from '../personas.ts';
import { LONG_AGO, massAssignmentKit } from './mass-assignment.ts';
import { createWorld, make, resumeBody, type World } from './object-world.ts';

let w: World;
let k: ReturnType<typeof massAssignmentKit>;
beforeAll(async () => {
  w = await createWorld();
  k = massAssignmentKit(w);
});
afterAll(() => w?.t.close());

describe('resumes', () => {
  it('files a new resume under its author, inactive beside an active one, whatever user_id and is_active say', async () => {
    const { id: resumeOfB } = await k.one(
      w.t.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, w.people.employeeB.id)),
    );
    const beforeB = await k.resume(resumeOfB);
    const res = await k.post('employeeA', 'employees/resumes.insert', {
      ...resumeBody(w),
      user_id: w.people.employeeB.id,
      id: resumeOfB,
      is_active: true,
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    const created = await k.resume(res.json().id);
    expect(created).toMatchObject({ userId: w.people.employeeA.id, isActive: false });
    expect(created.createdAt.toISOString()).not.toBe(LONG_AGO);
    expect(await k.resume(resumeOfB)).toEqual(beforeB);
  });

  it('keeps the owner and creation date of a resume its owner rewrites', async () => {
    const { id } = await make(w, 'resume');
    const before = await k.resume(id);
    const res = await k.post('employeeA', 'employees/resumes.update', {
      id,
      ...resumeBody(w, { first_name: 'Rewritten' }),
      user_id: w.people.employeeB.id,
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    const after = await k.resume(id);
    expect(after.fullName).toBe('Rewritten Ngata');
    expect({ userId: after.userId, createdAt: after.createdAt }).toEqual({
      userId: before.userId,
      createdAt: before.createdAt,
    });
  });

  it("does not let employee B set is_active or the visibility of employee A's resume, in either form", async () => {
    const { id } = await make(w, 'resume');
    const before = await k.resume(id);
    for (const body of [
      { id, is_active: true },
      { id, visibility: 'searchable' },
      { id, is_active: true, user_id: w.people.employeeB.id },
      { id, ...resumeBody(w), is_active: true },
    ]) {
      const res = await k.post('employeeB', 'employees/resumes.update', body);
      expect([400, 404], JSON.stringify(body)).toContain(res.statusCode);
    }
    expect(await k.resume(id)).toEqual(before);
  });
});

describe('applications and their chat', () => {
  it('records an application as applied, by its sender, with their own resume', async () => {
    const { id: jobId } = await make(w, 'job');
    const { id: otherJob } = await make(w, 'job');
    // A resume that is not the sender's is refused, and nothing is stored (decision 0170).
    const forged = await k.post('employeeA', 'employees/applications.insert', {
      id: jobId,
      resume_id: randomUUID(),
    });
    expect(forged.statusCode).toBe(404);
    expect(await w.t.db.select().from(applications).where(eq(applications.jobId, jobId))).toEqual([]);
    const res = await k.post('employeeA', 'employees/applications.insert', {
      id: jobId,
      status: 'shortlisted',
      user_id: w.people.employeeB.id,
      job_id: otherJob,
      resume_snapshot: { full_name: 'Forged' },
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    const row = await k.one(
      w.t.db.select().from(applications).where(eq(applications.id, res.json().item.id)),
    );
    const [active] = await w.t.db
      .select({ id: resumes.id })
      .from(resumes)
      .where(and(eq(resumes.userId, w.people.employeeA.id), eq(resumes.isActive, true)));
    expect(row).toMatchObject({
      status: 'applied',
      userId: w.people.employeeA.id,
      jobId,
      resumeId: active?.id,
    });
    expect(row.createdAt.toISOString()).not.toBe(LONG_AGO);
    expect(await w.t.db.select().from(applications).where(eq(applications.jobId, otherJob))).toEqual([]);
  });

  it('changes only the status when an employer updates an application', async () => {
    const { id } = await make(w, 'application');
    const read = () => k.one(w.t.db.select().from(applications).where(eq(applications.id, id)));
    const before = await read();
    const res = await k.post('employerX', 'employers/applications.update', {
      id,
      status: 'shortlisted',
      user_id: w.people.employeeB.id,
      job_id: randomUUID(),
      resume_id: randomUUID(),
      cover_letter: 'Forged letter',
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    expect(await read()).toEqual({ ...before, status: 'shortlisted', updatedAt: (await read()).updatedAt });
  });

  it('signs a chat message with its sender and the time it arrived', async () => {
    const { id } = await make(w, 'application');
    const res = await k.post('employeeA', 'applications/messages.insert', {
      id,
      text: 'Forged author?',
      author_id: w.people.employerX.id,
      is_applicant: false,
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    const row = await k.one(
      w.t.db.select().from(applicationMessages).where(eq(applicationMessages.id, res.json().item.id)),
    );
    expect(row).toMatchObject({ authorId: w.people.employeeA.id, applicationId: id });
    expect(row.createdAt).toEqual(w.t.clock.now());
  });
});

describe("a seeker's own rows", () => {
  it('files a review under its author and the company it names', async () => {
    const res = await k.post('employeeB', 'employees/companies.reviews.insert', {
      id: w.companyX.id,
      body: 'Fine place.',
      user_id: w.people.employeeA.id,
      company_id: w.companyY.id,
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    const row = await k.one(w.t.db.select().from(reviews).where(eq(reviews.id, res.json().item.id)));
    expect(row).toMatchObject({ userId: w.people.employeeB.id, companyId: w.companyX.id });
    expect(row.createdAt).toEqual(w.t.clock.now());
  });

  it('lets no body make a new account’s review count at once', async () => {
    const newcomer = await persona(w.t, 'employee');
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/employees/companies.reviews.insert',
      headers: newcomer.headers,
      payload: { id: w.companyY.id, body: 'Counts now?', pending: false, counts_from: LONG_AGO },
    });
    expect(res.json().item.pending).toBe(true);
    const row = await k.one(w.t.db.select().from(reviews).where(eq(reviews.id, res.json().item.id)));
    expect(row.countsFrom.getTime()).toBeGreaterThan(w.t.clock.now().getTime());
  });

  it('files a report of a review or a job under its reporter, changing neither', async () => {
    const review = await make(w, 'review');
    const job = await make(w, 'job');
    const reviewBefore = await k.one(w.t.db.select().from(reviews).where(eq(reviews.id, review.id)));
    const jobBefore = await k.job(job.jobId);
    const extras = { reporter_id: w.people.employeeA.id, created_at: LONG_AGO, archived_at: LONG_AGO };
    const r1 = await k.post('employeeB', 'companies.reviews.report', {
      id: review.id,
      reason: 'Spam',
      ...extras,
    });
    const r2 = await k.post('employeeB', 'jobs/reports.insert', { id: job.jobId, reason: 'scam', ...extras });
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const [reviewReport] = await w.t.db
      .select()
      .from(reviewReports)
      .where(eq(reviewReports.reviewId, review.id));
    const [jobReport] = await w.t.db.select().from(jobReports).where(eq(jobReports.jobId, job.jobId));
    for (const report of [reviewReport, jobReport]) {
      expect(report?.reporterId).toBe(w.people.employeeB.id);
      expect(report?.createdAt).toEqual(w.t.clock.now());
    }
    expect(await k.one(w.t.db.select().from(reviews).where(eq(reviews.id, review.id)))).toEqual(reviewBefore);
    expect(await k.job(job.jobId)).toEqual(jobBefore);
  });

  it('keeps the owner and unsubscribe secret of a saved search out of the body', async () => {
    const res = await k.post('employeeA', 'jobs/search.insert', {
      search_params: { q: 'nurse' },
      query_string: 'q=nurse',
      user_id: w.people.employeeB.id,
      unsubscribe_token: 'a-token-the-caller-knows',
      last_alerted_on: '2000-01-01',
    });
    expect(res.statusCode).toBe(200);
    const id: string = res.json().item.id;
    const read = () => k.one(w.t.db.select().from(savedSearches).where(eq(savedSearches.id, id)));
    const created = await read();
    expect(created.userId).toBe(w.people.employeeA.id);
    expect(created.unsubscribeToken).not.toBe('a-token-the-caller-knows');
    expect(created.lastAlertedOn).not.toBe('2000-01-01');

    const update = await k.post('employeeA', 'jobs/search.update', {
      id,
      name: 'Nursing',
      notify_by_email: false,
      user_id: w.people.employeeB.id,
      query_string: 'q=forged',
      unsubscribe_token: 'a-token-the-caller-knows',
    });
    expect(update.statusCode).toBe(200);
    expect(await read()).toEqual({ ...created, name: 'Nursing', notifyByEmail: false });
  });

  it('saves a job for the caller only, whatever user_id the body names', async () => {
    const { id } = await make(w, 'job');
    const res = await k.post('employeeA', 'jobs/favorites.insert', { id, user_id: w.people.employeeB.id });
    expect(res.statusCode).toBe(200);
    const savers = await w.t.db
      .select({ userId: savedJobs.userId })
      .from(savedJobs)
      .where(eq(savedJobs.jobId, id));
    expect(savers).toEqual([{ userId: w.people.employeeA.id }]);
  });

  it('never files an anonymous analytics event under the user_id it claims', async () => {
    const session = randomUUID();
    const res = await k.post('anonymous', 'events.insert', {
      event_type: 'page_view',
      user_id: w.people.employeeA.id,
      session_id: session,
    });
    expect(res.statusCode).toBe(200);
    const rows = await w.t.db
      .select({ userId: events.userId })
      .from(events)
      .where(eq(events.sessionId, session));
    expect(rows).toEqual([{ userId: null }]);
  });
});
