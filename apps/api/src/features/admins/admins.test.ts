import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
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
  employer = await persona(t, 'employer', { companyName: 'Harbour Analytics' });
  seeker = await persona(t, 'employee');
});
afterAll(() => t?.close());

const company = () => employer.companyId ?? '';

describe('admin area', () => {
  it('refuses every admin call to employers and job seekers', async () => {
    const calls: [string, object][] = [
      ['admins/companies.search', { query: 'Harbour' }],
      ['admins/companies.insert', { name: 'X', tagline: 'Y', description: 'Z' }],
      ['admins/companies.flags.update', { id: company(), verified: true }],
      ['admins/jobs.insert', validJob(company())],
      ['admins/jobs.get', { id: company() }],
    ];
    for (const who of [employer, seeker]) {
      for (const [url, body] of calls) expect((await post(t, url, who, body)).statusCode, url).toBe(403);
    }
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company()));
    expect(row?.verified).toBe(false);
  });

  it('finds companies from 3 characters, fuzzily, and nothing below', async () => {
    expect((await post(t, 'admins/companies.search', admin, { query: 'Ha' })).json().items).toEqual([]);
    const items = (await post(t, 'admins/companies.search', admin, { query: 'harbor analytic' })).json()
      .items;
    expect(items[0]).toMatchObject({ id: company(), name: 'Harbour Analytics' });
    const byPart = (await post(t, 'admins/companies.search', admin, { query: 'bour' })).json().items;
    expect(byPart.map((c: { id: string }) => c.id)).toContain(company());
  });

  it('creates a company without making the admin a member', async () => {
    const res = await post(t, 'admins/companies.insert', admin, {
      name: 'Admin Made',
      tagline: 'T',
      description: 'D',
    });
    expect(res.statusCode).toBe(200);
    const members = await t.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, res.json().id));
    expect(members).toHaveLength(0);
  });

  it('lets an admin set the accredited and verified flags, one at a time', async () => {
    await post(t, 'admins/companies.flags.update', admin, { id: company(), accredited: true });
    const res = await post(t, 'admins/companies.flags.update', admin, { id: company(), verified: true });
    expect(res.json().item).toMatchObject({ accredited: true, verified: true });
    const off = await post(t, 'admins/companies.flags.update', admin, { id: company(), accredited: false });
    expect(off.json().item).toMatchObject({ accredited: false, verified: true });
  });

  it('lets an admin post, load and edit a job for any company, drafts included', async () => {
    const draft = await post(t, 'admins/jobs.insert', admin, {
      company_id: company(),
      is_draft: true,
      title: 'Draft',
    });
    const id = draft.json().id;
    expect((await post(t, 'admins/jobs.get', admin, { id })).json().item).toMatchObject({ is_draft: true });
    const bad = await post(t, 'admins/jobs.update', admin, { id, ...validJob(company(), { salary_to: 1 }) });
    expect(bad.json().error.message).toBe('Salary To must be greater than Salary From');
    const ok = await post(t, 'admins/jobs.update', admin, {
      id,
      ...validJob(company(), { title: 'Published by admin' }),
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({
      title: 'Published by admin',
      isDraft: false,
      companyName: 'Harbour Analytics',
    });
  });

  it('answers not found for an unknown company or job', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post(t, 'admins/jobs.insert', admin, validJob(unknown))).statusCode).toBe(404);
    expect(
      (await post(t, 'admins/companies.flags.update', admin, { id: unknown, verified: true })).statusCode,
    ).toBe(404);
  });
});
