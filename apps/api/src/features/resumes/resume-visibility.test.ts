import type { ResumeSearchItem } from '@fitjobs/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, resumeViews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { signInAgain } from '../applications/test-fixtures.ts';
import { createActiveResume, type Place, place, post, resumeInput } from './resumes.fixtures.ts';

/** Issue 15: the person chooses who finds their resume; employers' reads are capped and recorded. */
let t: TestApp;
let auckland: Place;
let acme: Persona;
let rival: Persona;
const LIMIT = 3;

beforeAll(async () => {
  t = await createTestApp({ resumeViewsPerCompanyDay: LIMIT });
  auckland = await place(t, 'Auckland');
  acme = await persona(t, 'employer', { companyName: 'Acme' });
  rival = await persona(t, 'employer', { companyName: 'Rival' });
}, 180_000);
afterAll(() => t.close());

async function search(who: Persona, q: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/employers/resumes.search?q=${encodeURIComponent(q)}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as ResumeSearchItem[];
}

/** A seeker with one active resume of that visibility, found by a skill of their own. */
async function seeker(skill: string, visibility: 'searchable' | 'limited' | 'hidden') {
  const who = await persona(t, 'employee');
  const input = resumeInput(auckland, { skills: [skill], email: `${skill}@example.test`, visibility });
  return { who, resumeId: await createActiveResume(t, who, input) };
}

async function applyTo(employer: Persona, who: Persona) {
  if (!employer.companyId) throw new Error('employer needs a company');
  const job = await makeJob(t, { id: employer.companyId, name: 'Company' });
  const res = await post(t, who, 'employees/applications.insert', { id: job.id });
  expect(res.statusCode, res.body).toBe(200);
}

const contact = (r: { email: string | null; phone: string | null; linkedin_profile: string | null }) => ({
  email: r.email,
  phone: r.phone,
  linkedin_profile: r.linkedin_profile,
});
const NONE = { email: null, phone: null, linkedin_profile: null };

describe('resume visibility', () => {
  it('shows a Searchable resume with its contact details once opened (never in search, decision 0187)', async () => {
    const { resumeId } = await seeker('abseiling', 'searchable');
    const [hit] = await search(acme, 'abseiling');
    expect(hit).toMatchObject({ id: resumeId, contact_hidden: false });
    expect(hit).not.toHaveProperty('email');
    const res = await post(t, acme, 'employers/resumes.get', { id: resumeId });
    expect(res.json().item).toMatchObject({ email: 'abseiling@example.test', phone: '+64 21 123 4567' });
  });

  it('hides e-mail, phone and LinkedIn of a Limited resume until the person applies to that company, and only there', async () => {
    const { who, resumeId } = await seeker('beekeeping', 'limited');
    const [before] = await search(acme, 'beekeeping');
    expect(before?.id).toBe(resumeId);
    expect(before?.contact_hidden).toBe(true);
    const got = (await post(t, acme, 'employers/resumes.get', { id: resumeId })).json().item;
    expect(contact(got)).toEqual(NONE);
    expect(got).toMatchObject({ contact_hidden: true, full_name: 'Aroha Ngātai', skills: ['beekeeping'] });

    await applyTo(acme, who);
    const [after] = await search(acme, 'beekeeping');
    expect(after?.contact_hidden).toBe(false);
    const opened = (await post(t, acme, 'employers/resumes.get', { id: resumeId })).json().item;
    expect(contact(opened)).toEqual({
      email: 'beekeeping@example.test',
      phone: '+64 21 123 4567',
      linkedin_profile: 'https://www.linkedin.com/in/aroha-ngatai',
    });
    expect(opened.contact_hidden).toBe(false);

    // Another company still sees it without contact details.
    const [elsewhere] = await search(rival, 'beekeeping');
    expect(elsewhere?.contact_hidden).toBe(true);
    expect(contact((await post(t, rival, 'employers/resumes.get', { id: resumeId })).json().item)).toEqual(
      NONE,
    );
  });

  it('never finds a Hidden resume, and does not open it for a company the person did not apply to', async () => {
    const { who, resumeId } = await seeker('canyoning', 'hidden');
    expect(await search(acme, 'canyoning')).toEqual([]);
    expect((await post(t, acme, 'employers/resumes.get', { id: resumeId })).statusCode).toBe(404);
    expect((await post(t, acme, 'employers/resumes.pdf.get', { id: who.id })).statusCode).toBe(404);
    // Applying sends it to that company: it reads it then, with contact details.
    await applyTo(acme, who);
    expect(await search(acme, 'canyoning')).toEqual([]);
    const res = await post(t, acme, 'employers/resumes.get', { id: resumeId });
    expect(res.json().item).toMatchObject({ email: 'canyoning@example.test' });
  });
});

describe('daily reads per company', () => {
  it(`refuses the company's ${LIMIT + 1}th different resume in 24 hours with 429, counting PDF downloads`, async () => {
    const employer = await persona(t, 'employer', { companyName: 'Harvester' });
    const resumes = [];
    for (const skill of ['dyeing', 'etching', 'falconry', 'glazing'])
      resumes.push(await seeker(skill, 'searchable'));
    const [a, b, c, d] = resumes.map((r) => r.resumeId) as [string, string, string, string];
    expect((await post(t, employer, 'employers/resumes.get', { id: a })).statusCode).toBe(200);
    expect((await post(t, employer, 'employers/resumes.pdf.get', { id: b })).statusCode).toBe(200);
    expect((await post(t, employer, 'employers/resumes.get', { id: c })).statusCode).toBe(200);

    const refused = await post(t, employer, 'employers/resumes.get', { id: d });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'too_many_resume_views',
      message: `Your company has opened ${LIMIT} resumes in the last 24 hours, the most allowed in a day. Please try again tomorrow.`,
    });
    expect((await post(t, employer, 'employers/resumes.pdf.get', { id: d })).statusCode).toBe(429);
    // Opening one already read today again is no new resume; another company has its own allowance.
    expect((await post(t, employer, 'employers/resumes.get', { id: a })).statusCode).toBe(200);
    expect((await post(t, rival, 'employers/resumes.get', { id: d })).statusCode).toBe(200);

    // A day later (the reads moved 25 hours back) the allowance is whole again.
    await t.db
      .update(resumeViews)
      .set({ createdAt: sql`${resumeViews.createdAt} - interval '25 hours'` })
      .where(eq(resumeViews.companyId, employer.companyId ?? ''));
    expect((await post(t, employer, 'employers/resumes.get', { id: d })).statusCode).toBe(200);
  });
});

describe('daily reads per person (trust, second round, finding 3)', () => {
  it('follow the person into another company: a new company gives no new allowance', async () => {
    let reader = await persona(t, 'employer', { companyName: 'First Co' });
    const resumes = [];
    for (const skill of ['quilting', 'rafting', 'sailing', 'tiling'])
      resumes.push((await seeker(skill, 'searchable')).resumeId);
    const [a, b, c, d] = resumes as [string, string, string, string];
    for (const id of [a, b, c])
      expect((await post(t, reader, 'employers/resumes.get', { id })).statusCode).toBe(200);
    expect((await post(t, reader, 'employers/resumes.get', { id: d })).statusCode).toBe(429);

    // The reader leaves that company for a fresh one (a sidekick's, or one they made).
    const fresh = await persona(t, 'employer', { companyName: 'Second Co' });
    await t.db
      .insert(companyMembers)
      .values({ companyId: fresh.companyId ?? '', userId: reader.id, role: 'member' });
    await t.db.delete(companyMembers).where(eq(companyMembers.companyId, reader.companyId ?? ''));
    reader = await signInAgain(t, reader);
    const refused = await post(t, reader, 'employers/resumes.get', { id: d });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      `You have opened ${LIMIT} resumes in the last 24 hours, the most allowed in a day. Please try again tomorrow.`,
    );
    // Their new company's other people still have the company's allowance.
    expect((await post(t, fresh, 'employers/resumes.get', { id: d })).statusCode).toBe(200);
  });
});

describe('Companies that viewed your resume', () => {
  it('records every view and download and lists the companies, with dates, to the seeker only', async () => {
    const { who, resumeId } = await seeker('harpmaking', 'searchable');
    const other = await seeker('ironwork', 'searchable');
    const viewer = await persona(t, 'employer', { companyName: 'Curious Ltd' });
    expect((await post(t, viewer, 'employers/resumes.get', { id: resumeId })).statusCode).toBe(200);
    expect((await post(t, viewer, 'employers/resumes.get', { id: resumeId })).statusCode).toBe(200);
    expect((await post(t, viewer, 'employers/resumes.pdf.get', { id: resumeId })).statusCode).toBe(200);

    const res = await post(t, who, 'employees/resumes.views.list', {});
    expect(res.statusCode).toBe(200);
    const now = t.clock.now().toISOString();
    expect(res.json().items).toEqual([
      {
        company_id: viewer.companyId,
        company_name: 'Curious Ltd',
        logo_url: null,
        views: 2,
        downloads: 1,
        first_viewed_at: now,
        last_viewed_at: now,
      },
    ]);
    // Another seeker sees none of it; employers cannot ask.
    expect((await post(t, other.who, 'employees/resumes.views.list', {})).json().items).toEqual([]);
    expect((await post(t, viewer, 'employees/resumes.views.list', {})).statusCode).toBe(403);
    expect((await post(t, null, 'employees/resumes.views.list', {})).statusCode).toBe(401);
  });
});
