import { EDUCATIONS, EXPERIENCES, SCHEDULES, WORK_FORMATS } from '@fitjobs/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { rowsOf } from './db-rows.ts';
import { countFacetCodes } from './facet-codes.ts';

const asObject = (counts: ReturnType<typeof countFacetCodes>) =>
  Object.fromEntries([...counts].map(([facet, byOption]) => [facet, Object.fromEntries(byOption)]));

describe('facet codes counted by the server', () => {
  // Industry, specialisation, country, region, city, schedule, work format, education, experience.
  const codes = '12.345.1.13.201.1.2.4.3.' + '12.346.2..1999.7.2..3.' + '..1.13.201.....';

  it('counts each option of the facets asked for, and no others', () => {
    expect(asObject(countFacetCodes(codes, ['industry_id', 'region_id', 'schedule', 'experience']))).toEqual({
      industry_id: { '12': 2 },
      region_id: { '13': 2 },
      schedule: { full_time: 1, other: 1 },
      experience: { mid_level: 2 },
    });
  });

  it('leaves out the jobs that leave a facet out, and reads ids of any size', () => {
    expect(asObject(countFacetCodes(codes, ['city_id', 'education']))).toEqual({
      city_id: { '201': 2, '1999': 1 },
      education: { bachelor_degree: 1 },
    });
  });

  it('counts nothing in an empty sample', () => {
    expect(asObject(countFacetCodes('', ['industry_id']))).toEqual({ industry_id: {} });
  });

  it('refuses codes cut inside a job, or an enum place the type does not have', () => {
    expect(() => countFacetCodes('12.345.', ['industry_id'])).toThrow('inside a job');
    expect(() => countFacetCodes('1.2.1.1.1.8.1.1.1.', ['schedule'])).toThrow('no schedule');
  });
});

describe("the database's facet codes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // The migration spells each enum's values out; the server names them by place. Both must agree
  // with the contract for every value, or a count would land on another option.
  it.each([
    ['schedule', SCHEDULES],
    ['work_format', WORK_FORMATS],
    ['education', EDUCATIONS],
    ['experience', EXPERIENCES],
  ] as const)('names every %s as the contract does', async (facet, values) => {
    for (const value of values) {
      const enumValue = sql`${value}::${sql.raw(facet)}`;
      const arg = (name: string) => (name === facet ? enumValue : sql`NULL`);
      const [row] = await rowsOf<{ codes: string }>(
        t.db,
        sql`SELECT job_facet_codes(7, 8, 1, 2, 3, ${arg('schedule')}, ${arg('work_format')},
                                   ${arg('education')}, ${arg('experience')}) AS codes`,
      );
      expect(asObject(countFacetCodes(row?.codes ?? '', [facet, 'industry_id', 'city_id']))).toEqual({
        industry_id: { '7': 1 },
        city_id: { '3': 1 },
        [facet]: { [value]: 1 },
      });
    }
  });

  it("keeps a listed job's codes in job_search as its options change", async () => {
    const job = await makeJob(t, await makeCompany(t), { schedule: 'full_time', experience: 'senior' });
    await t.db.execute(sql`UPDATE jobs SET schedule = 'casual', experience = 'lead' WHERE id = ${job.id}`);
    const [row] = await rowsOf<{ codes: string }>(
      t.db,
      sql`SELECT facet_codes AS codes FROM job_search WHERE id = ${job.id}`,
    );
    const counted = countFacetCodes(row?.codes ?? '', ['schedule', 'experience']);
    expect(asObject(counted)).toEqual({ schedule: { casual: 1 }, experience: { lead: 1 } });
  });
});
