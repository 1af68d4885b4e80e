import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvitations, companyMembers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { signInByCode } from '../auth/sign-in.test-helpers.ts';
import { post } from './test-helpers.ts';

let t: TestApp;
let admin: Persona;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await persona(t, 'employer', { companyName: 'Team Physio', fullName: 'Aroha Admin' });
  companyId = admin.companyId as string;
});
afterAll(() => t?.close());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as Persona;

async function join(role: 'member' | 'admin') {
  const who = await persona(t, 'employer');
  await t.db.insert(companyMembers).values({ companyId, userId: who.id, role });
  return who;
}
const isMember = async (userId: string) =>
  (
    await t.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
  ).length === 1;

describe('invitations', () => {
  it('an admin invites a colleague by e-mail; the colleague joins with that role once they accept', async () => {
    const email = 'new.colleague@example.test';
    const res = await post(t, 'employers/companies.invitations.insert', admin, {
      company_id: companyId,
      email: 'New.Colleague@Example.test',
      role: 'member',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().invitations).toEqual([expect.objectContaining({ email, role: 'member' })]);
    expect(t.mailer.to(email)[0]?.subject).toBe('You have been invited to join a team on FitJobs');

    // Signing in changes nothing (decision 0188); accepting in the account joins.
    const me = bearer((await signInByCode(t, email, 'employer')).access_token);
    expect((await post(t, 'employers/companies.list', me)).json().items).toEqual([]);
    const [waiting] = (await post(t, 'users.teamInvitations.list', me)).json().items;
    expect((await post(t, 'users.teamInvitations.accept', me, { id: waiting.id })).statusCode).toBe(200);
    const companies = await post(t, 'employers/companies.list', me);
    expect(companies.json().items).toEqual([expect.objectContaining({ id: companyId, role: 'member' })]);

    const team = (await post(t, 'employers/companies.team.list', admin, { company_id: companyId })).json();
    expect(team.invitations).toEqual([]);
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toContainEqual([
      email,
      'member',
    ]);
  });

  it('only admins invite or withdraw; members, other companies and job seekers are refused', async () => {
    const member = await join('member');
    const rival = await persona(t, 'employer', { companyName: 'Rival' });
    const seeker = await persona(t, 'employee');
    const body = { company_id: companyId, email: 'nope@example.test', role: 'admin' };
    expect((await post(t, 'employers/companies.invitations.insert', member, body)).statusCode).toBe(403);
    expect((await post(t, 'employers/companies.invitations.insert', rival, body)).statusCode).toBe(403);
    expect((await post(t, 'employers/companies.invitations.insert', seeker, body)).statusCode).toBe(403);
    expect(
      await t.db.select().from(companyInvitations).where(eq(companyInvitations.email, 'nope@example.test')),
    ).toEqual([]);
    const invited = await post(t, 'employers/companies.invitations.insert', admin, {
      ...body,
      email: 'withdrawn@example.test',
    });
    const id = invited
      .json()
      .invitations.find((i: { email: string }) => i.email === 'withdrawn@example.test').id;
    expect(
      (await post(t, 'employers/companies.invitations.delete', member, { company_id: companyId, id }))
        .statusCode,
    ).toBe(403);
    const withdrawn = await post(t, 'employers/companies.invitations.delete', admin, {
      company_id: companyId,
      id,
    });
    expect(withdrawn.json().invitations.map((i: { id: string }) => i.id)).not.toContain(id);
    // Members see the team; other companies do not.
    expect(
      (await post(t, 'employers/companies.team.list', member, { company_id: companyId })).statusCode,
    ).toBe(200);
    expect(
      (await post(t, 'employers/companies.team.list', rival, { company_id: companyId })).statusCode,
    ).toBe(403);
  });

  it('refuses to invite a member again', async () => {
    const member = await join('member');
    const again = await post(t, 'employers/companies.invitations.insert', admin, {
      company_id: companyId,
      email: member.email,
      role: 'member',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_member');
  });
});

describe('members and the last-admin rule', () => {
  it('an admin removes a member; a member may leave but not remove others', async () => {
    const a = await join('member');
    const b = await join('member');
    expect(
      (await post(t, 'employers/companies.members.delete', a, { company_id: companyId, user_id: b.id }))
        .statusCode,
    ).toBe(403);
    expect(await isMember(b.id)).toBe(true);
    expect(
      (await post(t, 'employers/companies.members.delete', admin, { company_id: companyId, user_id: b.id }))
        .statusCode,
    ).toBe(200);
    expect(await isMember(b.id)).toBe(false);
    expect(
      (await post(t, 'employers/companies.members.delete', a, { company_id: companyId, user_id: a.id }))
        .statusCode,
    ).toBe(200);
    expect(await isMember(a.id)).toBe(false);
  });

  it('the last admin cannot leave or be removed; with a second admin they can', async () => {
    const solo = await persona(t, 'employer', { companyName: 'Solo Ltd' });
    const soloCompany = solo.companyId as string;
    const leave = await post(t, 'employers/companies.members.delete', solo, {
      company_id: soloCompany,
      user_id: solo.id,
    });
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.code).toBe('last_admin');

    const second = await persona(t, 'employer');
    await t.db.insert(companyMembers).values({ companyId: soloCompany, userId: second.id, role: 'admin' });
    // Both admins try to remove each other at once: exactly one succeeds.
    const [x, y] = await Promise.all([
      post(t, 'employers/companies.members.delete', solo, { company_id: soloCompany, user_id: second.id }),
      post(t, 'employers/companies.members.delete', second, { company_id: soloCompany, user_id: solo.id }),
    ]);
    expect([x.statusCode, y.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const admins = await t.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, soloCompany), eq(companyMembers.role, 'admin')));
    expect(admins).toHaveLength(1);
  });
});
