import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationMessages,
  applications,
  hiddenCompanies,
  hiddenJobs,
  loginCodes,
  resumes,
  reviews,
  savedJobs,
  savedSearches,
  uploads,
} from '../../db/schema/index.ts';
import { runSignInRecordCleanup } from '../../schedules/sign-in-records.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { applyAs, call, insertJob, insertResume } from '../applications/test-fixtures.ts';
import { bearer, requestCode, signInByCode } from '../auth/sign-in.test-helpers.ts';
import { EXPORT_SECTIONS } from './export.ts';

let t: TestApp;
let employer: Persona;
beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Harbour Physio' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const company = () => employer.companyId ?? '';
const exportOf = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users.export', headers });

/** A job seeker with one record of every kind the board holds about a person. */
async function seekerWithEverything() {
  const email = `everything-${Date.now()}@example.test`;
  const pair = await signInByCode(t, email);
  const headers = bearer(pair.access_token);
  const seeker: Persona = { ...(await persona(t, 'employee')), email, token: pair.access_token, headers };
  const me = (await call(t, seeker, '/api/v1/users.get')).body;
  seeker.id = me.id;
  await call(t, seeker, '/api/v1/users.update', { name: 'Aroha Ngata' });
  const resumeId = await insertResume(t, seeker.id, { fullName: 'Aroha Ngata' });
  const appliedJob = await insertJob(t, company(), {
    title: 'Physiotherapist',
    companyName: 'Harbour Physio',
  });
  const applicationId = await applyAs(t, seeker, appliedJob, 'Kia ora, I would love this role.');
  // The company opens the resume it was sent: a resume view the person may see.
  expect((await call(t, employer, '/api/v1/employers/resumes.get', { id: resumeId })).status).toBe(200);
  await call(t, employer, '/api/v1/applications/messages.insert', {
    id: applicationId,
    text: 'When can you start?',
  });
  // The test clock stands still unless moved: a minute apart, so the thread has an order.
  t.clock.advance(60_000);
  await call(t, seeker, '/api/v1/applications/messages.insert', { id: applicationId, text: 'Next Monday.' });
  const savedJob = await insertJob(t, company(), { title: 'Saved role' });
  await t.db.insert(savedJobs).values({ userId: seeker.id, jobId: savedJob });
  const hiddenJob = await insertJob(t, company(), { title: 'Hidden role' });
  await t.db.insert(hiddenJobs).values({ userId: seeker.id, jobId: hiddenJob });
  await t.db.insert(hiddenCompanies).values({ userId: seeker.id, companyId: company() });
  await t.db.insert(savedSearches).values({
    userId: seeker.id,
    name: 'Physio in Auckland',
    searchParams: { query: 'physio' },
    queryString: 'query=physio',
    notifyByEmail: true,
    unsubscribeToken: `unsub-${Date.now()}`,
    lastAlertedOn: '2026-06-01',
  });
  await t.db
    .insert(reviews)
    .values({ companyId: company(), userId: seeker.id, rating: 5, body: 'Great team' });
  await t.db.insert(uploads).values({
    userId: seeker.id,
    category: 'avatar',
    fileName: `${crypto.randomUUID()}.webp`,
    contentType: 'image/webp',
    size: 1000,
    width: 64,
    height: 64,
  });
  return { seeker, resumeId, applicationId, appliedJob, savedJob, hiddenJob };
}

describe('users.export', () => {
  it('answers one JSON attachment holding every record of a seeded person, in every section', async () => {
    const s = await seekerWithEverything();
    const res = await exportOf(s.seeker.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="fitjobs-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.format).toBe('fitjobs-data-export/1');
    expect(data.account).toMatchObject({
      id: s.seeker.id,
      email: s.seeker.email,
      full_name: 'Aroha Ngata',
      role: 'employee',
    });
    expect(data.resumes).toEqual([
      expect.objectContaining({ id: s.resumeId, full_name: 'Aroha Ngata', is_active: true }),
    ]);
    expect(data.resumes[0]).not.toHaveProperty('search_vector');
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: s.applicationId,
        job_id: s.appliedJob,
        job_title: 'Physiotherapist',
        cover_letter: 'Kia ora, I would love this role.',
        messages: [
          expect.objectContaining({ from: 'employer', message: 'When can you start?' }),
          expect.objectContaining({ from: 'you', message: 'Next Monday.' }),
        ],
      }),
    ]);
    expect(data.saved_jobs).toEqual([
      expect.objectContaining({ job_id: s.savedJob, job_title: 'Saved role' }),
    ]);
    expect(data.saved_searches).toEqual([
      expect.objectContaining({
        name: 'Physio in Auckland',
        notify_by_email: true,
        last_alerted_on: '2026-06-01',
      }),
    ]);
    expect(data.hidden_jobs).toEqual([expect.objectContaining({ job_id: s.hiddenJob })]);
    expect(data.hidden_companies).toEqual([
      expect.objectContaining({ company_id: company(), company_name: 'Harbour Physio' }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ rating: 5, body: 'Great team' })]);
    expect(data.uploads).toEqual([
      expect.objectContaining({ category: 'avatar', content_type: 'image/webp' }),
    ]);
    expect(data.sign_in_history).toEqual([expect.objectContaining({ role: 'employee' })]);
    expect(data.sign_in_history[0].ip).toMatch(/^10\./);
    expect(data.sign_in_history[0].signed_in_at).toMatch(/^\d{4}-/);
    expect(data.sign_in_history[0]).not.toHaveProperty('code_hash');
    expect(data.sessions).toHaveLength(1);
    expect(data.company_memberships).toEqual([]);
    // Every section the exporter builds is in the file: a new feature's section cannot be dropped.
    expect(data.resume_views).toEqual([
      expect.objectContaining({ resume_id: s.resumeId, company_id: company(), kind: 'view' }),
    ]);
    for (const name of Object.keys(EXPORT_SECTIONS)) expect(data, name).toHaveProperty(name);
    expect(JSON.stringify(data)).not.toContain(s.seeker.token);
  });

  it("gives an employer their company memberships, and nobody else's data", async () => {
    const res = await exportOf(employer.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.company_memberships).toEqual([
      expect.objectContaining({ company_id: company(), role: 'admin' }),
    ]);
    expect(data.applications).toEqual([]);
    expect(data.reviews).toEqual([]);
  });

  it("lists the person's own sign-ins, never the networks of others who asked for a code for their address", async () => {
    const email = `export-ips-${Date.now()}@example.test`;
    const pair = await signInByCode(t, email);
    const stranger = '198.51.100.77';
    expect((await requestCode(t, email, 'employee', stranger)).statusCode).toBe(200);
    const data = (await exportOf(bearer(pair.access_token))).json();
    expect(data.sign_in_history).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(stranger);
  });

  it('refuses anonymous callers', async () => {
    expect((await exportOf({})).statusCode).toBe(401);
  });
});

describe('closing an account', () => {
  it('deletes resumes, saved items and sign-in records, and anonymises applications and messages for the employer', async () => {
    const s = await seekerWithEverything();
    const closed = await call(t, s.seeker, '/api/v1/users.delete');
    expect(closed.status).toBe(200);
    expect(await t.db.select().from(resumes).where(eq(resumes.id, s.resumeId))).toHaveLength(0);
    expect(await t.db.select().from(savedJobs).where(eq(savedJobs.userId, s.seeker.id))).toHaveLength(0);
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.userId, s.seeker.id))).toHaveLength(
      0,
    );
    expect(await t.db.select().from(hiddenJobs).where(eq(hiddenJobs.userId, s.seeker.id))).toHaveLength(0);
    expect(
      await t.db.select().from(hiddenCompanies).where(eq(hiddenCompanies.userId, s.seeker.id)),
    ).toHaveLength(0);
    expect(await t.db.select().from(loginCodes).where(eq(loginCodes.email, s.seeker.email))).toHaveLength(0);

    const [kept] = await t.db.select().from(applications).where(eq(applications.id, s.applicationId));
    expect(kept).toMatchObject({ userId: null, resumeId: null, coverLetter: null });
    const seen = await call(t, employer, '/api/v1/employers/applications.get', { id: s.applicationId });
    expect(seen.status).toBe(200);
    expect(seen.body.item).toMatchObject({
      user_id: null,
      user_name: 'Closed account',
      applicant_full_name: 'Closed account',
      applicant_email: null,
      active_resume_id: null,
      cover_letter: null,
    });
    expect(JSON.stringify(seen.body)).not.toContain('Aroha');
    const thread = await call(t, employer, '/api/v1/applications/messages.list', { id: s.applicationId });
    expect(thread.body.items).toEqual([
      expect.objectContaining({
        author_id: null,
        author_name: 'Closed account',
        is_applicant: true,
        message: 'Next Monday.',
      }),
      expect.objectContaining({
        author_id: employer.id,
        is_applicant: false,
        message: 'When can you start?',
      }),
    ]);
    const reply = await call(t, employer, '/api/v1/applications/messages.insert', {
      id: s.applicationId,
      text: 'Hello?',
    });
    expect(reply.status).toBe(409);
    expect(
      await t.db.select().from(applicationMessages).where(eq(applicationMessages.message, 'Hello?')),
    ).toHaveLength(0);
  });
});

describe('sign-in records', () => {
  it('are deleted after 30 days by the scheduled clean-up, which can run again harmlessly', async () => {
    const old = `old-${Date.now()}@example.test`;
    const recent = `recent-${Date.now()}@example.test`;
    await signInByCode(t, old);
    t.clock.advance(2 * DAY);
    await signInByCode(t, recent);
    t.clock.advance(28 * DAY + 60_000);
    const rows = async (email: string) => t.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(await runSignInRecordCleanup({ db: t.db }, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await rows(old)).toHaveLength(0);
    expect(await rows(recent)).toHaveLength(1);
    expect(await runSignInRecordCleanup({ db: t.db }, t.clock.now())).toBe(0);
    expect(await rows(recent)).toHaveLength(1);
  });
});
