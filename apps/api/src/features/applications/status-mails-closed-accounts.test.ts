import { BULK_MAX } from '@fitjobs/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, pendingStatusMails } from '../../db/schema/index.ts';
import { runStatusMails } from '../../schedules/status-mails.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { applyAs, call, insertJob, insertResume, signInAgain } from './test-fixtures.ts';

/**
 * Trust, second round, finding 1 (decision 0186): the sender picked the 100 oldest due e-mails and
 * joined their applicants; 100 applicants who had closed their accounts were picked again on every
 * run, never sent or cleared, and no status e-mail went out for any company after them.
 */
const BULK = '/api/v1/employers/applications.bulkUpdate';
const UPDATE = '/api/v1/employers/applications.update';
const GRACE_MS = 120_000;
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const runTask = () =>
  runStatusMails({ db: t.db, mailer: t.mailer, config: t.config, log: t.app.log }, t.clock.now());

async function applicant(jobId: string): Promise<{ who: Persona; id: string }> {
  const who = await persona(t, 'employee');
  await insertResume(t, who.id);
  return { who, id: await applyAs(t, who, jobId) };
}

describe('status e-mails and closed accounts', () => {
  // 101 accounts made, applied, rejected and closed through HTTP: minutes on a loaded machine.
  it('101 rejected applicants who close their accounts do not stop another company’s e-mail', async () => {
    let attacker = await persona(t, 'employer', { companyName: 'Throwaway Ltd' });
    const attackerCompany = attacker.companyId ?? '';
    const bait = await insertJob(t, attackerCompany, { title: 'Bait', companyName: 'Throwaway Ltd' });
    const throwaways = [];
    for (let i = 0; i < 101; i++) throwaways.push(await applicant(bait));
    attacker = await signInAgain(t, attacker);
    const ids = throwaways.map((a) => a.id);
    for (let from = 0; from < ids.length; from += BULK_MAX) {
      const batch = ids.slice(from, from + BULK_MAX);
      const res = await call(t, attacker, BULK, {
        company_id: attackerCompany,
        ids: batch,
        status: 'rejected',
      });
      expect(res.status).toBe(200);
    }
    for (const { who } of throwaways) {
      const closed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users.delete',
        headers: who.headers,
      });
      expect(closed.statusCode).toBe(200);
    }

    let honest = await persona(t, 'employer', { companyName: 'Honest Ltd' });
    const job = await insertJob(t, honest.companyId ?? '', { title: 'Nurse', companyName: 'Honest Ltd' });
    const real = await applicant(job);
    honest = await signInAgain(t, honest);
    expect((await call(t, honest, UPDATE, { id: real.id, status: 'rejected' })).status).toBe(200);

    t.clock.advance(GRACE_MS + MINUTE);
    await runTask();
    expect(t.mailer.to(real.who.email).map((m) => m.subject)).toEqual([
      'Update on your application for Nurse',
    ]);
  }, 180_000);

  it('clears a due e-mail whose applicant is gone without sending it, and sends the others', async () => {
    let employer = await persona(t, 'employer', { companyName: 'Queue Ltd' });
    const job = await insertJob(t, employer.companyId ?? '', { title: 'Chef', companyName: 'Queue Ltd' });
    const gone = await applicant(job);
    const stays = await applicant(job);
    employer = await signInAgain(t, employer);
    for (const a of [gone, stays])
      expect((await call(t, employer, UPDATE, { id: a.id, status: 'rejected' })).status).toBe(200);
    // As an account closed before its pending e-mails were dropped on closing left them.
    await t.db.update(applications).set({ userId: null }).where(eq(applications.id, gone.id));

    t.clock.advance(GRACE_MS + MINUTE);
    await runTask();
    expect(t.mailer.to(stays.who.email)).toHaveLength(1);
    expect(t.mailer.to(gone.who.email)).toHaveLength(0);
    const left = await t.db
      .select()
      .from(pendingStatusMails)
      .where(eq(pendingStatusMails.applicationId, gone.id));
    expect(left).toHaveLength(0);
  });
});
