/**
 * Scheduled work runs once however many API processes run it (decision 0217): three processes,
 * each with a database pool and a mailer of its own, run the alerts and the status e-mails at the
 * same moment; every e-mail goes out exactly once. PostgreSQL only (PGlite is one process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client.ts';
import {
  applyAs,
  call,
  insertJob,
  insertResume,
  signInAgain,
} from '../features/applications/test-fixtures.ts';
import { memoryMailer } from '../lib/mailer.ts';
import { runDueAlerts } from '../schedules/alerts.ts';
import { runExpiry } from '../schedules/search-upkeep.ts';
import { runStatusMails } from '../schedules/status-mails.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { makeCompany, makeJob } from '../test/job-fixtures.ts';
import { type Persona, persona } from '../test/personas.ts';

const HOUR = 3_600_000;
const PEOPLE = 6;

describe.skipIf(!process.env.TEST_DATABASE_URL)('scheduled work across three processes', () => {
  let t: TestApp;
  const processes: { database: Database; mailer: ReturnType<typeof memoryMailer> }[] = [];
  const deps = (p: (typeof processes)[number]) => ({
    db: p.database.db,
    mailer: p.mailer,
    config: t.config,
    log: t.app.log,
  });
  const mailsTo = (email: string) => processes.flatMap((p) => p.mailer.to(email));

  beforeAll(async () => {
    t = await createTestApp();
    // 08:00 in Auckland: daily alerts are due.
    t.clock.set(new Date('2026-05-31T20:00:00Z'));
    for (let i = 0; i < 3; i++) {
      processes.push({ database: openPostgres(t.databaseUrl as string, 4), mailer: memoryMailer() });
    }
  });
  afterAll(async () => {
    for (const p of processes) await p.database.close();
    await t?.close();
  });

  it('sends each saved-search alert once when three processes run the alerts at the same moment', async () => {
    const company = await makeCompany(t, { name: 'Triple Co' });
    const seekers: Persona[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      const me = await persona(t, 'employee');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/jobs/search.insert',
        headers: me.headers,
        payload: {
          search_params: { q: `farrier${i}` },
          query_string: `query=farrier${i}`,
          notify_by_email: true,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      seekers.push(me);
    }
    t.clock.advance(24 * HOUR);
    for (let i = 0; i < PEOPLE; i++) await makeJob(t, company, { title: `Farrier${i} wanted` });
    t.clock.advance(HOUR);
    const runs = await Promise.all(processes.map((p) => runDueAlerts(deps(p), t.clock.now())));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(PEOPLE);
    for (const me of seekers) expect(mailsTo(me.email)).toHaveLength(1);
  });

  it('sends each status e-mail once, and expires jobs without a clash, with three processes at once', async () => {
    let employer = await persona(t, 'employer', { companyName: 'Triple Physio' });
    const companyId = employer.companyId as string;
    const people: { who: Persona; id: string }[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      employer = await signInAgain(t, employer);
      const who = await persona(t, 'employee');
      await insertResume(t, who.id);
      const id = await applyAs(
        t,
        who,
        await insertJob(t, companyId, { title: 'Physio', companyName: 'Triple Physio' }),
      );
      people.push({ who, id });
    }
    const bulk = await call(t, employer, '/api/v1/employers/applications.bulkUpdate', {
      company_id: companyId,
      ids: people.map((p) => p.id),
      status: 'rejected',
    });
    expect(bulk.status).toBe(200);
    t.clock.advance(t.config.statusMailDelaySeconds * 1000);
    const runs = await Promise.all(
      processes.map(async (p) => {
        await runExpiry(deps(p), t.clock.now());
        return runStatusMails(deps(p), t.clock.now());
      }),
    );
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(PEOPLE);
    for (const p of people) expect(mailsTo(p.who.email)).toHaveLength(1);
  });
});
