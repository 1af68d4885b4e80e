import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { post } from '../employers/test-helpers.ts';

let t: TestApp;
let admin: Persona;
let employer: Persona;
let seeker: Persona;
let quiet: Persona;

const tick = () => t.clock.set(new Date(t.clock.now().getTime() + 1000));

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-01T00:00:00Z'));
  admin = await persona(t, 'admin');
  tick();
  employer = await persona(t, 'employer', {
    companyName: 'Kakapo Recruiting',
    email: 'kea.owner@kakapo.test',
    fullName: 'Kea Owner',
  });
  tick();
  seeker = await persona(t, 'employee', {
    email: 'tui@example.test',
    fullName: 'Tui Seeker',
    accountAgeDays: 30,
  });
  tick();
  quiet = await persona(t, 'employee', { email: 'ruru_100%@example.test', fullName: 'Ruru Quiet' });
});
afterAll(() => t?.close());

const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((i) => i.id);
const company = () => ({ id: employer.companyId ?? '', name: 'Kakapo Recruiting' });

describe('the admin users list', () => {
  it('searches by e-mail or name, newest first, with LIKE wildcards taken literally', async () => {
    expect(ids(await post(t, 'admins/users.list', admin, { query: 'KAKAPO' }))).toEqual([employer.id]);
    expect(ids(await post(t, 'admins/users.list', admin, { query: 'tui seek' }))).toEqual([seeker.id]);
    expect(ids(await post(t, 'admins/users.list', admin, { query: '_100%' }))).toEqual([quiet.id]);
    expect(ids(await post(t, 'admins/users.list', admin, { query: '%' }))).toEqual([quiet.id]);
    const all = ids(await post(t, 'admins/users.list', admin, {}));
    // The seeker's account is 30 days old: it comes last.
    expect(all.slice(0, 4)).toEqual([quiet.id, employer.id, admin.id, seeker.id]);
  });

  it('filters by role, suspended and reported', async () => {
    const job = await makeJob(t, company(), { title: 'Suspicious gig' });
    await post(t, 'jobs/reports.insert', seeker, { id: job.id, reason: 'scam' });
    await post(t, 'admins/users.suspend', admin, { id: quiet.id, reason: 'Spam' });
    expect(ids(await post(t, 'admins/users.list', admin, { role: 'employer' }))).toEqual([employer.id]);
    expect(ids(await post(t, 'admins/users.list', admin, { suspended: true }))).toEqual([quiet.id]);
    expect(ids(await post(t, 'admins/users.list', admin, { reported: true }))).toEqual([employer.id]);
    expect(ids(await post(t, 'admins/users.list', admin, { closed: true }))).toEqual([]);
    const [row] = (await post(t, 'admins/users.list', admin, { reported: true })).json().items;
    expect(row).toMatchObject({ role: 'employer', company_count: 1, report_count: 1, suspended_at: null });
  });

  it('pages with a cursor and refuses a forged one', async () => {
    const first = await post(t, 'admins/users.list', admin, { limit: 2 });
    expect(first.json().items).toHaveLength(2);
    const second = await post(t, 'admins/users.list', admin, {
      limit: 2,
      next_cursor: first.json().next_cursor,
    });
    expect(ids(second)).toEqual([admin.id, seeker.id]);
    expect(second.json().next_cursor).toBeNull();
    expect((await post(t, 'admins/users.list', admin, { next_cursor: 'forged' })).statusCode).toBe(400);
  });
});

describe("one user's page", () => {
  it('shows role, companies, suspension, reports against them and recent admin actions', async () => {
    await post(t, 'admins/companies.suspend', admin, { id: company().id, reason: 'Fake ads' });
    const res = await post(t, 'admins/users.get', admin, { id: employer.id });
    expect(res.statusCode).toBe(200);
    const user = res.json().item;
    expect(user).toMatchObject({
      email: employer.email,
      role: 'employer',
      closed_at: null,
      suspended_at: null,
    });
    expect(user.companies).toEqual([
      { id: company().id, name: 'Kakapo Recruiting', role: 'admin', suspended_at: expect.any(String) },
    ]);
    expect(user.reports).toEqual([
      expect.objectContaining({ kind: 'job', title: 'Suspicious gig', reason: 'scam' }),
    ]);
    expect(user.actions[0]).toMatchObject({
      action: 'company.suspend',
      target_id: company().id,
      reason: 'Fake ads',
    });
    await post(t, 'admins/companies.restore', admin, { id: company().id, reason: 'Checked' });
  });

  it('is 404 for an unknown account', async () => {
    const res = await post(t, 'admins/users.get', admin, { id: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the admin companies and jobs lists', () => {
  it('lists companies by name with suspended and reported filters', async () => {
    expect(ids(await post(t, 'admins/companies.list', admin, { query: 'kakapo' }))).toEqual([company().id]);
    expect(ids(await post(t, 'admins/companies.list', admin, { reported: true }))).toEqual([company().id]);
    expect(ids(await post(t, 'admins/companies.list', admin, { suspended: true }))).toEqual([]);
    const [row] = (await post(t, 'admins/companies.list', admin, { query: 'kakapo' })).json().items;
    expect(row).toMatchObject({ member_count: 1, job_count: 1, report_count: 1, suspended_at: null });
  });

  it('lists jobs by title or company with status, reported and taken-down filters', async () => {
    tick();
    const live = await makeJob(t, company(), { title: 'Honest barista' });
    tick();
    const draft = await makeJob(t, company(), { title: 'Draft role', isDraft: true });
    const [reported] = ids(await post(t, 'admins/jobs.list', admin, { reported: true }));
    expect(ids(await post(t, 'admins/jobs.list', admin, { query: 'barista' }))).toEqual([live.id]);
    expect(ids(await post(t, 'admins/jobs.list', admin, { query: 'kakapo' })).length).toBe(3);
    expect(ids(await post(t, 'admins/jobs.list', admin, { status: 'draft' }))).toEqual([draft.id]);
    expect(ids(await post(t, 'admins/jobs.list', admin, { status: 'active' }))).toEqual([live.id, reported]);
    await post(t, 'admins/jobs.archive', admin, { id: reported ?? '', reason: 'Scam' });
    const down = (await post(t, 'admins/jobs.list', admin, { taken_down: true })).json().items;
    expect(down).toEqual([
      expect.objectContaining({ id: reported, status: 'archived', takedown_reason: 'Scam' }),
    ]);
    expect(ids(await post(t, 'admins/jobs.list', admin, { status: 'archived' }))).toEqual([reported]);
  });

  it('refuses every list to everyone but admins', async () => {
    for (const url of ['admins/users.list', 'admins/companies.list', 'admins/jobs.list']) {
      for (const who of [employer, seeker]) expect((await post(t, url, who, {})).statusCode, url).toBe(403);
      expect((await post(t, url, null, {})).statusCode, url).toBe(401);
    }
    expect((await post(t, 'admins/users.get', employer, { id: seeker.id })).statusCode).toBe(403);
  });
});
