import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { applyAs, call, insertJob, insertResume, signInAgain } from '../applications/test-fixtures.ts';

let t: TestApp;
let admin: Persona;
let rival: Persona;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await persona(t, 'employer', { companyName: 'Template Physio', fullName: 'Aroha Admin' });
  rival = await persona(t, 'employer', { companyName: 'Rival Rehab' });
  companyId = admin.companyId as string;
});
afterAll(async () => t.close());

async function join(role: 'member' | 'admin') {
  const who = await persona(t, 'employer');
  await t.db.insert(companyMembers).values({ companyId, userId: who.id, role });
  // The token names the company the person works for (employers read and write as one company).
  return { ...who, companyId };
}

describe('message templates', () => {
  it('a member adds, lists, edits and deletes templates; names are unique in the company', async () => {
    const add = await call(t, admin, '/api/v1/employers/templates.insert', {
      company_id: companyId,
      name: 'Interview',
      body: 'Kia ora {first_name}, can we talk about {job_title} at {company_name}?',
    });
    expect(add.status).toBe(200);
    const id = add.body.item.id;
    const dup = await call(t, admin, '/api/v1/employers/templates.insert', {
      company_id: companyId,
      name: 'Interview',
      body: 'Again',
    });
    expect(dup.status).toBe(409);
    const edited = await call(t, admin, '/api/v1/employers/templates.update', {
      company_id: companyId,
      id,
      name: 'Interview invite',
      body: 'Hi {first_name}',
    });
    expect(edited.body.item).toMatchObject({ name: 'Interview invite', body: 'Hi {first_name}' });
    const listed = await call(t, admin, '/api/v1/employers/templates.list', { company_id: companyId });
    expect(listed.body.items.map((x: { name: string }) => x.name)).toEqual(['Interview invite']);
    expect(
      (await call(t, admin, '/api/v1/employers/templates.delete', { company_id: companyId, id })).status,
    ).toBe(200);
  });

  it("gives another company's template 404 and changes nothing; another company's list 403", async () => {
    const add = await call(t, admin, '/api/v1/employers/templates.insert', {
      company_id: companyId,
      name: 'Private',
      body: 'Ours',
    });
    const id = add.body.item.id;
    const rivalCompany = rival.companyId as string;
    for (const [url, body] of [
      ['templates.update', { company_id: rivalCompany, id, name: 'Stolen', body: 'Theirs' }],
      ['templates.delete', { company_id: rivalCompany, id }],
    ] as const) {
      expect((await call(t, rival, `/api/v1/employers/${url}`, body)).status).toBe(404);
    }
    expect((await call(t, rival, '/api/v1/employers/templates.list', { company_id: companyId })).status).toBe(
      403,
    );
    const listed = await call(t, admin, '/api/v1/employers/templates.list', { company_id: companyId });
    expect(listed.body.items).toContainEqual(expect.objectContaining({ id, name: 'Private', body: 'Ours' }));
  });
});

describe('bulk messages', () => {
  it('sends one message to each selected applicant with the fields filled, and counts what was sent', async () => {
    admin = await signInAgain(t, admin);
    const job = await insertJob(t, companyId, { title: 'Sports Physio', companyName: 'Template Physio' });
    const ids: string[] = [];
    const people: Persona[] = [];
    for (const name of ['Tama Rangi', 'Ana Smith']) {
      const who = await persona(t, 'employee');
      await insertResume(t, who.id, { fullName: name });
      ids.push(await applyAs(t, who, job));
      people.push(who);
    }
    const res = await call(t, admin, '/api/v1/employers/applications.messages.bulkInsert', {
      company_id: companyId,
      ids,
      text: 'Kia ora {first_name}, thanks for applying for {job_title} at {company_name}.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: 2, skipped: 0 });
    const texts = [];
    for (const [i, id] of ids.entries()) {
      const thread = await call(t, people[i] as Persona, '/api/v1/applications/messages.list', { id });
      texts.push(thread.body.items.map((m: { message: string }) => m.message));
    }
    expect(texts).toEqual([
      ['Kia ora Tama, thanks for applying for Sports Physio at Template Physio.'],
      ['Kia ora Ana, thanks for applying for Sports Physio at Template Physio.'],
    ]);

    // A selection naming another company's application sends nothing at all.
    const theirJob = await insertJob(t, rival.companyId as string);
    const stranger = await persona(t, 'employee');
    await insertResume(t, stranger.id);
    const theirs = await applyAs(t, stranger, theirJob);
    const mixed = await call(t, admin, '/api/v1/employers/applications.messages.bulkInsert', {
      company_id: companyId,
      ids: [ids[0], theirs],
      text: 'Hello',
    });
    expect(mixed.status).toBe(404);
    const thread = await call(t, people[0] as Persona, '/api/v1/applications/messages.list', { id: ids[0] });
    expect(thread.body.items).toHaveLength(1);
  });
});

describe('team roles', () => {
  it('an admin makes a member an admin and back; the last admin cannot become a member', async () => {
    const member = await join('member');
    const up = await call(t, admin, '/api/v1/employers/companies.members.update', {
      company_id: companyId,
      user_id: member.id,
      role: 'admin',
    });
    expect(up.status).toBe(200);
    expect(up.body.members).toContainEqual(expect.objectContaining({ user_id: member.id, role: 'admin' }));
    // Two admins now: the first may step down, then the new one is the last.
    const down = await call(t, admin, '/api/v1/employers/companies.members.update', {
      company_id: companyId,
      user_id: admin.id,
      role: 'member',
    });
    expect(down.status).toBe(200);
    const newAdmin = await signInAgain(t, member);
    const last = await call(t, newAdmin, '/api/v1/employers/companies.members.update', {
      company_id: companyId,
      user_id: member.id,
      role: 'member',
    });
    expect(last.status).toBe(409);
    expect(last.body.error).toMatchObject({ code: 'last_admin' });
    const leave = await call(t, newAdmin, '/api/v1/employers/companies.members.delete', {
      company_id: companyId,
      user_id: member.id,
    });
    expect(leave.status).toBe(409);
    // Back as it was: the first admin is promoted again by the new one.
    expect(
      (
        await call(t, newAdmin, '/api/v1/employers/companies.members.update', {
          company_id: companyId,
          user_id: admin.id,
          role: 'admin',
        })
      ).status,
    ).toBe(200);
  });

  it('a member can change no role (403), and another company gets 403 and changes nothing', async () => {
    const member = await join('member');
    const res = await call(t, member, '/api/v1/employers/companies.members.update', {
      company_id: companyId,
      user_id: member.id,
      role: 'admin',
    });
    expect(res.status).toBe(403);
    const rivalRes = await call(t, rival, '/api/v1/employers/companies.members.update', {
      company_id: companyId,
      user_id: member.id,
      role: 'admin',
    });
    expect(rivalRes.status).toBe(403);
    const team = await call(t, admin, '/api/v1/employers/companies.team.list', { company_id: companyId });
    expect(team.body.members).toContainEqual(expect.objectContaining({ user_id: member.id, role: 'member' }));
  });

  it('members read the company profile but cannot change it; admins can', async () => {
    const member = await join('member');
    const memberToken = await signInAgain(t, member);
    const res = await call(t, memberToken, '/api/v1/employers/companies.update', {
      id: companyId,
      tagline: 'Hacked',
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Only company admins change the company profile');
    const read = await call(t, memberToken, '/api/v1/companies.get', { id: companyId });
    expect(read.body.item.tagline).not.toBe('Hacked');
    admin = await signInAgain(t, admin);
    expect(
      (
        await call(t, admin, '/api/v1/employers/companies.update', {
          id: companyId,
          tagline: 'Moving people',
        })
      ).status,
    ).toBe(200);
  });
});
