import type { AlertFrequency } from '@fitjobs/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/client.ts';
import { runDueAlerts } from '../../schedules/alerts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { cityByName, makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { validJob } from '../employers/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 08:00 in Auckland on the given June day (NZST, UTC+12). */
const juneMorning = (day: number) => new Date(Date.UTC(2026, 5, day - 1, 20, 0, 0));
const run = (app = t.app, options = {}) => runDueAlerts(app, t.clock.now(), options);

async function saveSearch(who: Persona, search_params: object, frequency?: AlertFrequency) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/jobs/search.insert',
    headers: who.headers,
    payload: { search_params, query_string: 'query=x', notify_by_email: true, frequency },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item as { id: string; name: string; frequency: AlertFrequency };
}
const mails = (who: Persona) => t.mailer.to(who.email);

describe('saved search names and frequency', () => {
  it('names a new search from its query, place and filters, and keeps a chosen frequency', async () => {
    t.clock.set(juneMorning(1));
    const me = await persona(t, 'employee');
    const auckland = await cityByName(t, 'Auckland');
    const saved = await saveSearch(me, { q: 'nurse', city_id: auckland.id, schedule: 'full_time' }, 'weekly');
    expect(saved.name).toBe('Nurse in Auckland, full time');
    expect(saved.frequency).toBe('weekly');
    const plain = await saveSearch(me, {});
    expect(plain.name).toBe('All jobs');
    expect(plain.frequency).toBe('daily');
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/search.update',
      headers: me.headers,
      payload: { id: saved.id, name: 'Night shifts', notify_by_email: true, frequency: 'instant' },
    });
    expect(renamed.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'POST', url: '/api/v1/jobs/search.list', headers: me.headers });
    const item = list.json().items.find((s: { id: string }) => s.id === saved.id);
    expect(item).toMatchObject({ name: 'Night shifts', frequency: 'instant' });
  });
});

describe('alert frequencies', () => {
  it('sends an instant alert within ten minutes of a matching job, then at most one an hour', async () => {
    t.clock.set(new Date(Date.UTC(2026, 5, 2, 15, 0, 0))); // 03:00 in Auckland: instant ignores the hour
    const me = await persona(t, 'employee');
    await saveSearch(me, { q: 'beekeeper' }, 'instant');
    const c = await makeCompany(t);
    t.clock.advance(MINUTE);
    const first = await makeJob(t, c, { title: 'Beekeeper' });
    t.clock.advance(MINUTE);
    await run();
    t.clock.advance(MINUTE);
    await run();
    expect(mails(me)).toHaveLength(1);
    expect(mails(me)[0]?.text).toContain(`/jobs/${first.id}`);
    // A second job ten minutes later waits for the hour to pass.
    t.clock.advance(10 * MINUTE);
    const second = await makeJob(t, c, { title: 'Senior beekeeper' });
    t.clock.advance(5 * MINUTE);
    await run();
    expect(mails(me)).toHaveLength(1);
    t.clock.advance(50 * MINUTE);
    await run();
    expect(mails(me)).toHaveLength(2);
    expect(mails(me)[1]?.text).toContain(`/jobs/${second.id}`);
    expect(mails(me)[1]?.text).not.toContain(`/jobs/${first.id}`);
  });

  it('sends an instant alert when an employer publishes a draft made before the search was saved', async () => {
    t.clock.set(juneMorning(1));
    const boss = await persona(t, 'employer', { companyName: 'Hive Ltd' });
    const job = validJob(boss.companyId ?? '', { title: 'Apiarist' });
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/v1/employers/jobs.insert',
      headers: boss.headers,
      payload: { ...job, is_draft: true },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    t.clock.advance(5 * MINUTE);
    const me = await persona(t, 'employee');
    await saveSearch(me, { q: 'apiarist' }, 'instant');
    t.clock.advance(2 * MINUTE);
    await run();
    expect(mails(me)).toHaveLength(0);
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/v1/employers/jobs.update',
      headers: boss.headers,
      payload: { ...job, id: draft.json().id, is_draft: false },
    });
    expect(published.statusCode, published.body).toBe(200);
    t.clock.advance(2 * MINUTE);
    await run();
    expect(mails(me)).toHaveLength(1);
    expect(mails(me)[0]?.subject).toBe('1 new job for "Apiarist" on FitJobs');
  });

  it('sends a weekly alert once a week with every job of the week', async () => {
    t.clock.set(juneMorning(1));
    const me = await persona(t, 'employee');
    await saveSearch(me, { q: 'cooper' }, 'weekly');
    const c = await makeCompany(t);
    for (let day = 2; day <= 8; day++) {
      t.clock.set(juneMorning(day));
      if (day === 2 || day === 5) await makeJob(t, c, { title: `Cooper day ${day}` });
      t.clock.advance(HOUR);
      await run();
      await run();
      expect(mails(me), `day ${day}`).toHaveLength(day < 8 ? 0 : 1);
    }
    expect(mails(me)[0]?.subject).toBe('2 new jobs for "Cooper" on FitJobs');
    await makeJob(t, c, { title: 'Cooper day 8' });
    for (let day = 9; day <= 15; day++) {
      t.clock.set(juneMorning(day));
      await run();
      expect(mails(me), `day ${day}`).toHaveLength(day < 15 ? 1 : 2);
    }
    expect(mails(me)[1]?.text).toContain('Cooper day 8');
  });

  it('waits for the morning with daily alerts unless they are sent by hand', async () => {
    t.clock.set(juneMorning(20));
    const me = await persona(t, 'employee');
    await saveSearch(me, { q: 'wheelwright' });
    const c = await makeCompany(t);
    t.clock.set(new Date(juneMorning(21).getTime() - 3 * HOUR)); // 05:00 NZ
    await makeJob(t, c, { title: 'Wheelwright' });
    t.clock.advance(MINUTE);
    await run();
    expect(mails(me)).toHaveLength(0);
    await run(t.app, { anyHour: true });
    expect(mails(me)).toHaveLength(1);
    t.clock.set(juneMorning(21));
    await run();
    expect(mails(me)).toHaveLength(1);
  });

  it('sends each e-mail exactly once when two app instances race on one database', async () => {
    t.clock.set(juneMorning(25));
    const seekers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => persona(t, 'employee')));
    const frequencies: AlertFrequency[] = ['daily', 'weekly', 'instant'];
    for (const [i, who] of seekers.entries()) await saveSearch(who, { q: 'cartwright' }, frequencies[i % 3]);
    const c = await makeCompany(t);
    t.clock.set(juneMorning(26));
    await makeJob(t, c, { title: 'Cartwright' });
    t.clock.set(new Date(juneMorning(32).getTime() + HOUR)); // a week on: every frequency is due
    // A second instance of the API: its own connection pool on PostgreSQL, the same PGlite otherwise.
    const url = (t.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client
      ?.options?.connectionString;
    const second = url ? openPostgres(url, 4) : null;
    const other = await buildApp({
      db: second?.db ?? t.db,
      config: t.config,
      mailer: t.mailer,
      clock: t.clock,
    });
    try {
      await Promise.all([run(), run(other), run(), run(other)]);
      await Promise.all([run(), run(other)]);
      for (const who of seekers) expect(mails(who), who.email).toHaveLength(1);
    } finally {
      await other.close();
      await second?.close();
    }
  });
});
