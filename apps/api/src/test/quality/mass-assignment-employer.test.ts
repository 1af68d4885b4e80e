import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, jobs } from '../../db/schema/index.ts';
import { LONG_AGO, massAssignmentKit } from './mass-assignment.ts';
import { createWorld, jobBody, make, send, type World } from './object-world.ts';

let w: World;
let k: ReturnType<typeof massAssignmentKit>;
beforeAll(async () => {
  w = await createWorld();
  k = massAssignmentKit(w);
});
afterAll(() => w?.t.close());

describe('the account', () => {
  it('refuses role, email and id on users.update and keeps the stored user', async () => {
    const a = w.people.employeeA;
    const before = await k.user(a.id);
    const res = await k.post('employeeA', 'users.update', {
      name: 'New name',
      role: 'admin',
      email: 'someone.else@example.test',
      id: w.people.employeeB.id,
    });
    expect(res.statusCode).toBe(400);
    expect(await k.user(a.id)).toEqual(before);
  });

  it("does not let users.update take another user's upload as the avatar", async () => {
    const upload = await send(w, 'POST /api/v1/uploads.insert', 'employeeB', {
      upload: { category: 'avatar', content_type: 'png' },
    });
    expect(upload.statusCode).toBe(200);
    const before = await k.user(w.people.employeeA.id);
    const res = await k.post('employeeA', 'users.update', { avatar_url: upload.json().public_url });
    expect(res.statusCode).toBe(400);
    expect(await k.user(w.people.employeeA.id)).toEqual(before);
  });
});

describe('companies', () => {
  it('drops accredited, verified and created_at an employer sends with their company update', async () => {
    const before = await k.companyRow(w.companyX.id);
    const res = await k.post('employerX', 'employers/companies.update', {
      id: w.companyX.id,
      tagline: 'Still ours',
      accredited: true,
      verified: true,
      created_at: LONG_AGO,
      address_id: randomUUID(),
    });
    expect(res.statusCode).toBe(200);
    const after = await k.companyRow(w.companyX.id);
    expect(after.tagline).toBe('Still ours');
    expect(after).toMatchObject({ accredited: false, verified: false, addressId: before.addressId });
    expect(after.createdAt).toEqual(before.createdAt);
  });

  it("creates a new, unflagged company when an employer's insert names flags and an existing id", async () => {
    const before = await k.companyRow(w.companyY.id);
    const res = await k.post('employerX', 'employers/companies.insert', {
      name: 'Second company of X',
      tagline: 'T',
      description: 'About',
      id: w.companyY.id,
      accredited: true,
      verified: true,
      created_at: LONG_AGO,
      role: 'member',
    });
    expect(res.statusCode).toBe(200);
    const id: string = res.json().id;
    expect(id).not.toBe(w.companyY.id);
    expect(await k.companyRow(id)).toMatchObject({
      accredited: false,
      verified: false,
      name: 'Second company of X',
    });
    expect((await k.companyRow(id)).createdAt.toISOString()).not.toBe(LONG_AGO);
    expect(await k.companyRow(w.companyY.id)).toEqual(before);
    const [membership] = await w.t.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, id), eq(companyMembers.userId, w.people.employerX.id)));
    expect(membership?.role).toBe('admin');
  });
});

describe('jobs', () => {
  const forged = {
    response_count: 999,
    is_test: true,
    archived_at: LONG_AGO,
    created_at: LONG_AGO,
    updated_at: LONG_AGO,
    company_name: 'Forged Ltd',
    verified_company: true,
    address_id: randomUUID(),
  };

  it('keeps the counters, flags, dates and company name of a new job out of the poster’s hands', async () => {
    const { id: existing } = await make(w, 'job');
    const existingBefore = await k.job(existing);
    const res = await k.post('employerX', 'employers/jobs.insert', {
      ...jobBody(w, w.companyX.id, 'Forged fields'),
      ...forged,
      id: existing,
    });
    expect(res.statusCode).toBe(200);
    const created = await k.job(res.json().id);
    expect(created.id).not.toBe(existing);
    expect(created).toMatchObject({
      responseCount: 0,
      isTest: false,
      archivedAt: null,
      companyName: 'Company X',
      addressId: null,
    });
    expect(created.createdAt).toEqual(w.t.clock.now());
    expect(await k.job(existing)).toEqual(existingBefore);
  });

  it('keeps the counters, flags, dates and company name of an edited job', async () => {
    const { id } = await make(w, 'job');
    const before = await k.job(id);
    const res = await k.post('employerX', 'employers/jobs.update', {
      id,
      ...jobBody(w, w.companyX.id, 'Edited with forged fields'),
      ...forged,
    });
    expect(res.statusCode).toBe(200);
    const after = await k.job(id);
    expect(after.title).toBe('Edited with forged fields');
    const kept = ({
      responseCount,
      isTest,
      archivedAt,
      createdAt,
      companyName,
      companyId,
    }: typeof before) => ({ responseCount, isTest, archivedAt, createdAt, companyName, companyId });
    expect(kept(after)).toEqual(kept(before));
  });

  it("does not move a job to another company's company_id, for its employer or an admin", async () => {
    const { id } = await make(w, 'job');
    const before = await k.job(id);
    for (const [who, url] of [
      ['employerX', 'employers/jobs.update'],
      ['admin', 'admins/jobs.update'],
    ] as const) {
      const res = await k.post(who, url, { id, ...jobBody(w, w.companyY.id, 'Moved') });
      expect(res.statusCode, who).toBe(404);
    }
    expect(await k.job(id)).toEqual(before);
  });

  it("does not let an employer post a job under another company's company_id", async () => {
    const res = await k.post('employerX', 'employers/jobs.insert', jobBody(w, w.companyY.id, 'Planted in Y'));
    expect(res.statusCode).toBe(404);
    expect(await w.t.db.select().from(jobs).where(eq(jobs.title, 'Planted in Y'))).toEqual([]);
  });

  it('archives a reported job for an admin at the time of the call, in its own company, whatever the body says', async () => {
    const { jobId } = await make(w, 'reportedJob');
    const before = await k.job(jobId);
    const res = await k.post('admin', 'admins/jobs.archive', {
      id: jobId,
      reason: 'Asks for a fee',
      taken_down_at: LONG_AGO,
      company_id: w.companyY.id,
      archived_at: LONG_AGO,
      title: 'Renamed',
    });
    expect(res.statusCode).toBe(200);
    const after = await k.job(jobId);
    expect(after.archivedAt).toEqual(w.t.clock.now());
    expect(after.takenDownAt).toEqual(w.t.clock.now());
    expect({ companyId: after.companyId, title: after.title }).toEqual({
      companyId: before.companyId,
      title: before.title,
    });
  });
});
