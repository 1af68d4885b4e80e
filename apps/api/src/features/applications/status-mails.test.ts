import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { applications, pendingStatusMails } from '../../db/schema/index.ts';
import { memoryMailer } from '../../lib/mailer.ts';
import { runStatusMails, STATUS_MAIL_LEASE_MS } from '../../schedules/status-mails.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { claimDueStatusMails } from './status-mails.repo.ts';
import { applyAs, call, insertJob, insertResume, signInAgain } from './test-fixtures.ts';

const UPDATE = '/api/v1/employers/applications.update';
const BULK = '/api/v1/employers/applications.bulkUpdate';
const UNDO = '/api/v1/employers/applications.undo';
const GRACE_MS = 120_000;

let t: TestApp;
let employer: Persona;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Grace Physio' });
  companyId = employer.companyId as string;
});
afterAll(async () => t.close());

/** The scheduled task as the server runs it, at the test clock's time. */
const runTask = (mailer = t.mailer) =>
  runStatusMails({ db: t.db, mailer, config: t.config, log: t.app.log }, t.clock.now());

async function freshApplication(title = 'Physiotherapist') {
  employer = await signInAgain(t, employer);
  const who = await persona(t, 'employee');
  await insertResume(t, who.id);
  const id = await applyAs(t, who, await insertJob(t, companyId, { title, companyName: 'Grace Physio' }));
  await call(t, employer, '/api/v1/employers/applications.get', { id });
  return { who, id };
}

const statusOf = async (id: string) =>
  (await t.db.select({ s: applications.status }).from(applications).where(eq(applications.id, id)))[0]?.s;

describe('status e-mails wait out the grace period', () => {
  it('sends nothing at once, nothing before the period ends, and exactly one e-mail after it', async () => {
    const { who, id } = await freshApplication('Osteopath');
    const res = await call(t, employer, UPDATE, { id, status: 'rejected' });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.item.undo_until)).toBe(t.clock.now().getTime() + GRACE_MS);
    expect(t.mailer.to(who.email)).toHaveLength(0);

    t.clock.advance(GRACE_MS - 1000);
    await runTask();
    expect(t.mailer.to(who.email)).toHaveLength(0);

    t.clock.advance(1000);
    await runTask();
    await runTask();
    expect(t.mailer.to(who.email).map((m) => m.subject)).toEqual([
      'Update on your application for Osteopath',
    ]);
  });

  it('sends nothing when the rejection is undone within the grace period, and puts the status back', async () => {
    const { who, id } = await freshApplication();
    await call(t, employer, UPDATE, { id, status: 'rejected' });
    t.clock.advance(60_000);
    const undone = await call(t, employer, UNDO, { company_id: companyId, ids: [id] });
    expect(undone.status).toBe(200);
    expect(undone.body.items[0]).toMatchObject({ id, status: 'viewed', undo_until: null });
    t.clock.advance(GRACE_MS * 2);
    await runTask();
    expect(t.mailer.to(who.email)).toHaveLength(0);
    expect(await statusOf(id)).toBe('viewed');
  });

  it('undoes only the latest change: shortlisted then rejected, undone, is shortlisted and its e-mail goes', async () => {
    const { who, id } = await freshApplication();
    await call(t, employer, UPDATE, { id, status: 'shortlisted' });
    t.clock.advance(30_000);
    await call(t, employer, UPDATE, { id, status: 'rejected' });
    const undone = await call(t, employer, UNDO, { company_id: companyId, ids: [id] });
    expect(undone.body.items[0]).toMatchObject({ id, status: 'shortlisted' });
    t.clock.advance(GRACE_MS * 2);
    await runTask();
    expect(t.mailer.to(who.email)).toHaveLength(1);
    expect(t.mailer.to(who.email)[0]?.subject).toMatch(/shortlisted/i);
    expect(await statusOf(id)).toBe('shortlisted');
  });

  it('sends nothing when the status is changed back within the period', async () => {
    const { who, id } = await freshApplication();
    await call(t, employer, UPDATE, { id, status: 'rejected' });
    await call(t, employer, UPDATE, { id, status: 'viewed' });
    t.clock.advance(GRACE_MS);
    await runTask();
    expect(t.mailer.to(who.email)).toHaveLength(0);
  });

  it('sends only the status that holds at the end: rejected then shortlisted is one shortlisted e-mail', async () => {
    const { who, id } = await freshApplication('Podiatrist');
    await call(t, employer, UPDATE, { id, status: 'rejected' });
    t.clock.advance(30_000);
    await call(t, employer, UPDATE, { id, status: 'shortlisted' });
    t.clock.advance(GRACE_MS - 30_000);
    await runTask(); // the shortlisting restarted the period: nothing yet
    expect(t.mailer.to(who.email)).toHaveLength(0);
    t.clock.advance(30_000);
    await runTask();
    expect(t.mailer.to(who.email).map((m) => m.subject)).toEqual([
      'You have been shortlisted for Podiatrist',
    ]);
  });

  it('does not let undo touch an e-mail that already went', async () => {
    const { who, id } = await freshApplication();
    await call(t, employer, UPDATE, { id, status: 'shortlisted' });
    t.clock.advance(GRACE_MS);
    await runTask();
    const undone = await call(t, employer, UNDO, { company_id: companyId, ids: [id] });
    expect(undone.body.items[0].status).toBe('shortlisted');
    expect(t.mailer.to(who.email)).toHaveLength(1);
  });
});

describe('delayed sends survive a restart and go out once across processes', () => {
  it('sends after a restart: a second app on the same database sends what the first one recorded', async () => {
    const first = await buildApp({ db: t.db, config: t.config, mailer: memoryMailer(), clock: t.clock });
    await first.ready();
    const { who, id } = await freshApplication();
    const res = await first.inject({
      method: 'POST',
      url: BULK,
      headers: employer.headers,
      payload: { company_id: companyId, ids: [id], status: 'rejected' },
    });
    expect(res.statusCode).toBe(200);
    await first.close();

    t.clock.advance(GRACE_MS);
    const afterRestart = memoryMailer();
    const second = await buildApp({ db: t.db, config: t.config, mailer: afterRestart, clock: t.clock });
    await second.ready();
    await runStatusMails(
      { db: t.db, mailer: afterRestart, config: t.config, log: second.log },
      t.clock.now(),
    );
    await second.close();
    expect(afterRestart.to(who.email)).toHaveLength(1);
    expect(
      await t.db.select().from(pendingStatusMails).where(eq(pendingStatusMails.applicationId, id)),
    ).toEqual([]);
  });

  it('sends each e-mail exactly once when two processes run the task at the same moment', async () => {
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await freshApplication());
    const ids = people.map((p) => p.id);
    expect((await call(t, employer, BULK, { company_id: companyId, ids, status: 'rejected' })).status).toBe(
      200,
    );
    t.clock.advance(GRACE_MS);
    const a = memoryMailer();
    const b = memoryMailer();
    const [ra, rb] = await Promise.all([runTask(a), runTask(b)]);
    expect(ra.sent + rb.sent).toBe(5);
    for (const p of people) expect([...a.to(p.who.email), ...b.to(p.who.email)]).toHaveLength(1);
  });

  it('sends again when the process that claimed an e-mail died before sending it, once its lease ends', async () => {
    const { who, id } = await freshApplication();
    await call(t, employer, UPDATE, { id, status: 'rejected' });
    t.clock.advance(GRACE_MS);
    // A process claims the e-mail and dies before sending.
    const claimed = await claimDueStatusMails(
      t.db,
      t.clock.now(),
      new Date(t.clock.now().getTime() + STATUS_MAIL_LEASE_MS),
      100,
    );
    expect(claimed.map((c) => c.applicationId)).toContain(id);
    await runTask();
    expect(t.mailer.to(who.email)).toHaveLength(0);
    t.clock.advance(STATUS_MAIL_LEASE_MS);
    await runTask();
    await runTask();
    expect(t.mailer.to(who.email)).toHaveLength(1);
  });
});
