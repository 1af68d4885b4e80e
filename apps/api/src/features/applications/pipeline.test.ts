import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatusChanges } from '../../db/schema/index.ts';
import { runStatusMails } from '../../schedules/status-mails.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { applyAs, call, insertJob, insertResume, signInAgain } from './test-fixtures.ts';

const UPDATE = '/api/v1/employers/applications.update';
const BULK = '/api/v1/employers/applications.bulkUpdate';
const UNDO = '/api/v1/employers/applications.undo';
const MINE = '/api/v1/employees/applications.list';
const GRACE_MS = 120_000;

let t: TestApp;
let employer: Persona;
let other: Persona;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Pipeline Physio' });
  other = await persona(t, 'employer', { companyName: 'Elsewhere Ltd' });
  companyId = employer.companyId as string;
});
afterAll(async () => t.close());

const runTask = () =>
  runStatusMails({ db: t.db, mailer: t.mailer, config: t.config, log: t.app.log }, t.clock.now());

async function fresh(title = 'Physiotherapist', jobId?: string) {
  employer = await signInAgain(t, employer);
  const who = await signInAgain(t, await persona(t, 'employee'));
  await insertResume(t, who.id);
  const job = jobId ?? (await insertJob(t, companyId, { title, companyName: 'Pipeline Physio' }));
  const id = await applyAs(t, who, job);
  return { who: { ...who }, id, job };
}

async function timeline(who: Persona, id: string) {
  const me = await signInAgain(t, who);
  const res = await call(t, me, MINE, {});
  const item = res.body.items.find((a: { id: string }) => a.id === id);
  return item.status_history.map((s: { status: string }) => s.status) as string[];
}

describe('the hiring pipeline', () => {
  it('moves an application through interview, offer and hired; each e-mail waits its grace period and quotes the text', async () => {
    const { who, id } = await fresh('Senior Physio');
    const interview = await call(t, employer, UPDATE, {
      id,
      status: 'interview',
      message: 'Thursday 10am at our Ponsonby clinic.',
    });
    expect(interview.status).toBe(200);
    expect(interview.body.item).toMatchObject({ status: 'interview' });
    expect(interview.body.item.undo_until).not.toBeNull();
    expect(JSON.stringify(interview.body)).not.toContain('Ponsonby');
    t.clock.advance(GRACE_MS);
    await runTask();
    const [mail] = t.mailer.to(who.email);
    expect(mail?.subject).toBe('Interview invitation for Senior Physio');
    expect(mail?.text).toContain('Pipeline Physio wrote:\n\nThursday 10am at our Ponsonby clinic.');

    employer = await signInAgain(t, employer);
    await call(t, employer, UPDATE, { id, status: 'offer', message: '$95,000 and four weeks leave.' });
    t.clock.advance(GRACE_MS);
    await runTask();
    employer = await signInAgain(t, employer);
    await call(t, employer, UPDATE, { id, status: 'hired', message: 'ignored for hired' });
    t.clock.advance(GRACE_MS);
    await runTask();
    const subjects = t.mailer.to(who.email).map((m) => m.subject);
    expect(subjects).toEqual([
      'Interview invitation for Senior Physio',
      'Job offer for Senior Physio',
      'Welcome aboard: Senior Physio',
    ]);
    expect(t.mailer.to(who.email)[1]?.text).toContain('$95,000 and four weeks leave.');
    expect(t.mailer.to(who.email)[2]?.text).not.toContain('ignored for hired');
    expect(await timeline(who, id)).toEqual(['applied', 'interview', 'offer', 'hired']);
  });

  it('moves back as well as forward, and the seeker never sees a change that was undone', async () => {
    const { who, id } = await fresh();
    await call(t, employer, UPDATE, { id, status: 'offer', message: 'Offer text' });
    // Inside the grace period the seeker's timeline does not show the change yet.
    expect(await timeline(who, id)).toEqual(['applied']);
    const undone = await call(t, employer, UNDO, { company_id: companyId, ids: [id] });
    expect(undone.body.items[0]).toMatchObject({ status: 'applied', undo_until: null });
    t.clock.advance(GRACE_MS * 2);
    await runTask();
    expect(t.mailer.to(who.email)).toHaveLength(0);
    expect(await timeline(who, id)).toEqual(['applied']);

    employer = await signInAgain(t, employer);
    await call(t, employer, UPDATE, { id, status: 'interview', message: 'Monday' });
    t.clock.advance(GRACE_MS);
    await runTask();
    employer = await signInAgain(t, employer);
    const back = await call(t, employer, UPDATE, { id, status: 'shortlisted' });
    expect(back.body.item.status).toBe('shortlisted');
    t.clock.advance(GRACE_MS);
    await runTask();
    expect(t.mailer.to(who.email).map((m) => m.subject)).toEqual([
      'Interview invitation for Physiotherapist',
      'You have been shortlisted for Physiotherapist',
    ]);
    expect(await timeline(who, id)).toEqual(['applied', 'interview', 'shortlisted']);
  });

  it('refuses statuses an employer may not set, and a message longer than 2,000 characters', async () => {
    const { id } = await fresh();
    for (const status of ['applied', 'withdrawn', 'archived']) {
      expect((await call(t, employer, UPDATE, { id, status })).status).toBe(400);
    }
    expect(
      (await call(t, employer, UPDATE, { id, status: 'interview', message: 'x'.repeat(2001) })).status,
    ).toBe(400);
  });

  it('lets another company neither move nor learn of an application (404), and changes nothing', async () => {
    const { id } = await fresh();
    other = await signInAgain(t, other);
    expect((await call(t, other, UPDATE, { id, status: 'hired' })).status).toBe(404);
    const rows = await t.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, id));
    expect(rows).toHaveLength(0);
  });

  it('filters the applicant list by each new status', async () => {
    const { id, job } = await fresh('Filter Physio');
    const second = await fresh('Filter Physio', job);
    await call(t, employer, UPDATE, { id, status: 'offer' });
    await call(t, employer, UPDATE, { id: second.id, status: 'hired' });
    for (const [status, expected] of [
      ['offer', [id]],
      ['hired', [second.id]],
      ['interview', []],
    ] as const) {
      const res = await call(t, employer, '/api/v1/employers/applications.list', {
        company_id: companyId,
        id: job,
        status: [status],
      });
      expect(res.body.items.map((a: { id: string }) => a.id)).toEqual(expected);
    }
  });

  it('bulk-moves to interview with one text for everyone, and Undo puts each back', async () => {
    const a = await fresh('Bulk Physio');
    const b = await fresh('Bulk Physio', a.job);
    const res = await call(t, employer, BULK, {
      company_id: companyId,
      ids: [a.id, b.id],
      status: 'interview',
      message: 'Pick a time',
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((x: { status: string }) => x.status)).toEqual(['interview', 'interview']);
    await call(t, employer, UNDO, { company_id: companyId, ids: [a.id, b.id] });
    t.clock.advance(GRACE_MS);
    await runTask();
    expect(t.mailer.to(a.who.email)).toHaveLength(0);
    expect(t.mailer.to(b.who.email)).toHaveLength(0);
  });
});

describe('closed accounts', () => {
  it('refuses status changes, one or in bulk, with a clear 409, and changes nothing', async () => {
    const { who, id } = await fresh();
    const me = await signInAgain(t, who);
    expect((await call(t, me, '/api/v1/users.delete')).status).toBe(200);
    employer = await signInAgain(t, employer);
    const one = await call(t, employer, UPDATE, { id, status: 'interview' });
    expect(one.status).toBe(409);
    expect(one.body.error).toMatchObject({ code: 'account_closed' });
    expect(one.body.error.message).toMatch(/closed their account/);
    const bulk = await call(t, employer, BULK, { company_id: companyId, ids: [id], status: 'rejected' });
    expect(bulk.status).toBe(409);
    const chat = await call(t, employer, '/api/v1/applications/messages.insert', { id, text: 'Hello?' });
    expect(chat.status).toBe(409);
    expect(chat.body.error.message).toMatch(/closed their account/);
    const seen = await call(t, employer, '/api/v1/employers/applications.get', { id });
    expect(seen.body.item).toMatchObject({ user_id: null, applicant_full_name: 'Closed account' });
  });
});

describe('hires and time to hire', () => {
  it('counts hires per job and the days from posting to the first hire', async () => {
    const posted = new Date(t.clock.now().getTime());
    const job = await insertJob(t, companyId, {
      title: 'Hired Physio',
      companyName: 'Pipeline Physio',
      createdAt: posted,
    });
    const a = await fresh('Hired Physio', job);
    await fresh('Hired Physio', job);
    t.clock.advance(3 * 86_400_000 + 3_600_000);
    employer = await signInAgain(t, employer);
    await call(t, employer, UPDATE, { id: a.id, status: 'hired' });
    const res = await call(t, employer, '/api/v1/employers/hiring.summary', { company_id: companyId });
    expect(res.status).toBe(200);
    const row = res.body.jobs.find((j: { job_id: string }) => j.job_id === job);
    expect(row).toEqual({
      job_id: job,
      job_title: 'Hired Physio',
      applications: 2,
      hires: 1,
      days_to_hire: 3,
    });
    expect(res.body.hires).toBeGreaterThanOrEqual(1);
    other = await signInAgain(t, other);
    expect((await call(t, other, '/api/v1/employers/hiring.summary', { company_id: companyId })).status).toBe(
      403,
    );
  });
});
