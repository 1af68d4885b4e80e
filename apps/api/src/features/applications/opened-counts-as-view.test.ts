import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { applyAs, call, insertJob, insertResume } from './test-fixtures.ts';

// Issue 26 item 13: "Companies that viewed your resume" agrees with the application's status.
let t: TestApp;
let employer: Persona;
beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Opened Ltd' });
});
afterAll(() => t.close());

describe('opening an application', () => {
  it('marks it viewed and lists the company among those that viewed the resume', async () => {
    const seeker = await persona(t, 'employee');
    await insertResume(t, seeker.id, { isActive: false });
    const id = await applyAs(t, seeker, await insertJob(t, employer.companyId as string));
    const viewers = async () =>
      (await call(t, seeker, '/api/v1/employees/resumes.views.list', {})).body.items;
    expect(await viewers()).toEqual([]);

    const opened = await call(t, employer, '/api/v1/employers/applications.get', { id });
    expect(opened.body.item.status).toBe('viewed');
    expect(await viewers()).toEqual([
      expect.objectContaining({ company_name: 'Opened Ltd', views: 1, downloads: 0 }),
    ]);
    const mine = (await call(t, seeker, '/api/v1/employees/applications.list', {})).body.items;
    expect(mine[0].status).toBe('viewed');
  });
});
