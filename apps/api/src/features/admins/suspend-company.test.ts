import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { post } from '../employers/test-helpers.ts';

let t: TestApp;
let admin: Persona;
let employer: Persona;
let seeker: Persona;

beforeAll(async () => {
  t = await createTestApp();
  admin = await persona(t, 'admin');
  employer = await persona(t, 'employer', { companyName: 'Quokka Scams', email: 'owner@quokka.test' });
  seeker = await persona(t, 'employee', { accountAgeDays: 30 });
});
afterAll(() => t?.close());

const company = () => ({ id: employer.companyId ?? '', name: 'Quokka Scams' });
const REASON = 'Collects bank details through fake job ads';

async function searchIds(q: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json().items.map((i: { id: string }) => i.id);
}

describe('a suspended company', () => {
  it('leaves search at once, its job pages and apply refuse, and restore brings it back', async () => {
    const job = await makeJob(t, company(), { title: 'Wombat wrangler' });
    expect(await searchIds('wombat wrangler')).toContain(job.id);

    const res = await post(t, 'admins/companies.suspend', admin, { id: company().id, reason: REASON });
    expect(res.statusCode).toBe(200);
    expect(await searchIds('wombat wrangler')).not.toContain(job.id);
    expect((await post(t, 'jobs.get', null, { id: job.id })).statusCode).toBe(404);
    expect((await post(t, 'jobs.get', seeker, { id: job.id })).statusCode).toBe(404);
    const applied = await post(t, 'employees/applications.insert', seeker, { id: job.id });
    expect(applied.statusCode).toBe(404);
    const listed = await post(t, 'employers/jobs.list', null, { company_id: company().id });
    expect(listed.json().items).toEqual([]);
    // Its own members and admins still see the job (to fix it, or to judge it).
    expect((await post(t, 'employers/jobs.get', employer, { id: job.id })).statusCode).toBe(200);
    expect((await post(t, 'jobs.get', admin, { id: job.id })).statusCode).toBe(200);
    // A job edited while suspended stays out of search (the sync trigger checks the company).
    const edited = await makeJob(t, company(), { title: 'Wombat wrangler junior' });
    expect(await searchIds('wombat wrangler')).not.toContain(edited.id);

    const restored = await post(t, 'admins/companies.restore', admin, {
      id: company().id,
      reason: 'Verified owner',
    });
    expect(restored.statusCode).toBe(200);
    const back = await searchIds('wombat wrangler');
    expect(back).toContain(job.id);
    expect(back).toContain(edited.id);
    expect((await post(t, 'jobs.get', null, { id: job.id })).statusCode).toBe(200);
  });

  it("e-mails the reason to the company's admins, both ways, and logs both", async () => {
    const before = t.mailer.to(employer.email).length;
    await post(t, 'admins/companies.suspend', admin, { id: company().id, reason: REASON });
    await post(t, 'admins/companies.restore', admin, { id: company().id, reason: 'Cleared after review' });
    const mails = t.mailer.to(employer.email).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your company on FitJobs was suspended',
      'Your company on FitJobs is active again',
    ]);
    expect(mails[0]?.text).toContain(REASON);
    expect(mails[0]?.text).toContain('Quokka Scams');
    expect(mails[1]?.text).toContain('Cleared after review');
    const [restore, suspend] = (await post(t, 'admins/actions.list', admin, {})).json().items;
    expect(suspend).toMatchObject({
      action: 'company.suspend',
      target_type: 'company',
      target_id: company().id,
      reason: REASON,
    });
    expect(restore).toMatchObject({ action: 'company.restore', reason: 'Cleared after review' });
  });

  it('needs a reason and refuses anyone but admins', async () => {
    expect((await post(t, 'admins/companies.suspend', admin, { id: company().id })).statusCode).toBe(400);
    for (const who of [employer, seeker]) {
      const res = await post(t, 'admins/companies.suspend', who, { id: company().id, reason: REASON });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await post(t, 'admins/companies.restore', admin, { id: company().id, reason: 'x' })).statusCode,
    ).toBe(409);
  });
});
