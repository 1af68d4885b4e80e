import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../../db/schema/index.ts';
import { runDueAlerts } from '../../schedules/alerts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // 08:00 in Auckland on 1 June (NZST, UTC+12).
  t.clock.set(new Date('2026-05-31T20:00:00Z'));
});
afterAll(() => t.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const run = () => runDueAlerts(t.app, t.clock.now());

async function saveSearch(who: Persona, q: string, notify = true) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/jobs/search.insert',
    headers: who.headers,
    payload: { search_params: { q }, query_string: `query=${q}`, notify_by_email: notify },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item as { id: string };
}

const mails = (who: Persona) => t.mailer.to(who.email);

describe('daily saved-search alerts', () => {
  it('e-mails the new matching jobs exactly once per day, then only newer jobs the next day', async () => {
    const me = await persona(t, 'employee');
    await saveSearch(me, 'glassblower');
    const c = await makeCompany(t, { name: 'Kiln Co' });
    // Posted before saving: not news.
    await makeJob(t, c, { title: 'Old glassblower', createdAt: new Date(t.clock.now().getTime() - HOUR) });
    t.clock.advance(DAY);
    const fresh = await makeJob(t, c, { title: 'Glassblower apprentice' });
    await makeJob(t, c, { title: 'Potter' });
    t.clock.advance(HOUR);
    await run();
    await run();
    expect(mails(me)).toHaveLength(1);
    const mail = mails(me)[0];
    expect(mail?.subject).toBe('1 new job for "Glassblower" on FitJobs');
    expect(mail?.text).toContain(`/jobs/${fresh.id}`);
    expect(mail?.text).not.toContain('Old glassblower');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/jobs\/search\.unsubscribe\?token=.+>$/,
    );
    // Later the same day: still nothing more.
    t.clock.advance(5 * HOUR);
    await makeJob(t, c, { title: 'Glassblower lead' });
    await run();
    expect(mails(me)).toHaveLength(1);
    // Next day: only the job posted since the last alert.
    t.clock.advance(DAY);
    await run();
    expect(mails(me)).toHaveLength(2);
    expect(mails(me)[1]?.text).toContain('Glassblower lead');
    expect(mails(me)[1]?.text).not.toContain('apprentice');
  });

  it('catches up after a missed day with every job since the last alert', async () => {
    const me = await persona(t, 'employee');
    await saveSearch(me, 'farrier');
    const c = await makeCompany(t);
    t.clock.advance(DAY);
    await makeJob(t, c, { title: 'Farrier day one' });
    // No run this day (server down).
    t.clock.advance(DAY);
    await makeJob(t, c, { title: 'Farrier day two' });
    t.clock.advance(HOUR);
    await run();
    expect(mails(me)).toHaveLength(1);
    expect(mails(me)[0]?.subject).toBe('2 new jobs for "Farrier" on FitJobs');
    expect(mails(me)[0]?.text).toContain('Farrier day one');
    expect(mails(me)[0]?.text).toContain('Farrier day two');
  });

  it('sends nothing when nothing matched, or when the seeker turned alerts off', async () => {
    const quiet = await persona(t, 'employee');
    const off = await persona(t, 'employee');
    await saveSearch(quiet, 'zookeeper');
    await saveSearch(off, 'falconer', false);
    const c = await makeCompany(t);
    t.clock.advance(DAY);
    await makeJob(t, c, { title: 'Falconer' });
    await makeJob(t, c, { title: 'Draft zookeeper', isDraft: true });
    t.clock.advance(HOUR);
    await run();
    expect(mails(quiet)).toHaveLength(0);
    expect(mails(off)).toHaveLength(0);
  });

  it('unsubscribes through the e-mailed link without signing in', async () => {
    const me = await persona(t, 'employee');
    const saved = await saveSearch(me, 'luthier');
    const c = await makeCompany(t);
    t.clock.advance(DAY);
    await makeJob(t, c, { title: 'Luthier' });
    t.clock.advance(HOUR);
    await run();
    const link = mails(me)[0]?.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '';
    const res = await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('You are unsubscribed');
    // The access token minted days ago (test time) has expired, so read the row directly.
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row?.notifyByEmail).toBe(false);
    t.clock.advance(DAY);
    await makeJob(t, c, { title: 'Luthier two' });
    t.clock.advance(HOUR);
    await run();
    expect(mails(me)).toHaveLength(1);
    const bogus = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/search.unsubscribe?token=nope' });
    expect(bogus.statusCode).toBe(404);
  });
});
