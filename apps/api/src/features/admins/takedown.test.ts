import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
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
  t.clock.set(new Date('2026-06-01T00:00:00Z'));
  admin = await persona(t, 'admin');
  employer = await persona(t, 'employer', { companyName: 'Takedown Traders', email: 'boss@takedown.test' });
  seeker = await persona(t, 'employee', { accountAgeDays: 30 });
});
afterAll(() => t?.close());

const company = () => ({ id: employer.companyId ?? '', name: 'Takedown Traders' });
const REASON = 'Asks applicants to pay a registration fee';

async function reportedJob(title = 'Data entry from home') {
  const job = await makeJob(t, company(), { title });
  expect((await post(t, 'jobs/reports.insert', seeker, { id: job.id, reason: 'scam' })).statusCode).toBe(200);
  return job;
}

describe('a job an admin takes down', () => {
  it('cannot be reposted by its employer', async () => {
    const job = await reportedJob();
    expect((await post(t, 'admins/jobs.archive', admin, { id: job.id, reason: REASON })).statusCode).toBe(
      200,
    );
    const res = await post(t, 'employers/jobs.repost', employer, { company_id: company().id, id: job.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'taken_down' });
    expect(res.json().error.message).toContain(REASON);
    const rows = await t.db.select().from(jobs).where(eq(jobs.companyId, company().id));
    expect(rows.filter((r) => r.archivedAt === null)).toEqual([]);
  });

  it('cannot be duplicated by its employer', async () => {
    const job = await reportedJob('Crypto courier');
    await post(t, 'admins/jobs.archive', admin, { id: job.id, reason: REASON });
    const res = await post(t, 'employers/jobs.duplicate', employer, { company_id: company().id, id: job.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('taken_down');
  });

  it('needs a reason, and e-mails it to the employer', async () => {
    const job = await reportedJob('Mystery shopper');
    const bare = await post(t, 'admins/jobs.archive', admin, { id: job.id });
    expect(bare.statusCode).toBe(400);
    const blank = await post(t, 'admins/jobs.archive', admin, { id: job.id, reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.archivedAt).toBeNull();

    const before = t.mailer.to(employer.email).length;
    expect((await post(t, 'admins/jobs.archive', admin, { id: job.id, reason: REASON })).statusCode).toBe(
      200,
    );
    const mails = t.mailer.to(employer.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Mystery shopper');
    expect(mails[0]?.text).toContain(REASON);
  });

  it('says on the employer list that it was taken down and why', async () => {
    const job = await reportedJob('Envelope stuffer');
    await post(t, 'admins/jobs.archive', admin, { id: job.id, reason: REASON });
    const res = await post(t, 'employers/jobs.get', employer, { company_id: company().id, id: job.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ taken_down: true, takedown_reason: REASON });
    const list = await post(t, 'employers/jobs.list', employer, {
      company_id: company().id,
      status: 'archived',
    });
    const listed = list.json().items.find((i: { id: string }) => i.id === job.id);
    expect(listed).toMatchObject({ taken_down: true, takedown_reason: REASON });
  });

  it('is logged with the reason', async () => {
    const job = await reportedJob('Prize claims');
    await post(t, 'admins/jobs.archive', admin, { id: job.id, reason: REASON });
    const [line] = (await post(t, 'admins/actions.list', admin, {})).json().items;
    expect(line).toMatchObject({
      action: 'job.takedown',
      target_type: 'job',
      target_id: job.id,
      reason: REASON,
    });
  });

  it('leaves an archive by the employer free to repost', async () => {
    const job = await makeJob(t, company(), { title: 'Barista' });
    await post(t, 'employers/jobs.archive', employer, { company_id: company().id, id: job.id });
    const res = await post(t, 'employers/jobs.repost', employer, { company_id: company().id, id: job.id });
    expect(res.statusCode).toBe(200);
  });
});
