import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { signInAgain } from '../applications/test-fixtures.ts';
import { signInByCode } from '../auth/sign-in.test-helpers.ts';
import { createResume, type Place, place, resumeInput } from '../resumes/resumes.fixtures.ts';
import { post } from './test-helpers.ts';

/**
 * Trust, second round (issue 24), finding 6: an address the attacker invited signed up as a job
 * seeker and became an employer in the attacker's company (resumes 403), and the attacker's team
 * list showed their e-mail and full name. Now an invitation changes nothing until the person
 * accepts it in their account; their role and name stay theirs (decision 0188).
 */
let t: TestApp;
let admin: Persona;
let companyId: string;
let auckland: Place;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await persona(t, 'employer', { companyName: 'Consent Co' });
  companyId = admin.companyId as string;
  auckland = await place(t, 'Auckland');
}, 180_000);
afterAll(() => t?.close());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as Persona;
const invite = (email: string, role: 'member' | 'admin' = 'member', by = admin) =>
  post(t, 'employers/companies.invitations.insert', by, { company_id: companyId, email, role });
const teamOf = async () => {
  const res = await post(t, 'employers/companies.team.list', admin, { company_id: companyId });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const isMember = async (userId: string) =>
  (
    await t.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
  ).length === 1;

describe('an invitation changes nothing until it is accepted (issue 24, finding 6)', () => {
  it('an invited address that signs up as a job seeker stays a job seeker, and the team sees only the address', async () => {
    const email = 'invited.seeker@example.test';
    expect((await invite('Invited.Seeker@Example.test')).statusCode).toBe(200);

    const me = bearer((await signInByCode(t, email, 'employee')).access_token);
    const user = (await post(t, 'users.get', me)).json();
    expect(user.role).toBe('employee');
    expect(await isMember(user.id)).toBe(false);
    await post(t, 'users.update', me, { name: 'Private Person' });
    // Their resumes work as any seeker's.
    const resumeId = await createResume(t, { ...me, id: user.id, email } as Persona, resumeInput(auckland));
    expect((await post(t, 'employees/resumes.get', me, { id: resumeId })).statusCode).toBe(200);

    // The company sees the address it typed, never the person's name.
    const team = await teamOf();
    expect(team.body).not.toContain('Private Person');
    expect(team.json().invitations).toEqual([expect.objectContaining({ email, status: 'pending' })]);
    expect(team.json().members.map((m: { user_id: string }) => m.user_id)).not.toContain(user.id);

    // The invitation waits in their account; a job seeker account cannot join a team.
    const received = (await post(t, 'users.teamInvitations.list', me)).json().items;
    expect(received).toEqual([
      expect.objectContaining({ company_id: companyId, company_name: 'Consent Co', role: 'member' }),
    ]);
    const accepted = await post(t, 'users.teamInvitations.accept', me, { id: received[0].id });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error).toEqual({
      code: 'not_employer',
      message:
        'This is a job seeker account, and a FitJobs account has one role: it cannot join a company team. Ask the company to invite an address you sign in with as an employer, or decline the invitation.',
    });
    expect((await post(t, 'users.get', me)).json().role).toBe('employee');
    expect(await isMember(user.id)).toBe(false);

    // Declining ends it: the company sees "declined" and cannot send it again while it would have lived.
    expect((await post(t, 'users.teamInvitations.decline', me, { id: received[0].id })).statusCode).toBe(200);
    expect((await post(t, 'users.teamInvitations.list', me)).json().items).toEqual([]);
    expect((await teamOf()).json().invitations).toEqual([
      expect.objectContaining({ email, status: 'declined' }),
    ]);
    const again = await invite(email);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invitation_declined');
    expect(t.mailer.to(email).filter((m) => m.subject.includes('team'))).toHaveLength(1);
  });

  it('an invited address that signs up as an employer joins only when it accepts, with the role offered', async () => {
    const email = 'invited.employer@example.test';
    expect((await invite(email, 'admin')).statusCode).toBe(200);
    const me = bearer((await signInByCode(t, email, 'employer')).access_token);
    const user = (await post(t, 'users.get', me)).json();
    expect(user.role).toBe('employer');
    expect((await post(t, 'employers/companies.list', me)).json().items).toEqual([]);
    await post(t, 'users.update', me, { name: 'Rangi Recruiter' });
    expect((await teamOf()).body).not.toContain('Rangi Recruiter');

    const [invitation] = (await post(t, 'users.teamInvitations.list', me)).json().items;
    expect(invitation).toMatchObject({ company_name: 'Consent Co', role: 'admin' });
    const accepted = await post(t, 'users.teamInvitations.accept', me, { id: invitation.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await post(t, 'employers/companies.list', me)).json().items).toEqual([
      expect.objectContaining({ id: companyId, role: 'admin' }),
    ]);
    const team = (await teamOf()).json();
    expect(team.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
    expect(team.members).toContainEqual(
      expect.objectContaining({ user_id: user.id, full_name: 'Rangi Recruiter', role: 'admin' }),
    );
    // Accepted is done: the same id cannot be answered again.
    expect((await post(t, 'users.teamInvitations.accept', me, { id: invitation.id })).statusCode).toBe(404);
  });

  it('an existing employer signing in does not join; nobody else can answer it; an expired one cannot be accepted', async () => {
    const invited = await persona(t, 'employer', { email: 'existing.invitee@example.test' });
    const stranger = await persona(t, 'employer');
    expect((await invite(invited.email)).statusCode).toBe(200);
    const me = bearer((await signInByCode(t, invited.email, 'employer')).access_token);
    expect(await isMember(invited.id)).toBe(false);

    const [invitation] = (await post(t, 'users.teamInvitations.list', me)).json().items;
    expect((await post(t, 'users.teamInvitations.list', stranger)).json().items).toEqual([]);
    for (const route of ['users.teamInvitations.accept', 'users.teamInvitations.decline'])
      expect((await post(t, route, stranger, { id: invitation.id })).statusCode).toBe(404);
    expect((await post(t, 'users.teamInvitations.accept', admin, { id: invitation.id })).statusCode).toBe(
      404,
    );

    t.clock.advance(15 * DAY_MS);
    const later = await signInAgain(t, invited);
    expect((await post(t, 'users.teamInvitations.list', later)).json().items).toEqual([]);
    expect((await post(t, 'users.teamInvitations.accept', later, { id: invitation.id })).statusCode).toBe(
      404,
    );
    expect(await isMember(invited.id)).toBe(false);
  });

  it('inviting the address of an existing job seeker is answered like any other (no hint of the account)', async () => {
    const seeker = await persona(t, 'employee');
    const admin2 = await signInAgain(t, admin);
    const res = await invite(seeker.email, 'member', admin2);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await post(t, 'users.teamInvitations.list', await signInAgain(t, seeker))).json().items,
    ).toHaveLength(1);
  });
});
