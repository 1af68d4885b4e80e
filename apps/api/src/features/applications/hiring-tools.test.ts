import { EmployeeApplication } from '@fitjobs/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, companyMembers, resumes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { ROUTE_ACCESS } from '../../test/quality/route-access.ts';
import { csvCell, phoneCell } from './applicants-csv.ts';
import { applyAs, call, insertJob, insertResume } from './test-fixtures.ts';

const BULK = '/api/v1/employers/applications.bulkUpdate';
const NOTES = '/api/v1/employers/applications.notes.list';
const NOTE = '/api/v1/employers/applications.notes.insert';
const RATE = '/api/v1/employers/applications.rate';
const EXPORT = '/api/v1/employers/applications.export';

let t: TestApp;
let employer: Persona;
let rival: Persona;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Tools Physio' });
  rival = await persona(t, 'employer', { companyName: 'Rival Physio' });
  companyId = employer.companyId as string;
});
afterAll(async () => t.close());

async function applicants(jobId: string, n: number) {
  const out: { who: Persona; id: string }[] = [];
  for (let i = 0; i < n; i++) {
    const who = await persona(t, 'employee', { fullName: `Applicant ${i}` });
    await insertResume(t, who.id, { fullName: `Applicant ${i}` });
    out.push({ who, id: await applyAs(t, who, jobId) });
  }
  return out;
}

const statuses = async (ids: string[]) =>
  Object.fromEntries(
    (
      await t.db
        .select({ id: applications.id, s: applications.status })
        .from(applications)
        .where(inArray(applications.id, ids))
    ).map((r) => [r.id, r.s]),
  );

describe('bulk status changes', () => {
  it('shortlists exactly the selected applications and no others', async () => {
    const jobId = await insertJob(t, companyId);
    const [a, b, c] = await applicants(jobId, 3);
    if (!a || !b || !c) throw new Error('fixtures');
    const res = await call(t, employer, BULK, {
      company_id: companyId,
      ids: [a.id, b.id],
      status: 'shortlisted',
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { id: string; status: string }) => [i.id, i.status]).sort()).toEqual(
      [
        [a.id, 'shortlisted'],
        [b.id, 'shortlisted'],
      ].sort(),
    );
    expect(await statuses([a.id, b.id, c.id])).toEqual({
      [a.id]: 'shortlisted',
      [b.id]: 'shortlisted',
      [c.id]: 'applied',
    });
  });

  it('refuses the whole request when one selected application is another company’s, and changes nothing', async () => {
    const own = await applicants(await insertJob(t, companyId), 2);
    const [foreign] = await applicants(await insertJob(t, rival.companyId as string), 1);
    if (!foreign) throw new Error('fixtures');
    const ids = [...own.map((o) => o.id), foreign.id];
    const res = await call(t, employer, BULK, { company_id: companyId, ids, status: 'rejected' });
    expect(res.status).toBe(404);
    expect(Object.values(await statuses(ids))).toEqual(['applied', 'applied', 'applied']);
    // Naming the other company does not help either: the employer is not a member of it.
    const asRival = await call(t, employer, BULK, {
      company_id: rival.companyId,
      ids: [foreign.id],
      status: 'rejected',
    });
    expect(asRival.status).toBe(403);
    expect(await statuses([foreign.id])).toEqual({ [foreign.id]: 'applied' });
  });

  it('refuses job seekers, an empty selection and the same application twice', async () => {
    const [one] = await applicants(await insertJob(t, companyId), 1);
    if (!one) throw new Error('fixtures');
    expect(
      (await call(t, one.who, BULK, { company_id: companyId, ids: [one.id], status: 'rejected' })).status,
    ).toBe(403);
    expect(
      (await call(t, employer, BULK, { company_id: companyId, ids: [], status: 'rejected' })).status,
    ).toBe(400);
    expect(
      (await call(t, employer, BULK, { company_id: companyId, ids: [one.id, one.id], status: 'rejected' }))
        .status,
    ).toBe(400);
    expect(await statuses([one.id])).toEqual({ [one.id]: 'applied' });
  });
});

describe('private notes and ratings', () => {
  it('lets any member of the company add notes and rate, shown on the applicant card, newest note last', async () => {
    const colleague = await persona(t, 'employer', { fullName: 'Mere Colleague' });
    await t.db.insert(companyMembers).values({ companyId, userId: colleague.id, role: 'member' });
    const [one] = await applicants(await insertJob(t, companyId), 1);
    if (!one) throw new Error('fixtures');
    expect((await call(t, employer, NOTE, { id: one.id, body: 'Strong phone screen' })).status).toBe(200);
    t.clock.advance(1000);
    const added = await call(t, colleague, NOTE, { id: one.id, body: '  Call back Tuesday  ' });
    expect(
      added.body.items.map((n: { body: string; author_name: string }) => [n.body, n.author_name]),
    ).toEqual([
      ['Call back Tuesday', 'Mere Colleague'],
      ['Strong phone screen', 'Test employer'],
    ]);
    expect((await call(t, colleague, RATE, { id: one.id, rating: 4 })).body.item.rating).toBe(4);
    const card = await call(t, employer, '/api/v1/employers/applications.get', { id: one.id });
    expect(card.body.item).toMatchObject({ rating: 4, last_note: 'Call back Tuesday' });
    expect((await call(t, employer, RATE, { id: one.id, rating: null })).body.item.rating).toBeNull();
  });

  it('refuses ratings outside 1-5, blank notes, other companies and job seekers, and stores nothing', async () => {
    const [one] = await applicants(await insertJob(t, companyId), 1);
    if (!one) throw new Error('fixtures');
    expect((await call(t, employer, RATE, { id: one.id, rating: 6 })).status).toBe(400);
    expect((await call(t, employer, RATE, { id: one.id, rating: 0 })).status).toBe(400);
    expect((await call(t, employer, NOTE, { id: one.id, body: '   ' })).status).toBe(400);
    expect((await call(t, rival, NOTE, { id: one.id, body: 'Sneaky' })).status).toBe(404);
    expect((await call(t, rival, RATE, { id: one.id, rating: 1 })).status).toBe(404);
    expect((await call(t, rival, NOTES, { id: one.id })).status).toBe(404);
    expect((await call(t, one.who, NOTES, { id: one.id })).status).toBe(403);
    expect((await call(t, employer, NOTES, { id: one.id })).body.items).toEqual([]);
    const [row] = await t.db
      .select({ r: applications.rating })
      .from(applications)
      .where(eq(applications.id, one.id));
    expect(row?.r).toBeNull();
  });

  it('never shows a note or a rating in any answer a job seeker can get', async () => {
    const jobId = await insertJob(t, companyId, { title: 'Private notes job', companyName: 'Tools Physio' });
    const [one] = await applicants(jobId, 1);
    if (!one) throw new Error('fixtures');
    const secret = 'SECRET-NOTE-7f3a: not a culture fit';
    await call(t, employer, NOTE, { id: one.id, body: secret });
    await call(t, employer, RATE, { id: one.id, rating: 2 });
    await call(t, employer, '/api/v1/applications/messages.insert', { id: one.id, text: 'Kia ora' });

    const seekerRoutes = t.app.routeTable.filter((r) => {
      const access = ROUTE_ACCESS[`${r.method} ${r.url}`];
      return (
        access === 'public' ||
        access === 'signed_in' ||
        (Array.isArray(access) && access.includes('employee'))
      );
    });
    expect(seekerRoutes.length).toBeGreaterThan(30);
    const bodies = [{}, { id: one.id }, { id: jobId }, { id: companyId }, { company_id: companyId }];
    const answered = new Set<string>();
    for (const r of seekerRoutes) {
      if (/\.(delete|insert|update)$/.test(r.url) || r.url.endsWith('tokens.revoke')) continue;
      for (const payload of bodies) {
        const res = await t.app.inject(
          r.method === 'GET'
            ? { method: 'GET', url: r.url, headers: one.who.headers }
            : { method: 'POST', url: r.url, headers: one.who.headers, payload },
        );
        expect(res.body, `${r.method} ${r.url}`).not.toContain('SECRET-NOTE');
        expect(res.body, `${r.method} ${r.url}`).not.toContain('last_note');
        if (res.statusCode === 200) answered.add(r.url);
      }
    }
    // The routes that answer with this application did answer.
    expect(answered).toContain('/api/v1/employees/applications.list');
    expect(answered).toContain('/api/v1/applications/messages.list');
    const list = await call(t, one.who, '/api/v1/employees/applications.list', {});
    const mine = list.body.items.find((i: { id: string }) => i.id === one.id);
    expect(Object.keys(mine).sort()).toEqual(Object.keys(EmployeeApplication.shape).sort());
  });
});

describe('export of a job’s applicants', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+64 21 000', '-2', '@SUM(A1)', '\t=cmd', 'plain'].map(csvCell)).toEqual([
      "'=1+1",
      "'+64 21 000",
      "'-2",
      "'@SUM(A1)",
      "'\t=cmd",
      'plain',
    ]);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('quotes a cell with a ; so a spreadsheet splitting on ; finds no formula in it (trust, finding 7)', () => {
    expect(csvCell('Aroha;=WEBSERVICE(A1)')).toBe('"Aroha;=WEBSERVICE(A1)"');
    expect(csvCell(';=1+1')).toBe(`"';=1+1"`);
  });

  it('writes phone numbers as text a spreadsheet keeps: the leading zero and the + stay', () => {
    expect(phoneCell('022 774 0369')).toBe('"=""022 774 0369"""');
    expect(phoneCell('0227740369')).toBe('"=""0227740369"""');
    expect(phoneCell('+64 (21) 555-0101')).toBe('"=""+64 (21) 555-0101"""');
    // Anything but a phone number's characters is never put in a formula.
    expect(phoneCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(phoneCell('021 555 0101 ext 4')).toBe('021 555 0101 ext 4');
    expect(phoneCell(null)).toBe('');
  });

  it('exports name, e-mail, phone, status, applied day, rating, last note and resume link of that job only', async () => {
    const jobId = await insertJob(t, companyId, { title: 'Export Me' });
    const [a, b] = await applicants(jobId, 2);
    if (!a || !b) throw new Error('fixtures');
    await t.db
      .update(resumes)
      .set({ fullName: '=cmd|" /C calc"!A0', phone: '+64 21 555 0101' })
      .where(eq(resumes.userId, a.who.id));
    await call(t, employer, NOTE, { id: a.id, body: '@risky, "quoted"' });
    await call(t, employer, RATE, { id: a.id, rating: 5 });
    await call(t, employer, BULK, { company_id: companyId, ids: [a.id], status: 'shortlisted' });
    await applicants(await insertJob(t, companyId, { title: 'Other job' }), 1);

    const res = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      headers: employer.headers,
      payload: { company_id: companyId, id: jobId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="applicants-export-me.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Status,Applied,Rating,Last note,Resume');
    expect(lines).toHaveLength(3); // the header and this job's two applicants, nobody else's
    const row = lines.find((l) => l.includes('calc')) ?? '';
    const resumeId = (
      await t.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, a.who.id))
    )[0]?.id;
    expect(row).toBe(
      `"'=cmd|"" /C calc""!A0",aroha.cv@example.test,"=""+64 21 555 0101""",shortlisted,${new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(t.clock.now())},5,"'@risky, ""quoted""",${t.config.publicUrl}/resumes/${resumeId}`,
    );
  });

  it('gives the export only to members of the job’s company', async () => {
    const jobId = await insertJob(t, companyId);
    await applicants(jobId, 1);
    const as = (who: Persona, body: object) =>
      t.app.inject({ method: 'POST', url: EXPORT, headers: who.headers, payload: body });
    expect((await as(rival, { company_id: companyId, id: jobId })).statusCode).toBe(403);
    expect((await as(rival, { company_id: rival.companyId as string, id: jobId })).statusCode).toBe(404);
    const seeker = await persona(t, 'employee');
    expect((await as(seeker, { company_id: companyId, id: jobId })).statusCode).toBe(403);
  });
});
