import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { cityByName, description, makeAddress, makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { persona } from '../../test/personas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
/** A keyword no other test uses, so every test sees only its own jobs. */
const keyword = () => `kw${(++counter).toString(36)}${'abcdefgh'.charAt(counter % 8)}zq`;

async function search(params: Record<string, string | string[]>, headers?: Record<string, string>) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) qs.append(k, one);
  return t.app.inject({ method: 'GET', url: `/api/v1/jobs/search?${qs}`, headers });
}
async function ids(params: Record<string, string | string[]>, headers?: Record<string, string>) {
  const res = await search(params, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: string }[]).map((i) => i.id);
}

describe('job search filters', () => {
  it('matches the keyword in title, company name, skills and summary, and nothing else', async () => {
    const kw = keyword();
    const company = await makeCompany(t, { name: `${kw} Holdings` });
    const other = await makeCompany(t);
    const byTitle = await makeJob(t, other, { title: `Senior ${kw} engineer` });
    const byCompany = await makeJob(t, company, { title: 'Accountant' });
    const bySkill = await makeJob(t, other, { title: 'Analyst', description: { skills: [kw] } });
    const bySummary = await makeJob(t, other, {
      title: 'Clerk',
      description: { summary: `<p>We use ${kw}</p>` },
    });
    await makeJob(t, other, { title: 'Unrelated' });
    const found = await ids({ q: kw });
    expect(new Set(found)).toEqual(new Set([byTitle.id, byCompany.id, bySkill.id, bySummary.id]));
    // Title weighs most, so relevance puts it first.
    expect(found[0]).toBe(byTitle.id);
  });

  it('folds diacritics: whangarei finds Whangārei', async () => {
    const c = await makeCompany(t);
    const job = await makeJob(t, c, { title: 'Nurse in Whangārei hospital' });
    expect(await ids({ q: 'whangarei nurse' })).toContain(job.id);
  });

  it('leaves out jobs with an excluded keyword, with or without a query', async () => {
    const kw = keyword();
    const c = await makeCompany(t);
    const keep = await makeJob(t, c, { title: `${kw} developer` });
    const drop = await makeJob(t, c, { title: `${kw} recruiter`, description: { skills: ['sales'] } });
    expect(await ids({ q: kw, exclude: ['recruiter'] })).toEqual([keep.id]);
    expect(await ids({ q: kw, exclude: ['sales', 'nothing'] })).toEqual([keep.id]);
    const all = await ids({ exclude: 'recruiter', posted_within: 'day' });
    expect(all).not.toContain(drop.id);
  });

  const cases: [string, Record<string, string>, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'salary_from',
      { salary_from: '90000' },
      { salaryFrom: 80000, salaryTo: 100000 },
      { salaryFrom: 50000, salaryTo: 70000 },
    ],
    ['salary_specified', { salary_specified: 'true' }, { salaryFrom: 50000 }, {}],
    [
      'education',
      { education: 'bachelor_degree' },
      { education: 'bachelor_degree' },
      { education: 'not_required' },
    ],
    ['experience', { experience: 'senior' }, { experience: 'senior' }, { experience: 'graduate' }],
    ['schedule', { schedule: 'contract' }, { schedule: 'contract' }, { schedule: 'full_time' }],
    ['work_format', { work_format: 'hybrid' }, { workFormat: 'hybrid' }, { workFormat: 'on_site' }],
    [
      'remote_worldwide',
      { remote_worldwide: 'true' },
      { workFormat: 'remote_worldwide' },
      { workFormat: 'remote' },
    ],
    ['max_responses', { max_responses: '10' }, { responseCount: 9 }, { responseCount: 10 }],
    ['disability_friendly', { disability_friendly: 'true' }, { disabilityFriendly: true }, {}],
    ['visa_sponsorship', { visa_sponsorship: '1' }, { visaSponsorship: true }, {}],
  ];
  it.each(cases)('filters by %s', async (_name, params, matching, other) => {
    const kw = keyword();
    const c = await makeCompany(t);
    const yes = await makeJob(t, c, { title: `${kw} role`, ...matching });
    const no = await makeJob(t, c, { title: `${kw} role`, ...other });
    expect(await ids({ q: kw })).toHaveLength(2);
    const found = await ids({ q: kw, ...params });
    expect(found).toEqual([yes.id]);
    expect(found).not.toContain(no.id);
  });

  it('filters by country, region and city', async () => {
    const kw = keyword();
    const c = await makeCompany(t);
    const auckland = await cityByName(t, 'Auckland');
    const pukekohe = await cityByName(t, 'Pukekohe');
    const sydney = await cityByName(t, 'Sydney');
    const loc = (x: typeof auckland) => ({ cityId: x.id, regionId: x.regionId, countryId: x.countryId });
    const akl = await makeJob(t, c, { title: `${kw} role`, ...loc(auckland) });
    const puk = await makeJob(t, c, { title: `${kw} role`, ...loc(pukekohe) });
    const syd = await makeJob(t, c, { title: `${kw} role`, ...loc(sydney) });
    expect(new Set(await ids({ q: kw, country_id: String(auckland.countryId) }))).toEqual(
      new Set([akl.id, puk.id]),
    );
    expect(new Set(await ids({ q: kw, region_id: String(auckland.regionId) }))).toEqual(
      new Set([akl.id, puk.id]),
    );
    expect(await ids({ q: kw, city_id: String(auckland.id) })).toEqual([akl.id]);
    expect(await ids({ q: kw, country_id: String(sydney.countryId) })).toEqual([syd.id]);
  });

  it('filters by address, agency and accredited employer', async () => {
    const kw = keyword();
    const agency = await makeCompany(t, { isAgency: true });
    const accredited = await makeCompany(t, { accredited: true });
    const address = await makeAddress(t, await cityByName(t, 'Auckland'));
    const viaAgency = await makeJob(t, agency, { title: `${kw} role` });
    const withAddress = await makeJob(t, accredited, { title: `${kw} role`, addressId: address.id });
    expect(await ids({ q: kw, exclude_agency: 'true' })).toEqual([withAddress.id]);
    expect(await ids({ q: kw, accredited_employer: 'true' })).toEqual([withAddress.id]);
    expect(await ids({ q: kw, with_address: 'true' })).toEqual([withAddress.id]);
    expect(await ids({ q: kw, exclude_agency: 'false' })).toContain(viaAgency.id);
  });

  it('filters by posted_within against the posting date', async () => {
    const kw = keyword();
    const c = await makeCompany(t);
    const now = t.clock.now().getTime();
    const today = await makeJob(t, c, { title: `${kw} role`, createdAt: new Date(now - 2 * 3600_000) });
    const twoDays = await makeJob(t, c, { title: `${kw} role`, createdAt: new Date(now - 2 * DAY) });
    const tenDays = await makeJob(t, c, { title: `${kw} role`, createdAt: new Date(now - 10 * DAY) });
    const old = await makeJob(t, c, { title: `${kw} role`, createdAt: new Date(now - 40 * DAY) });
    expect(await ids({ q: kw, posted_within: 'day' })).toEqual([today.id]);
    expect(new Set(await ids({ q: kw, posted_within: 'three_days' }))).toEqual(
      new Set([today.id, twoDays.id]),
    );
    expect(await ids({ q: kw, posted_within: 'week' })).toHaveLength(2);
    expect(new Set(await ids({ q: kw, posted_within: 'month' }))).toEqual(
      new Set([today.id, twoDays.id, tenDays.id]),
    );
    expect(await ids({ q: kw, posted_within: '' })).toContain(old.id);
  });

  it('shows archived and expired jobs only with show_archived, and never drafts or test jobs', async () => {
    const kw = keyword();
    const c = await makeCompany(t);
    const now = t.clock.now().getTime();
    const active = await makeJob(t, c, { title: `${kw} role`, expiresAt: new Date(now + DAY) });
    const archived = await makeJob(t, c, { title: `${kw} role`, archivedAt: new Date(now - DAY) });
    const expired = await makeJob(t, c, { title: `${kw} role`, expiresAt: new Date(now - 1000) });
    await makeJob(t, c, { title: `${kw} role`, isDraft: true });
    await makeJob(t, c, { title: `${kw} role`, isTest: true });
    expect(await ids({ q: kw })).toEqual([active.id]);
    const all = await ids({ q: kw, show_archived: 'true' });
    expect(new Set(all)).toEqual(new Set([active.id, archived.id, expired.id]));
  });

  it('leaves out the jobs and companies a signed-in employee hid, for them only', async () => {
    const kw = keyword();
    const seeker = await persona(t, 'employee');
    const hiddenCo = await makeCompany(t);
    const c = await makeCompany(t);
    const ofHiddenCo = await makeJob(t, hiddenCo, { title: `${kw} role` });
    const hiddenJob = await makeJob(t, c, { title: `${kw} role` });
    const visible = await makeJob(t, c, { title: `${kw} role` });
    const hide = (url: string, id: string) =>
      t.app.inject({ method: 'POST', url, headers: seeker.headers, payload: { id } });
    expect((await hide('/api/v1/jobs/hidden.insert', hiddenJob.id)).statusCode).toBe(200);
    expect((await hide('/api/v1/companies/hidden.insert', hiddenCo.id)).statusCode).toBe(200);
    expect(await ids({ q: kw }, seeker.headers)).toEqual([visible.id]);
    expect(await ids({ q: kw })).toHaveLength(3);
    await hide('/api/v1/companies/hidden.delete', hiddenCo.id);
    expect(new Set(await ids({ q: kw }, seeker.headers))).toEqual(new Set([visible.id, ofHiddenCo.id]));
  });
});

describe('job search sorting and paging', () => {
  it('sorts by salary both ways with unsalaried jobs last, and by date', async () => {
    const kw = keyword();
    const c = await makeCompany(t);
    const base = t.clock.now().getTime();
    const low = await makeJob(t, c, {
      title: `${kw} a`,
      salaryFrom: 40000,
      salaryTo: 50000,
      updatedAt: new Date(base - 3000),
    });
    const high = await makeJob(t, c, {
      title: `${kw} b`,
      salaryFrom: 90000,
      salaryTo: 120000,
      updatedAt: new Date(base - 2000),
    });
    const mid = await makeJob(t, c, {
      title: `${kw} c`,
      salaryFrom: 70000,
      updatedAt: new Date(base - 1000),
    });
    const none = await makeJob(t, c, { title: `${kw} d`, updatedAt: new Date(base - 4000) });
    expect(await ids({ q: kw, sort_by: 'salary_desc' })).toEqual([high.id, mid.id, low.id, none.id]);
    expect(await ids({ q: kw, sort_by: 'salary_asc' })).toEqual([low.id, mid.id, high.id, none.id]);
    expect(await ids({ q: kw, sort_by: 'updated_desc' })).toEqual([mid.id, high.id, low.id, none.id]);
  });

  it.each(['relevance', 'updated_desc', 'salary_desc', 'salary_asc'])(
    'pages with cursors (%s) over several pages without gaps or repeats',
    async (sort) => {
      const kw = keyword();
      const c = await makeCompany(t);
      const made = new Set<string>();
      const same = t.clock.now();
      for (let i = 0; i < 47; i++) {
        // Ties on purpose: equal timestamps, salaries and ranks must still page cleanly.
        const job = await makeJob(t, c, {
          title: i % 3 === 0 ? `${kw} ${kw} lead` : `${kw} role`,
          salaryFrom: i % 4 === 0 ? null : 50000 + (i % 5) * 1000,
          updatedAt: i % 2 ? same : new Date(same.getTime() - i * 1000),
        });
        made.add(job.id);
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const params: Record<string, string> = { q: kw, sort_by: sort };
        if (cursor) params.next_cursor = cursor;
        const res = await search(params);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body.total_count).toBe(47);
        seen.push(...body.items.map((i: { id: string }) => i.id));
        cursor = body.next_cursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(47);
      expect(new Set(seen)).toEqual(made);
    },
  );

  it('answers an empty page with a null cursor when nothing matches', async () => {
    const res = await search({ q: 'nomatchatallzz' });
    expect(res.json()).toEqual({
      items: [],
      total_count: 0,
      next_cursor: null,
      place: null,
      understood: null,
      did_you_mean: null,
    });
  });

  it('caps total_count at 1000 so counting stays cheap', async () => {
    const kw = keyword();
    const c = await makeCompany(t);
    await t.db.execute(sql`INSERT INTO jobs (company_id, company_name, title, description)
      SELECT ${c.id}::uuid, ${c.name}, ${`${kw} role`} || n, ${JSON.stringify(description())}::jsonb
      FROM generate_series(1, 1005) AS n`);
    const body = (await search({ q: kw })).json();
    expect(body.total_count).toBe(1000);
    expect(body.items).toHaveLength(20);
  });
});

describe('job search input', () => {
  it.each([
    [{ sort_by: 'newest' }, 'sort_by'],
    [{ posted_within: 'year' }, 'posted_within'],
    [{ salary_from: 'lots' }, 'salary_from'],
    [{ education: 'phd' }, 'education'],
    [{ country_id: 'nz' }, 'country_id'],
    [{ show_archived: 'maybe' }, 'show_archived'],
  ])('refuses %o with a 400 naming the parameter', async (params, name) => {
    const res = await search(params as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(name);
  });

  it('refuses a malformed cursor and a cursor of another sort', async () => {
    const bad = await search({ next_cursor: 'not-a-cursor' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_cursor');
    const kw = keyword();
    const c = await makeCompany(t);
    for (let i = 0; i < 21; i++) await makeJob(t, c, { title: `${kw} role` });
    const first = (await search({ q: kw, sort_by: 'salary_desc' })).json();
    expect(first.next_cursor).toEqual(expect.any(String));
    const mixed = await search({ q: kw, sort_by: 'updated_desc', next_cursor: first.next_cursor });
    expect(mixed.statusCode).toBe(400);
    // A pay no int4 holds is no cursor of ours (it would fail in the database as a 500).
    const id = '00000000-0000-4000-8000-000000000000';
    for (const k of [2 ** 31, -2]) {
      const forged = Buffer.from(JSON.stringify({ m: 'salary_desc', k, id })).toString('base64url');
      const res = await search({ q: kw, sort_by: 'salary_desc', next_cursor: forged });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_cursor');
    }
  });
});
