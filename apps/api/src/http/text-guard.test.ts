import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { type Persona, persona } from '../test/personas.ts';
import { unstorableTextAt } from './text-guard.ts';

let t: TestApp;
let employee: Persona;
let employer: Persona;
beforeAll(async () => {
  t = await createTestApp();
  employee = await persona(t, 'employee');
  employer = await persona(t, 'employer', { companyName: 'Guard Ltd' });
});
afterAll(() => t.close());

const post = (who: Persona, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });

describe('text the database cannot store', () => {
  // Each case is a counter-example the route fuzzer found (apps/api/src/test/quality/fuzz): all were 500s.
  it('refuses a NUL character in a body field with 400, not 500', async () => {
    const res = await post(employee, 'users.update', { name: '\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/^name: /),
    });
  });

  it('refuses a NUL character in the query string with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/search.unsubscribe?token=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('refuses an unpaired surrogate in text stored as jsonb with 400', async () => {
    const search = await post(employee, 'jobs/search.insert', {
      search_params: { q: '\udc00x' },
      query_string: '',
    });
    expect(search.statusCode).toBe(400);
    const job = await post(employer, 'employers/jobs.insert', {
      company_id: employer.companyId,
      is_draft: true,
      description: { requirements: ['\ud800'] },
    });
    expect(job.statusCode).toBe(400);
    expect(job.json().error.message).toMatch(/^description\.requirements\.0: /);
  });

  it('accepts emoji, macrons and right-to-left text (well-formed surrogate pairs)', async () => {
    const res = await post(employee, 'users.update', { name: 'Ngā 👩‍👩‍👧 مرحبا' });
    expect(res.statusCode).toBe(200);
    expect(res.json().full_name).toBe('Ngā 👩‍👩‍👧 مرحبا');
  });

  it('finds the offending string at any depth, keys included', () => {
    expect(unstorableTextAt({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', '1', 'c']);
    expect(unstorableTextAt({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(unstorableTextAt({ a: '\ud83d\ude00', b: 1, c: null })).toBeNull();
  });
});

describe('bodies nested too deep', () => {
  it('refuses a body nested 100,000 levels deep with 400, not a stack overflow 500', async () => {
    const payload = `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/industries.list',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/^body: /),
    });
  });

  it('lets the nesting real requests use through', async () => {
    const res = await post(employee, 'jobs/search.insert', {
      search_params: { q: 'nurse', exclude: ['agency'] },
      query_string: 'query=nurse',
    });
    expect(res.statusCode).toBe(200);
  });
});
