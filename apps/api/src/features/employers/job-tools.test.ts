import { jobStatus } from '@fitjobs/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, events, jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { applyAs, insertResume, signInAgain } from '../applications/test-fixtures.ts';
import { post, validJob } from './test-helpers.ts';

let t: TestApp;
let owner: Persona;
let rival: Persona;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-01T00:00:00Z'));
  owner = await persona(t, 'employer', { companyName: 'Copy Cats Ltd' });
  rival = await persona(t, 'employer', { companyName: 'Rival Ltd' });
  companyId = owner.companyId as string;
});
afterAll(() => t?.close());

async function publish(overrides = {}) {
  const res = await post(
    t,
    'employers/jobs.insert',
    owner,
    validJob(companyId, { street: 'Cuba Street', ...overrides }),
  );
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}
const rowOf = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const getJob = async (id: string) => (await post(t, 'employers/jobs.get', owner, { id })).json().item;

async function withApplicant(jobId: string) {
  const who = await persona(t, 'employee');
  await insertResume(t, who.id);
  return applyAs(t, who, jobId);
}

describe('duplicate', () => {
  it('makes a new draft with the job’s content and leaves the original and its applicants untouched', async () => {
    const id = await publish({ title: 'Original physio' });
    const appId = await withApplicant(id);
    const before = await rowOf(id);
    const res = await post(t, 'employers/jobs.duplicate', owner, { company_id: companyId, id });
    expect(res.statusCode).toBe(200);
    const copyId = res.json().id;
    expect(copyId).not.toBe(id);
    const copy = await getJob(copyId);
    const original = await getJob(id);
    expect(copy).toMatchObject({
      title: 'Original physio',
      is_draft: true,
      expires_at: null,
      response_count: 0,
      street: 'Cuba Street',
    });
    expect(copy.description).toEqual(original.description);
    expect(await rowOf(id)).toEqual(before);
    const [app] = await t.db.select().from(applications).where(eq(applications.id, appId));
    expect(app?.jobId).toBe(id);
    // The copy has an address of its own: editing it does not move the original.
    expect((await rowOf(copyId))?.addressId).not.toBe(before?.addressId);
  });

  it('refuses another company’s job and job seekers', async () => {
    const id = await publish();
    expect((await post(t, 'employers/jobs.duplicate', rival, { company_id: companyId, id })).statusCode).toBe(
      404,
    );
    expect(
      (await post(t, 'employers/jobs.duplicate', rival, { company_id: rival.companyId, id })).statusCode,
    ).toBe(404);
    const seeker = await persona(t, 'employee');
    expect(
      (await post(t, 'employers/jobs.duplicate', seeker, { company_id: companyId, id })).statusCode,
    ).toBe(403);
  });
});

describe('repost', () => {
  it('publishes an archived job again as a new job expiring in 30 days; the old one stays archived with its applicants', async () => {
    const id = await publish({ title: 'Archived physio' });
    const appId = await withApplicant(id);
    expect((await post(t, 'employers/jobs.archive', owner, { company_id: companyId, id })).statusCode).toBe(
      200,
    );
    const before = await rowOf(id);
    const res = await post(t, 'employers/jobs.repost', owner, { company_id: companyId, id });
    expect(res.statusCode).toBe(200);
    const copy = await getJob(res.json().id);
    expect(copy).toMatchObject({
      title: 'Archived physio',
      is_draft: false,
      archived_at: null,
      response_count: 0,
    });
    expect(jobStatus(copy, t.clock.now())).toBe('active');
    expect(copy.expires_at.startsWith('2026-07-01')).toBe(true);
    // The old job changes in one way only: it points at its repost, and offers no second one (0178).
    expect(await rowOf(id)).toEqual({ ...before, repostedAsId: copy.id });
    expect((await getJob(id)).reposted_as_id).toBe(copy.id);
    const again = await post(t, 'employers/jobs.repost', owner, { company_id: companyId, id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_reposted');
    expect((await t.db.select().from(applications).where(eq(applications.id, appId)))[0]?.jobId).toBe(id);
  });

  it('reposts an expired job, and refuses an active job or a draft', async () => {
    const expired = await publish({ expires_at: '2026-06-02' });
    const active = await publish();
    const draft = await publish({ is_draft: true });
    t.clock.set(new Date('2026-06-10T00:00:00Z'));
    owner = await signInAgain(t, owner);
    try {
      expect(
        (await post(t, 'employers/jobs.repost', owner, { company_id: companyId, id: expired })).statusCode,
      ).toBe(200);
      t.clock.set(new Date('2026-06-01T00:00:00Z'));
      owner = await signInAgain(t, owner);
      expect(
        (await post(t, 'employers/jobs.repost', owner, { company_id: companyId, id: active })).statusCode,
      ).toBe(409);
      expect(
        (await post(t, 'employers/jobs.repost', owner, { company_id: companyId, id: draft })).statusCode,
      ).toBe(409);
    } finally {
      t.clock.set(new Date('2026-06-01T00:00:00Z'));
    }
  });
});

describe('how each job is doing', () => {
  it('counts views, apply clicks and applications per NZ day of that job only', async () => {
    const id = await publish();
    const other = await publish();
    const at = (iso: string) => new Date(iso);
    const ev = (jobId: string, eventType: string, createdAt: Date) => ({
      eventType,
      jobId,
      companyId,
      userId: null,
      sessionId: null,
      createdAt,
    });
    await t.db.insert(events).values([
      ev(id, 'job_view', at('2026-06-01T01:00:00Z')),
      ev(id, 'job_view', at('2026-06-01T02:00:00Z')),
      ev(id, 'apply_click', at('2026-06-01T02:00:00Z')),
      // 13:00 UTC on 1 June is 1 a.m. on 2 June in New Zealand
      ev(id, 'job_view', at('2026-06-01T13:00:00Z')),
      ev(id, 'external_apply_click', at('2026-06-01T13:30:00Z')),
      ev(id, 'page_view', at('2026-06-01T13:30:00Z')),
      ev(other, 'job_view', at('2026-06-01T01:00:00Z')),
      ev(other, 'apply_click', at('2026-06-01T01:00:00Z')),
    ]);
    t.clock.set(at('2026-06-02T20:00:00Z')); // 3 June in NZ
    owner = await signInAgain(t, owner);
    await withApplicant(id);
    const res = await post(t, 'employers/jobs.stats', owner, { company_id: companyId, id });
    t.clock.set(at('2026-06-01T00:00:00Z'));
    owner = await signInAgain(t, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toEqual({
      job_id: id,
      views: 3,
      apply_clicks: 2,
      applications: 1,
      days: [
        { date: '2026-06-01', views: 2, apply_clicks: 1, applications: 0 },
        { date: '2026-06-02', views: 1, apply_clicks: 1, applications: 0 },
        { date: '2026-06-03', views: 0, apply_clicks: 0, applications: 1 },
      ],
    });
    const totals = await post(t, 'employers/jobs.totals', owner, { company_id: companyId, ids: [id, other] });
    expect(totals.json().items).toEqual(
      expect.arrayContaining([
        { job_id: id, views: 3, apply_clicks: 2, applications: 1 },
        { job_id: other, views: 1, apply_clicks: 1, applications: 0 },
      ]),
    );
  });

  it('refuses another company’s jobs', async () => {
    const id = await publish();
    expect((await post(t, 'employers/jobs.stats', rival, { company_id: companyId, id })).statusCode).toBe(
      403,
    );
    expect(
      (await post(t, 'employers/jobs.stats', rival, { company_id: rival.companyId, id })).statusCode,
    ).toBe(404);
    expect(
      (await post(t, 'employers/jobs.totals', rival, { company_id: rival.companyId, ids: [id] })).statusCode,
    ).toBe(404);
  });
});
