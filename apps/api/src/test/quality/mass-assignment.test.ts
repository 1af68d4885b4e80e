import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationMessages,
  applications,
  companies,
  companyMembers,
  events,
  jobs,
  resumes,
  reviews,
  savedJobs,
  savedSearches,
  users,
} from '../../db/schema/index.ts';
import type { Who } from './object-access.ts';
import { createWorld, jobBody, make, resumeBody, send, type World } from './object-world.ts';

/**
 * Fields a caller may not set, sent anyway. The contract's request schemas are plain z.object()s,
 * which strip unknown keys (fastify-type-provider-zod hands the handler the parsed data), so most
 * of these calls succeed with the extras dropped; users.update and resumes.update's Set as Active
 * form are .strict() and answer 400. Either way the stored value is read back and must not move.
 */
const LONG_AGO = '2000-01-01T00:00:00.000Z';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w?.t.close());

const post = (who: Who, url: string, json: unknown) => send(w, `POST /api/v1/${url}`, who, { json });
const one = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error('row not found');
  return row;
};
const user = (id: string) => one(w.t.db.select().from(users).where(eq(users.id, id)));
const job = (id: string) => one(w.t.db.select().from(jobs).where(eq(jobs.id, id)));
const companyRow = (id: string) => one(w.t.db.select().from(companies).where(eq(companies.id, id)));
const resume = (id: string) => one(w.t.db.select().from(resumes).where(eq(resumes.id, id)));

describe('the account', () => {
  it('refuses role, email and id on users.update and keeps the stored user', async () => {
    const a = w.people.employeeA;
    const before = await user(a.id);
    const res = await post('employeeA', 'users.update', {
      name: 'New name',
      role: 'admin',
      email: 'someone.else@example.test',
      id: w.people.employeeB.id,
    });
    expect(res.statusCode).toBe(400);
    expect(await user(a.id)).toEqual(before);
  });

  it("does not let users.update take another user's upload as the avatar", async () => {
    const upload = await send(w, 'POST /api/v1/uploads.insert', 'employeeB', {
      upload: { category: 'avatar', content_type: 'png' },
    });
    expect(upload.statusCode).toBe(200);
    const before = await user(w.people.employeeA.id);
    const res = await post('employeeA', 'users.update', { avatar_url: upload.json().public_url });
    expect(res.statusCode).toBe(400);
    expect(await user(w.people.employeeA.id)).toEqual(before);
  });
});

describe('companies', () => {
  it('drops accredited, verified and created_at an employer sends with their company update', async () => {
    const before = await companyRow(w.companyX.id);
    const res = await post('employerX', 'employers/companies.update', {
      id: w.companyX.id,
      tagline: 'Still ours',
      accredited: true,
      verified: true,
      created_at: LONG_AGO,
      address_id: randomUUID(),
    });
    expect(res.statusCode).toBe(200);
    const after = await companyRow(w.companyX.id);
    expect(after.tagline).toBe('Still ours');
    expect(after).toMatchObject({ accredited: false, verified: false, addressId: before.addressId });
    expect(after.createdAt).toEqual(before.createdAt);
  });

  it("creates a new, unflagged company when an employer's insert names flags and an existing id", async () => {
    const before = await companyRow(w.companyY.id);
    const res = await post('employerX', 'employers/companies.insert', {
      name: 'Second company of X',
      tagline: 'T',
      description: 'About',
      id: w.companyY.id,
      accredited: true,
      verified: true,
      created_at: LONG_AGO,
      role: 'member',
    });
    expect(res.statusCode).toBe(200);
    const id: string = res.json().id;
    expect(id).not.toBe(w.companyY.id);
    expect(await companyRow(id)).toMatchObject({
      accredited: false,
      verified: false,
      name: 'Second company of X',
    });
    expect((await companyRow(id)).createdAt.toISOString()).not.toBe(LONG_AGO);
    expect(await companyRow(w.companyY.id)).toEqual(before);
    const [membership] = await w.t.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, id), eq(companyMembers.userId, w.people.employerX.id)));
    expect(membership?.role).toBe('admin');
  });
});

describe('jobs', () => {
  const forged = {
    response_count: 999,
    is_test: true,
    archived_at: LONG_AGO,
    created_at: LONG_AGO,
    updated_at: LONG_AGO,
    company_name: 'Forged Ltd',
    verified_company: true,
    address_id: randomUUID(),
  };

  it('keeps the counters, flags, dates and company name of a new job out of the poster’s hands', async () => {
    const { id: existing } = await make(w, 'job');
    const existingBefore = await job(existing);
    const res = await post('employerX', 'employers/jobs.insert', {
      ...jobBody(w, w.companyX.id, 'Forged fields'),
      ...forged,
      id: existing,
    });
    expect(res.statusCode).toBe(200);
    const created = await job(res.json().id);
    expect(created.id).not.toBe(existing);
    expect(created).toMatchObject({
      responseCount: 0,
      isTest: false,
      archivedAt: null,
      companyName: 'Company X',
      addressId: null,
    });
    expect(created.createdAt).toEqual(w.t.clock.now());
    expect(await job(existing)).toEqual(existingBefore);
  });

  it('keeps the counters, flags, dates and company name of an edited job', async () => {
    const { id } = await make(w, 'job');
    const before = await job(id);
    const res = await post('employerX', 'employers/jobs.update', {
      id,
      ...jobBody(w, w.companyX.id, 'Edited with forged fields'),
      ...forged,
    });
    expect(res.statusCode).toBe(200);
    const after = await job(id);
    expect(after.title).toBe('Edited with forged fields');
    const kept = ({
      responseCount,
      isTest,
      archivedAt,
      createdAt,
      companyName,
      companyId,
    }: typeof before) => ({ responseCount, isTest, archivedAt, createdAt, companyName, companyId });
    expect(kept(after)).toEqual(kept(before));
  });

  it("does not move a job to another company's company_id, for its employer or an admin", async () => {
    const { id } = await make(w, 'job');
    const before = await job(id);
    for (const [who, url] of [
      ['employerX', 'employers/jobs.update'],
      ['admin', 'admins/jobs.update'],
    ] as const) {
      const res = await post(who, url, { id, ...jobBody(w, w.companyY.id, 'Moved') });
      expect(res.statusCode, who).toBe(404);
    }
    expect(await job(id)).toEqual(before);
  });

  it("does not let an employer post a job under another company's company_id", async () => {
    const res = await post('employerX', 'employers/jobs.insert', jobBody(w, w.companyY.id, 'Planted in Y'));
    expect(res.statusCode).toBe(404);
    expect(await w.t.db.select().from(jobs).where(eq(jobs.title, 'Planted in Y'))).toEqual([]);
  });
});

describe('resumes', () => {
  it('files a new resume under its author, inactive beside an active one, whatever user_id and is_active say', async () => {
    const { id: resumeOfB } = await one(
      w.t.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, w.people.employeeB.id)),
    );
    const beforeB = await resume(resumeOfB);
    const res = await post('employeeA', 'employees/resumes.insert', {
      ...resumeBody(w),
      user_id: w.people.employeeB.id,
      id: resumeOfB,
      is_active: true,
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    const created = await resume(res.json().id);
    expect(created).toMatchObject({ userId: w.people.employeeA.id, isActive: false });
    expect(created.createdAt.toISOString()).not.toBe(LONG_AGO);
    expect(await resume(resumeOfB)).toEqual(beforeB);
  });

  it('keeps the owner and creation date of a resume its owner rewrites', async () => {
    const { id } = await make(w, 'resume');
    const before = await resume(id);
    const res = await post('employeeA', 'employees/resumes.update', {
      id,
      ...resumeBody(w, { first_name: 'Rewritten' }),
      user_id: w.people.employeeB.id,
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    const after = await resume(id);
    expect(after.fullName).toBe('Rewritten Ngata');
    expect({ userId: after.userId, createdAt: after.createdAt }).toEqual({
      userId: before.userId,
      createdAt: before.createdAt,
    });
  });

  it("does not let employee B set is_active on employee A's resume, in either form", async () => {
    const { id } = await make(w, 'resume');
    const before = await resume(id);
    for (const body of [
      { id, is_active: true },
      { id, is_active: true, user_id: w.people.employeeB.id },
      { id, ...resumeBody(w), is_active: true },
    ]) {
      const res = await post('employeeB', 'employees/resumes.update', body);
      expect([400, 404], JSON.stringify(body)).toContain(res.statusCode);
    }
    expect(await resume(id)).toEqual(before);
  });
});

describe('applications and their chat', () => {
  it('records an application as applied, by its sender, with their own resume', async () => {
    const { id: jobId } = await make(w, 'job');
    const { id: otherJob } = await make(w, 'job');
    const res = await post('employeeA', 'employees/applications.insert', {
      id: jobId,
      status: 'shortlisted',
      user_id: w.people.employeeB.id,
      job_id: otherJob,
      resume_id: randomUUID(),
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    const row = await one(w.t.db.select().from(applications).where(eq(applications.id, res.json().item.id)));
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
    const read = () => one(w.t.db.select().from(applications).where(eq(applications.id, id)));
    const before = await read();
    const res = await post('employerX', 'employers/applications.update', {
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
    const res = await post('employeeA', 'applications/messages.insert', {
      id,
      text: 'Forged author?',
      author_id: w.people.employerX.id,
      is_applicant: false,
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    const row = await one(
      w.t.db.select().from(applicationMessages).where(eq(applicationMessages.id, res.json().item.id)),
    );
    expect(row).toMatchObject({ authorId: w.people.employeeA.id, applicationId: id });
    expect(row.createdAt).toEqual(w.t.clock.now());
  });
});

describe("a seeker's own rows", () => {
  it('files a review under its author and the company it names', async () => {
    const res = await post('employeeB', 'employees/companies.reviews.insert', {
      id: w.companyX.id,
      body: 'Fine place.',
      user_id: w.people.employeeA.id,
      company_id: w.companyY.id,
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    const row = await one(w.t.db.select().from(reviews).where(eq(reviews.id, res.json().item.id)));
    expect(row).toMatchObject({ userId: w.people.employeeB.id, companyId: w.companyX.id });
    expect(row.createdAt).toEqual(w.t.clock.now());
  });

  it('keeps the owner and unsubscribe secret of a saved search out of the body', async () => {
    const res = await post('employeeA', 'jobs/search.insert', {
      search_params: { q: 'nurse' },
      query_string: 'q=nurse',
      user_id: w.people.employeeB.id,
      unsubscribe_token: 'a-token-the-caller-knows',
      last_alerted_on: '2000-01-01',
    });
    expect(res.statusCode).toBe(200);
    const id: string = res.json().item.id;
    const read = () => one(w.t.db.select().from(savedSearches).where(eq(savedSearches.id, id)));
    const created = await read();
    expect(created.userId).toBe(w.people.employeeA.id);
    expect(created.unsubscribeToken).not.toBe('a-token-the-caller-knows');
    expect(created.lastAlertedOn).not.toBe('2000-01-01');

    const update = await post('employeeA', 'jobs/search.update', {
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
    const res = await post('employeeA', 'jobs/favorites.insert', { id, user_id: w.people.employeeB.id });
    expect(res.statusCode).toBe(200);
    const savers = await w.t.db
      .select({ userId: savedJobs.userId })
      .from(savedJobs)
      .where(eq(savedJobs.jobId, id));
    expect(savers).toEqual([{ userId: w.people.employeeA.id }]);
  });

  it('never files an anonymous analytics event under the user_id it claims', async () => {
    const session = randomUUID();
    const res = await post('anonymous', 'events.insert', {
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
