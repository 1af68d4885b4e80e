import { NEW_JOBS_CAP } from '@fitjobs/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { cityByName, makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';

// "N new since you last looked" on each saved search and in the account menu (issue 26 item 4,
// decision 0207).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const call = (who: Persona, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });

async function saveSearch(who: Persona, search_params: object) {
  const res = await call(who, '/api/v1/jobs/search.insert', { search_params, query_string: 'q=x' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item as { id: string; new_count: number };
}
async function newCounts(who: Persona) {
  const res = await call(who, '/api/v1/jobs/search.list');
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json().items as { id: string; new_count: number; last_viewed_at: string | null }[];
  return new Map(items.map((s) => [s.id, s]));
}
async function menuTotal(who: Persona) {
  const res = await call(who, '/api/v1/employees/counters.list');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().new_saved_search_jobs as number;
}

describe('new jobs since the seeker last looked', () => {
  it('counts the matching jobs published after saving, per search and in total, and starts again once opened', async () => {
    t.clock.set(new Date('2026-06-01T00:00:00Z'));
    const company = await makeCompany(t);
    await makeJob(t, company, { title: 'Glassblower' }); // before saving: not news
    t.clock.advance(MINUTE);
    const me = await persona(t, 'employee');
    const glass = await saveSearch(me, { q: 'glassblower' });
    const wellington = await cityByName(t, 'Wellington');
    const place = await saveSearch(me, { q: 'farrier', city_id: wellington.id });
    expect(glass.new_count).toBe(0);
    t.clock.advance(MINUTE);
    for (const title of ['Glassblower', 'Senior glassblower', 'Glassblower apprentice']) {
      await makeJob(t, company, { title });
    }
    await makeJob(t, company, { title: 'Farrier' }); // not in Wellington
    await makeJob(t, company, { title: 'Farrier', cityId: wellington.id });
    await makeJob(t, company, { title: 'Baker' }); // matches neither
    let counts = await newCounts(me);
    expect(counts.get(glass.id)?.new_count).toBe(3);
    expect(counts.get(place.id)?.new_count).toBe(1);
    expect(await menuTotal(me)).toBe(4);

    t.clock.advance(MINUTE);
    const seen = await call(me, '/api/v1/jobs/search.seen', { id: glass.id });
    expect(seen.statusCode, seen.body).toBe(200);
    counts = await newCounts(me);
    expect(counts.get(glass.id)).toMatchObject({ new_count: 0, last_viewed_at: t.clock.now().toISOString() });
    expect(counts.get(place.id)?.new_count).toBe(1);
    expect(await menuTotal(me)).toBe(1);

    t.clock.advance(MINUTE);
    await makeJob(t, company, { title: 'Glassblower' });
    expect((await newCounts(me)).get(glass.id)?.new_count).toBe(1);
  });

  it('leaves out jobs the seeker hid, and counts no further than the cap', async () => {
    t.clock.set(new Date('2026-07-01T00:00:00Z'));
    const company = await makeCompany(t);
    const me = await persona(t, 'employee');
    const search = await saveSearch(me, { q: 'cooper' });
    t.clock.advance(MINUTE);
    const hidden = await makeJob(t, company, { title: 'Cooper' });
    await makeJob(t, company, { title: 'Cooper' });
    const hide = await call(me, '/api/v1/jobs/hidden.insert', { id: hidden.id });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await newCounts(me)).get(search.id)?.new_count).toBe(1);
    for (let i = 0; i < NEW_JOBS_CAP + 1; i++) await makeJob(t, company, { title: 'Cooper' });
    expect((await newCounts(me)).get(search.id)?.new_count).toBe(NEW_JOBS_CAP);
  });

  it("answers 404 for another seeker's search and 401 without signing in", async () => {
    const owner = await persona(t, 'employee');
    const other = await persona(t, 'employee');
    const search = await saveSearch(owner, { q: 'nurse' });
    expect((await call(other, '/api/v1/jobs/search.seen', { id: search.id })).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/search.seen',
      payload: { id: search.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(owner, '/api/v1/jobs/search.seen', { id: 'not-a-uuid' })).statusCode).toBe(400);
  });
});
