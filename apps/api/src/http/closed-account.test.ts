import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { makeCompany, makeJob } from '../test/job-fixtures.ts';
import { persona } from '../test/personas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('writes that refer to rows that are gone', () => {
  it('answers 404, not 500, when a closed account uses its still-valid access token to save a job', async () => {
    const seeker = await persona(t, 'employee');
    const company = await makeCompany(t);
    const job = await makeJob(t, company);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users.delete',
      headers: seeker.headers,
    });
    expect(closed.statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/favorites.insert',
      headers: seeker.headers,
      payload: { id: job.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
