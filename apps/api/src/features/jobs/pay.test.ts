import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { persona } from '../../test/personas.ts';
import { post, validJob } from '../employers/test-helpers.ts';
import { syncPayRate } from './search-upkeep.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
/** A keyword no other test uses, so every test sees only its own jobs. */
const keyword = () => `paykw${(++counter).toString(36)}zq`;

async function ids(params: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/jobs/search?${new URLSearchParams(params)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: string }[]).map((i) => i.id);
}

/**
 * Five jobs whose order by a year's NZD differs from their raw figures (AUD_PER_NZD 0.91, 2,080
 * hours a year): AUD 75,000 is NZD 82,418, above NZD 80,000; $35 an hour is 72,800; $25 an hour
 * is 52,000.
 */
async function payBoard() {
  const kw = keyword();
  const c = await makeCompany(t);
  const aud = await makeJob(t, c, {
    title: `${kw} aud`,
    salaryFrom: 60_000,
    salaryTo: 75_000,
    currency: 'aud',
  });
  const hourly = await makeJob(t, c, { title: `${kw} h35`, salaryFrom: 30, salaryTo: 35, payType: 'hourly' });
  const annual = await makeJob(t, c, { title: `${kw} nzd`, salaryFrom: 55_000, salaryTo: 80_000 });
  const cheap = await makeJob(t, c, { title: `${kw} h25`, salaryFrom: 25, payType: 'hourly' });
  const none = await makeJob(t, c, { title: `${kw} none` });
  return { kw, aud, hourly, annual, cheap, none };
}

describe('pay types and currencies compared alike', () => {
  it('sorts hourly and AUD jobs by a year in NZD, both ways, unsalaried last', async () => {
    const b = await payBoard();
    expect(await ids({ q: b.kw, sort_by: 'salary_desc' })).toEqual([
      b.aud.id,
      b.annual.id,
      b.hourly.id,
      b.cheap.id,
      b.none.id,
    ]);
    expect(await ids({ q: b.kw, sort_by: 'salary_asc' })).toEqual([
      b.cheap.id,
      b.hourly.id,
      b.annual.id,
      b.aud.id,
      b.none.id,
    ]);
  });

  it('reads the salary filter in its currency and pay type', async () => {
    const b = await payBoard();
    // NZD 70,000 a year: $35 an hour (72,800) is above it, as are the two annual ones.
    expect(new Set(await ids({ q: b.kw, salary_from: '70000' }))).toEqual(
      new Set([b.aud.id, b.annual.id, b.hourly.id]),
    );
    // NZD 81,000: only AUD 75,000 (NZD 82,418) reaches it.
    expect(await ids({ q: b.kw, salary_from: '81000' })).toEqual([b.aud.id]);
    // AUD 75,000 a year is NZD 82,418: the NZD 80,000 job falls short of it.
    expect(await ids({ q: b.kw, salary_from: '75000', currency: 'aud' })).toEqual([b.aud.id]);
    // $30 an hour: hourly jobs only, and only the one paying that much.
    expect(await ids({ q: b.kw, salary_from: '30', pay_type: 'hourly' })).toEqual([b.hourly.id]);
  });

  it('filters by pay type, and the currency alone filters nothing', async () => {
    const b = await payBoard();
    expect(new Set(await ids({ q: b.kw, pay_type: 'hourly' }))).toEqual(new Set([b.hourly.id, b.cheap.id]));
    expect(new Set(await ids({ q: b.kw, pay_type: 'annual' }))).toEqual(
      new Set([b.aud.id, b.annual.id, b.none.id]),
    );
    expect(await ids({ q: b.kw, currency: 'aud' })).toHaveLength(5);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/search?pay_type=weekly' });
    expect(bad.statusCode).toBe(400);
  });

  it('recomputes AUD jobs when AUD_PER_NZD changes', async () => {
    const b = await payBoard();
    // At 0.5 AUD to the dollar, AUD 75,000 is NZD 150,000; back at 0.91 it is 82,418 again.
    expect(await syncPayRate(t.db, 0.5)).toBeGreaterThan(0);
    expect(await ids({ q: b.kw, salary_from: '100000' })).toEqual([b.aud.id]);
    expect(await syncPayRate(t.db, 0.5)).toBe(0);
    await syncPayRate(t.db, 0.91);
    expect(await ids({ q: b.kw, salary_from: '100000' })).toEqual([]);
  });

  it('keeps the pay type an employer posts, and a copy keeps it too', async () => {
    const owner = await persona(t, 'employer', { companyName: 'Hourly Cafe' });
    const companyId = owner.companyId as string;
    const res = await post(
      t,
      'employers/jobs.insert',
      owner,
      validJob(companyId, {
        title: 'Barista',
        salary_from: 28,
        salary_to: 31,
        pay_type: 'hourly',
        expires_at: null,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as string;
    const got = await t.app.inject({ method: 'POST', url: '/api/v1/jobs.get', payload: { id } });
    expect(got.json().item).toMatchObject({ pay_type: 'hourly', salary_from: 28, salary_to: 31 });
    const copy = await post(t, 'employers/jobs.duplicate', owner, { company_id: companyId, id });
    const [row] = await t.db.select({ payType: jobs.payType }).from(jobs).where(eq(jobs.id, copy.json().id));
    expect(row?.payType).toBe('hourly');
    // A job sent without a pay type is a year's salary, as every job was before pay types.
    const annual = await post(t, 'employers/jobs.insert', owner, validJob(companyId, { expires_at: null }));
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs.get',
      payload: { id: annual.json().id },
    });
    expect(item.json().item.pay_type).toBe('annual');
  });
});
