import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { persona } from '../../test/personas.ts';
import { EVENTS_PER_MINUTE } from './events.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/api/v1/events.insert';
const storedFor = (sessionId: string) => t.db.select().from(events).where(eq(events.sessionId, sessionId));

describe('POST /api/v1/events.insert', () => {
  it('records an anonymous page view with no user', async () => {
    const session_id = randomUUID();
    const res = await t.app.inject({ method: 'POST', url, payload: { event_type: 'page_view', session_id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const rows = await storedFor(session_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: 'page_view', userId: null, jobId: null, companyId: null });
  });

  it('stores the job and company ids it is given, stamped with the server clock', async () => {
    const session_id = randomUUID();
    const job_id = randomUUID();
    const company_id = randomUUID();
    t.clock.set(new Date('2025-09-30T01:02:03Z'));
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { event_type: 'job_view', job_id, company_id, session_id },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await storedFor(session_id);
    expect(row).toMatchObject({ eventType: 'job_view', jobId: job_id, companyId: company_id });
    expect(row?.createdAt.toISOString()).toBe('2025-09-30T01:02:03.000Z');
  });

  it("stores a job page's page view with the job id and the path", async () => {
    const session_id = randomUUID();
    const job_id = randomUUID();
    const path = `/jobs/${job_id}`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { event_type: 'page_view', job_id, path, session_id },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await storedFor(session_id);
    expect(row).toMatchObject({ eventType: 'page_view', jobId: job_id, path });
    const withQuery = { event_type: 'page_view', path: '/jobs?query=secret', session_id };
    expect((await t.app.inject({ method: 'POST', url, payload: withQuery })).statusCode).toBe(400);
  });

  it("takes the user from the token, never from the body's user_id", async () => {
    const seeker = await persona(t, 'employee');
    const someoneElse = await persona(t, 'employee');
    const session_id = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: seeker.headers,
      payload: { event_type: 'apply_click', user_id: someoneElse.id, session_id },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await storedFor(session_id);
    expect(row?.userId).toBe(seeker.id);
  });

  it("ignores the body's user_id for an anonymous caller", async () => {
    const victim = await persona(t, 'employee');
    const session_id = randomUUID();
    await t.app.inject({
      method: 'POST',
      url,
      payload: { event_type: 'page_view', user_id: victim.id, session_id },
    });
    const [row] = await storedFor(session_id);
    expect(row?.userId).toBeNull();
  });

  it('rejects an event type outside the list with 400 and stores nothing', async () => {
    const session_id = randomUUID();
    const res = await t.app.inject({ method: 'POST', url, payload: { event_type: 'purchase', session_id } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(await storedFor(session_id)).toHaveLength(0);
  });

  it('rejects a missing or malformed session id with 400', async () => {
    const missing = await t.app.inject({ method: 'POST', url, payload: { event_type: 'page_view' } });
    expect(missing.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url,
      payload: { event_type: 'page_view', session_id: 'abc' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('rejects a malformed job id with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { event_type: 'job_view', job_id: 'not-a-uuid', session_id: randomUUID() },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 to a forged token instead of recording it as anonymous', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: 'Bearer not.a.token' },
      payload: { event_type: 'page_view', session_id: randomUUID() },
    });
    expect(res.statusCode).toBe(401);
  });

  it('limits how many events one IP address may send per minute', async () => {
    const session_id = randomUUID();
    const send = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url, remoteAddress, payload: { event_type: 'page_view', session_id } });
    // In batches: hundreds of inserts one by one are slow on a busy machine.
    for (let sent = 0; sent < EVENTS_PER_MINUTE; sent += 100) {
      const batch = Math.min(100, EVENTS_PER_MINUTE - sent);
      const answers = await Promise.all(Array.from({ length: batch }, () => send('203.0.113.7')));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(batch).fill(200));
    }
    expect((await send('203.0.113.7')).statusCode).toBe(429);
    // Another address is not affected.
    expect((await send('203.0.113.8')).statusCode).toBe(200);
  }, 90_000);
});
