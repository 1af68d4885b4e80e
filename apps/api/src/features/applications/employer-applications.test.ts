import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, cities, companyMembers } from '../../db/schema/index.ts';
import { runStatusMails } from '../../schedules/status-mails.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { applyAs, call, insertJob, insertResume, signInAgain } from './test-fixtures.ts';

const LIST = '/api/v1/employers/applications.list';
const GET = '/api/v1/employers/applications.get';
const UPDATE = '/api/v1/employers/applications.update';

let t: TestApp;
let employer: Persona;
let rival: Persona;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-01T00:00:00Z'));
  employer = await persona(t, 'employer', { companyName: 'Ōtaki Health' });
  rival = await persona(t, 'employer', { companyName: 'Rival Clinic' });
  companyId = employer.companyId as string;
});
afterAll(async () => t.close());

async function applicant(options: Parameters<typeof insertResume>[2] = {}) {
  const who = await persona(t, 'employee', { fullName: 'Aroha N.' });
  const resumeId = await insertResume(t, who.id, options);
  return { who, resumeId };
}

async function statusOf(id: string) {
  const [row] = await t.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.status;
}

describe('employer applicant list', () => {
  it('shows every field of the Application entity, with experience in whole years and the resume location', async () => {
    const [city] = await t.db.select().from(cities).limit(1);
    if (!city) throw new Error('reference data missing');
    const { who, resumeId } = await applicant({
      fullName: 'Aroha Ngata',
      skills: ['Rehab', 'Pilates', 'Sports', 'Dry needling', 'Hydro', 'Paediatrics'],
      location: { countryId: city.countryId, regionId: city.regionId, cityId: city.id },
      experience: [
        // 2 years exactly (730 days)
        {
          company: 'A',
          position: 'Physio',
          location: 'X',
          start_date: '2020-01-01',
          end_date: '2021-12-31',
          description: '',
        },
        // current job since 2025-06-01: 365 days until the clock's now
        {
          company: 'B',
          position: 'Physio',
          location: 'Y',
          start_date: '2025-06-01',
          end_date: null,
          description: '',
        },
      ],
    });
    const jobId = await insertJob(t, companyId, { title: 'Physio', companyName: 'Ōtaki Health' });
    const id = await applyAs(t, who, jobId, 'Cover');
    const res = await call(t, employer, LIST, { company_id: companyId, id: jobId });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    const item = res.body.items[0];
    expect(item).toMatchObject({
      id,
      job_id: jobId,
      job_title: 'Physio',
      job_company_id: companyId,
      company_name: 'Ōtaki Health',
      status: 'applied',
      cover_letter: 'Cover',
      user_id: who.id,
      user_name: 'Aroha N.',
      user_avatar_url: null,
      applicant_full_name: 'Aroha Ngata',
      applicant_email: 'aroha.cv@example.test',
      applicant_experience: 3,
      applicant_skills: ['Rehab', 'Pilates', 'Sports', 'Dry needling', 'Hydro', 'Paediatrics'],
      active_resume_id: resumeId,
    });
    expect(item.applicant_location).toContain(city.name);
    expect(item.created_at).toEqual(expect.any(String));
  });

  it('filters by status and sorts by status or date', async () => {
    const jobId = await insertJob(t, companyId);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { who } = await applicant();
      ids.push(await applyAs(t, who, jobId));
      t.clock.advance(1000);
    }
    const [first, second, third] = ids as [string, string, string];
    await call(t, employer, UPDATE, { id: first, status: 'rejected' });
    await call(t, employer, UPDATE, { id: second, status: 'shortlisted' });

    const list = async (body: object) =>
      (await call(t, employer, LIST, { company_id: companyId, id: jobId, ...body })).body.items.map(
        (i: { id: string }) => i.id,
      );
    expect(await list({ sort: 'newest' })).toEqual([third, second, first]);
    expect(await list({ sort: 'oldest' })).toEqual([first, second, third]);
    expect(await list({ sort: 'status_asc' })).toEqual([third, second, first]);
    expect(await list({ sort: 'status_desc' })).toEqual([first, second, third]);
    expect(await list({ status: ['shortlisted', 'rejected'] })).toEqual([second, first]);
  });

  it('pages through every applicant of the company exactly once, in each sort', async () => {
    const company = await persona(t, 'employer', { companyName: 'Paging Ltd' });
    const cid = company.companyId as string;
    const jobId = await insertJob(t, cid);
    const all: string[] = [];
    for (let i = 0; i < 25; i++) {
      const { who } = await applicant();
      const id = await applyAs(t, who, jobId);
      all.push(id);
      if (i % 3 === 0) await call(t, company, UPDATE, { id, status: 'shortlisted' });
      if (i % 5 === 0) t.clock.advance(1000); // ties on created_at are broken by id
    }
    for (const sort of ['newest', 'oldest', 'status_asc', 'status_desc']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await call(t, company, LIST, { company_id: cid, sort, next_cursor: cursor });
        seen.push(...res.body.items.map((i: { id: string }) => i.id));
        cursor = res.body.next_cursor;
      } while (cursor);
      expect(seen).toHaveLength(25);
      expect(new Set(seen)).toEqual(new Set(all));
    }
  });

  it('does not show another company’s applicants', async () => {
    const { who } = await applicant();
    const jobId = await insertJob(t, companyId);
    await applyAs(t, who, jobId);
    expect((await call(t, rival, LIST, { company_id: companyId })).status).toBe(403);
    const viaOwnCompany = await call(t, rival, LIST, { company_id: rival.companyId, id: jobId });
    expect(viaOwnCompany.status).toBe(404);
    const seeker = await persona(t, 'employee');
    expect((await call(t, seeker, LIST, { company_id: companyId })).status).toBe(403);
  });
});

describe('opening and changing status', () => {
  it('marks an applied application viewed when the employer opens it, and leaves other statuses alone', async () => {
    const { who } = await applicant();
    const jobId = await insertJob(t, companyId);
    const id = await applyAs(t, who, jobId);
    const opened = await call(t, employer, GET, { id });
    expect(opened.status).toBe(200);
    expect(opened.body.item.status).toBe('viewed');
    expect(await statusOf(id)).toBe('viewed');

    await call(t, employer, UPDATE, { id, status: 'shortlisted' });
    const again = await call(t, employer, GET, { id });
    expect(again.body.item.status).toBe('shortlisted');
  });

  it('lets a member of the company shortlist and reject', async () => {
    const colleague = await persona(t, 'employer');
    await t.db.insert(companyMembers).values({ companyId, userId: colleague.id, role: 'member' });
    const { who } = await applicant();
    const id = await applyAs(t, who, await insertJob(t, companyId));
    const res = await call(t, colleague, UPDATE, { id, status: 'shortlisted' });
    expect(res.status).toBe(200);
    expect(res.body.item.status).toBe('shortlisted');
    expect((await call(t, employer, UPDATE, { id, status: 'rejected' })).body.item.status).toBe('rejected');
  });

  it('does not let another company open or change an application, and nothing changes', async () => {
    const { who } = await applicant();
    const id = await applyAs(t, who, await insertJob(t, companyId));
    expect((await call(t, rival, GET, { id })).status).toBe(404);
    expect((await call(t, rival, UPDATE, { id, status: 'rejected' })).status).toBe(404);
    expect(await statusOf(id)).toBe('applied');
  });

  it('does not let an employee change a status, not even on their own application', async () => {
    const { who } = await applicant();
    const id = await applyAs(t, who, await insertJob(t, companyId));
    expect((await call(t, who, UPDATE, { id, status: 'shortlisted' })).status).toBe(403);
    expect((await call(t, who, GET, { id })).status).toBe(403);
    expect(await statusOf(id)).toBe('applied');
  });

  it('refuses to set a status back to applied', async () => {
    const { who } = await applicant();
    const id = await applyAs(t, who, await insertJob(t, companyId));
    await call(t, employer, GET, { id });
    expect((await call(t, employer, UPDATE, { id, status: 'applied' })).status).toBe(400);
    expect(await statusOf(id)).toBe('viewed');
  });

  it('e-mails the applicant when shortlisted or rejected (after the grace period), and not when viewed or unchanged', async () => {
    const { who } = await applicant();
    const id = await applyAs(t, who, await insertJob(t, companyId, { title: 'Osteopath' }));
    const mailsTo = () => t.mailer.to(who.email);
    const deliver = async () => {
      t.clock.advance(t.config.statusMailDelaySeconds * 1000);
      await runStatusMails({ db: t.db, mailer: t.mailer, config: t.config, log: t.app.log }, t.clock.now());
    };
    await call(t, employer, GET, { id });
    await call(t, employer, UPDATE, { id, status: 'viewed' });
    await deliver();
    expect(mailsTo()).toHaveLength(0);
    await call(t, employer, UPDATE, { id, status: 'shortlisted' });
    await call(t, employer, UPDATE, { id, status: 'shortlisted' });
    await deliver();
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]?.subject).toBe('You have been shortlisted for Osteopath');
    expect(mailsTo()[0]?.text).toContain(`${t.config.publicUrl}/applications`);
    employer = await signInAgain(t, employer);
    await call(t, employer, UPDATE, { id, status: 'rejected' });
    await deliver();
    expect(mailsTo()).toHaveLength(2);
    expect(mailsTo()[1]?.subject).toBe('Update on your application for Osteopath');
  });

  it('keeps the application for the employer after the applicant switched to another resume', async () => {
    const { who, resumeId } = await applicant({ fullName: 'First CV' });
    const id = await applyAs(t, who, await insertJob(t, companyId));
    await insertResume(t, who.id, { fullName: 'Second CV' });
    const res = await call(t, employer, GET, { id });
    expect(res.body.item).toMatchObject({ active_resume_id: resumeId, applicant_full_name: 'First CV' });
  });
});
