import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationNotes, applications, companyInvitations, companyMembers } from '../../db/schema/index.ts';
import { persona } from '../personas.ts';
import { LONG_AGO, massAssignmentKit } from './mass-assignment.ts';
import { createWorld, make, type World } from './object-world.ts';

/** The hiring tools' write routes (issue 18) with fields their caller may not set. */
let w: World;
let k: ReturnType<typeof massAssignmentKit>;
beforeAll(async () => {
  w = await createWorld();
  k = massAssignmentKit(w);
});
afterAll(() => w?.t.close());

const applicationRow = (id: string) =>
  k.one(w.t.db.select().from(applications).where(eq(applications.id, id)));

describe('applications', () => {
  it('bulkUpdate and undo change the status only: no user, job, rating, cover letter or dates', async () => {
    const { id } = await make(w, 'application');
    const before = await applicationRow(id);
    const forged = {
      user_id: w.people.employeeB.id,
      job_id: randomUUID(),
      rating: 5,
      cover_letter: 'Forged',
      created_at: LONG_AGO,
      previous_status: 'shortlisted',
      due_at: LONG_AGO,
    };
    const res = await k.post('employerX', 'employers/applications.bulkUpdate', {
      company_id: w.companyX.id,
      ids: [id],
      status: 'rejected',
      ...forged,
    });
    expect(res.statusCode).toBe(200);
    const after = await applicationRow(id);
    expect(after.status).toBe('rejected');
    expect({ ...after, status: before.status, updatedAt: before.updatedAt }).toEqual(before);
    await k.post('employerX', 'employers/applications.undo', {
      company_id: w.companyX.id,
      ids: [id],
      ...forged,
    });
    expect({ ...(await applicationRow(id)), updatedAt: before.updatedAt }).toEqual(before);
  });

  it('notes.insert takes the author from the session and the time from the clock', async () => {
    const { id } = await make(w, 'application');
    const res = await k.post('employerX', 'employers/applications.notes.insert', {
      id,
      body: 'Good fit',
      author_id: w.people.employerY.id,
      author_name: 'Someone else',
      application_id: randomUUID(),
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    const [note] = await w.t.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id));
    expect(note).toMatchObject({ authorId: w.people.employerX.id, body: 'Good fit' });
    expect(note?.createdAt).toEqual(w.t.clock.now());
  });

  it('rate sets the rating only', async () => {
    const { id } = await make(w, 'application');
    const before = await applicationRow(id);
    const res = await k.post('employerX', 'employers/applications.rate', {
      id,
      rating: 4,
      status: 'shortlisted',
      user_id: w.people.employeeB.id,
      created_at: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    expect(await applicationRow(id)).toEqual({ ...before, rating: 4 });
  });
});

describe('job copies', () => {
  const forged = {
    response_count: 999,
    is_draft: false,
    is_test: true,
    archived_at: LONG_AGO,
    created_at: LONG_AGO,
    company_name: 'Forged Ltd',
    expires_at: '2099-01-01',
    title: 'Forged title',
  };

  it('duplicate makes a fresh draft whatever else is sent', async () => {
    const { id } = await make(w, 'job');
    const original = await k.job(id);
    const res = await k.post('employerX', 'employers/jobs.duplicate', {
      company_id: w.companyX.id,
      id,
      ...forged,
    });
    expect(res.statusCode).toBe(200);
    expect(await k.job(res.json().id)).toMatchObject({
      isDraft: true,
      isTest: false,
      archivedAt: null,
      responseCount: 0,
      expiresAt: null,
      title: original.title,
      companyName: 'Company X',
      createdAt: w.t.clock.now(),
    });
    expect(await k.job(id)).toEqual(original);
  });

  it('repost of an archived job publishes a live copy whatever else is sent', async () => {
    const { id } = await make(w, 'archivedJob');
    const res = await k.post('employerX', 'employers/jobs.repost', {
      company_id: w.companyX.id,
      id,
      ...forged,
    });
    expect(res.statusCode).toBe(200);
    const copy = await k.job(res.json().id);
    expect(copy).toMatchObject({
      isDraft: false,
      isTest: false,
      archivedAt: null,
      responseCount: 0,
      companyName: 'Company X',
    });
    expect(copy.expiresAt?.getFullYear()).not.toBe(2099);
  });
});

describe('the team', () => {
  it("an invitation goes to the named company only when the caller is its admin, and never to another company's", async () => {
    const email = `forged-${randomUUID().slice(0, 8)}@example.test`;
    const res = await k.post('employerX', 'employers/companies.invitations.insert', {
      company_id: w.companyX.id,
      email,
      role: 'member',
      invited_by: w.people.employerY.id,
      created_at: LONG_AGO,
      id: randomUUID(),
      user_id: w.people.employerY.id,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await w.t.db.select().from(companyInvitations).where(eq(companyInvitations.email, email));
    expect(row).toMatchObject({ companyId: w.companyX.id, invitedBy: w.people.employerX.id, role: 'member' });
    expect(row?.createdAt).toEqual(w.t.clock.now());
    const intoY = await k.post('employerX', 'employers/companies.invitations.insert', {
      company_id: w.companyY.id,
      email: `y-${email}`,
      role: 'admin',
    });
    expect(intoY.statusCode).toBe(403);
    expect(
      await w.t.db
        .select()
        .from(companyInvitations)
        .where(eq(companyInvitations.email, `y-${email}`)),
    ).toEqual([]);
  });

  it('answering a team invitation takes the company and role from the invitation, never the body (0188)', async () => {
    const invitee = await persona(w.t, 'employer');
    const answer = (url: string, id: string) =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/v1/users.teamInvitations.${url}`,
        headers: invitee.headers,
        payload: {
          id,
          role: 'admin',
          company_id: w.companyY.id,
          user_id: w.people.employerY.id,
          email: w.people.employerY.email,
          declined_at: null,
          created_at: LONG_AGO,
        },
      });
    const invite = async (companyOf: 'employerX' | 'employerY', companyId: string) =>
      (
        await k.post(companyOf, 'employers/companies.invitations.insert', {
          company_id: companyId,
          email: invitee.email,
          role: 'member',
        })
      )
        .json()
        .invitations.find((i: { email: string }) => i.email === invitee.email).id as string;

    const fromY = await invite('employerY', w.companyY.id);
    expect((await answer('decline', fromY)).statusCode).toBe(200);
    const declined = await k.one(
      w.t.db.select().from(companyInvitations).where(eq(companyInvitations.id, fromY)),
    );
    expect(declined).toMatchObject({ companyId: w.companyY.id, role: 'member', email: invitee.email });
    expect(declined.declinedAt).toEqual(w.t.clock.now());

    const fromX = await invite('employerX', w.companyX.id);
    expect((await answer('accept', fromX)).statusCode).toBe(200);
    const joined = await w.t.db.select().from(companyMembers).where(eq(companyMembers.userId, invitee.id));
    expect(joined.map((m) => [m.companyId, m.role])).toEqual([[w.companyX.id, 'member']]);
    // Nobody else joined anything through the forged user_id.
    expect(
      await w.t.db.select().from(companyMembers).where(eq(companyMembers.companyId, w.companyY.id)),
    ).toHaveLength(1);
  });
});
