import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industries } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { cityByName, makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-01T00:00:00Z'));
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const post = (url: string, payload: object, who?: Persona) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers: who?.headers ?? {} });
const similarTitles = async (id: string, who?: Persona) => {
  const res = await post('jobs.similar', { id }, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { title: string }[]).map((j) => j.title);
};

/** A top-level industry and two of its specialisations, from the seeded reference data. */
async function classification() {
  const parents = await t.db.select().from(industries).where(isNull(industries.parentId));
  for (const parent of parents) {
    const leaves = await t.db
      .select()
      .from(industries)
      .where(and(eq(industries.parentId, parent.id), isNotNull(industries.parentId)));
    const [a, b] = leaves;
    if (a && b) return { industry: parent, spec: a, otherSpec: b };
  }
  throw new Error('no industry with two specialisations');
}

describe('similar jobs', () => {
  it('lists live jobs of the same specialisation nearest first, never the job itself nor unlisted ones', async () => {
    const { industry, spec, otherSpec } = await classification();
    const auckland = await cityByName(t, 'Auckland');
    const hamilton = await cityByName(t, 'Hamilton');
    const sydney = await cityByName(t, 'Sydney');
    const at = (c: typeof auckland) => ({ cityId: c.id, regionId: c.regionId, countryId: c.countryId });
    const co = await makeCompany(t);
    const same = { industryId: industry.id, specializationId: spec.id };
    const origin = await makeJob(t, co, { title: 'Origin', ...same, ...at(auckland) });
    t.clock.advance(1000);
    await makeJob(t, co, { title: 'Same spec, same city', ...same, ...at(auckland) });
    await makeJob(t, co, { title: 'Same spec, other NZ city', ...same, ...at(hamilton) });
    await makeJob(t, co, { title: 'Same spec, Australia', ...same, ...at(sydney) });
    // Newer than the same-specialisation ones, but only the same industry: after them.
    t.clock.advance(1000);
    await makeJob(t, co, {
      title: 'Same industry, same city',
      industryId: industry.id,
      specializationId: otherSpec.id,
      ...at(auckland),
    });
    const past = new Date(t.clock.now().getTime() - DAY);
    await makeJob(t, co, { title: 'Draft', ...same, ...at(auckland), isDraft: true });
    await makeJob(t, co, { title: 'Test job', ...same, ...at(auckland), isTest: true });
    await makeJob(t, co, { title: 'Archived', ...same, ...at(auckland), archivedAt: past });
    await makeJob(t, co, { title: 'Expired', ...same, ...at(auckland), expiresAt: past });

    const titles = await similarTitles(origin.id);
    expect(titles).toEqual(['Same spec, same city', 'Same spec, other NZ city', 'Same industry, same city']);
  });

  it('shows at most six, leaves out what the seeker hid, and nothing for a draft', async () => {
    const { industry, spec } = await classification();
    const co = await makeCompany(t);
    const other = await makeCompany(t);
    const same = { industryId: industry.id, specializationId: spec.id };
    const origin = await makeJob(t, co, { title: 'Origin two', ...same });
    for (let i = 0; i < 8; i++) await makeJob(t, co, { title: `Like ${i}`, ...same });
    t.clock.advance(1000); // the newest of them
    const hiddenCompanyJob = await makeJob(t, other, { title: 'From a hidden company', ...same });
    expect(await similarTitles(origin.id)).toHaveLength(6);
    expect(await similarTitles(origin.id)).toContain('From a hidden company');
    const me = await persona(t, 'employee');
    expect((await post('companies/hidden.insert', { id: hiddenCompanyJob.companyId }, me)).statusCode).toBe(
      200,
    );
    expect(await similarTitles(origin.id, me)).not.toContain('From a hidden company');
    const draft = await makeJob(t, co, { title: 'Draft origin', ...same, isDraft: true });
    expect(await similarTitles(draft.id)).toEqual([]);
  });
});

describe('hidden jobs and companies', () => {
  it('lists what the seeker hid, and unhiding brings it back to search', async () => {
    const me = await persona(t, 'employee');
    const someoneElse = await persona(t, 'employee');
    const co = await makeCompany(t, { name: 'Hideaway Ltd' });
    const job = await makeJob(t, co, { title: 'Zymurgist' });
    const other = await makeCompany(t, { name: 'Shy Co' });
    expect((await post('jobs/hidden.insert', { id: job.id }, me)).statusCode).toBe(200);
    expect((await post('companies/hidden.insert', { id: other.id }, me)).statusCode).toBe(200);

    const jobsList = await post('jobs/hidden.list', {}, me);
    expect(jobsList.json().items).toEqual([
      expect.objectContaining({ id: job.id, title: 'Zymurgist', company_name: 'Hideaway Ltd' }),
    ]);
    const companiesList = await post('companies/hidden.list', {}, me);
    expect(companiesList.json().items).toEqual([expect.objectContaining({ id: other.id, name: 'Shy Co' })]);
    expect((await post('jobs/hidden.list', {}, someoneElse)).json().items).toEqual([]);

    const search = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/jobs/search?q=zymurgist', headers: me.headers })
      ).json().items as { id: string }[];
    expect(await search()).toEqual([]);
    expect((await post('jobs/hidden.delete', { id: job.id }, me)).statusCode).toBe(200);
    expect((await post('companies/hidden.delete', { id: other.id }, me)).statusCode).toBe(200);
    expect((await post('jobs/hidden.list', {}, me)).json().items).toEqual([]);
    expect((await post('companies/hidden.list', {}, me)).json().items).toEqual([]);
    expect((await search()).map((j) => j.id)).toEqual([job.id]);
  });
});

describe('board stats', () => {
  it('counts live jobs and the busiest classifications, at most a minute old', async () => {
    const stats = async () =>
      (await post('jobs.stats', {})).json() as {
        live_jobs: number;
        industries: { id: number; name: string; count: number }[];
      };
    const before = await stats();
    const { industry } = await classification();
    const co = await makeCompany(t);
    const past = new Date(t.clock.now().getTime() - DAY);
    for (let i = 0; i < 30; i++) await makeJob(t, co, { title: `Busy ${i}`, industryId: industry.id });
    await makeJob(t, co, { title: 'Draft', industryId: industry.id, isDraft: true });
    await makeJob(t, co, { title: 'Expired', industryId: industry.id, expiresAt: past });
    // Still the cached figures within the minute...
    expect((await stats()).live_jobs).toBe(before.live_jobs);
    t.clock.advance(61_000);
    // ...and fresh ones after it: the 30 live jobs count, the draft and the expired job do not.
    const after = await stats();
    expect(after.live_jobs).toBe(before.live_jobs + 30);
    const busiest = after.industries[0];
    expect(busiest).toMatchObject({ id: industry.id, name: industry.name });
    const earlier = before.industries.find((i) => i.id === industry.id)?.count ?? 0;
    expect(busiest?.count).toBe(earlier + 30);
  });
});
