import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { call, insertJob, insertResume, responseCount } from './test-fixtures.ts';

// Issue 22 item 6: a withdrawn application stays, as Withdrawn, in both lists.
const WITHDRAW = '/api/v1/employees/applications.withdraw';

let t: TestApp;
let employer: Persona;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Ōtautahi Bakery' });
  companyId = employer.companyId as string;
});
afterAll(async () => t.close());

async function applied() {
  const who = await persona(t, 'employee');
  await insertResume(t, who.id);
  const jobId = await insertJob(t, companyId);
  const res = await call(t, who, '/api/v1/employees/applications.insert', { id: jobId });
  expect(res.status).toBe(200);
  return { who, jobId, id: res.body.item.id as string };
}

describe('withdrawing an application', () => {
  it("keeps it in the seeker's list and the employer's as withdrawn, and the employer's status change gets 409", async () => {
    const { who, jobId, id } = await applied();
    const res = await call(t, who, WITHDRAW, { id });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ id, status: 'withdrawn' });
    const mine = await call(t, who, '/api/v1/employees/applications.list', {});
    expect(mine.body.items.find((a: { id: string }) => a.id === id)?.status).toBe('withdrawn');
    const theirs = await call(t, employer, '/api/v1/employers/applications.get', { id });
    expect(theirs.body.item.status).toBe('withdrawn');
    const moved = await call(t, employer, '/api/v1/employers/applications.update', {
      id,
      status: 'shortlisted',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.code).toBe('application_withdrawn');
    expect((await call(t, employer, '/api/v1/employers/applications.get', { id })).body.item.status).toBe(
      'withdrawn',
    );
    expect(await responseCount(t, jobId)).toBe(1);
    // Again: still withdrawn, nothing else changes.
    expect((await call(t, who, WITHDRAW, { id })).body.item.status).toBe('withdrawn');
  });

  it("is the applicant's alone: anyone else gets 404 and the status stays", async () => {
    const { id } = await applied();
    const stranger = await persona(t, 'employee');
    expect((await call(t, stranger, WITHDRAW, { id })).status).toBe(404);
    expect((await call(t, employer, WITHDRAW, { id })).status).toBe(403);
    expect((await call(t, null, WITHDRAW, { id })).status).toBe(401);
    const theirs = await call(t, employer, '/api/v1/employers/applications.get', { id });
    expect(theirs.body.item.status).toBe('viewed');
  });
});
