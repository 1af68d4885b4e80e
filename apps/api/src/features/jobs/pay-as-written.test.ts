import { JOB_MESSAGES } from '@fitjobs/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { persona } from '../../test/personas.ts';
import { post, validJob } from '../employers/test-helpers.ts';
import { jobPostingJsonLd } from './job-meta.ts';

// Issue 22 item 7, decision 0172: hourly rates with cents, a pay note, a figure kept off the ad.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
/** A keyword no other test uses, so every test sees only its own jobs. */
const keyword = () => `centskw${(++counter).toString(36)}zq`;

async function ids(params: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/jobs/search?${new URLSearchParams(params)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: string }[]).map((i) => i.id);
}

async function employer() {
  const owner = await persona(t, 'employer', { companyName: `Cafe ${keyword()}` });
  return { owner, companyId: owner.companyId as string };
}

async function insert(who: Awaited<ReturnType<typeof employer>>, job: Record<string, unknown>) {
  const res = await post(
    t,
    'employers/jobs.insert',
    who.owner,
    validJob(who.companyId, { expires_at: null, ...job }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

const publicJob = async (id: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/jobs.get', payload: { id } })).json().item;

describe('pay as written', () => {
  it('$23.50 sorts and filters as 23.50 x 2,080 a year', async () => {
    const kw = keyword();
    const who = await employer();
    const hourly = await insert(who, {
      title: `${kw} barista`,
      salary_from: 23.5,
      salary_to: 23.5,
      pay_type: 'hourly',
    });
    const below = await insert(who, { title: `${kw} below`, salary_from: 40_000, salary_to: 48_879 });
    const above = await insert(who, { title: `${kw} above`, salary_from: 40_000, salary_to: 48_881 });
    const [row] = await t.db.select({ key: jobs.annualPayNzd }).from(jobs).where(eq(jobs.id, hourly));
    expect(row?.key).toBe(48_880);
    expect(await publicJob(hourly)).toMatchObject({ salary_from: 23.5, salary_to: 23.5, pay_type: 'hourly' });
    expect(await ids({ q: kw, sort_by: 'salary_desc' })).toEqual([above, hourly, below]);
    expect(await ids({ q: kw, sort_by: 'salary_asc' })).toEqual([below, hourly, above]);
    // A year's floor: 48,880 keeps it, 48,881 does not.
    expect(new Set(await ids({ q: kw, salary_from: '48880' }))).toEqual(new Set([hourly, above]));
    expect(await ids({ q: kw, salary_from: '48881' })).toEqual([above]);
    // An hourly floor with cents: 23.50 keeps it, 23.51 does not.
    expect(await ids({ q: kw, salary_from: '23.50', pay_type: 'hourly' })).toEqual([hourly]);
    expect(await ids({ q: kw, salary_from: '23.51', pay_type: 'hourly' })).toEqual([]);
    for (const bad of ['23.505', '-1', '1e3', 'abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/search?salary_from=${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('says what is wrong with each salary field, Salary From too', async () => {
    const who = await employer();
    const refused = async (job: Record<string, unknown>) => {
      const res = await post(
        t,
        'employers/jobs.insert',
        who.owner,
        validJob(who.companyId, { expires_at: null, ...job }),
      );
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error as { message: string; issues?: { path: string; message: string }[] };
    };
    const cents = await refused({ salary_from: 23.505, pay_type: 'hourly' });
    expect(cents.issues).toContainEqual({
      path: 'salary_from',
      message: 'Use at most 2 decimal places (cents)',
    });
    const negative = await refused({ salary_from: -1 });
    expect(negative.issues).toContainEqual({ path: 'salary_from', message: 'Enter 0 or more' });
    const annualCents = await refused({ salary_from: 65_000.5, salary_to: 70_000 });
    expect(annualCents.message).toBe(JOB_MESSAGES.wholeDollars);
    const order = await refused({ salary_from: 26.75, salary_to: 23.5, pay_type: 'hourly' });
    expect(order.message).toBe(JOB_MESSAGES.salary);
    const note = await refused({ pay_note: 'x'.repeat(41) });
    expect(note.issues?.[0]?.path).toBe('pay_note');
  });

  it('shows the pay note after the figure, and keeps a hidden figure off the ad but in the filter', async () => {
    const kw = keyword();
    const who = await employer();
    const noted = await insert(who, {
      title: `${kw} noted`,
      salary_from: 26.75,
      salary_to: null,
      pay_type: 'hourly',
      pay_note: '  + tips ',
      schedule: 'part_time',
    });
    expect(await publicJob(noted)).toMatchObject({
      salary_from: 26.75,
      pay_note: '+ tips',
      salary_hidden: false,
      schedule: 'part_time',
    });
    const hidden = await insert(who, {
      title: `${kw} hidden`,
      salary_from: 90_000,
      salary_to: 100_000,
      pay_note: '+ super',
      salary_hidden: true,
    });
    // The ad (jobs.get, search cards, the company page's list) leaves the figure and its note out.
    expect(await publicJob(hidden)).toMatchObject({
      salary_from: null,
      salary_to: null,
      pay_note: null,
      salary_hidden: true,
    });
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/v1/jobs/search?q=${kw}&salary_from=95000`,
    });
    expect(search.json().items).toEqual([
      expect.objectContaining({ id: hidden, salary_from: null, salary_to: null, salary_hidden: true }),
    ]);
    const company = await post(t, 'employers/jobs.list', null, { company_id: who.companyId });
    expect(company.json().items.find((j: { id: string }) => j.id === hidden)).toMatchObject({
      salary_to: null,
    });
    // Its company's members read it as written, to edit it.
    const own = await post(t, 'employers/jobs.get', who.owner, { id: hidden });
    expect(own.json().item).toMatchObject({ salary_from: 90_000, salary_to: 100_000, pay_note: '+ super' });
    const list = await post(t, 'employers/jobs.list', who.owner, { company_id: who.companyId });
    expect(list.json().items.find((j: { id: string }) => j.id === hidden)).toMatchObject({
      salary_to: 100_000,
    });
    // The job page's structured data is made from the public job: no figure to leak.
    expect(
      jobPostingJsonLd(await publicJob(hidden), 'https://fitjobs.test', null).baseSalary,
    ).toBeUndefined();
    expect(jobPostingJsonLd(await publicJob(noted), 'https://fitjobs.test', null).baseSalary).toMatchObject({
      value: { minValue: 26.75, unitText: 'HOUR' },
    });
  });
});
