import { jobStatus } from '@fitjobs/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { post, validJob } from './test-helpers.ts';

let t: TestApp;
let owner: Persona;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-01T00:00:00Z'));
  owner = await persona(t, 'employer', { companyName: 'Kiwi Code Ltd' });
});
afterAll(() => t?.close());

const companyId = () => owner.companyId ?? '';

async function publishFails(overrides: Record<string, unknown>, message: string) {
  const res = await post(t, 'employers/jobs.insert', owner, validJob(companyId(), overrides));
  expect(res.statusCode).toBe(400);
  expect(res.json().error.message).toBe(message);
}

describe('publishing rules (server side, same messages as the wizard)', () => {
  it('requires a job title', () => publishFails({ title: '   ' }, 'Job title is required'));
  it('refuses salary_to below salary_from', () =>
    publishFails({ salary_from: 100_000, salary_to: 90_000 }, 'Salary To must be greater than Salary From'));
  it('requires external_id to be a valid URL', () =>
    publishFails({ external_id: 'not a url' }, 'External ID must be a valid URL'));
  it('refuses an expiry date in the past', () =>
    publishFails({ expires_at: '2026-05-31' }, 'Expiration date must be today or later'));
  it('refuses an expiry date more than 30 days ahead', () =>
    publishFails({ expires_at: '2026-07-02' }, 'Expiration date must be within 30 days'));
  it('requires a summary with text in it', () =>
    publishFails(
      { description: { ...validJob('').description, summary: '<p> </p>' } },
      'Job summary is required',
    ));
  it('requires at least one responsibility', () =>
    publishFails(
      { description: { ...validJob('').description, responsibilities: ['  '] } },
      'Add at least one responsibility',
    ));

  it('accepts today and exactly 30 days ahead as expiry dates', async () => {
    for (const day of ['2026-06-01', '2026-07-01']) {
      const res = await post(t, 'employers/jobs.insert', owner, validJob(companyId(), { expires_at: day }));
      expect(res.statusCode).toBe(200);
    }
  });

  it('defaults the expiry to 30 days ahead and sanitises the summary', async () => {
    const summary = '<p onclick="x()">Hi<script>alert(1)</script></p>';
    const res = await post(
      t,
      'employers/jobs.insert',
      owner,
      validJob(companyId(), { expires_at: null, description: { ...validJob('').description, summary } }),
    );
    const job = (await post(t, 'employers/jobs.get', owner, { id: res.json().id })).json().item;
    expect(job.description.summary).toBe('<p>Hi</p>');
    expect(job.expires_at.slice(0, 10)).toBe('2026-07-01');
  });

  it('stores a draft with only a company, then publishes it once complete', async () => {
    const draft = await post(t, 'employers/jobs.insert', owner, { company_id: companyId(), is_draft: true });
    expect(draft.statusCode).toBe(200);
    const id = draft.json().id;
    const incomplete = await post(t, 'employers/jobs.update', owner, {
      id,
      company_id: companyId(),
      is_draft: false,
    });
    expect(incomplete.json().error.message).toBe('Job title is required');
    const done = await post(t, 'employers/jobs.update', owner, { id, ...validJob(companyId()) });
    expect(done.statusCode).toBe(200);
    const job = (await post(t, 'employers/jobs.get', owner, { id })).json().item;
    expect(job).toMatchObject({
      is_draft: false,
      title: 'Senior Rust Engineer',
      company_name: 'Kiwi Code Ltd',
    });
  });

  it('copies the location of the picked city onto the job and an address row', async () => {
    const [city] = await t.db
      .select({ id: cities.id, region_id: cities.regionId, country_id: cities.countryId })
      .from(cities)
      .limit(1);
    if (!city) throw new Error('reference cities missing');
    const res = await post(
      t,
      'employers/jobs.insert',
      owner,
      validJob(companyId(), { city_id: city.id, street: '1 Queen St', postal_code: '1010' }),
    );
    const job = (await post(t, 'employers/jobs.get', owner, { id: res.json().id })).json().item;
    expect(job).toMatchObject({
      city_id: city.id,
      region_id: city.region_id,
      country_id: city.country_id,
      street: '1 Queen St',
      postal_code: '1010',
    });
    expect(job.address_id).toBeTruthy();
  });

  it('refuses an unknown industry without storing anything', async () => {
    const res = await post(
      t,
      'employers/jobs.insert',
      owner,
      validJob(companyId(), { industry_id: 999_999 }),
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('job display status', () => {
  it('derives draft, test, archived, expired and active in the spec order', async () => {
    const other = await persona(t, 'employer', { companyName: 'Status Co' });
    const cid = other.companyId ?? '';
    const ins = async (body: object) =>
      (await post(t, 'employers/jobs.insert', other, body)).json().id as string;
    const active = await ins(validJob(cid, { title: 'Active' }));
    const draft = await ins({ company_id: cid, is_draft: true, title: 'Draft' });
    const archived = await ins(validJob(cid, { title: 'Archived' }));
    await post(t, 'employers/jobs.archive', other, { company_id: cid, id: archived });
    const expired = await ins(validJob(cid, { title: 'Expired', expires_at: '2026-06-01' }));
    const test = await ins(validJob(cid, { title: 'Test' }));
    await t.db.update(jobs).set({ isTest: true }).where(eq(jobs.id, test));
    const items = (await post(t, 'employers/jobs.list', other, { company_id: cid })).json().items as {
      id: string;
      is_draft: boolean;
      is_test: boolean;
      archived_at: string | null;
      expires_at: string | null;
    }[];
    const status = (id: string) => {
      const job = items.find((j) => j.id === id);
      if (!job) throw new Error(`job ${id} not listed`);
      return jobStatus(job, new Date('2026-06-02T00:00:00Z'));
    };
    expect([status(draft), status(test), status(archived), status(expired), status(active)]).toEqual([
      'draft',
      'test',
      'archived',
      'expired',
      'active',
    ]);
  });
});
