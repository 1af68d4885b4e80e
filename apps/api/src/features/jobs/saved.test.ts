import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';

let t: TestApp;
let seeker: Persona;
beforeAll(async () => {
  t = await createTestApp();
  seeker = await persona(t, 'employee');
});
afterAll(() => t.close());

const post = (url: string, who: Persona | null, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: who?.headers, payload: payload as object });

describe('jobs.get', () => {
  it('returns a listed job to anyone, archived ones included', async () => {
    const c = await makeCompany(t);
    const job = await makeJob(t, c, { title: 'Baker', archivedAt: t.clock.now() });
    const res = await post('/api/v1/jobs.get', null, { id: job.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ id: job.id, title: 'Baker', company_name: c.name });
    expect(res.json().item.archived_at).not.toBeNull();
  });

  it('shows a draft only to members of its company and admins', async () => {
    const owner = await persona(t, 'employer', { companyName: 'Drafty Ltd' });
    const other = await persona(t, 'employer', { companyName: 'Other Ltd' });
    const admin = await persona(t, 'admin');
    const job = await makeJob(t, { id: owner.companyId ?? '', name: 'Drafty Ltd' }, { isDraft: true });
    expect((await post('/api/v1/jobs.get', null, { id: job.id })).statusCode).toBe(404);
    expect((await post('/api/v1/jobs.get', seeker, { id: job.id })).statusCode).toBe(404);
    expect((await post('/api/v1/jobs.get', other, { id: job.id })).statusCode).toBe(404);
    expect((await post('/api/v1/jobs.get', owner, { id: job.id })).statusCode).toBe(200);
    expect((await post('/api/v1/jobs.get', admin, { id: job.id })).statusCode).toBe(200);
  });

  it('answers 404 "Job not found" for an unknown id and 400 for a malformed one', async () => {
    const missing = await post('/api/v1/jobs.get', null, { id: crypto.randomUUID() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Job not found');
    expect((await post('/api/v1/jobs.get', null, { id: 'nope' })).statusCode).toBe(400);
  });
});

describe('saved jobs', () => {
  it('saves, lists and unsaves a job, idempotently', async () => {
    const me = await persona(t, 'employee');
    const c = await makeCompany(t);
    const a = await makeJob(t, c, { title: 'A' });
    const b = await makeJob(t, c, { title: 'B' });
    expect((await post('/api/v1/jobs/favorites.insert', me, { id: a.id })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await post('/api/v1/jobs/favorites.insert', me, { id: b.id })).statusCode).toBe(200);
    expect((await post('/api/v1/jobs/favorites.insert', me, { id: b.id })).statusCode).toBe(200);
    expect((await post('/api/v1/jobs/favorites.list', me)).json()).toEqual({
      items: [{ id: b.id }, { id: a.id }],
    });
    await post('/api/v1/jobs/favorites.delete', me, { id: b.id });
    expect((await post('/api/v1/jobs/favorites.list', me)).json()).toEqual({ items: [{ id: a.id }] });
    // Someone else's list is their own.
    expect((await post('/api/v1/jobs/favorites.list', seeker)).json()).toEqual({ items: [] });
  });

  it('pages the detailed list with job fields and archived_at, newest saved first', async () => {
    const me = await persona(t, 'employee');
    const c = await makeCompany(t);
    const saved: string[] = [];
    for (let i = 0; i < 23; i++) {
      const job = await makeJob(t, c, { title: `Saved ${i}`, archivedAt: i === 0 ? t.clock.now() : null });
      await post('/api/v1/jobs/favorites.insert', me, { id: job.id });
      t.clock.advance(1000);
      saved.unshift(job.id);
    }
    const first = (await post('/api/v1/jobs/favorite-details.list', me, {})).json();
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ title: 'Saved 22', company_name: c.name });
    const second = (
      await post('/api/v1/jobs/favorite-details.list', me, { next_cursor: first.next_cursor })
    ).json();
    expect(second.next_cursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(all.map((j: { id: string }) => j.id)).toEqual(saved);
    expect(all.at(-1).archived_at).not.toBeNull();
  });

  it('stops showing and counting a saved job once its company turns it back into a draft or a test job', async () => {
    const me = await persona(t, 'employee');
    const c = await makeCompany(t);
    const redrafted = await makeJob(t, c, { title: 'Live for now' });
    const retested = await makeJob(t, c, { title: 'Also live for now' });
    for (const job of [redrafted, retested]) await post('/api/v1/jobs/favorites.insert', me, { id: job.id });
    // The company unpublishes both and keeps editing: the seeker must not read the unpublished text.
    await t.db
      .update(jobs)
      .set({ isDraft: true, title: 'Unpublished rewrite' })
      .where(eq(jobs.id, redrafted.id));
    await t.db.update(jobs).set({ isTest: true, title: 'Internal test' }).where(eq(jobs.id, retested.id));
    const res = await post('/api/v1/jobs/favorite-details.list', me, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
    expect(res.body).not.toContain('Unpublished rewrite');
    // The saved ids and the nav bar's count drop them too, or the two would disagree with the list.
    expect((await post('/api/v1/jobs/favorites.list', me)).json()).toEqual({ items: [] });
    const counts = await post('/api/v1/employees/counters.list', me, {});
    expect(counts.json().saved_jobs_count).toBe(0);
    // Published again, it is back everywhere.
    await t.db.update(jobs).set({ isDraft: false }).where(eq(jobs.id, redrafted.id));
    expect((await post('/api/v1/jobs/favorites.list', me)).json()).toEqual({ items: [{ id: redrafted.id }] });
    expect((await post('/api/v1/employees/counters.list', me, {})).json().saved_jobs_count).toBe(1);
  });

  it('refuses drafts and unknown jobs, and other roles', async () => {
    const c = await makeCompany(t);
    const draft = await makeJob(t, c, { isDraft: true });
    expect((await post('/api/v1/jobs/favorites.insert', seeker, { id: draft.id })).statusCode).toBe(404);
    expect(
      (await post('/api/v1/jobs/favorites.insert', seeker, { id: crypto.randomUUID() })).statusCode,
    ).toBe(404);
    const employer = await persona(t, 'employer');
    const job = await makeJob(t, c);
    expect((await post('/api/v1/jobs/favorites.insert', employer, { id: job.id })).statusCode).toBe(403);
    expect((await post('/api/v1/jobs/favorites.insert', null, { id: job.id })).statusCode).toBe(401);
    expect((await post('/api/v1/jobs/hidden.insert', employer, { id: job.id })).statusCode).toBe(403);
    expect(
      (await post('/api/v1/companies/hidden.insert', seeker, { id: crypto.randomUUID() })).statusCode,
    ).toBe(404);
  });
});

describe('saved searches', () => {
  const params = { q: 'nurse', exclude: ['night'], country_id: 1, salary_from: 60000, currency: 'nzd' };

  it('saves a search named after its keywords and filters, lists, renames and deletes it', async () => {
    const me = await persona(t, 'employee');
    const res = await post('/api/v1/jobs/search.insert', me, {
      search_params: params,
      query_string: 'query=nurse&exclude=night',
      notify_by_email: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().item;
    expect(saved).toMatchObject({
      name: 'Nurse in New Zealand, from $60,000',
      notify_by_email: true,
      search_params: params,
    });
    const listed = (await post('/api/v1/jobs/search.list', me)).json().items;
    expect(listed).toEqual([saved]);
    const upd = await post('/api/v1/jobs/search.update', me, {
      id: saved.id,
      name: 'Nursing',
      notify_by_email: false,
    });
    expect(upd.statusCode).toBe(200);
    expect((await post('/api/v1/jobs/search.list', me)).json().items[0]).toMatchObject({
      name: 'Nursing',
      notify_by_email: false,
    });
    await post('/api/v1/jobs/search.delete', me, { ids: [saved.id] });
    expect((await post('/api/v1/jobs/search.list', me)).json().items).toEqual([]);
  });

  it("does not let one seeker read, rename or delete another's searches", async () => {
    const owner = await persona(t, 'employee');
    const saved = (
      await post('/api/v1/jobs/search.insert', owner, {
        search_params: {},
        query_string: '',
        notify_by_email: true,
      })
    ).json().item;
    expect((await post('/api/v1/jobs/search.list', seeker)).json().items).toEqual([]);
    const upd = await post('/api/v1/jobs/search.update', seeker, {
      id: saved.id,
      name: 'Mine',
      notify_by_email: false,
    });
    expect(upd.statusCode).toBe(404);
    await post('/api/v1/jobs/search.delete', seeker, { ids: [saved.id] });
    expect((await post('/api/v1/jobs/search.list', owner)).json().items).toHaveLength(1);
  });

  it('refuses a blank name and bad search parameters', async () => {
    const me = await persona(t, 'employee');
    const bad = await post('/api/v1/jobs/search.insert', me, {
      search_params: { sort: 'x', education: 'phd' },
      query_string: '',
      notify_by_email: true,
    });
    expect(bad.statusCode).toBe(400);
    // The daily alert runs the parameters through integer SQL: out-of-range numbers are refused now.
    for (const search_params of [
      { city_id: 2 ** 31 },
      { salary_from: 2 ** 53 - 1 },
      { max_responses: 2 ** 31 },
    ]) {
      const big = await post('/api/v1/jobs/search.insert', me, { search_params, query_string: '' });
      expect(big.statusCode, JSON.stringify(search_params)).toBe(400);
    }
    const saved = (
      await post('/api/v1/jobs/search.insert', me, {
        search_params: {},
        query_string: '',
        notify_by_email: true,
      })
    ).json().item;
    expect(saved.name).toBe('All jobs');
    const blank = await post('/api/v1/jobs/search.update', me, {
      id: saved.id,
      name: '  ',
      notify_by_email: true,
    });
    expect(blank.statusCode).toBe(400);
  });
});
