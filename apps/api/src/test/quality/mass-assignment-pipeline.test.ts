import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationMessages,
  companyBlocks,
  companyMembers,
  jobInvitations,
  messageTemplates,
} from '../../db/schema/index.ts';
import { LONG_AGO, massAssignmentKit } from './mass-assignment.ts';
import { createWorld, make, type World } from './object-world.ts';

/** Issue 23's write routes (decisions 0175-0179) with fields their caller may not set. */
let w: World;
let k: ReturnType<typeof massAssignmentKit>;
beforeAll(async () => {
  w = await createWorld();
  k = massAssignmentKit(w);
});
afterAll(() => w?.t.close());

const forged = () => ({
  id: randomUUID(),
  user_id: '00000000-0000-4000-8000-000000000001',
  author_id: '00000000-0000-4000-8000-000000000002',
  invited_by: '00000000-0000-4000-8000-000000000003',
  created_at: LONG_AGO,
  updated_at: LONG_AGO,
  declined_at: LONG_AGO,
});

describe('templates and bulk messages', () => {
  it('a template belongs to the caller company, with the clock time, whatever else is sent', async () => {
    const name = `Forged ${randomUUID().slice(0, 8)}`;
    const res = await k.post('employerX', 'employers/templates.insert', {
      company_id: w.companyX.id,
      name,
      body: 'Hi',
      ...forged(),
      companyId: w.companyY.id,
    });
    expect(res.statusCode).toBe(200);
    const row = await k.one(w.t.db.select().from(messageTemplates).where(eq(messageTemplates.name, name)));
    expect(row).toMatchObject({ companyId: w.companyX.id, createdAt: w.t.clock.now() });
  });

  it('a bulk message is written by the caller, at the clock time', async () => {
    const { id } = await make(w, 'application');
    const res = await k.post('employerX', 'employers/applications.messages.bulkInsert', {
      company_id: w.companyX.id,
      ids: [id],
      text: 'Hello {first_name}',
      ...forged(),
    });
    expect(res.statusCode).toBe(200);
    const rows = await w.t.db
      .select()
      .from(applicationMessages)
      .where(eq(applicationMessages.applicationId, id));
    expect(rows.at(-1)).toMatchObject({ authorId: w.people.employerX.id, createdAt: w.t.clock.now() });
  });
});

describe('roles, invitations to apply and blocks', () => {
  it('a role change sets the role of the named member of the named company only', async () => {
    const { id: memberId } = await make(w, 'member');
    const res = await k.post('employerX', 'employers/companies.members.update', {
      ...forged(),
      company_id: w.companyX.id,
      user_id: memberId,
      role: 'admin',
      companyId: w.companyY.id,
    });
    expect(res.statusCode).toBe(200);
    const rows = await w.t.db.select().from(companyMembers).where(eq(companyMembers.userId, memberId));
    expect(rows).toEqual([expect.objectContaining({ companyId: w.companyX.id, role: 'admin' })]);
  });

  it("an invitation to apply goes to the resume's owner, from the caller, at the clock time", async () => {
    const { id: resumeId, jobId } = await make(w, 'activeResume');
    const res = await k.post('employerX', 'employers/jobs.invitations.insert', {
      ...forged(),
      company_id: w.companyX.id,
      job_id: jobId,
      resume_id: resumeId,
      message: 'Apply?',
    });
    expect(res.statusCode).toBe(200);
    const row = await k.one(
      w.t.db.select().from(jobInvitations).where(eq(jobInvitations.id, res.json().item.id)),
    );
    expect(row).toMatchObject({
      userId: w.people.employeeA.id,
      invitedBy: w.people.employerX.id,
      companyId: w.companyX.id,
      createdAt: w.t.clock.now(),
      declinedAt: null,
    });
    const declined = await k.post('employeeA', 'employees/invitations.decline', { ...forged(), id: row.id });
    expect(declined.statusCode).toBe(200);
    const after = await k.one(w.t.db.select().from(jobInvitations).where(eq(jobInvitations.id, row.id)));
    expect(after).toEqual({ ...row, declinedAt: w.t.clock.now() });
  });

  it("a block is the caller's own, whatever user is named", async () => {
    const res = await k.post('employeeB', 'employees/companies.block', {
      company_id: w.companyY.id,
      ...forged(),
      user_id: w.people.employeeA.id,
    });
    expect(res.statusCode).toBe(200);
    const rows = await w.t.db.select().from(companyBlocks).where(eq(companyBlocks.companyId, w.companyY.id));
    expect(rows).toEqual([
      { userId: w.people.employeeB.id, companyId: w.companyY.id, createdAt: w.t.clock.now() },
    ]);
  });
});
