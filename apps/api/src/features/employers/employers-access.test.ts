import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { post, validJob } from './test-helpers.ts';

let t: TestApp;
let owner: Persona;
let rival: Persona;
let seeker: Persona;
let publishedId: string;
let draftId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-01T00:00:00Z'));
  owner = await persona(t, 'employer', { companyName: 'Owner Co' });
  rival = await persona(t, 'employer', { companyName: 'Rival Co' });
  seeker = await persona(t, 'employee');
  publishedId = (await post(t, 'employers/jobs.insert', owner, validJob(owner.companyId ?? ''))).json().id;
  draftId = (
    await post(t, 'employers/jobs.insert', owner, {
      company_id: owner.companyId,
      is_draft: true,
      title: 'Secret draft',
    })
  ).json().id;
});
afterAll(() => t.close());

const ownerCo = () => owner.companyId ?? '';
const titleOf = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('an employer acts only for their own company', () => {
  it('does not let an employer create a job for another company', async () => {
    const res = await post(t, 'employers/jobs.insert', rival, validJob(ownerCo(), { title: 'Injected' }));
    expect(res.statusCode).toBe(404);
    const rows = await t.db.select().from(jobs).where(eq(jobs.title, 'Injected'));
    expect(rows).toHaveLength(0);
  });

  it("does not let an employer edit another company's job, even naming their own company", async () => {
    for (const company_id of [ownerCo(), rival.companyId ?? '']) {
      const res = await post(t, 'employers/jobs.update', rival, {
        id: publishedId,
        ...validJob(company_id, { title: 'Hijacked' }),
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await titleOf(publishedId))?.title).toBe('Senior Rust Engineer');
  });

  it("does not let an employer archive another company's job", async () => {
    for (const company_id of [ownerCo(), rival.companyId ?? '']) {
      const res = await post(t, 'employers/jobs.archive', rival, { company_id, id: publishedId });
      expect(res.statusCode).toBe(404);
    }
    expect((await titleOf(publishedId))?.archivedAt).toBeNull();
  });

  it("does not show another company's drafts to an employer, nor load them for editing", async () => {
    const list = await post(t, 'employers/jobs.list', rival, { company_id: ownerCo() });
    const ids = list.json().items.map((j: { id: string }) => j.id);
    expect(ids).toContain(publishedId);
    expect(ids).not.toContain(draftId);
    expect((await post(t, 'employers/jobs.get', rival, { id: draftId })).statusCode).toBe(404);
  });

  it('shows members every job of their company, drafts included', async () => {
    const list = await post(t, 'employers/jobs.list', owner, { company_id: ownerCo() });
    const ids = list.json().items.map((j: { id: string }) => j.id);
    expect(ids).toEqual(expect.arrayContaining([publishedId, draftId]));
  });

  it('shows anonymous visitors only active public jobs of a company', async () => {
    const expired = (
      await post(t, 'employers/jobs.insert', owner, validJob(ownerCo(), { expires_at: '2026-06-01' }))
    ).json().id;
    t.clock.set(new Date('2026-06-03T00:00:00Z'));
    const fresh = await persona(t, 'employer', { companyName: 'Later Co' });
    const archived = (
      await post(
        t,
        'employers/jobs.insert',
        fresh,
        validJob(fresh.companyId ?? '', { expires_at: '2026-06-10' }),
      )
    ).json().id;
    await post(t, 'employers/jobs.archive', fresh, { company_id: fresh.companyId, id: archived });
    const ownerIds = (await post(t, 'employers/jobs.list', null, { company_id: ownerCo() }))
      .json()
      .items.map((j: { id: string }) => j.id);
    expect(ownerIds).toContain(publishedId);
    expect(ownerIds).not.toContain(draftId);
    expect(ownerIds).not.toContain(expired);
    const freshIds = (await post(t, 'employers/jobs.list', null, { company_id: fresh.companyId })).json()
      .items;
    expect(freshIds).toHaveLength(0);
    t.clock.set(new Date('2026-06-01T00:00:00Z'));
  });

  it('pages a company list with next_cursor until it is null', async () => {
    const co = await persona(t, 'employer', { companyName: 'Paging Co' });
    for (let i = 0; i < 22; i++) {
      await post(t, 'employers/jobs.insert', co, {
        company_id: co.companyId,
        is_draft: true,
        title: `Job ${i}`,
      });
    }
    const first = (await post(t, 'employers/jobs.list', co, { company_id: co.companyId })).json();
    expect(first.items).toHaveLength(20);
    const second = (
      await post(t, 'employers/jobs.list', co, { company_id: co.companyId, next_cursor: first.next_cursor })
    ).json();
    expect(second.items).toHaveLength(2);
    expect(second.next_cursor).toBeNull();
  });

  it('refuses the employer calls to job seekers', async () => {
    expect((await post(t, 'employers/jobs.insert', seeker, validJob(ownerCo()))).statusCode).toBe(403);
    expect((await post(t, 'employers/companies.list', seeker)).statusCode).toBe(403);
  });
});

describe('companies and counters', () => {
  it('makes the creator the admin member of a new company and lists it with the role', async () => {
    const newcomer = await persona(t, 'employer');
    expect((await post(t, 'employers/companies.list', newcomer)).json().items).toEqual([]);
    const res = await post(t, 'employers/companies.insert', newcomer, {
      name: 'Fresh Start',
      tagline: 'New here',
      description: '<p>Hello</p>',
      is_agency: true,
    });
    expect(res.statusCode).toBe(200);
    const items = (await post(t, 'employers/companies.list', newcomer)).json().items;
    expect(items).toEqual([
      expect.objectContaining({ id: res.json().id, name: 'Fresh Start', role: 'admin', is_agency: true }),
    ]);
  });

  it('refuses a company without a name, tagline or description', async () => {
    const res = await post(t, 'employers/companies.insert', owner, {
      name: ' ',
      tagline: 'x',
      description: 'y',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Name is required');
  });
});
