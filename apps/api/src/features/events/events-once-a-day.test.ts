import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { signInAgain } from '../applications/test-fixtures.ts';
import { post } from '../employers/test-helpers.ts';

/**
 * Trust, second round, finding 7 (decision 0184): 50 anonymous apply clicks raised another
 * company's figures by 50. A job's views and apply clicks now count once a visitor, job and day.
 */
let t: TestApp;
let owner: Persona;
let jobId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await persona(t, 'employer', { companyName: 'Counted Ltd' });
  jobId = (await makeJob(t, { id: owner.companyId ?? '', name: 'Counted Ltd' })).id;
});
afterAll(() => t.close());

const send = (event_type: string, ip: string, who?: Persona) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/events.insert',
    payload: { event_type, job_id: jobId, company_id: owner.companyId, session_id: randomUUID() },
    remoteAddress: ip,
    headers: who?.headers ?? {},
  });

async function figures() {
  owner = await signInAgain(t, owner);
  const res = await post(t, 'employers/jobs.totals', owner, { company_id: owner.companyId, ids: [jobId] });
  expect(res.statusCode).toBe(200);
  return res.json().items[0] as { views: number; apply_clicks: number };
}

describe("a job's views and apply clicks", () => {
  it('count once a visitor, job and day, whatever session ids a script makes up', async () => {
    const before = await figures();
    for (let i = 0; i < 50; i++) expect((await send('apply_click', '192.0.2.10')).statusCode).toBe(200);
    expect((await send('apply_click', '192.0.2.11')).statusCode).toBe(200);
    const seeker = await persona(t, 'employee');
    for (const ip of ['192.0.2.20', '192.0.2.21', '192.0.2.22']) await send('job_view', ip, seeker);

    const after = await figures();
    expect(after.apply_clicks - before.apply_clicks).toBe(2);
    expect(after.views - before.views).toBe(1);

    // The next day, the same visitor counts again.
    t.clock.advance(24 * 60 * 60_000);
    await send('apply_click', '192.0.2.10');
    expect((await figures()).apply_clicks - before.apply_clicks).toBe(3);
  });
});
