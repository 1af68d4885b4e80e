import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { applyAs, call, insertJob, insertResume, signInAgain } from './test-fixtures.ts';

// Issue 24, finding 7: the seeker sees a status only when its e-mail would go.
const GRACE_MS = 120_000;
let t: TestApp;
let employer: Persona;
beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Patient Physio' });
});
afterAll(() => t.close());

async function seekerSees(who: Persona) {
  const items = (await call(t, await signInAgain(t, who), '/api/v1/employees/applications.list', {})).body
    .items;
  return {
    status: items[0].status,
    history: items[0].status_history.map((h: { status: string }) => h.status),
  };
}

describe("the seeker's status during the grace period", () => {
  it('stays the last one they may see until the e-mail would go, and an undone change is never seen', async () => {
    const who = await persona(t, 'employee');
    await insertResume(t, who.id);
    const id = await applyAs(t, who, await insertJob(t, employer.companyId as string));
    await call(t, employer, '/api/v1/employers/applications.get', { id });
    expect(await seekerSees(who)).toEqual({ status: 'viewed', history: ['applied', 'viewed'] });
    // The employer decides later that day.
    t.clock.advance(3 * GRACE_MS);
    employer = await signInAgain(t, employer);

    await call(t, employer, '/api/v1/employers/applications.update', { id, status: 'rejected' });
    expect(await seekerSees(who)).toEqual({ status: 'viewed', history: ['applied', 'viewed'] });
    await call(t, employer, '/api/v1/employers/applications.undo', {
      company_id: employer.companyId,
      ids: [id],
    });
    expect(await seekerSees(who)).toEqual({ status: 'viewed', history: ['applied', 'viewed'] });

    employer = await signInAgain(t, employer);
    await call(t, employer, '/api/v1/employers/applications.update', { id, status: 'rejected' });
    t.clock.advance(GRACE_MS);
    employer = await signInAgain(t, employer);
    expect(await seekerSees(who)).toEqual({ status: 'rejected', history: ['applied', 'viewed', 'rejected'] });
  });
});
