import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { post, validJob } from '../employers/test-helpers.ts';

let t: TestApp;
let admin: Persona;
let employer: Persona;
let seeker: Persona;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-01T00:00:00Z'));
  admin = await persona(t, 'admin');
  employer = await persona(t, 'employer', { companyName: 'Audit Harbour' });
  seeker = await persona(t, 'employee', { accountAgeDays: 30 });
});
afterAll(() => t?.close());

const company = () => employer.companyId ?? '';
const log = async () => (await post(t, 'admins/actions.list', admin, {})).json().items;
/** The database's own message for a refused statement (drizzle wraps it as the cause). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
    return 'not refused';
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(err);
  }
}
const tick = () => t.clock.set(new Date(t.clock.now().getTime() + 1000));

describe('the audit log of admin actions', () => {
  it('records every existing admin action with who, what, on what and when', async () => {
    tick();
    const created = await post(t, 'admins/companies.insert', admin, {
      name: 'Logged Ltd',
      tagline: 'T',
      description: 'D',
    });
    expect(created.statusCode).toBe(200);
    tick();
    expect(
      (await post(t, 'admins/companies.flags.update', admin, { id: company(), verified: true })).statusCode,
    ).toBe(200);
    tick();
    expect(
      (await post(t, 'admins/companies.update', admin, { id: company(), tagline: 'By admin' })).statusCode,
    ).toBe(200);
    tick();
    const job = await post(t, 'admins/jobs.insert', admin, validJob(company()));
    expect(job.statusCode).toBe(200);
    tick();
    expect(
      (
        await post(t, 'admins/jobs.update', admin, {
          ...validJob(company(), { title: 'Edited' }),
          id: job.json().id,
        })
      ).statusCode,
    ).toBe(200);
    tick();
    const reported = await makeJob(t, { id: company(), name: 'Audit Harbour' });
    await post(t, 'jobs/reports.insert', seeker, { id: reported.id, reason: 'scam' });
    expect((await post(t, 'admins/jobs.reports.dismiss', admin, { id: reported.id })).statusCode).toBe(200);

    const items = await log();
    expect(
      items.slice(0, 6).map((i: { action: string; target_id: string }) => [i.action, i.target_id]),
    ).toEqual([
      ['job.reports.dismiss', reported.id],
      ['job.update', job.json().id],
      ['job.insert', job.json().id],
      ['company.update', company()],
      ['company.flags.update', company()],
      ['company.insert', created.json().id],
    ]);
    expect(items[0]).toMatchObject({ admin_id: admin.id, admin_email: admin.email, target_type: 'job' });
    expect(items[0].created_at).toBe(t.clock.now().toISOString());
  });

  it('records reviews removed and review reports dismissed', async () => {
    const other = await makeCompany(t);
    const review = await post(t, 'employees/companies.reviews.insert', seeker, {
      id: other.id,
      rating: 2,
      body: 'Meh',
    });
    expect(review.statusCode).toBe(200);
    const reviewId = review.json().id ?? review.json().item?.id;
    expect(reviewId).toBeTruthy();
    await post(t, 'companies.reviews.report', admin, { id: reviewId, reason: 'Rude' });
    tick();
    expect((await post(t, 'admins/reviews.reports.dismiss', admin, { id: reviewId })).statusCode).toBe(200);
    tick();
    expect((await post(t, 'admins/companies.reviews.delete', admin, { id: reviewId })).statusCode).toBe(200);
    const [latest, before] = await log();
    expect([latest.action, before.action]).toEqual(['review.delete', 'review.reports.dismiss']);
    expect(latest).toMatchObject({ target_type: 'review', target_id: reviewId });
  });

  it('pages newest first with a cursor and refuses a forged cursor', async () => {
    const first = (await post(t, 'admins/actions.list', admin, {})).json();
    const all = first.items.length;
    expect(all).toBeGreaterThan(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await post(t, 'admins/actions.list', admin, { limit: 3, next_cursor: cursor });
      const body = res.json();
      seen.push(...body.items.map((i: { id: string }) => i.id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(first.items.map((i: { id: string }) => i.id));
    const bad = await post(t, 'admins/actions.list', admin, { next_cursor: 'not-ours' });
    expect(bad.statusCode).toBe(400);
  });

  it('is readable by admins only', async () => {
    for (const who of [employer, seeker, null]) {
      const res = await post(t, 'admins/actions.list', who, {});
      expect(res.statusCode).toBe(who ? 403 : 401);
    }
  });

  it('cannot be changed or removed, even by SQL run straight on the database', async () => {
    const [line] = await t.db.select().from(adminActions).limit(1);
    expect(line).toBeDefined();
    const id = line?.id ?? '';
    await expect(
      refusal(t.db.update(adminActions).set({ reason: 'rewritten' }).where(eq(adminActions.id, id))),
    ).resolves.toMatch(/append-only/);
    await expect(refusal(t.db.delete(adminActions).where(eq(adminActions.id, id)))).resolves.toMatch(
      /append-only/,
    );
    await expect(refusal(t.db.execute(sql`TRUNCATE admin_actions`))).resolves.toMatch(/append-only/);
    const [still] = await t.db.select().from(adminActions).where(eq(adminActions.id, id));
    expect(still).toEqual(line);
  });

  it('offers no route that edits or deletes the log', () => {
    const routes = t.app.routeTable.map((r) => r.url).filter((u) => u.startsWith('/api/v1/admins/actions'));
    expect(routes).toEqual(['/api/v1/admins/actions.list']);
  });
});
