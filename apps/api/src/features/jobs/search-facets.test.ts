import { FACET_SAMPLE, type JobSearchFacets } from '@fitjobs/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenCompanies, industries } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { cityByName, makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { persona } from '../../test/personas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const keyword = () => `facetkw${(++counter).toString(36)}zq`;

async function facets(params: Record<string, string>, headers?: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/jobs/facets?${new URLSearchParams(params)}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JobSearchFacets;
}

/** Two classifications with a specialisation each, from the seeded reference data. */
async function classifications() {
  const specs = await t.db
    .select({ id: industries.id, parentId: industries.parentId })
    .from(industries)
    .where(and(isNotNull(industries.parentId), eq(industries.isLeaf, true)))
    .orderBy(industries.id);
  const first = specs[0];
  const second = specs.find((s) => s.parentId !== first?.parentId);
  if (!first?.parentId || !second?.parentId) throw new Error('no specialisations seeded');
  return { a: first.parentId, aSpec: first.id, b: second.parentId, bSpec: second.id };
}

describe('filter counts for a search', () => {
  it('counts the matching jobs per option, and never a job the search leaves out', async () => {
    const kw = keyword();
    const { a, aSpec, b, bSpec } = await classifications();
    const auckland = await cityByName(t, 'Auckland');
    const sydney = await cityByName(t, 'Sydney');
    const c = await makeCompany(t);
    const at = (city: typeof auckland) => ({
      cityId: city.id,
      regionId: city.regionId,
      countryId: city.countryId,
    });
    const job = (over: Parameters<typeof makeJob>[2]) => makeJob(t, c, { title: `${kw} role`, ...over });
    await job({
      industryId: a,
      specializationId: aSpec,
      schedule: 'full_time',
      workFormat: 'hybrid',
      ...at(auckland),
    });
    await job({
      industryId: a,
      specializationId: aSpec,
      schedule: 'part_time',
      workFormat: 'on_site',
      ...at(auckland),
    });
    await job({
      industryId: b,
      specializationId: bSpec,
      schedule: 'full_time',
      workFormat: 'remote',
      ...at(sydney),
    });
    // Not counted: another keyword, a draft, an archived job.
    await makeJob(t, c, { title: 'Unrelated role', industryId: a, schedule: 'full_time' });
    await job({ industryId: a, schedule: 'full_time', isDraft: true });
    await job({ industryId: a, schedule: 'full_time', archivedAt: t.clock.now() });

    const all = await facets({ q: kw });
    expect(all.industry_id).toEqual({ counts: { [a]: 2, [b]: 1 }, capped: false });
    expect(all.specialization_id.counts).toEqual({ [aSpec]: 2, [bSpec]: 1 });
    expect(all.schedule.counts).toEqual({ full_time: 2, part_time: 1 });
    expect(all.work_format.counts).toEqual({ hybrid: 1, on_site: 1, remote: 1 });
    expect(all.country_id.counts).toEqual({ [auckland.countryId]: 2, [sydney.countryId]: 1 });
    expect(all.city_id.counts).toEqual({ [auckland.id]: 2, [sydney.id]: 1 });
    // The archive is read from the jobs table, whose options are coded as they are read (0238).
    const archive = await facets({ q: kw, show_archived: 'true' });
    expect(archive.industry_id.counts).toEqual({ [a]: 3, [b]: 1 });
    expect(archive.schedule.counts).toEqual({ full_time: 3, part_time: 1 });

    // A chosen schedule narrows the other counts but not its own options.
    const fullTime = await facets({ q: kw, schedule: 'full_time' });
    expect(fullTime.schedule.counts).toEqual({ full_time: 2, part_time: 1 });
    expect(fullTime.industry_id.counts).toEqual({ [a]: 1, [b]: 1 });
    // A chosen classification keeps every classification's count and narrows its specialisations.
    const inA = await facets({ q: kw, industry_id: String(a) });
    expect(inA.industry_id.counts).toEqual({ [a]: 2, [b]: 1 });
    expect(inA.specialization_id.counts).toEqual({ [aSpec]: 2 });
    expect(inA.schedule.counts).toEqual({ full_time: 1, part_time: 1 });
    // A place read from the words ('... auckland') is a location filter like a chosen one.
    const inAuckland = await facets({ q: `${kw} auckland` });
    expect(inAuckland.industry_id.counts).toEqual({ [a]: 2 });
    expect(inAuckland.city_id.counts).toEqual({ [auckland.id]: 2, [sydney.id]: 1 });
  });

  it('counts education and experience like the other filters, each without its own choice', async () => {
    const kw = keyword();
    const c = await makeCompany(t);
    await makeJob(t, c, { title: `${kw} a`, education: 'bachelor_degree', experience: 'senior' });
    await makeJob(t, c, { title: `${kw} b`, education: 'bachelor_degree', experience: 'entry_level' });
    await makeJob(t, c, { title: `${kw} c`, education: 'not_required', experience: 'senior' });
    const all = await facets({ q: kw });
    expect(all.education).toEqual({ counts: { bachelor_degree: 2, not_required: 1 }, capped: false });
    expect(all.experience).toEqual({ counts: { senior: 2, entry_level: 1 }, capped: false });
    // A chosen level narrows the other filter's counts, not its own options.
    const senior = await facets({ q: kw, experience: 'senior' });
    expect(senior.experience.counts).toEqual({ senior: 2, entry_level: 1 });
    expect(senior.education.counts).toEqual({ bachelor_degree: 1, not_required: 1 });
  });

  it('leaves out a company the signed-in seeker hid', async () => {
    const kw = keyword();
    const seeker = await persona(t, 'employee');
    const shown = await makeCompany(t);
    const hidden = await makeCompany(t);
    await makeJob(t, shown, { title: `${kw} a`, schedule: 'casual' });
    await makeJob(t, hidden, { title: `${kw} b`, schedule: 'casual' });
    await t.db.insert(hiddenCompanies).values({ userId: seeker.id, companyId: hidden.id });
    expect((await facets({ q: kw })).schedule.counts).toEqual({ casual: 2 });
    expect((await facets({ q: kw }, seeker.headers)).schedule.counts).toEqual({ casual: 1 });
  });

  it(`says the counts are lower bounds past ${FACET_SAMPLE} matches`, async () => {
    const kw = keyword();
    const c = await makeCompany(t);
    const model = await makeJob(t, c, { title: `${kw} bulk`, schedule: 'contract' });
    await t.db.execute(sql`
      INSERT INTO jobs (company_id, company_name, title, description, schedule, created_at, updated_at)
      SELECT company_id, company_name, title, description, schedule, created_at, updated_at
      FROM jobs, generate_series(1, ${FACET_SAMPLE}) WHERE id = ${model.id}`);
    const many = await facets({ q: kw });
    expect(many.schedule).toEqual({ counts: { contract: FACET_SAMPLE }, capped: true });
  });

  // The screen's two calls read a search's first matches once (decision 0229): the page's count is
  // the size of the sample whose options the filter counts then count, for a few seconds.
  it("takes the counts of a search's page from a moment ago, and never the page from the counts", async () => {
    const kw = keyword();
    const c = await makeCompany(t);
    await makeJob(t, c, { title: `${kw} a`, schedule: 'full_time' });
    await makeJob(t, c, { title: `${kw} b`, schedule: 'full_time' });
    const page = async (params: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/jobs/search?${new URLSearchParams(params)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { total_count: number };
    };
    expect((await page({ q: kw, sort_by: 'updated_desc' })).total_count).toBe(2);
    await makeJob(t, c, { title: `${kw} c`, schedule: 'part_time' });
    // The page reads afresh; the counts beside it, whatever its order, are its sample's.
    expect((await page({ q: kw })).total_count).toBe(3);
    expect((await facets({ q: kw, sort_by: 'salary_desc' })).schedule.counts).toEqual({
      full_time: 2,
      part_time: 1,
    });
    await makeJob(t, c, { title: `${kw} d`, schedule: 'casual' });
    expect((await facets({ q: kw })).schedule.counts).toEqual({ full_time: 2, part_time: 1 });
    // Another seeker's search is not this one: hidden jobs and companies are theirs.
    const seeker = await persona(t, 'employee');
    expect((await facets({ q: kw }, seeker.headers)).schedule.counts).toEqual({
      full_time: 2,
      part_time: 1,
      casual: 1,
    });
    // Ten seconds on, the counts read for themselves.
    t.clock.advance(10_001);
    expect((await facets({ q: kw })).schedule.counts).toEqual({ full_time: 2, part_time: 1, casual: 1 });
  });

  it('refuses what the search refuses', async () => {
    for (const bad of ['schedule=weekly', 'industry_id=abc', 'pay_type=daily']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/facets?${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
